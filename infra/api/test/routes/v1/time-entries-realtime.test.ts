import { CLIENT_ID_HEADER, type Role } from '@kanri/contracts';
import {
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller, dataOf, injectAs } from '../../helpers/calls.js';
import { socketPool, type RealtimeTarget } from '../../helpers/realtime-client.js';
import { listenLocally, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, resetWork } from '../../helpers/work.js';

const HOUR = 3_600_000;

/**
 * Live time-entry events: every change of an entry reaches its owner's sockets in that workspace
 * (every tab and device), no one else's; the tasks whose tracked time moved get `task.updated`.
 */
describe('time entries, live', () => {
  let testApp: TestApp;
  let server: RealtimeTarget;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let outsider: string;
  let task: number;
  const sockets = socketPool();

  beforeAll(async () => {
    testApp = await startTestApp();
    server = { baseUrl: await listenLocally(testApp.app) };
    await resetAccounts(db());
    await resetWork(db());
    members = await seedRoleMembers(db(), 1);
    studio = await createWorkspace(db(), 'Studio');
    outsider = await openSession(
      db(),
      (await createUser(db(), { email: 'outsider@studio.test', role: 'admin', workspaceId: studio })).id,
    );
    task = await insertTask(db(), { projectId: await insertProject(db(), { name: 'Main' }), title: 'Tracked' });
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const live = (token: string, workspaceId: number) => sockets.connect(server, { token, workspaceId });
  const call = caller(
    () => testApp.app,
    () => members.developer.token,
  );

  it("sends every change to the owner's tabs only, with the entry as the API returns it", async () => {
    const developer = members.developer.token;
    const [tabOne, tabTwo] = [await live(developer, 1), await live(developer, 1)];
    const colleague = await live(members.manager.token, 1);
    const elsewhere = await live(outsider, studio);
    const fromTab = injectAs(testApp.app, developer, { headers: { [CLIENT_ID_HEADER]: 'tab-1' } });

    const started = dataOf(await fromTab('POST', '/time-entries/start', { task_id: task }), 201);
    const event = await tabOne.timeEvent(1);
    expect(event).toEqual({
      type: 'time_entry.changed',
      action: 'started',
      workspace_id: 1,
      user_id: members.developer.user.id,
      entry_id: started.id,
      entry: { ...started, duration_ms: expect.any(Number) },
      client_id: 'tab-1',
      at: expect.any(String),
    });
    expect(await tabTwo.timeEvent(1)).toMatchObject({ action: 'started', entry_id: started.id });

    // Each event is waited for before the next change: an event carries the entry as it is when
    // delivered (an entry deleted meanwhile is skipped, its `deleted` follows).
    let seen = 1;
    const next = async (changes: number) => {
      seen += changes;
      await Promise.all([tabOne.timeEvent(seen), tabTwo.timeEvent(seen)]);
    };
    dataOf(await call('POST', '/time-entries/pause'));
    await next(1);
    dataOf(await call('POST', '/time-entries/resume'));
    await next(1);
    const typed = dataOf(
      await call('POST', '/time-entries/store', {
        started_at: new Date(Date.now() - 30 * HOUR).toISOString(),
        duration_ms: HOUR,
        description: 'Typed in',
      }),
      201,
    );
    await next(1);
    dataOf(await call('PUT', '/time-entries/update', { id: typed.id, description: 'Typed in, renamed' }));
    await next(1);
    const second = dataOf(await call('POST', '/time-entries/start', { description: 'Next' }), 201);
    await next(2);
    dataOf(await call('POST', '/time-entries/stop'));
    await next(1);
    dataOf(await call('DELETE', `/time-entries/destroy/${typed.id}`));
    await next(1);
    dataOf(
      await call('PUT', '/time-entries/timesheet', {
        date: new Date(Date.now() - 3 * 24 * HOUR).toISOString().slice(0, 10),
        time_zone: 'UTC',
        task_id: null,
        description: 'Sheet',
        duration_ms: HOUR,
      }),
    );
    await next(1);

    const events = tabTwo.timeEvents();
    expect(events.map((change) => [change.action, change.entry_id])).toEqual([
      ['started', started.id],
      ['paused', started.id],
      ['resumed', started.id],
      ['created', typed.id],
      ['updated', typed.id],
      ['stopped', started.id],
      ['started', second.id],
      ['stopped', second.id],
      ['deleted', typed.id],
      ['created', expect.any(Number)],
    ]);
    expect(tabOne.timeEvents().map((change) => change.entry_id)).toEqual(events.map((change) => change.entry_id));
    expect(events[1]!.entry).toMatchObject({ is_paused: true });
    expect(events[4]!.entry).toMatchObject({ description: 'Typed in, renamed' });
    expect(events[5]!.entry).toMatchObject({ is_active: false });
    expect(events[8]!.entry).toBeNull();
    expect(events[9]!.entry).toMatchObject({ description: 'Sheet', source: 'manual', duration_ms: HOUR });
    expect(events.every((change) => change.client_id === (change === events[0] ? 'tab-1' : null))).toBe(true);

    // The tracked time of the task moved: everyone in the workspace hears of the task.
    // (start, pause, resume on it; the next start stopped it)
    await colleague.event(4);
    expect(colleague.events().map((change) => [change.type, change.task_id, change.actor_id])).toEqual(
      Array.from({ length: 4 }, () => ['task.updated', task, members.developer.user.id]),
    );
    expect(colleague.events()[3]!.task).toMatchObject({ id: task, tracked_ms: expect.any(Number) });
    // No one else gets the developer's time entries.
    expect(colleague.timeEvents()).toEqual([]);
    expect(elsewhere.timeEvents()).toEqual([]);
    expect(elsewhere.events()).toEqual([]);
  });

  it("sends nothing for a refused change, and another user's changes only to them", async () => {
    const mine = await live(members.designer.token, 1);
    const theirs = await live(members.member.token, 1);

    expect((await call('POST', '/time-entries/pause', undefined, members.designer.token)).statusCode).toBe(404);
    dataOf(await call('POST', '/time-entries/start', {}, members.member.token), 201);
    dataOf(await call('POST', '/time-entries/start', {}, members.designer.token), 201);

    expect(await mine.timeEvent(1)).toMatchObject({ action: 'started', user_id: members.designer.user.id });
    expect(await theirs.timeEvent(1)).toMatchObject({ action: 'started', user_id: members.member.user.id });
    expect(mine.timeEvents()).toHaveLength(1);
    expect(theirs.timeEvents()).toHaveLength(1);
  });
});
