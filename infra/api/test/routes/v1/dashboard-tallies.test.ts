import { addDays, dayOf, type Role } from '@kanri/contracts';
import type { DashboardStatistics } from '@kanri/contracts/dashboard';
import { eq, sql } from 'drizzle-orm';
import { projects, statuses, taskAssignees, tasks, taskTallyVersions, workspaces } from '../../../src/db/schema.js';
import { TaskTallyCache } from '../../../src/services/dashboard/task-tally-cache.js';
import { createWorkspace, resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, priorityIds, resetWork, statusIds } from '../../helpers/work.js';

const ZONE = 'UTC';

/** The figures counted from every task of the workspace: what the tally cache holds. */
function tallied(s: DashboardStatistics) {
  return {
    activeTasks: s.activeTasks,
    completedTasks: s.completedTasks,
    projects: s.projects,
    current_projects: s.current_projects,
    tasks: s.tasks,
    open_tasks: s.team.members.map((m) => [m.id, m.open_tasks]),
  };
}

/**
 * The dashboard reuses a workspace's task tallies while `task_tally_versions` says nothing changed
 * (migration 0022). Every kind of write that can change a tally — whatever path it takes, here
 * straight SQL — must make the next answer equal a fresh count; a write that cannot (a title) keeps
 * the cached tallies in use.
 */
