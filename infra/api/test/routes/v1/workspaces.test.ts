import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  DEFAULT_PRIORITIES,
  DEFAULT_STATUSES,
  DEFAULT_TAGS,
  VALIDATION_FAILED_MESSAGE,
  WORKSPACE_MESSAGES,
  WORKSPACE_NAME_MAX_LENGTH,
  type Role,
} from '@kanri/contracts';
import { and, eq } from 'drizzle-orm';
import { settings, workspaceMembers, workspaces } from '../../../src/db/schema.js';
import {
  addMember,
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { priorityIds, statusIds } from '../../helpers/work.js';

describe('workspaces', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
  });
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => members.admin.token,
  );

  let people = 0;
  /** A new account, active member of workspace 1 with the given role, and its token. */
  async function person(role: Role = 'member') {
    const user = await createUser(db(), { email: `person-${(people += 1)}@example.com`, role });
    return { user, token: await openSession(db(), user.id) };
  }
  const activeMembersOf = (workspaceId: number) =>
    db().$count(workspaceMembers, and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.status, 'active')));
  const nameOf = async (workspaceId: number) =>
    (await db().select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId)))[0]?.name;

  describe('GET /workspaces', () => {
    it("lists the caller's active memberships by name with their role and the active member count", async () => {
      const { user, token } = await person('developer');
      const zeta = await createWorkspace(db(), 'Zeta');
      const alpha = await createWorkspace(db(), 'alpha');
      const pending = await createWorkspace(db(), 'Beta');
      const foreign = await createWorkspace(db(), 'Gamma');
      await addMember(db(), user.id, zeta, 'manager');
      await addMember(db(), user.id, alpha, 'member');
      await addMember(db(), user.id, pending, 'admin', 'invited');
      await addMember(db(), members.admin.user.id, zeta, 'designer');
      await addMember(db(), members.member.user.id, zeta, 'member');
      await addMember(db(), members.manager.user.id, zeta, 'admin', 'invited');
      await addMember(db(), members.developer.user.id, foreign, 'admin');
      await createUser(db(), { email: 'invited-to-one@example.com', membershipStatus: 'invited' });

      const response = await call('GET', '/workspaces', undefined, token);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        error: false,
        message: WORKSPACE_MESSAGES.retrieved,
        data: [
          { id: alpha, name: 'alpha', role: 'member', member_count: 1, created_at: expect.any(String) },
          {
            id: 1,
            name: 'Team Space',
            role: 'developer',
            member_count: await activeMembersOf(1),
            created_at: expect.any(String),
          },
          { id: zeta, name: 'Zeta', role: 'manager', member_count: 3, created_at: expect.any(String) },
        ],
      });
      expect(new Date(response.json().data[0].created_at).toISOString()).toBe(response.json().data[0].created_at);
    });

    it('does not count invited memberships', async () => {
      const workspace = await createWorkspace(db(), 'Counted');
      const { user, token } = await person();
      await addMember(db(), user.id, workspace, 'admin');
      await addMember(db(), members.designer.user.id, workspace, 'member', 'invited');
      await addMember(db(), members.developer.user.id, workspace, 'developer', 'invited');

      const listed = (await call('GET', '/workspaces', undefined, token)).json().data;

      expect(listed.find((row: { id: number }) => row.id === workspace)).toMatchObject({ member_count: 1, role: 'admin' });
      const seenByInvited = (await call('GET', '/workspaces', undefined, members.designer.token)).json().data;
      expect(seenByInvited.map((row: { id: number }) => row.id)).not.toContain(workspace);
    });

    it('checks the workspace_id header like every request', async () => {
      const { user, token } = await person();
      const invitedTo = await createWorkspace(db(), 'Invited');
      await addMember(db(), user.id, invitedTo, 'admin', 'invited');
      const elsewhere = await createWorkspace(db(), 'Elsewhere');

      expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/workspaces' })).statusCode).toBe(401);
      for (const workspaceId of [invitedTo, elsewhere]) {
        const refused = await call('GET', '/workspaces', undefined, token, workspaceId);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(AUTH_MESSAGES.notWorkspaceMember);
      }
      const malformed = await call('GET', '/workspaces', undefined, token, 'x');
      expect(malformed.statusCode).toBe(422);
      expect((await call('GET', '/workspaces', undefined, token, 1)).statusCode).toBe(200);
    });
  });

  describe('POST /workspaces/store', () => {
    it('creates a workspace whose admin is its creator, with the default statuses, priorities, tags and settings', async () => {
      const response = await call('POST', '/workspaces/store', { name: '  Studio  ' });

      expect(response.statusCode).toBe(201);
      const created = response.json().data;
      expect(response.json()).toEqual({
        error: false,
        message: WORKSPACE_MESSAGES.created,
        data: { id: expect.any(Number), name: 'Studio', role: 'admin', member_count: 1, created_at: expect.any(String) },
      });
      const listed = (await call('GET', '/workspaces')).json().data;
      expect(listed.find((row: { id: number }) => row.id === created.id)).toEqual(created);

      const inStudio = (url: string) => call('GET', url, undefined, members.admin.token, created.id);
      const user = (await inStudio('/user')).json().data;
      expect(user).toMatchObject({ id: members.admin.user.id, workspace_id: created.id, role: 'admin', role_id: 1 });
      const statuses = (await inStudio('/statuses')).json().data;
      expect(
        statuses.map(({ name, slug, color, category }: Record<string, string>) => ({ name, slug, color, category })),
      ).toEqual(DEFAULT_STATUSES);
      const priorities = (await inStudio('/priorities')).json().data;
      expect(priorities.map(({ name, slug, color }: Record<string, string>) => ({ name, slug, color }))).toEqual(
        DEFAULT_PRIORITIES,
      );
      const tags = (await inStudio('/tags')).json().data;
      expect(tags.map(({ name, color }: Record<string, string>) => ({ name, color }))).toEqual(DEFAULT_TAGS);
      expect((await inStudio('/settings/general_settings')).json().data).toEqual({
        organisation_name: 'Studio',
        default_time_zone: null,
        week_start: 'sunday',
        default_currency: 'USD',
        open_registration: false,
      });
      expect(await db().$count(settings, eq(settings.workspaceId, created.id))).toBe(1);
      // The caller's own workspace is unchanged: still an admin of workspace 1 by default.
      expect((await call('GET', '/user')).json().data).toMatchObject({ workspace_id: 1, role: 'admin' });
    });

    it('makes a workspace where projects and tasks work at once, kept apart from the others', async () => {
      const studio = (await call('POST', '/workspaces/store', { name: 'Workshop' })).json().data.id;

      const project = await call('POST', '/projects/store', { name: 'Launch' }, members.admin.token, studio);
      expect(project.statusCode).toBe(201);
      const ids = await statusIds(db(), studio);
      expect(project.json().data).toMatchObject({
        workspace_id: studio,
        status_ids: [ids['to-do'], ids['in-progress'], ids.completed],
      });
      const projectId = project.json().data.id;
      const task = await call('POST', '/tasks/store', { project_id: projectId }, members.admin.token, studio);
      expect(task.statusCode).toBe(201);
      expect(task.json().data).toMatchObject({
        project_id: projectId,
        status_id: ids['to-do'],
        priority_id: (await priorityIds(db(), studio)).medium,
      });

      const projectsOfOne = (await call('GET', '/projects', undefined, members.admin.token, 1)).json().data;
      expect(projectsOfOne.map((row: { id: number }) => row.id)).not.toContain(projectId);
      expect((await call('GET', `/projects/${projectId}`, undefined, members.admin.token, 1)).statusCode).toBe(404);
      expect((await call('GET', `/tasks/${task.json().data.id}`, undefined, members.admin.token, 1)).statusCode).toBe(404);
      const projectsOfStudio = (await call('GET', '/projects', undefined, members.admin.token, studio)).json().data;
      expect(projectsOfStudio.map((row: { id: number }) => row.id)).toEqual([projectId]);
    });

    it('lets only admins of the current workspace create one', async () => {
      const { user, token } = await person('member');
      const own = await createWorkspace(db(), 'Own');
      await addMember(db(), user.id, own, 'admin');
      const before = await db().$count(workspaces);
      for (const role of ['manager', 'developer', 'designer', 'member'] as const) {
        const refused = await call('POST', '/workspaces/store', { name: `By ${role}` }, members[role].token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(AUTH_MESSAGES.forbidden);
      }
      // A member here who administers another workspace creates one from there, not from here.
      expect((await call('POST', '/workspaces/store', { name: 'Nope' }, token, 1)).statusCode).toBe(403);
      expect(await db().$count(workspaces)).toBe(before);
      expect((await call('POST', '/workspaces/store', { name: 'Yes' }, token, own)).statusCode).toBe(201);
    });

    it('refuses a blank, missing, non-text or too long name and writes nothing', async () => {
      const before = await db().$count(workspaces);
      const cases: [object, string][] = [
        [{ name: '   ' }, WORKSPACE_MESSAGES.nameRequired],
        [{}, WORKSPACE_MESSAGES.nameRequired],
        [{ name: 42 }, WORKSPACE_MESSAGES.nameRequired],
        [{ name: 'x'.repeat(WORKSPACE_NAME_MAX_LENGTH + 1) }, WORKSPACE_MESSAGES.nameTooLong],
      ];
      for (const [body, message] of cases) {
        const response = await call('POST', '/workspaces/store', body);
        expect({ body, status: response.statusCode }).toEqual({ body, status: 422 });
        expect(response.json()).toEqual({ error: true, message: VALIDATION_FAILED_MESSAGE, errors: { name: [message] } });
      }
      expect(await db().$count(workspaces)).toBe(before);
      const longest = await call('POST', '/workspaces/store', { name: 'y'.repeat(WORKSPACE_NAME_MAX_LENGTH) });
      expect(longest.statusCode).toBe(201);
    });
  });

  describe('PUT /workspaces/update', () => {
    /** A workspace administered by a developer of workspace 1 (who renames it with header 1), with one designer. */
    async function administered(name: string) {
      const owner = await person('developer');
      const id = await createWorkspace(db(), name);
      await addMember(db(), owner.user.id, id, 'admin');
      await addMember(db(), members.designer.user.id, id, 'designer');
      return { id, owner };
    }

    it("lets an admin of that workspace rename it, whatever the header's workspace", async () => {
      const { id, owner } = await administered('Old Name');

      const response = await call('PUT', '/workspaces/update', { id, name: '  New Name ' }, owner.token, 1);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        error: false,
        message: WORKSPACE_MESSAGES.updated,
        data: { id, name: 'New Name', role: 'admin', member_count: 2, created_at: expect.any(String) },
      });
      expect(await nameOf(id)).toBe('New Name');
      // A developer of workspace 1 stays one: renaming elsewhere changes nothing here.
      expect((await call('GET', '/user', undefined, owner.token, 1)).json().data.role).toBe('developer');
    });

    it('answers 403 to a member who is not an admin there, even an admin of the header workspace', async () => {
      const { id } = await administered('Guarded');
      const { user, token } = await person('admin');
      await addMember(db(), user.id, id, 'manager');

      const response = await call('PUT', '/workspaces/update', { id, name: 'Taken Over' }, token, 1);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: true, message: AUTH_MESSAGES.forbidden });
      expect(await nameOf(id)).toBe('Guarded');
    });

    it('answers 404 to non-members, invited admins and unknown ids alike', async () => {
      const { id } = await administered('Hidden');
      const invited = await person('admin');
      await addMember(db(), invited.user.id, id, 'admin', 'invited');
      const unknown =
        (await db().select({ id: workspaces.id }).from(workspaces)).reduce((max, row) => Math.max(max, row.id), 0) + 1000;

      for (const [token, target] of [
        [members.admin.token, id],
        [invited.token, id],
        [members.admin.token, unknown],
      ] as const) {
        const response = await call('PUT', '/workspaces/update', { id: target, name: 'Found You' }, token, 1);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: true, message: WORKSPACE_MESSAGES.notFound });
      }
      expect(await nameOf(id)).toBe('Hidden');
    });

    it('still needs a token and a header workspace the caller belongs to', async () => {
      const { id, owner } = await administered('Checked');
      const foreign = await createWorkspace(db(), 'Foreign');

      const anonymous = await testApp.app.inject({ method: 'PUT', url: '/api/v1/workspaces/update', payload: { id, name: 'X' } });
      expect(anonymous.statusCode).toBe(401);
      expect((await call('PUT', '/workspaces/update', { id, name: 'X' }, owner.token, foreign)).statusCode).toBe(403);
      expect(await nameOf(id)).toBe('Checked');
    });

    it('refuses bad ids and names with per-field messages, never a 500', async () => {
      const { id, owner } = await administered('Valid');
      const cases: [object, Record<string, string[]>][] = [
        [{ id, name: ' ' }, { name: [WORKSPACE_MESSAGES.nameRequired] }],
        [{ id }, { name: [WORKSPACE_MESSAGES.nameRequired] }],
        [{ id, name: 'z'.repeat(WORKSPACE_NAME_MAX_LENGTH + 1) }, { name: [WORKSPACE_MESSAGES.nameTooLong] }],
        [{ id: 2_147_483_648, name: 'Big' }, { id: [COMMON_MESSAGES.idInvalid] }],
        [{ id: 0, name: 'Zero' }, { id: [COMMON_MESSAGES.idInvalid] }],
        [{ id: 1.5, name: 'Half' }, { id: [COMMON_MESSAGES.idInvalid] }],
        [{ id: String(id), name: 'Text' }, { id: [COMMON_MESSAGES.idInvalid] }],
        [{ name: 'No id' }, { id: [COMMON_MESSAGES.idInvalid] }],
      ];
      for (const [body, errors] of cases) {
        const response = await call('PUT', '/workspaces/update', body, owner.token, 1);
        expect({ body, status: response.statusCode }).toEqual({ body, status: 422 });
        expect(response.json()).toEqual({ error: true, message: VALIDATION_FAILED_MESSAGE, errors });
      }
      expect(await nameOf(id)).toBe('Valid');
    });
  });

  it('documents the endpoints in the OpenAPI document like the others', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = [
      document.paths['/api/v1/workspaces']?.get,
      document.paths['/api/v1/workspaces/store']?.post,
      document.paths['/api/v1/workspaces/update']?.put,
    ];
    for (const operation of operations) {
      expect(operation).toMatchObject({ tags: ['workspaces'], security: [{ bearerAuth: [] }] });
    }
    const listed = document.paths['/api/v1/workspaces'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(listed.properties.data.items.properties)).toEqual(['id', 'name', 'role', 'member_count', 'created_at']);
    expect(document.paths['/api/v1/workspaces/store'].post.responses).toHaveProperty('201');
  });
});
