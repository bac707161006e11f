import { PROJECT_MESSAGES, type Project, type Role } from '@kanri/contracts';
import { type Client } from '@kanri/contracts/business';
import { eq, sql } from 'drizzle-orm';
import { clients, projects } from '../../../src/db/schema.js';
import { HttpError } from '../../../src/lib/http-errors.js';
import type { RequestAuth } from '../../../src/plugins/app/auth.js';
import { createProject, updateProject } from '../../../src/services/projects.js';
import { createWorkspace, resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, resetWork } from '../../helpers/work.js';

/** A project linked to a client (`client_id` of POST /projects/store and PUT /projects/update). */
describe('projects ↔ clients', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let studio: number;
  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    studio = await createWorkspace(db(), 'Studio');
  });
  afterAll(() => testApp?.close());
  beforeEach(async () => {
    await db().execute(sql`truncate invoices, clients restart identity cascade`);
    await resetWork(db());
  });

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => members.manager.token,
  );
  async function insertClient(name: string, options: { workspaceId?: number; archived?: boolean } = {}): Promise<number> {
    const [row] = await db()
      .insert(clients)
      .values({
        workspaceId: options.workspaceId ?? 1,
        name,
        email: `${name.toLowerCase()}@example.test`,
        isArchived: options.archived ?? false,
      })
      .returning({ id: clients.id });
    return row!.id;
  }
  const clientOf = async (projectId: number) =>
    (await db().select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, projectId)))[0]!.clientId;

  it('creates a project linked to a client of the workspace; GET /projects and the client show the link', async () => {
    const acme = await insertClient('Acme');

    const project = dataOf(await call('POST', '/projects/store', { name: 'Website', client_id: acme }), 201) as Project;
    expect(project.client_id).toBe(acme);
    expect(await clientOf(project.id)).toBe(acme);
    expect((dataOf(await call('GET', `/projects/${project.id}`)) as Project).client_id).toBe(acme);
    const listed = dataOf(await call('GET', '/clients')).items as Client[];
    expect(listed[0]).toMatchObject({ id: acme, projects_count: 1, projects: [{ id: project.id, name: 'Website' }] });

    const unlinked = dataOf(await call('POST', '/projects/store', { name: 'Internal', client_id: null }), 201) as Project;
    expect(unlinked.client_id).toBeNull();
  });

  it('links, moves and unlinks an existing project', async () => {
    const [acme, globex] = [await insertClient('Acme'), await insertClient('Globex')];
    const project = await insertProject(db(), { name: 'Website' });

    const linked = dataOf(await call('PUT', '/projects/update', { id: project, client_id: acme })) as Project;
    expect(linked.client_id).toBe(acme);
    const moved = dataOf(await call('PUT', '/projects/update', { id: project, client_id: globex })) as Project;
    expect(moved.client_id).toBe(globex);
    // Other changes leave the link alone.
    const renamed = dataOf(await call('PUT', '/projects/update', { id: project, name: 'Site' })) as Project;
    expect(renamed.client_id).toBe(globex);
    const cleared = dataOf(await call('PUT', '/projects/update', { id: project, client_id: null })) as Project;
    expect(cleared.client_id).toBeNull();
    expect(await clientOf(project)).toBeNull();
  });

  it("refuses another workspace's, an archived or an unknown client with 422 on client_id, and writes nothing", async () => {
    const elsewhere = await insertClient('Elsewhere', { workspaceId: studio });
    const archived = await insertClient('Archived', { archived: true });
    const acme = await insertClient('Acme');
    const project = await insertProject(db(), { name: 'Website' });
    await db().update(projects).set({ clientId: acme }).where(eq(projects.id, project));

    for (const clientId of [elsewhere, archived, 999_999]) {
      const created = await call('POST', '/projects/store', { name: `New ${clientId}`, client_id: clientId });
      expect({ clientId, status: created.statusCode, body: created.json() }).toEqual({
        clientId,
        status: 422,
        body: { error: true, message: PROJECT_MESSAGES.clientInvalid, errors: { client_id: [PROJECT_MESSAGES.clientInvalid] } },
      });
      const updated = await call('PUT', '/projects/update', { id: project, name: 'Renamed', client_id: clientId });
      expect(updated.statusCode).toBe(422);
      expect(updated.json().errors).toEqual({ client_id: [PROJECT_MESSAGES.clientInvalid] });
    }
    expect(await db().$count(projects)).toBe(1);
    const [row] = await db().select().from(projects).where(eq(projects.id, project));
    expect(row).toMatchObject({ name: 'Website', clientId: acme });
  });

  it('keeps a project linked to a client archived later, and sending the same link back is no change', async () => {
    const acme = await insertClient('Acme');
    const project = dataOf(await call('POST', '/projects/store', { name: 'Website', client_id: acme }), 201) as Project;
    dataOf(await call('POST', '/clients/update', { id: acme, is_archived: true }));

    const renamed = dataOf(await call('PUT', '/projects/update', { id: project.id, name: 'Site', client_id: acme })) as Project;
    expect(renamed).toMatchObject({ name: 'Site', client_id: acme });
    // But it cannot be linked to it anew.
    const other = await insertProject(db(), { name: 'Other' });
    expect((await call('PUT', '/projects/update', { id: other, client_id: acme })).statusCode).toBe(422);
  });

  it('deleting the client unlinks its projects', async () => {
    const acme = await insertClient('Acme');
    const project = dataOf(await call('POST', '/projects/store', { name: 'Website', client_id: acme }), 201) as Project;
    dataOf(await call('DELETE', `/clients/destroy/${acme}`));
    expect((dataOf(await call('GET', `/projects/${project.id}`)) as Project).client_id).toBeNull();
  });

  it('answers 422 for a malformed client_id', async () => {
    for (const clientId of ['1', 0, -1, 1.5]) {
      const response = await call('POST', '/projects/store', { name: 'Bad', client_id: clientId });
      expect({ clientId, status: response.statusCode }).toEqual({ clientId, status: 422 });
    }
  });

  describe('the role that links', () => {
    /**
     * Creating and changing projects is for admins and managers today, who also manage clients; the
     * service still checks `clients.update` itself, so a role allowed to edit projects but not clients
     * could never link one.
     */
    const authAs = (role: Role): RequestAuth => ({
      user: members[role].user,
      via: 'session',
      session: {} as RequestAuth['session'],
      apiToken: null,
      workspaceId: 1,
      role,
      roleId: 0,
    });

    it('answers 403 clientForbidden to a role without clients.update, before checking the client', async () => {
      const acme = await insertClient('Acme');
      const project = await insertProject(db(), { name: 'Website' });
      for (const role of ['developer', 'designer', 'member'] as const) {
        for (const clientId of [acme, 999_999]) {
          const create = createProject(db(), authAs(role), { name: 'Linked', client_id: clientId });
          await expect(create).rejects.toThrow(HttpError);
          await expect(create).rejects.toMatchObject({ statusCode: 403, message: PROJECT_MESSAGES.clientForbidden });
          const update = updateProject(db(), authAs(role), { id: project, client_id: clientId });
          await expect(update).rejects.toMatchObject({ statusCode: 403, message: PROJECT_MESSAGES.clientForbidden });
        }
        await expect(updateProject(db(), authAs(role), { id: project, client_id: null })).resolves.toMatchObject({
          client_id: null,
        });
      }
      await db().update(projects).set({ clientId: acme }).where(eq(projects.id, project));
      await expect(updateProject(db(), authAs('member'), { id: project, client_id: null })).rejects.toMatchObject({
        statusCode: 403,
      });
      // Sending the current link back, or leaving it out, is no change: allowed.
      await expect(updateProject(db(), authAs('member'), { id: project, name: 'Site', client_id: acme })).resolves.toMatchObject({
        name: 'Site',
        client_id: acme,
      });
      await expect(createProject(db(), authAs('member'), { name: 'Plain', client_id: null })).resolves.toMatchObject({
        client_id: null,
      });
      expect(await db().$count(projects, sql`${projects.name} = 'Linked'`)).toBe(0);
    });
  });
});
