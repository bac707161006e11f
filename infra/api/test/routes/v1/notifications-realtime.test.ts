import type { Role } from '@kanri/contracts';
import type { HrRealtimeMessage, NotificationCreatedEvent, NotificationsChangedEvent } from '@kanri/contracts/hr';
import { sql } from 'drizzle-orm';
import { addMember, createWorkspace, resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { eventually } from '../../helpers/eventually.js';
import { socketPool, type LiveSocket, type RealtimeTarget } from '../../helpers/realtime-client.js';
import { startReplicas, type Replicas } from '../../helpers/test-app.js';

/**
 * Live notifications across two API processes on one database: the `notifications_push` trigger's
 * notice reaches every process, and each sends the event to the recipient's sockets of that
 * workspace only; reading or deleting tells the recipient's other tabs the new unread count.
 */
describe('notifications, live', () => {
  let replicas: Replicas;
  let secondServer: RealtimeTarget;
  let firstServer: RealtimeTarget;
  let members: Record<Role, SeededMember>;
  let studio: number;
  const sockets = socketPool();

  beforeAll(async () => {
    replicas = await startReplicas();
    firstServer = { baseUrl: replicas.firstUrl };
    secondServer = { baseUrl: replicas.secondUrl };
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    studio = await createWorkspace(db(), 'Studio');
    await addMember(db(), members.member.user.id, studio, 'member');
  });
  beforeEach(() => db().execute(sql`truncate leave_requests, notifications restart identity cascade`));
  afterEach(() => sockets.closeAll());
  afterAll(() => replicas?.close());

  const db = () => replicas.first.database.db;
  /** Calls go to the first process. */
  const call = caller(
    () => replicas.first.app,
    () => members.member.token,
  );
  const live = (target: RealtimeTarget, role: Role, workspaceId = 1) =>
    sockets.connect(target, { token: members[role].token, workspaceId });
  const hrEvents = (socket: LiveSocket) =>
    socket.messages.filter(
      (message): message is HrRealtimeMessage =>
        message.type === 'notification.created' || message.type === 'notifications.changed',
    );
  const created = (socket: LiveSocket) =>
    hrEvents(socket).filter((event): event is NotificationCreatedEvent => event.type === 'notification.created');
  const changed = (socket: LiveSocket) =>
    hrEvents(socket).filter((event): event is NotificationsChangedEvent => event.type === 'notifications.changed');

  it("sends user A the notification user B's request caused, on the other process, and not to user C", async () => {
    const manager = await live(secondServer, 'manager');
    const managerOnFirst = await live(firstServer, 'manager');
    const admin = await live(secondServer, 'admin');
    const developer = await live(secondServer, 'developer');
    const requesterElsewhere = await live(secondServer, 'member', studio);

    const leave = dataOf(
      await call('POST', '/leave-requests/store', { start_date: '2030-01-01', end_date: '2030-01-02', reason: 'Trip' }),
      201,
    );

    await eventually(() => expect(created(manager)).toHaveLength(1));
    const [event] = created(manager);
    expect(event).toEqual({
      type: 'notification.created',
      workspace_id: 1,
      user_id: members.manager.user.id,
      notification: {
        id: expect.any(Number),
        kind: 'leave.submitted',
        type: 'info',
        title: 'New leave request',
        message: expect.stringContaining('requested 2 days of annual leave'),
        target: { kind: 'leave_request', leave_request_id: leave.id },
        actor_id: members.member.user.id,
        actor_name: 'Test Member',
        is_read: false,
        created_at: expect.any(String),
      },
      unread_count: 1,
    });
    await eventually(() => expect(created(managerOnFirst)).toEqual([event]));
    await eventually(() => expect(created(admin)).toHaveLength(1));
    expect(created(admin)[0]!.notification.id).not.toBe(event!.notification.id);

    // The developer (not an approver), and the requester in another workspace, hear nothing.
    const marker = dataOf(
      await call('POST', '/leave-requests/update', { id: leave.id, status: 'rejected', comments: 'Busy' }, members.manager.token),
    );
    expect(marker.status).toBe('rejected');
    const requester = await live(secondServer, 'member');
    dataOf(await call('POST', '/leave-requests/store', { start_date: '2030-02-01', end_date: '2030-02-01', reason: 'x' }), 201);
    await eventually(() => expect(created(manager)).toHaveLength(2));
    expect(hrEvents(developer)).toEqual([]);
    expect(hrEvents(requesterElsewhere)).toEqual([]);
    expect(hrEvents(requester)).toEqual([]);
  });

  it("tells the user's other tabs the unread count after a read, a read-all and a delete", async () => {
    const tabOne = await live(firstServer, 'manager');
    const tabTwo = await live(secondServer, 'manager');
    const colleague = await live(secondServer, 'admin');
    for (const day of ['2030-01-01', '2030-01-02', '2030-01-03']) {
      dataOf(await call('POST', '/leave-requests/store', { start_date: day, end_date: day, reason: 'x' }), 201);
    }
    await eventually(() => expect(created(tabTwo).map((event) => event.unread_count)).toEqual([1, 2, 3]));
    const ids = created(tabTwo).map((event) => event.notification.id);
    const manager = members.manager.token;

    dataOf(await call('POST', '/notifications/mark-as-read', { id: ids[0] }, manager));
    await eventually(() => expect(changed(tabTwo)).toHaveLength(1));
    expect(changed(tabTwo)[0]).toEqual({
      type: 'notifications.changed',
      workspace_id: 1,
      user_id: members.manager.user.id,
      unread_count: 2,
    });
    // Already read: nothing changes, nothing is sent.
    dataOf(await call('POST', '/notifications/mark-as-read', { id: ids[0] }, manager));
    dataOf(await call('DELETE', `/notifications/destroy/${ids[1]}`, undefined, manager));
    await eventually(() => expect(changed(tabTwo).map((event) => event.unread_count)).toEqual([2, 1]));
    dataOf(await call('POST', '/notifications/mark-all-read', undefined, manager));
    await eventually(() => expect(changed(tabTwo).map((event) => event.unread_count)).toEqual([2, 1, 0]));
    await eventually(() => expect(changed(tabOne).map((event) => event.unread_count)).toEqual([2, 1, 0]));

    expect(changed(colleague)).toEqual([]);
    expect(created(colleague)).toHaveLength(3);
  });
});
