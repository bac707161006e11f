import { AUTH_MESSAGES, CLIENT_ID_HEADER, REALTIME_CLOSE_CODES, REALTIME_PROTOCOL, type Role } from '@kanri/contracts';
import { and, eq } from 'drizzle-orm';
import { workspaceMembers } from '../../../src/db/schema.js';
import { REALTIME_MESSAGES } from '../../../src/routes/v1/realtime.js';
import {
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller, injectAs } from '../../helpers/calls.js';
import { eventually } from '../../helpers/eventually.js';
import { refusedUpgrade, socketPool, type RealtimeTarget } from '../../helpers/realtime-client.js';
import { listenLocally, startTestApp, TEST_CONFIG, type TestApp } from '../../helpers/test-app.js';
import { insertProject, resetWork, statusIds } from '../../helpers/work.js';

const PUBLIC_ORIGIN = new URL(TEST_CONFIG.publicUrl!).origin;
const MAX_CONNECTIONS = 3;

describe('GET /realtime', () => {
  let testApp: TestApp;
  let server: RealtimeTarget;
  let members: Record<Role, SeededMember>;
  let admin: string;
  let studio: number;
  let outsider: string;
  let project: number;
  let studioProject: number;
  const sockets = socketPool();

  beforeAll(async () => {
    testApp = await startTestApp({
      config: { realtimePingSeconds: 0.2, realtimeMaxConnectionsPerUser: MAX_CONNECTIONS },
    });
    server = { baseUrl: await listenLocally(testApp.app) };
    await resetAccounts(db());
    await resetWork(db());
    members = await seedRoleMembers(db(), 1);
    admin = members.admin.token;
    studio = await createWorkspace(db(), 'Studio');
    const outsiderUser = await createUser(db(), { email: 'outsider@studio.test', role: 'admin', workspaceId: studio });
    outsider = await openSession(db(), outsiderUser.id);
    project = await insertProject(db(), { name: 'Main' });
    studioProject = await insertProject(db(), { workspaceId: studio, name: 'Studio work' });
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const live = (token: string | undefined, workspaceId: number | string, origin?: string) =>
    sockets.connect(server, { token, workspaceId, origin });
  const call = caller(
    () => testApp.app,
    () => admin,
  );
  /** As admin, from the browser tab `clientId`. */
  const callFrom = (clientId: string) => injectAs(testApp.app, admin, { headers: { [CLIENT_ID_HEADER]: clientId } });
  const getTask = async (id: number) => (await call('GET', `/tasks/${id}`)).json().data;

  describe('connecting', () => {
    it('accepts a member with a token, answers with the kanri.v1 subprotocol and says ready', async () => {
      const socket = await live(admin, 1, PUBLIC_ORIGIN);

      expect(socket.protocol).toBe(REALTIME_PROTOCOL);
      expect(socket.messages[0]).toEqual({ type: 'ready', workspace_id: 1 });
    });

    it('pings every tick, as JSON too', async () => {
      const socket = await live(members.member.token, 1);

      await eventually(() => expect(socket.messages).toContainEqual({ type: 'ping', workspace_id: 1 }));
    });

    it('refuses without a token or with a bad one (401)', async () => {
      expect(await refusedUpgrade(server, { workspaceId: 1 })).toEqual({
        status: 401,
        body: { error: true, message: AUTH_MESSAGES.unauthenticated },
      });
      expect((await refusedUpgrade(server, { token: 'not-a-session', workspaceId: 1 })).status).toBe(401);
    });

    it('refuses a workspace the caller is not an active member of (403)', async () => {
      expect(await refusedUpgrade(server, { token: outsider, workspaceId: 1 })).toEqual({
        status: 403,
        body: { error: true, message: AUTH_MESSAGES.notWorkspaceMember },
      });
      expect((await refusedUpgrade(server, { token: admin, workspaceId: studio })).status).toBe(403);
      expect((await refusedUpgrade(server, { token: admin, workspaceId: 999_999 })).status).toBe(403);
    });

    it('accepts a page of the host it is opened on, whatever PUBLIC_URL says', async () => {
      // PUBLIC_URL is https://kanri.test; the app is opened at http://127.0.0.1:<port>.
      const socket = await live(admin, 1, server.baseUrl);

      expect(socket.messages[0]).toEqual({ type: 'ready', workspace_id: 1 });
      const otherHost = server.baseUrl.replace('127.0.0.1', 'localhost');
      expect((await refusedUpgrade(server, { token: admin, workspaceId: 1, origin: otherHost })).status).toBe(403);
    });

    it('refuses pages of another origin (403)', async () => {
      expect(await refusedUpgrade(server, { token: admin, workspaceId: 1, origin: 'https://evil.example' })).toEqual({
        status: 403,
        body: { error: true, message: REALTIME_MESSAGES.originRefused },
      });
      expect((await refusedUpgrade(server, { token: admin, workspaceId: 1, origin: 'http://kanri.test' })).status).toBe(403);
    });

    it('refuses a malformed workspace_id (422) and a client not asking for kanri.v1 (400)', async () => {
      expect((await refusedUpgrade(server, { token: admin, workspaceId: 'abc' })).body.errors).toEqual({
        workspace_id: [REALTIME_MESSAGES.workspaceInvalid],
      });
      expect((await refusedUpgrade(server, { token: admin })).status).toBe(422);
      expect(await refusedUpgrade(server, { workspaceId: 1, protocols: ['other', `kanri.bearer.${admin}`] })).toEqual({
        status: 400,
        body: { error: true, message: REALTIME_MESSAGES.protocolMissing },
      });
    });

    it('answers a plain GET with 426', async () => {
      const response = await call('GET', '/realtime?workspace_id=1');
      expect(response.statusCode).toBe(426);
      expect(response.json()).toEqual({ error: true, message: REALTIME_MESSAGES.notWebSocket });
    });

    it(`caps each user at ${MAX_CONNECTIONS} connections per process (429)`, async () => {
      const token = members.designer.token;
      const open = [];
      for (let i = 0; i < MAX_CONNECTIONS; i += 1) open.push(await live(token, 1));
      expect(await refusedUpgrade(server, { token, workspaceId: 1 })).toEqual({
        status: 429,
        body: { error: true, message: REALTIME_MESSAGES.tooManyConnections },
      });

      open[0]!.close();
      await open[0]!.closed;
      await eventually(async () => expect((await live(token, 1)).protocol).toBe(REALTIME_PROTOCOL));
    });
  });

  describe('task events', () => {
    it('sends each change of a task to the sockets of its workspace only, with the task as GET /tasks/{id} returns it', async () => {
      const mine = await live(members.developer.token, 1);
      const theirs = await live(outsider, studio);
      const status = await statusIds(db());
      const tab = callFrom('tab-1');

      const created = (await tab('POST', '/tasks/store', { project_id: project, title: 'Live' })).json().data;
      expect(await mine.event(1)).toEqual({
        type: 'task.created',
        workspace_id: 1,
        project_id: project,
        task_id: created.id,
        task: created,
        actor_id: members.admin.user.id,
        client_id: 'tab-1',
        at: expect.any(String),
      });

      await call('PUT', '/tasks/update', { id: created.id, title: 'Live, renamed' }, members.member.token);
      expect(await mine.event(2)).toMatchObject({
        type: 'task.updated',
        task: { id: created.id, title: 'Live, renamed' },
        actor_id: members.member.user.id,
        client_id: null,
      });

      const other = (await call('POST', '/tasks/store', { project_id: project, title: 'Other' })).json().data;
      await tab('PUT', '/tasks/reorder', { id: created.id, after_id: other.id, status_id: status['in-progress'] });
      const moved = await mine.event(4);
      expect(moved).toMatchObject({ type: 'task.moved', task_id: created.id, client_id: 'tab-1' });
      expect(moved.task).toEqual(await getTask(created.id));
      expect(moved.task).toMatchObject({ status_id: status['in-progress'] });

      await call('DELETE', '/tasks/destroy', { id: created.id });
      expect(await mine.event(5)).toMatchObject({
        type: 'task.deleted',
        project_id: project,
        task_id: created.id,
        task: null,
      });

      // A later change in the studio reaches its socket; by then nothing of workspace 1 has.
      const studioTask = (await call('POST', '/tasks/store', { project_id: studioProject }, outsider)).json().data;
      expect(await theirs.event(1)).toMatchObject({ type: 'task.created', workspace_id: studio, task_id: studioTask.id });
      await call('PUT', '/tasks/update', { id: other.id, title: 'Marker' });
      await mine.event(6);
      expect(theirs.events()).toHaveLength(1);
      expect(mine.events().map((event) => event.workspace_id)).toEqual([1, 1, 1, 1, 1, 1]);
    });

    it('carries the client id only when it is a plausible one', async () => {
      const socket = await live(admin, 1);
      const store = (clientId: string) => callFrom(clientId)('POST', '/tasks/store', { project_id: project });

      await store('a'.repeat(64));
      await store('a'.repeat(65));
      await store('tab 1; drop');
      await store('0b6f7c1e-3f9a-4b8e-9d5c-2f1e0a7b6c5d');

      await socket.event(4);
      expect(socket.events().map((event) => event.client_id)).toEqual([
        'a'.repeat(64),
        null,
        null,
        '0b6f7c1e-3f9a-4b8e-9d5c-2f1e0a7b6c5d',
      ]);
    });

    it('sends nothing for a refused change', async () => {
      const socket = await live(admin, 1);
      const status = await statusIds(db(), studio);
      const task = (await call('POST', '/tasks/store', { project_id: project })).json().data;

      const refused = await call('PUT', '/tasks/reorder', { id: task.id, status_id: status['in-progress'] });
      expect(refused.statusCode).toBe(422);
      await call('PUT', '/tasks/update', { id: task.id, title: 'After' });

      await socket.event(2);
      expect(socket.events().map((event) => event.type)).toEqual(['task.created', 'task.updated']);
    });
  });

  describe('ending', () => {
    it('drops a connection that stops answering pings', async () => {
      const silent = await sockets.connect(server, { token: members.member.token, workspaceId: 1, autoPong: false });

      expect((await silent.closed).code).toBe(1006);
    });

    it('closes with 4401 once the session is revoked', async () => {
      const token = await openSession(db(), members.manager.user.id);
      const socket = await live(token, 1);

      expect((await call('POST', '/logout', {}, token)).statusCode).toBe(200);

      expect((await socket.closed).code).toBe(REALTIME_CLOSE_CODES.unauthorized);
    });

    it('closes with 4403 once the membership is gone', async () => {
      const user = await createUser(db(), { email: 'leaving@workspace-1.test', role: 'member' });
      const socket = await live(await openSession(db(), user.id), 1);

      await db()
        .delete(workspaceMembers)
        .where(and(eq(workspaceMembers.userId, user.id), eq(workspaceMembers.workspaceId, 1)));

      expect((await socket.closed).code).toBe(REALTIME_CLOSE_CODES.forbidden);
    });
  });
});
