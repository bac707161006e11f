import { AUTH_MESSAGES, COMMON_MESSAGES, type Role } from '@kanri/contracts';
import {
  BUSINESS_DEFAULT_PER_PAGE,
  CLIENT_MESSAGES,
  CLIENT_NAME_MAX_LENGTH,
  DEFAULT_INVOICE_HEADERS,
  type Client,
  type ClientPage,
  type ClientStatus,
} from '@kanri/contracts/business';
import { eq, sql } from 'drizzle-orm';
import { clients, invoices, projects } from '../../../src/db/schema.js';
import { authHeaders, createWorkspace, resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { roundTripCounter } from '../../helpers/round-trips.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, resetWork } from '../../helpers/work.js';

const DAY = 86_400_000;
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('clients', () => {
  let testApp: TestApp;
  let counter: ReturnType<typeof roundTripCounter>;
  let members: Record<Role, SeededMember>;
  let studio: number;

  beforeAll(async () => {
    testApp = await startTestApp({ beforeReady: (app, database) => (counter = roundTripCounter(app, database.pool)) });
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    studio = await createWorkspace(db(), 'Studio');
  });
  beforeEach(async () => {
    await db().execute(sql`truncate invoices, clients restart identity cascade`);
    await resetWork(db());
  });
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  /** The manager of workspace 1 calls, unless told otherwise. */
  const call = caller(
    () => testApp.app,
    () => members.manager.token,
  );
  const store = async (body: object) => dataOf(await call('POST', '/clients/store', body), 201) as Client;
  const list = async (query = '') => dataOf(await call('GET', `/clients${query}`)) as ClientPage;
  const names = (page: ClientPage) => page.items.map((client) => client.name);
  const clientCount = async () => (await db().select({ id: clients.id }).from(clients)).length;
  const projectClient = async (id: number) =>
    (await db().select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, id)))[0]!.clientId;

  interface ClientSeed {
    name: string;
    email?: string;
    phone?: string;
    company?: string;
    status?: ClientStatus;
    archived?: boolean;
    workspaceId?: number;
    /** Milliseconds ago. */
    createdAgo?: number;
  }
  /** Clients written straight to the table, with the times a test needs. */
  async function insertClients(...seeds: ClientSeed[]): Promise<number[]> {
    const now = Date.now();
    const rows = await db()
      .insert(clients)
      .values(
        seeds.map((seed) => ({
          workspaceId: seed.workspaceId ?? 1,
          name: seed.name,
          email: seed.email ?? `${seed.name.toLowerCase().replace(/\W+/g, '.')}@example.test`,
          phone: seed.phone ?? '',
          company: seed.company ?? '',
          status: seed.status ?? 'active',
          isArchived: seed.archived ?? false,
          createdAt: new Date(now - (seed.createdAgo ?? 0)),
          updatedAt: new Date(now - (seed.createdAgo ?? 0)),
        })),
      )
      .returning({ id: clients.id });
    return rows.map((row) => row.id);
  }

  let invoiceNumber = 0;
  /** An invoice of the client, written straight to the table (only counted here). */
  async function insertInvoice(clientId: number, workspaceId = 1): Promise<void> {
    invoiceNumber += 1;
    await db()
      .insert(invoices)
      .values({
        workspaceId,
        invoiceNumber: `INV-${String(invoiceNumber).padStart(4, '0')}`,
        clientId,
        clientName: 'Billed',
        issueDate: '2026-03-01',
        dueDate: '2026-03-31',
        paymentTerms: 'net_30',
        currency: 'USD',
        currencyExponent: 2,
        headers: { ...DEFAULT_INVOICE_HEADERS },
        taxRate: '10',
        subtotalMinor: 1000,
        taxMinor: 100,
        totalMinor: 1100,
      });
  }

  describe('POST /clients/store', () => {
    it('adds an active client with blank optional fields, and answers with it', async () => {
      const response = await call('POST', '/clients/store', { name: '  Acme Corp ', email: ' billing@acme.test ' });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ error: false, message: CLIENT_MESSAGES.created });
      const client: Client = response.json().data;
      expect(client).toEqual({
        id: expect.any(Number),
        name: 'Acme Corp',
        email: 'billing@acme.test',
        phone: '',
        company: '',
        status: 'active',
        address: '',
        projects_count: 0,
        projects: [],
        invoices_count: 0,
        is_archived: false,
        created_at: expect.stringMatching(STAMP),
        updated_at: client.created_at,
      });
      const [row] = await db().select().from(clients).where(eq(clients.id, client.id));
      expect(row).toMatchObject({ workspaceId: 1, createdBy: members.manager.user.id });
    });

    it('keeps every field sent and links the projects given', async () => {
      const website = await insertProject(db(), { name: 'Website' });
      const app = await insertProject(db(), { name: 'App' });
      const other = await insertProject(db(), { name: 'Other' });

      const client = await store({
        name: 'Globex',
        email: 'ops@globex.test',
        phone: '+1 555 0100',
        company: 'Globex Corporation',
        status: 'potential',
        address: '1 Main Street\nSpringfield',
        project_ids: [app, website],
      });

      expect(client).toMatchObject({
        phone: '+1 555 0100',
        company: 'Globex Corporation',
        status: 'potential',
        address: '1 Main Street\nSpringfield',
        projects_count: 2,
        projects: [
          { id: website, name: 'Website', color: '#befca9' },
          { id: app, name: 'App', color: '#befca9' },
        ],
      });
      expect(await projectClient(website)).toBe(client.id);
      expect(await projectClient(other)).toBeNull();
    });

    it('moves a project linked to another client to the new one', async () => {
      const project = await insertProject(db());
      const first = await store({ name: 'First', email: 'first@example.test', project_ids: [project] });
      const second = await store({ name: 'Second', email: 'second@example.test', project_ids: [project] });

      expect(await projectClient(project)).toBe(second.id);
      expect((await list()).items.find((client) => client.id === first.id)).toMatchObject({ projects_count: 0, projects: [] });
    });

    it("refuses another workspace's or an unknown project with 422 on project_ids, and writes nothing", async () => {
      const elsewhere = await insertProject(db(), { workspaceId: studio });
      const mine = await insertProject(db());
      for (const ids of [[elsewhere], [mine, 999_999]]) {
        const response = await call('POST', '/clients/store', { name: 'Nope', email: 'nope@example.test', project_ids: ids });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          error: true,
          message: CLIENT_MESSAGES.projectsInvalid,
          errors: { project_ids: [CLIENT_MESSAGES.projectsInvalid] },
        });
      }
      expect(await clientCount()).toBe(0);
      expect(await projectClient(mine)).toBeNull();
    });

    it('answers 422 with the spec texts for a missing name or e-mail, a bad e-mail, status or length', async () => {
      const cases: [object, Record<string, string[]>][] = [
        [{ email: 'a@example.test' }, { name: [CLIENT_MESSAGES.required] }],
        [{ name: '   ', email: 'a@example.test' }, { name: [CLIENT_MESSAGES.required] }],
        [{ name: 'A' }, { email: [CLIENT_MESSAGES.required] }],
        [{ name: 'A', email: 'not-an-email' }, { email: [CLIENT_MESSAGES.emailInvalid] }],
        [{ name: 'A', email: 'a@example.test', status: 'vip' }, { status: [CLIENT_MESSAGES.statusInvalid] }],
        [{ name: 'x'.repeat(CLIENT_NAME_MAX_LENGTH + 1), email: 'a@example.test' }, { name: [CLIENT_MESSAGES.nameTooLong] }],
        [{ name: 'A', email: 'a@example.test', project_ids: [1, 1] }, { project_ids: [CLIENT_MESSAGES.projectsInvalid] }],
      ];
      for (const [body, errors] of cases) {
        const response = await call('POST', '/clients/store', body);
        expect({ body, status: response.statusCode }).toEqual({ body, status: 422 });
        expect(response.json().errors).toMatchObject(errors);
      }
      expect(await clientCount()).toBe(0);
    });
  });

  describe('GET /clients', () => {
    it("lists the workspace's clients newest first, with the cards' counts over those not archived", async () => {
      await insertClients(
        { name: 'Oldest', status: 'inactive', createdAgo: 3 * DAY },
        { name: 'Middle', status: 'potential', createdAgo: 2 * DAY },
        { name: 'Newest', createdAgo: DAY },
        { name: 'Shelved', archived: true, createdAgo: 0 },
        { name: 'Elsewhere', workspaceId: studio },
      );

      const response = await call('GET', '/clients');
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(CLIENT_MESSAGES.listed);
      const page: ClientPage = response.json().data;
      expect(names(page)).toEqual(['Newest', 'Middle', 'Oldest']);
      expect(page).toMatchObject({
        total: 3,
        page: 1,
        per_page: BUSINESS_DEFAULT_PER_PAGE,
        counts: { total: 3, active: 1, potential: 1, inactive: 1, archived: 1 },
      });

      const archived = await list('?archived=true');
      expect(names(archived)).toEqual(['Shelved']);
      expect(archived.total).toBe(1);
      expect(archived.counts).toEqual(page.counts);
      expect(names(await list('?archived=false'))).toEqual(['Newest', 'Middle', 'Oldest']);
    });

    it('carries each client’s projects and invoice count', async () => {
      const [acme, globex] = await insertClients({ name: 'Acme', createdAgo: DAY }, { name: 'Globex' });
      const website = await insertProject(db(), { name: 'Website' });
      const app = await insertProject(db(), { name: 'App' });
      await db().update(projects).set({ clientId: acme!, color: '#ff0000' }).where(eq(projects.id, website));
      await db().update(projects).set({ clientId: acme! }).where(eq(projects.id, app));
      await insertInvoice(acme!);
      await insertInvoice(acme!);
      await insertInvoice(globex!);

      const page = await list();
      expect(page.items.map((client) => [client.name, client.projects_count, client.projects, client.invoices_count])).toEqual([
        ['Globex', 0, [], 1],
        [
          'Acme',
          2,
          [
            { id: website, name: 'Website', color: '#ff0000' },
            { id: app, name: 'App', color: '#befca9' },
          ],
          2,
        ],
      ]);
    });

    it('searches name, e-mail, company and phone (wildcards as themselves), filters by status and pages', async () => {
      await insertClients(
        { name: 'Acme', email: 'hello@acme.test', company: 'Acme Holdings', phone: '+1 555 0100', createdAgo: 5 * DAY },
        { name: 'Globex', email: 'ops@globex.test', company: '100% Pure', createdAgo: 4 * DAY },
        { name: 'Initech', email: 'peter_g@initech.test', status: 'inactive', createdAgo: 3 * DAY },
        { name: 'Umbrella', email: 'peterXg@umbrella.test', status: 'potential', createdAgo: 2 * DAY },
      );

      expect(names(await list('?search=acme'))).toEqual(['Acme']);
      expect(names(await list('?search=HOLDINGS'))).toEqual(['Acme']);
      expect(names(await list('?search=555%200100'))).toEqual(['Acme']);
      expect(names(await list('?search=100%25'))).toEqual(['Globex']);
      expect(names(await list('?search=peter_g'))).toEqual(['Initech']);
      expect(names(await list('?search=.test'))).toEqual(['Umbrella', 'Initech', 'Globex', 'Acme']);
      const filtered = await list('?status=inactive');
      expect(names(filtered)).toEqual(['Initech']);
      expect(filtered.total).toBe(1);
      expect(filtered.counts.total).toBe(4);

      const second = await list('?per_page=3&page=2');
      expect(names(second)).toEqual(['Acme']);
      expect(second).toMatchObject({ total: 4, page: 2, per_page: 3 });
      const beyond = await list('?per_page=3&page=5');
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(4);
    });

    it('answers an empty workspace with zeros', async () => {
      expect(await list()).toEqual({
        items: [],
        total: 0,
        page: 1,
        per_page: BUSINESS_DEFAULT_PER_PAGE,
        counts: { total: 0, active: 0, potential: 0, inactive: 0, archived: 0 },
      });
    });

    it('refuses a bad filter with 422', async () => {
      for (const query of ['?status=vip', '?archived=yes', '?per_page=101', '?page=0']) {
        expect({ query, status: (await call('GET', `/clients${query}`)).statusCode }).toEqual({ query, status: 422 });
      }
    });

    it('reads in one statement (plus the session’s)', async () => {
      await insertClients({ name: 'Acme' });
      await list();
      const { result, queries } = await counter.queriesOf(() =>
        testApp.app.inject({ method: 'GET', url: '/api/v1/clients?search=a', headers: authHeaders(members.manager.token) }),
      );
      expect(result.statusCode).toBe(200);
      expect(queries).toHaveLength(2);
    });
  });

  describe('POST /clients/update', () => {
    it('changes the fields sent and nothing else', async () => {
      const client = await store({ name: 'Acme', email: 'a@acme.test', phone: '123', company: 'Acme Inc' });
      await new Promise((resolve) => setTimeout(resolve, 5));

      const response = await call('POST', '/clients/update', { id: client.id, name: 'Acme Corp', status: 'inactive', phone: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(CLIENT_MESSAGES.updated);
      const updated: Client = response.json().data;
      expect(updated).toEqual({
        ...client,
        name: 'Acme Corp',
        status: 'inactive',
        phone: '',
        updated_at: expect.stringMatching(STAMP),
      });
      expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(client.updated_at));
    });

    it('sets exactly the projects sent: the others it had are unlinked', async () => {
      const [a, b, c] = [
        await insertProject(db(), { name: 'A' }),
        await insertProject(db(), { name: 'B' }),
        await insertProject(db(), { name: 'C' }),
      ];
      const client = await store({ name: 'Acme', email: 'a@acme.test', project_ids: [a, b] });
      const other = await store({ name: 'Other', email: 'o@other.test', project_ids: [c] });

      const updated = dataOf(await call('POST', '/clients/update', { id: client.id, project_ids: [b, c] })) as Client;
      expect(updated.projects.map((project) => project.id)).toEqual([b, c]);
      expect([await projectClient(a), await projectClient(b), await projectClient(c)]).toEqual([null, client.id, client.id]);
      expect((await list()).items.find((row) => row.id === other.id)?.projects_count).toBe(0);

      const cleared = dataOf(await call('POST', '/clients/update', { id: client.id, project_ids: [] })) as Client;
      expect(cleared).toMatchObject({ projects_count: 0, projects: [] });
      expect(await projectClient(b)).toBeNull();
    });

    it('archives and restores, saying so', async () => {
      const client = await store({ name: 'Acme', email: 'a@acme.test' });

      const archived = await call('POST', '/clients/update', { id: client.id, is_archived: true });
      expect(archived.json()).toMatchObject({ message: CLIENT_MESSAGES.archived, data: { is_archived: true } });
      expect(names(await list())).toEqual([]);
      expect(names(await list('?archived=true'))).toEqual(['Acme']);

      const restored = await call('POST', '/clients/update', { id: client.id, is_archived: false });
      expect(restored.json()).toMatchObject({ message: CLIENT_MESSAGES.restored, data: { is_archived: false } });
      expect(names(await list())).toEqual(['Acme']);
    });

    it('writes nothing when a project is refused', async () => {
      const mine = await insertProject(db());
      const elsewhere = await insertProject(db(), { workspaceId: studio });
      const client = await store({ name: 'Acme', email: 'a@acme.test', project_ids: [mine] });

      const response = await call('POST', '/clients/update', { id: client.id, name: 'Renamed', project_ids: [elsewhere] });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ project_ids: [CLIENT_MESSAGES.projectsInvalid] });
      expect((await list()).items[0]).toMatchObject({ name: 'Acme', projects_count: 1 });
      expect(await projectClient(mine)).toBe(client.id);
    });

    it("answers 404 for another workspace's client or an unknown id, and 422 for bad fields", async () => {
      const [elsewhere] = await insertClients({ name: 'Studio client', workspaceId: studio });
      for (const id of [elsewhere, 999_999]) {
        const response = await call('POST', '/clients/update', { id, name: 'Taken over' });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(COMMON_MESSAGES.notFound);
      }
      const [row] = await db().select().from(clients).where(eq(clients.id, elsewhere!));
      expect(row!.name).toBe('Studio client');

      const client = await store({ name: 'Acme', email: 'a@acme.test' });
      const bad = await call('POST', '/clients/update', { id: client.id, email: 'nope', name: '' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ email: [CLIENT_MESSAGES.emailInvalid], name: [CLIENT_MESSAGES.required] });
    });
  });

  describe('DELETE /clients/destroy/{id}', () => {
    it('deletes a client without invoices; its projects are unlinked, not deleted', async () => {
      const project = await insertProject(db());
      const client = await store({ name: 'Acme', email: 'a@acme.test', project_ids: [project] });

      const response = await call('DELETE', `/clients/destroy/${client.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: CLIENT_MESSAGES.deleted, data: { id: client.id } });
      expect(await clientCount()).toBe(0);
      expect(await projectClient(project)).toBeNull();
    });

    it('refuses a client with invoices with 422 (archive instead), and keeps it', async () => {
      const client = await store({ name: 'Acme', email: 'a@acme.test' });
      await insertInvoice(client.id);

      const response = await call('DELETE', `/clients/destroy/${client.id}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: true, message: CLIENT_MESSAGES.hasInvoices });
      expect(await clientCount()).toBe(1);

      // Archiving is the way out.
      dataOf(await call('POST', '/clients/update', { id: client.id, is_archived: true }));
      expect((await list('?archived=true')).items[0]).toMatchObject({ name: 'Acme', invoices_count: 1 });
    });

    it("answers 404 for another workspace's client or an unknown id", async () => {
      const [elsewhere] = await insertClients({ name: 'Studio client', workspaceId: studio });
      for (const id of [elsewhere, 999_999]) {
        expect((await call('DELETE', `/clients/destroy/${id}`)).statusCode).toBe(404);
      }
      expect(await clientCount()).toBe(1);
      expect((await call('DELETE', '/clients/destroy/abc')).statusCode).toBe(422);
    });
  });

  it('is for admins and managers only', async () => {
    const client = await store({ name: 'Acme', email: 'a@acme.test' });
    const requests: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/clients'],
      ['POST', '/clients/store', { name: 'B', email: 'b@example.test' }],
      ['POST', '/clients/update', { id: client.id, name: 'Changed' }],
      ['DELETE', `/clients/destroy/${client.id}`],
    ];
    for (const role of ['developer', 'designer', 'member'] as const) {
      for (const [method, url, body] of requests) {
        const response = await call(method, url, body, members[role].token);
        expect({ role, url, status: response.statusCode }).toEqual({ role, url, status: 403 });
        expect(response.json().message).toBe(AUTH_MESSAGES.forbidden);
      }
    }
    expect(dataOf(await call('GET', '/clients', undefined, members.admin.token)).total).toBe(1);
    expect(await clientCount()).toBe(1);
  });
});
