import { AUTH_MESSAGES, REALTIME_CLOSE_CODES, type Member, type PresenceEvent, type PresenceStatus } from '@kanri/contracts';
import { eq, sql } from 'drizzle-orm';
import { memberPresence } from '../../../src/db/schema.js';
import { addMember, createUser, createWorkspace, openSession, resetAccounts } from '../../helpers/accounts.js';
import { injectAs } from '../../helpers/calls.js';
import { eventually } from '../../helpers/eventually.js';
import { connectLive, socketPool, type LiveSocket, type RealtimeTarget } from '../../helpers/realtime-client.js';
import { listenLocally, startReplicas, startTestApp, type Replicas, type TestApp } from '../../helpers/test-app.js';

/**
 * Presence on the Team Members screen and the removal of a member, with real sockets on two API
 * processes sharing one database (each process its own `member_presence` rows, notices through
 * NOTIFY). Pings are slow here (30 s): whatever happens at once comes from the notices, not from
 * the sockets' periodic re-check. The session cache is on, as in production.
 */
describe('team members: presence and removal, live', () => {
  const CONFIG = { realtimePingSeconds: 30, sessionCacheSeconds: 60 };
  let replicas: Replicas;
  let first: TestApp;
  let second: TestApp;
  let firstServer: RealtimeTarget;
  let secondServer: RealtimeTarget;
  let adminToken: string;
  let adminId: number;
  let adaId: number;
  let adaToken: string;
  let studio: number;
  const sockets = socketPool();

  beforeAll(async () => {
    replicas = await startReplicas({ config: CONFIG });
    ({ first, second } = replicas);
    firstServer = { baseUrl: replicas.firstUrl };
    secondServer = { baseUrl: replicas.secondUrl };
  });
  afterAll(() => replicas?.close());
  beforeEach(async () => {
    await resetAccounts(db());
    const admin = await createUser(db(), { email: 'admin@example.com', role: 'admin' });
    adminId = admin.id;
    adminToken = await openSession(db(), admin.id);
    const ada = await createUser(db(), { email: 'ada@example.com', role: 'developer', firstName: 'Ada' });
    adaId = ada.id;
    adaToken = await openSession(db(), ada.id);
    studio = await createWorkspace(db(), 'Studio');
    await addMember(db(), ada.id, studio, 'developer');
  });
  afterEach(async () => {
    sockets.closeAll();
    // Every socket's departure is written before the next test resets the accounts.
    await eventually(async () => expect(await db().select().from(memberPresence)).toEqual([]));
  });

  const db = () => first.database.db;
  const live = (server: RealtimeTarget, token: string, workspaceId = 1) => sockets.connect(server, { token, workspaceId });
  /** Ada's presence as GET /users shows it to the admin on `app`. */
  const presenceOf = async (app: TestApp, userId = adaId): Promise<PresenceStatus | undefined> => {
    const members = (await injectAs(app.app, adminToken)('GET', '/users')).json().data as Member[];
    return members.find((member) => member.id === userId)?.presence;
  };
  /** The presence statuses of `userId` a socket received, in order. */
  const heard = (socket: LiveSocket, userId = adaId) =>
    socket.messages
      .filter((message): message is PresenceEvent => message.type === 'presence.changed')
      .filter((event) => event.user_id === userId)
      .map((event) => event.status);
  const expectHeard = (socket: LiveSocket, statuses: PresenceStatus[]) =>
    eventually(() => expect(heard(socket)).toEqual(statuses));

  it('online on connecting, away once every tab reports idle, offline when the last socket closes: on every process', async () => {
    const watcher = await live(firstServer, adminToken);
    expect(await presenceOf(first)).toBe('offline');

    const tab = await live(firstServer, adaToken);
    await expectHeard(watcher, ['online']);
    expect(await presenceOf(first)).toBe('online');
    expect(await presenceOf(second)).toBe('online');
    expect(await presenceOf(first, adminId)).toBe('online');

    tab.send({ type: 'presence', status: 'away' });
    await expectHeard(watcher, ['online', 'away']);
    expect(await presenceOf(second)).toBe('away');

    // A second tab, on the other process, in use: online again. Then it goes idle too.
    const otherTab = await live(secondServer, adaToken);
    await expectHeard(watcher, ['online', 'away', 'online']);
    otherTab.send({ type: 'presence', status: 'away' });
    await expectHeard(watcher, ['online', 'away', 'online', 'away']);
    expect(await presenceOf(first)).toBe('away');

    // Anything else a client sends is ignored; the socket stays open.
    otherTab.send({ type: 'presence', status: 'busy' });
    otherTab.send({ type: 'chat', text: 'hello' });
    otherTab.send('not json');
    tab.send({ type: 'presence', status: 'online' });
    await expectHeard(watcher, ['online', 'away', 'online', 'away', 'online']);

    tab.close();
    await expectHeard(watcher, ['online', 'away', 'online', 'away', 'online', 'away']);
    otherTab.close();
    await expectHeard(watcher, ['online', 'away', 'online', 'away', 'online', 'away', 'offline']);
    expect(await presenceOf(first)).toBe('offline');
    const event = watcher.messages.find((message) => message.type === 'presence.changed' && message.user_id === adaId);
    expect(event).toEqual({
      type: 'presence.changed',
      workspace_id: 1,
      user_id: adaId,
      status: 'online',
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it("tells only the workspace's sockets", async () => {
    const studioAdmin = await createUser(db(), { email: 'boss@studio.test', role: 'admin', workspaceId: studio });
    const inStudio = await live(firstServer, await openSession(db(), studioAdmin.id), studio);
    const inTeamSpace = await live(firstServer, adminToken);

    await live(secondServer, adaToken, 1);

    await expectHeard(inTeamSpace, ['online']);
    expect(heard(inStudio)).toEqual([]);
  });

  it('removing a member closes their sockets of the workspace with 4403 on every process, refuses their requests, and they go offline', async () => {
    const watcher = await live(firstServer, adminToken);
    const here = await live(firstServer, adaToken);
    const there = await live(secondServer, adaToken);
    const inStudio = await live(secondServer, adaToken, studio);
    await expectHeard(watcher, ['online']);
    // Ada's session is in both processes' caches.
    expect((await injectAs(first.app, adaToken)('GET', '/users')).statusCode).toBe(200);
    expect((await injectAs(second.app, adaToken)('GET', '/users')).statusCode).toBe(200);

    const removed = await injectAs(first.app, adminToken)('DELETE', '/users/destroy', { id: adaId });
    expect(removed.statusCode).toBe(200);

    expect((await here.closed).code).toBe(REALTIME_CLOSE_CODES.forbidden);
    expect((await there.closed).code).toBe(REALTIME_CLOSE_CODES.forbidden);
    const refused = await injectAs(first.app, adaToken)('GET', '/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.notWorkspaceMember);
    await eventually(async () => expect((await injectAs(second.app, adaToken)('GET', '/users')).statusCode).toBe(403));
    await expectHeard(watcher, ['online', 'offline']);
    // Her other workspace is untouched.
    expect((await injectAs(second.app, adaToken, { workspaceId: studio })('GET', '/users')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await Promise.race([inStudio.closed.then(() => 'closed'), Promise.resolve('open')])).toBe('open');
  });

  it('rows no process refreshes stop counting; a tick deletes them and announces the member again', async () => {
    const watcher = await live(firstServer, adminToken);
    const insertRow = (processId: string, secondsAgo: number) =>
      db()
        .insert(memberPresence)
        .values({
          processId,
          workspaceId: 1,
          userId: adaId,
          connections: 1,
          seenAt: sql`now() - ${secondsAgo} * interval '1 second'`,
        });

    await insertRow('vanished', 10 * 60);
    expect(await presenceOf(first)).toBe('offline');
    await insertRow('elsewhere', 0);
    expect(await presenceOf(first)).toBe('online');

    // A process with fast ticks sweeps what is stale for it (3 pings of 0.1 s).
    const sweeper = await startTestApp({ database: first.database, config: { ...CONFIG, realtimePingSeconds: 0.1 } });
    try {
      await eventually(async () => expect((await db().select().from(memberPresence)).map((row) => row.processId)).toEqual([]));
      await eventually(() => expect(heard(watcher).at(-1)).toBe('offline'));
    } finally {
      await sweeper.close();
    }
  });

  it('a stopping process deletes its rows and its members go offline', async () => {
    const watcher = await live(firstServer, adminToken);
    const third = await startTestApp({ database: first.database, config: CONFIG });
    const server = { baseUrl: await listenLocally(third.app) };
    await connectLive(server, { token: adaToken, workspaceId: 1 });
    await expectHeard(watcher, ['online']);
    const rows = await db().select().from(memberPresence).where(eq(memberPresence.userId, adaId));
    expect(rows).toHaveLength(1);

    await third.close();

    await expectHeard(watcher, ['online', 'offline']);
    expect(await db().select().from(memberPresence).where(eq(memberPresence.userId, adaId))).toEqual([]);
  });
});
