import { addDays, dayOf, startOfDay, startOfWeek, TIME_MESSAGES, type Role } from '@kanri/contracts';
import { DASHBOARD_MESSAGES, DASHBOARD_TEAM_LIMIT, type DashboardStatistics } from '@kanri/contracts/dashboard';
import { eq } from 'drizzle-orm';
import {
  memberPresence,
  notifications,
  priorities,
  projects,
  settings,
  statuses,
  taskActivities,
  taskAssignees,
  tasks,
  todos,
} from '../../../src/db/schema.js';
import {
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { roundTripCounter } from '../../helpers/round-trips.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, insertTimeEntry, priorityIds, resetWork, statusIds } from '../../helpers/work.js';

const ZONE = 'Asia/Tokyo';
const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * GET /dashboard/statistics against seeded data: every figure, for an admin, a manager and a member,
 * and what is never counted (another workspace's rows, another user's todos, time and notifications).
 */
describe('GET /dashboard/statistics', () => {
  let testApp: TestApp;
  let counter: ReturnType<typeof roundTripCounter>;
  let members: Record<Role, SeededMember>;
  let ids: Record<string, number>;
  let studio: { id: number; token: string };
  let today: string;
  let todayStart: number;

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => members.admin.token,
  );
  const stats = async (query = `?time_zone=${ZONE}`, token?: string) =>
    dataOf(await call('GET', `/dashboard/statistics${query}`, undefined, token)) as DashboardStatistics;

  beforeAll(async () => {
    testApp = await startTestApp({ beforeReady: (app, database) => (counter = roundTripCounter(app, database.pool)) });
    await resetAccounts(db());
    await resetWork(db());
    members = await seedRoleMembers(db(), 1);
    // An invited person is not a team member yet.
    await createUser(db(), { email: 'invited@workspace-1.test', password: null, membershipStatus: 'invited' });

    const now = Date.now();
    today = dayOf(now, ZONE);
    todayStart = startOfDay(today, ZONE);
    const status = await statusIds(db());
    const priority = await priorityIds(db());
    const admin = members.admin.user.id;
    const member = members.member.user.id;
    const developer = members.developer.user.id;

    // Projects: Alpha (active, tasks left), Beta (planning, every task done: closed), Gamma (active, no task).
    const alpha = await insertProject(db(), { name: 'Alpha', createdBy: admin });
    const beta = await insertProject(db(), { name: 'Beta' });
    await db().update(projects).set({ status: 'planning' }).where(eq(projects.id, beta));
    const gamma = await insertProject(db(), { name: 'Gamma' });
    const t1 = await insertTask(db(), { projectId: alpha, title: 'Overdue task', priorityId: priority.high });
    const t2 = await insertTask(db(), {
      projectId: alpha,
      title: 'Due today',
      statusId: status['in-progress'],
      priorityId: priority.low,
    });
    const t3 = await insertTask(db(), { projectId: alpha, title: 'Done late', statusId: status.completed });
    const t4 = await insertTask(db(), { projectId: beta, title: 'Beta done', statusId: status.completed });
    await db()
      .update(tasks)
      .set({ dueDate: addDays(today, -1) })
      .where(eq(tasks.id, t1));
    await db().update(tasks).set({ dueDate: today }).where(eq(tasks.id, t2));
    await db()
      .update(tasks)
      .set({ dueDate: addDays(today, -1) })
      .where(eq(tasks.id, t3));
    // Not due this week: next week's first day.
    await db()
      .update(tasks)
      .set({ dueDate: addDays(startOfWeek(today), 7) })
      .where(eq(tasks.id, t4));
    await db()
      .insert(taskAssignees)
      .values([
        { taskId: t1, userId: member, position: 0 },
        { taskId: t2, userId: member, position: 0 },
        { taskId: t2, userId: developer, position: 1 },
        { taskId: t3, userId: developer, position: 0 },
      ]);

    // Another workspace: its projects, tasks, todos, time, notifications and activity never count.
    const studioId = await createWorkspace(db(), 'Studio');
    const outsider = await createUser(db(), { email: 'outsider@studio.test', role: 'admin', workspaceId: studioId });
    studio = { id: studioId, token: await openSession(db(), outsider.id) };
    const studioProject = await insertProject(db(), { workspaceId: studioId, name: 'Studio work', createdBy: outsider.id });
    const studioTask = await insertTask(db(), { workspaceId: studioId, projectId: studioProject, title: 'Studio task' });
    await insertTimeEntry(db(), {
      userId: outsider.id,
      workspaceId: studioId,
      taskId: studioTask,
      start: todayStart,
      end: todayStart + 5 * HOUR,
    });
    await db()
      .insert(taskActivities)
      .values({
        workspaceId: studioId,
        taskId: studioTask,
        userId: outsider.id,
        type: 'created',
        createdAt: new Date(now),
      });
    // The member's todos in the other workspace (they are not a member there, but the rows say so).
    await db().insert(todos).values({ workspaceId: studioId, userId: member, title: 'Elsewhere' });
    await db().insert(notifications).values({
      workspaceId: studioId,
      userId: member,
      kind: 'task.assigned',
      type: 'info',
      title: 'Elsewhere',
      message: 'Elsewhere',
      payload: {},
    });

    // Todos: the member's 2 pending and 1 completed; the admin's 1 in progress.
    await db()
      .insert(todos)
      .values([
        { workspaceId: 1, userId: member, title: 'One', status: 'pending' },
        { workspaceId: 1, userId: member, title: 'Two', status: 'pending' },
        { workspaceId: 1, userId: member, title: 'Three', status: 'completed' },
        { workspaceId: 1, userId: admin, title: 'Admin todo', status: 'in_progress' },
      ]);

    // Notifications: the member's 2 unread and 1 read; the admin's 1 unread.
    const notification = (userId: number, readAt: Date | null) => ({
      workspaceId: 1,
      userId,
      kind: 'task.assigned' as const,
      type: 'info' as const,
      title: 'Assigned',
      message: 'You were assigned',
      payload: {},
      readAt,
    });
    await db()
      .insert(notifications)
      .values([
        notification(member, null),
        notification(member, null),
        notification(member, new Date()),
        notification(admin, null),
      ]);

    // Time today (Tokyo): the member 1 h on t1 and 1 h with a 10-minute pause on t2 (110 min);
    // the developer 30 min without task; the admin 1 h on Beta's task last week.
    const m1 = await insertTimeEntry(db(), { userId: member, taskId: t1, start: todayStart + HOUR, end: todayStart + 2 * HOUR });
    const m2 = await insertTimeEntry(db(), {
      userId: member,
      taskId: t2,
      start: todayStart + 3 * HOUR,
      end: todayStart + 4 * HOUR,
      pauses: [[todayStart + 3 * HOUR + 10 * MINUTE, todayStart + 3 * HOUR + 20 * MINUTE]],
    });
    const d1 = await insertTimeEntry(db(), {
      userId: developer,
      description: 'Code review',
      start: todayStart + 5 * HOUR,
      end: todayStart + 5 * HOUR + 30 * MINUTE,
    });
    const lastWeek = startOfDay(addDays(startOfWeek(today), -3), ZONE);
    await insertTimeEntry(db(), { userId: admin, taskId: t4, start: lastWeek + 9 * HOUR, end: lastWeek + 10 * HOUR });
    // The manager's timer runs now (since the start of today at the earliest).
    const managerStart = Math.max(now - 20 * MINUTE, todayStart);
    const running = await insertTimeEntry(db(), { userId: members.manager.user.id, description: 'Running', start: managerStart });

    // Task activity: created t1 (admin), t2's status changed (developer), a comment on t3 (member).
    await db()
      .insert(taskActivities)
      .values([
        { workspaceId: 1, taskId: t1, userId: admin, type: 'created', createdAt: new Date(todayStart - 3 * HOUR) },
        {
          workspaceId: 1,
          taskId: t2,
          userId: developer,
          type: 'updated',
          field: 'status_id',
          oldValue: status['to-do'],
          newValue: status['in-progress'],
          createdAt: new Date(todayStart - 2 * HOUR),
        },
        { workspaceId: 1, taskId: t3, userId: member, type: 'comment', body: 'Done', createdAt: new Date(todayStart - HOUR) },
      ]);

    // The developer is online.
    await db().insert(memberPresence).values({ processId: 'test', workspaceId: 1, userId: developer, connections: 1 });

    ids = { alpha, beta, gamma, t1, t2, t3, t4, m1, m2, d1, running, admin, member, developer };
  });
  afterAll(() => testApp?.close());

  it('the spec figures and the project statistics: Open, Closed, Active, Total', async () => {
    const data = await stats();
    expect(data.totalProjects).toBe(3);
    expect(data.activeTasks).toBe(2);
    expect(data.completedTasks).toBe(2);
    // Five active members; the invited person is not counted.
    expect(data.totalUsers).toBe(5);
    expect(data.time_zone).toBe(ZONE);
    expect(data.today).toBe(today);
    // Alpha has work left and Gamma no task: open; Beta's tasks are all done: closed; Alpha and Gamma are active.
    expect(data.projects).toEqual({ open: 2, closed: 1, active: 2, total: 3 });
  });

  it('task statistics: by status (every status, zeros included), by priority, overdue, due this week', async () => {
    const data = await stats();
    const status = await statusIds(db());
    const allStatuses = await db().select().from(statuses).where(eq(statuses.workspaceId, 1));
    expect(data.tasks.total).toBe(4);
    expect(data.tasks.by_status).toHaveLength(allStatuses.length);
    const byStatus = Object.fromEntries(data.tasks.by_status.map((bucket) => [bucket.id, bucket.count]));
    for (const row of allStatuses) {
      const expected =
        row.id === status['to-do'] ? 1 : row.id === status['in-progress'] ? 1 : row.id === status.completed ? 2 : 0;
      expect(byStatus[row.id]).toBe(expected);
    }
    const priority = await priorityIds(db());
    const allPriorities = await db().select().from(priorities).where(eq(priorities.workspaceId, 1));
    expect(data.tasks.by_priority).toHaveLength(allPriorities.length + 1);
    const byPriority = Object.fromEntries(data.tasks.by_priority.map((bucket) => [String(bucket.id), bucket.count]));
    for (const row of allPriorities) {
      expect(byPriority[row.id]).toBe(row.id === priority.high || row.id === priority.low ? 1 : 0);
    }
    expect(data.tasks.by_priority.at(-1)).toEqual({ id: null, name: 'No priority', color: '#64748b', count: 2 });
    // t1 is due yesterday and not done; t3 too but completed. t2 is due today; t4 next week and done.
    expect(data.tasks.overdue).toBe(1);
    expect(data.tasks.due_this_week).toBe(1);
  });

  it("todos, today's time and unread notifications are the caller's own", async () => {
    const member = await stats(`?time_zone=${ZONE}`, members.member.token);
    expect(member.todos).toEqual({ total: 3, pending: 2, in_progress: 0, completed: 1, cancelled: 0 });
    expect(member.today_time).toEqual({ duration_ms: 110 * MINUTE, running: false });
    expect(member.notifications).toEqual({ unread: 2 });

    const admin = await stats();
    expect(admin.todos).toEqual({ total: 1, pending: 0, in_progress: 1, completed: 0, cancelled: 0 });
    expect(admin.today_time).toEqual({ duration_ms: 0, running: false });
    expect(admin.notifications).toEqual({ unread: 1 });

    const manager = await stats(`?time_zone=${ZONE}`, members.manager.token);
    expect(manager.today_time.running).toBe(true);
    expect(manager.today_time.duration_ms).toBeGreaterThanOrEqual(0);
    expect(manager.today_time.duration_ms).toBeLessThanOrEqual(21 * MINUTE);
    expect(manager.todos.total).toBe(0);
    expect(manager.notifications.unread).toBe(0);
  });

  it('the time sheet: everyone for admins and managers, the own row for a member; periods', async () => {
    const admin = await stats(`?time_zone=${ZONE}&period=this-week`);
    const sunday = startOfWeek(today);
    expect(admin.time_sheet).toMatchObject({ period: 'this-week', from: sunday, to: addDays(sunday, 6), scope: 'all' });
    const rowOf = (data: DashboardStatistics, userId: number) => data.time_sheet.rows.find((row) => row.user.id === userId);
    expect(rowOf(admin, ids.member!)).toEqual({
      user: expect.objectContaining({ id: ids.member, full_name: 'Test Member' }),
      duration_ms: 110 * MINUTE,
      total_hours: 1.83,
      projects: [{ id: ids.alpha, name: 'Alpha', color: '#befca9' }],
    });
    expect(rowOf(admin, ids.developer!)).toMatchObject({ duration_ms: 30 * MINUTE, total_hours: 0.5, projects: [] });
    // The manager's running timer has a row too; the admin tracked nothing this week; longest first.
    expect(rowOf(admin, members.manager.user.id)).toBeDefined();
    expect(rowOf(admin, ids.admin!)).toBeUndefined();
    expect(admin.time_sheet.rows.map((row) => row.user.id).slice(0, 2)).toEqual([ids.member, ids.developer]);
    // Never another workspace's time.
    expect(admin.time_sheet.rows).toHaveLength(3);

    const manager = await stats(`?time_zone=${ZONE}`, members.manager.token);
    expect(manager.time_sheet.scope).toBe('all');
    expect(manager.time_sheet.rows).toHaveLength(3);

    const member = await stats(`?time_zone=${ZONE}&period=this-week`, members.member.token);
    expect(member.time_sheet.scope).toBe('own');
    expect(member.time_sheet.rows.map((row) => row.user.id)).toEqual([ids.member]);
    const developer = await stats(`?time_zone=${ZONE}`, members.developer.token);
    expect(developer.time_sheet.rows.map((row) => row.user.id)).toEqual([ids.developer]);

    const lastWeek = await stats(`?time_zone=${ZONE}&period=last-week`);
    expect(lastWeek.time_sheet).toMatchObject({ from: addDays(sunday, -7), to: addDays(sunday, -1) });
    expect(lastWeek.time_sheet.rows).toEqual([
      {
        user: expect.objectContaining({ id: ids.admin }),
        duration_ms: HOUR,
        total_hours: 1,
        projects: [{ id: ids.beta, name: 'Beta', color: '#befca9' }],
      },
    ]);
    expect((await stats(`?time_zone=${ZONE}&period=last-week`, members.member.token)).time_sheet.rows).toEqual([]);

    const month = await stats(`?time_zone=${ZONE}&period=this-month`);
    expect(month.time_sheet).toMatchObject({ from: `${today.slice(0, 7)}-01` });
    expect(month.time_sheet.rows.find((row) => row.user.id === ids.member)?.duration_ms).toBe(110 * MINUTE);
    const lastMonth = await stats(`?time_zone=${ZONE}&period=last-month`);
    expect(lastMonth.time_sheet.to).toBe(addDays(`${today.slice(0, 7)}-01`, -1));
  });

  it('recent activities: the task log and time entries, newest first; a member sees only their own entries', async () => {
    const admin = await stats();
    const keys = admin.activities.map((activity) => activity.key);
    expect(admin.activities.length).toBeLessThanOrEqual(10);
    const times = admin.activities.map((activity) => Date.parse(activity.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(keys).toEqual(
      expect.arrayContaining([`start-${ids.m1}`, `stop-${ids.m2}`, `start-${ids.d1}`, `start-${ids.running}`]),
    );
    expect(keys).not.toContain(`stop-${ids.running}`);
    const stop = admin.activities.find((activity) => activity.key === `stop-${ids.d1}`);
    expect(stop).toEqual({
      key: `stop-${ids.d1}`,
      type: 'stop',
      user: expect.objectContaining({ id: ids.developer, full_name: 'Test Developer' }),
      field: null,
      target: 'Code review',
      task_id: null,
      at: new Date(todayStart + 5 * HOUR + 30 * MINUTE).toISOString(),
    });

    const member = await stats(`?time_zone=${ZONE}`, members.member.token);
    const memberKeys = member.activities.map((activity) => activity.key);
    expect(memberKeys).toEqual(
      expect.arrayContaining([`start-${ids.m1}`, `stop-${ids.m1}`, `start-${ids.m2}`, `stop-${ids.m2}`]),
    );
    expect(memberKeys.some((key) => key === `start-${ids.d1}` || key === `start-${ids.running}`)).toBe(false);
    // The task log is everyone's (tasks are shared): 4 entry events + 3 task events.
    expect(member.activities).toHaveLength(7);
    const [created, updated, comment] = member.activities.slice(-3).reverse();
    expect(created).toMatchObject({
      type: 'create',
      target: 'Overdue task',
      task_id: ids.t1,
      user: expect.objectContaining({ id: ids.admin }),
    });
    expect(updated).toMatchObject({ type: 'update', field: 'status_id', target: 'Due today', task_id: ids.t2 });
    expect(comment).toMatchObject({ type: 'comment', target: 'Done late', task_id: ids.t3 });
    // Never the other workspace's.
    expect(admin.activities.some((activity) => activity.target.startsWith('Studio'))).toBe(false);
  });

  it('Your Current Projects: those the caller created or has tasks in; team members with presence and open tasks', async () => {
    const admin = await stats();
    expect(admin.current_projects).toEqual([
      { id: ids.alpha, name: 'Alpha', color: '#befca9', status: 'active', tasks_total: 3, tasks_completed: 1 },
    ]);
    const member = await stats(`?time_zone=${ZONE}`, members.member.token);
    expect(member.current_projects.map((project) => project.id)).toEqual([ids.alpha]);
    expect((await stats(`?time_zone=${ZONE}`, members.designer.token)).current_projects).toEqual([]);

    expect(admin.team.total).toBe(5);
    expect(admin.team.members).toHaveLength(5);
    // Online first.
    expect(admin.team.members[0]).toMatchObject({ id: ids.developer, presence: 'online', role: 'developer', open_tasks: 1 });
    const byId = Object.fromEntries(admin.team.members.map((person) => [person.id, person]));
    expect(byId[ids.member!]).toMatchObject({ presence: 'offline', role: 'member', open_tasks: 2 });
    expect(byId[ids.admin!]).toMatchObject({ presence: 'offline', role: 'admin', open_tasks: 0 });
  });

  it('a fresh workspace: zeros and empty lists, only its admin', async () => {
    const data = await stats('', studio.token);
    // The studio has one project with one task and one entry; a brand-new workspace has none.
    expect(data.totalProjects).toBe(1);
    const fresh = await createWorkspace(db(), 'Fresh');
    const owner = await createUser(db(), { email: 'owner@fresh.test', role: 'admin', workspaceId: fresh });
    const empty = await stats('', await openSession(db(), owner.id));
    expect(empty).toMatchObject({
      totalProjects: 0,
      activeTasks: 0,
      completedTasks: 0,
      totalUsers: 1,
      time_zone: 'UTC',
      projects: { open: 0, closed: 0, active: 0, total: 0 },
      current_projects: [],
      tasks: { total: 0, overdue: 0, due_this_week: 0 },
      todos: { total: 0, pending: 0, in_progress: 0, completed: 0, cancelled: 0 },
      today_time: { duration_ms: 0, running: false },
      time_sheet: { period: 'this-week', scope: 'all', rows: [] },
      activities: [],
      team: { total: 1, online: 0 },
      notifications: { unread: 0 },
    });
    expect(empty.tasks.by_status.every((bucket) => bucket.count === 0)).toBe(true);
    expect(empty.tasks.by_priority.every((bucket) => bucket.id !== null && bucket.count === 0)).toBe(true);
  });

  it('the online count covers every member, past the DASHBOARD_TEAM_LIMIT listed, as GET /users has presence', async () => {
    const big = await createWorkspace(db(), 'Big team');
    const owner = await createUser(db(), { email: 'owner@big.test', role: 'admin', workspaceId: big });
    const token = await openSession(db(), owner.id);
    // 30 more members: 31 in all, DASHBOARD_TEAM_LIMIT of them listed.
    const people = [];
    for (let index = 0; index < 30; index += 1)
      people.push(await createUser(db(), { email: `m${index}@big.test`, lastName: `Zed ${index}`, workspaceId: big }));
    // Present: 24 online, 2 away (every connection idle), 1 stale (offline); the owner and 3 others offline.
    const fresh = people.slice(0, 26).map((person, index) => ({
      processId: 'test',
      workspaceId: big,
      userId: person.id,
      connections: 1,
      idleConnections: index < 2 ? 1 : 0,
    }));
    const stale = { processId: 'test', workspaceId: big, userId: people[26]!.id, connections: 1, seenAt: new Date(0) };
    await db()
      .insert(memberPresence)
      .values([...fresh, stale]);
    try {
      const data = await stats('', token);
      expect(data.team.total).toBe(31);
      expect(data.team.members).toHaveLength(DASHBOARD_TEAM_LIMIT);
      expect(data.team.online).toBe(26);
      const listed = (await call('GET', '/users', undefined, token)).json().data as { presence: string }[];
      expect(listed).toHaveLength(31);
      expect(listed.filter((member) => member.presence !== 'offline')).toHaveLength(data.team.online);
    } finally {
      await db().delete(memberPresence).where(eq(memberPresence.workspaceId, big));
    }
  });

  it('bad input: 422 with the field messages; no token 401; another workspace 403', async () => {
    const zone = await call('GET', '/dashboard/statistics?time_zone=Mars/Base');
    expect(zone.statusCode).toBe(422);
    expect(zone.json().errors.time_zone).toEqual([TIME_MESSAGES.timeZoneInvalid]);
    const period = await call('GET', '/dashboard/statistics?period=yesterday');
    expect(period.statusCode).toBe(422);
    expect(period.json().errors.period).toEqual([DASHBOARD_MESSAGES.periodInvalid]);
    expect((await testApp.app.inject({ url: '/api/v1/dashboard/statistics' })).statusCode).toBe(401);
    expect((await call('GET', '/dashboard/statistics', undefined, members.admin.token, studio.id)).statusCode).toBe(403);
    const ok = await call('GET', '/dashboard/statistics');
    expect(ok.json().message).toBe(DASHBOARD_MESSAGES.statisticsRetrieved);
  });

  it("weeks start on the workspace's week_start: with monday, this week runs Monday to Sunday", async () => {
    const monday = startOfWeek(today, 1);
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
    // A task due on the Monday-week's Sunday, not done: due this week by Monday weeks; by Sunday weeks only when today is that Sunday.
    const sundayEnd = addDays(monday, 6);
    const extra = await insertTask(db(), { projectId: ids.alpha!, title: 'Due on the week end' });
    await db().update(tasks).set({ dueDate: sundayEnd }).where(eq(tasks.id, extra));
    try {
      const bySunday = await stats(`?time_zone=${ZONE}&period=this-week`);
      expect(bySunday.time_sheet).toMatchObject({ from: startOfWeek(today), to: addDays(startOfWeek(today), 6) });
      expect(bySunday.tasks.due_this_week).toBe(sundayEnd <= addDays(startOfWeek(today), 6) ? 2 : 1);

      await db()
        .insert(settings)
        .values({ workspaceId: 1, weekStart: 'monday' })
        .onConflictDoUpdate({ target: settings.workspaceId, set: { weekStart: 'monday' } });
      const thisWeek = await stats(`?time_zone=${ZONE}&period=this-week`);
      expect(thisWeek.time_sheet).toMatchObject({ period: 'this-week', from: monday, to: sundayEnd });
      expect(thisWeek.tasks.due_this_week).toBe(2);
      // The member's 110 minutes today are in this Monday week too.
      expect(thisWeek.time_sheet.rows.find((row) => row.user.id === ids.member)?.duration_ms).toBe(110 * MINUTE);
      const lastWeek = await stats(`?time_zone=${ZONE}&period=last-week`);
      expect(lastWeek.time_sheet).toMatchObject({ from: addDays(monday, -7), to: addDays(monday, -1) });
      // Months do not depend on it.
      const month = await stats(`?time_zone=${ZONE}&period=this-month`);
      expect(month.time_sheet).toMatchObject({ from: `${today.slice(0, 7)}-01` });
    } finally {
      await db().update(settings).set({ weekStart: 'sunday' }).where(eq(settings.workspaceId, 1));
      await db().delete(tasks).where(eq(tasks.id, extra));
    }
  });

  it('one statement after the session', async () => {
    // The first request of a session refreshes its last use: not what is measured.
    await stats();
    const { result, queries } = await counter.queriesOf(() =>
      testApp.app.inject({
        url: `/api/v1/dashboard/statistics?time_zone=${ZONE}&period=last-month`,
        headers: { authorization: `Bearer ${members.admin.token}` },
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(queries).toHaveLength(2);
  });
});