describe('GET /dashboard/statistics: the task tallies kept between requests', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let status: Record<string, number>;
  let priority: Record<string, number>;
  let alpha: number;
  let beta: number;
  let task: number;
  let stored: jest.SpyInstance;
  let read: jest.SpyInstance;

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => members.admin.token,
  );
  const stats = async () => dataOf(await call('GET', `/dashboard/statistics?time_zone=${ZONE}`)) as DashboardStatistics;
  /** An answer counted from the tasks, the cache passed by. */
  const fresh = async () => {
    read.mockReturnValueOnce(undefined);
    return stats();
  };
  const versionOf = async (workspaceId = 1) =>
    (await db().select().from(taskTallyVersions).where(eq(taskTallyVersions.workspaceId, workspaceId)))[0]?.version;

  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    await resetWork(db());
    members = await seedRoleMembers(db(), 1);
    status = await statusIds(db());
    priority = await priorityIds(db());
    alpha = await insertProject(db(), { name: 'Alpha', createdBy: members.admin.user.id });
    beta = await insertProject(db(), { name: 'Beta' });
    task = await insertTask(db(), { projectId: alpha, title: 'Write the plan', priorityId: priority.low });
    await insertTask(db(), { projectId: alpha, title: 'Review it', statusId: status['in-progress'] });
    await db().insert(taskAssignees).values({ taskId: task, userId: members.member.user.id, position: 0 });
    read = jest.spyOn(TaskTallyCache.prototype, 'get');
    stored = jest.spyOn(TaskTallyCache.prototype, 'store');
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await testApp?.close();
  });

  it('a second answer reuses the tallies: nothing counted or stored again, the same figures', async () => {
    const first = await stats();
    stored.mockClear();
    const second = await stats();
    expect(stored).not.toHaveBeenCalled();
    expect(second).toEqual(first);
    expect(first.tasks.total).toBe(2);
  });

  it('a title change keeps the version, and the tallies in use', async () => {
    await stats();
    const version = await versionOf();
    stored.mockClear();
    await db().update(tasks).set({ title: 'Write the whole plan' }).where(eq(tasks.id, task));
    await stats();
    expect(await versionOf()).toBe(version);
    expect(stored).not.toHaveBeenCalled();
  });

  const today = () => dayOf(Date.now(), ZONE);
  const changes: [string, () => Promise<unknown>][] = [
    ['a task added', () => insertTask(db(), { projectId: beta, title: 'Beta kickoff', priorityId: priority.high })],
    ['a status changed to a done one', () => db().update(tasks).set({ statusId: status.completed }).where(eq(tasks.id, task))],
    [
      'a status changed back to an open one',
      () => db().update(tasks).set({ statusId: status['to-do'] }).where(eq(tasks.id, task)),
    ],
    ['a priority changed', () => db().update(tasks).set({ priorityId: priority.high }).where(eq(tasks.id, task))],
    ['a priority taken away', () => db().update(tasks).set({ priorityId: null }).where(eq(tasks.id, task))],
    [
      'a due date in the past',
      () =>
        db()
          .update(tasks)
          .set({ dueDate: addDays(today(), -3) })
          .where(eq(tasks.id, task)),
    ],
    ['a due date this week', () => db().update(tasks).set({ dueDate: today() }).where(eq(tasks.id, task))],
    [
      'a task moved to another project',
      () => db().update(tasks).set({ projectId: beta, position: 'zz' }).where(eq(tasks.id, task)),
    ],
    [
      'an assignee added',
      () => db().insert(taskAssignees).values({ taskId: task, userId: members.developer.user.id, position: 1 }),
    ],
    [
      'an assignee replaced',
      () =>
        db()
          .update(taskAssignees)
          .set({ userId: members.manager.user.id })
          .where(sql`${taskAssignees.taskId} = ${task} and ${taskAssignees.userId} = ${members.developer.user.id}`),
    ],
    [
      'an assignee removed',
      () =>
        db()
          .delete(taskAssignees)
          .where(sql`${taskAssignees.taskId} = ${task} and ${taskAssignees.userId} = ${members.manager.user.id}`),
    ],
    [
      "a status's category (In Progress becomes a done status)",
      () => db().update(statuses).set({ category: 'done' }).where(eq(statuses.id, status['in-progress']!)),
    ],
    [
      'ten tasks in one transaction',
      () =>
        db().transaction(async (tx) => {
          for (let i = 0; i < 10; i += 1) await insertTask(tx as never, { projectId: alpha, title: `Batch ${i}` });
        }),
    ],
    ['a task deleted', () => db().delete(tasks).where(eq(tasks.id, task))],
    ['a project deleted with its tasks', () => db().delete(projects).where(eq(projects.id, alpha))],
    ['every task truncated', () => db().execute(sql`truncate tasks cascade`)],
  ];

  it.each(changes)('%s: the next answer is a fresh count, not the tallies from before', async (_name, change) => {
    const before = await stats();
    // Cached now: the next answer would reuse it if nothing changed.
    stored.mockClear();
    expect(await stats()).toEqual(before);
    expect(stored).not.toHaveBeenCalled();

    await change();
    const after = await stats();
    expect(tallied(after)).not.toEqual(tallied(before));
    expect(after).toEqual(await fresh());
  });

  it('a transaction that writes many tasks sets the version once; another workspace keeps its own', async () => {
    const other = await createWorkspace(db(), 'Elsewhere');
    const project = await insertProject(db(), { workspaceId: other });
    const otherVersion = await versionOf(other);
    const before = Number(await versionOf());
    const rolledBack = db().transaction(async (tx) => {
      await insertTask(tx as never, { projectId: beta, title: 'Never kept' });
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(Number(await versionOf())).toBe(before);

    await db().transaction(async (tx) => {
      for (let i = 0; i < 5; i += 1) await insertTask(tx as never, { projectId: beta, title: `Five ${i}` });
    });
    // One nextval for the five tasks: the next version is the sequence's next value.
    const after = Number(await versionOf());
    expect(after).toBeGreaterThan(before);
    const [{ last_value: last }] = (await db().execute(sql`select last_value from task_tally_version_seq`)).rows as [
      { last_value: string },
    ];
    expect(Number(last)).toBe(after);
    expect(await versionOf(other)).toBe(otherVersion);

    // A workspace goes with its tasks: the commit-time trigger does not bring its version back.
    await insertTask(db(), { workspaceId: other, projectId: project });
    await db().delete(workspaces).where(eq(workspaces.id, other));
    expect(await versionOf(other)).toBeUndefined();
  });
});
