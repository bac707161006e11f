import { randomBytes } from 'node:crypto';
import { DEFAULT_CLICK_APPS } from '@kanri/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { priorities, projects, projectStatuses, statuses, taskMedia, tasks, timeEntries } from '../../src/db/schema.js';
import { keyBetween } from '../../src/lib/order-keys.js';

/**
 * Projects and tasks written straight to the database, for tests that need some without going
 * through the endpoints under test.
 */

/** Back to a fresh workspace 1 (and no other): no projects or tasks; the seeded statuses, priorities and tags. */
export async function resetWork(db: Database): Promise<void> {
  await db.execute(sql`truncate projects, tasks, task_activities, task_media, time_entries restart identity cascade`);
  await db.execute(sql`delete from statuses where workspace_id = 1`);
  await db.execute(sql`delete from priorities where workspace_id = 1`);
  await db.execute(sql`delete from tags where workspace_id = 1`);
  await db.execute(sql`select kanri_seed_workspace(1)`);
}

/** Status id by slug in a workspace (to-do, in-progress, completed...). */
export async function statusIds(db: Database, workspaceId = 1): Promise<Record<string, number>> {
  const rows = await db.select().from(statuses).where(eq(statuses.workspaceId, workspaceId));
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}

/** Priority id by slug in a workspace (low, medium, high...). */
export async function priorityIds(db: Database, workspaceId = 1): Promise<Record<string, number>> {
  const rows = await db.select().from(priorities).where(eq(priorities.workspaceId, workspaceId));
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}

/** A starter project (To Do, In Progress, Completed) or one with the given status ids. */
export async function insertProject(
  db: Database,
  options: { workspaceId?: number; name?: string; statusIds?: number[]; createdBy?: number } = {},
): Promise<number> {
  const workspaceId = options.workspaceId ?? 1;
  const ids = options.statusIds ?? Object.values(await statusIds(db, workspaceId)).sort((a, b) => a - b);
  const position = await db.$count(projects, eq(projects.workspaceId, workspaceId));
  const [project] = await db
    .insert(projects)
    .values({
      workspaceId,
      name: options.name ?? 'Project',
      color: '#befca9',
      status: 'active',
      template: 'starter',
      clickApps: DEFAULT_CLICK_APPS,
      position,
      createdBy: options.createdBy ?? null,
    })
    .returning({ id: projects.id });
  await db.insert(projectStatuses).values(ids.map((statusId, index) => ({ projectId: project!.id, statusId, position: index })));
  return project!.id;
}

/** A task at the end of its project. */
export async function insertTask(
  db: Database,
  options: {
    projectId: number;
    workspaceId?: number;
    title?: string;
    statusId?: number;
    priorityId?: number | null;
    createdBy?: number;
  },
): Promise<number> {
  const workspaceId = options.workspaceId ?? 1;
  const statusId = options.statusId ?? (await statusIds(db, workspaceId))['to-do']!;
  const [last] = await db
    .select({ position: tasks.position })
    .from(tasks)
    .where(eq(tasks.projectId, options.projectId))
    .orderBy(desc(tasks.position))
    .limit(1);
  const [task] = await db
    .insert(tasks)
    .values({
      workspaceId,
      projectId: options.projectId,
      title: options.title ?? 'Task',
      statusId,
      priorityId: options.priorityId ?? null,
      position: keyBetween(last?.position ?? null, null),
      createdBy: options.createdBy ?? null,
    })
    .returning({ id: tasks.id });
  return task!.id;
}

export async function taskRow(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id)));
  return row;
}

/** An attachment row without a file (for tests of who may delete it); its storage key is random. */
export async function insertMedia(
  db: Database,
  options: { taskId: number; workspaceId?: number; uploadedBy?: number | null; fileName?: string },
): Promise<number> {
  const [row] = await db
    .insert(taskMedia)
    .values({
      workspaceId: options.workspaceId ?? 1,
      taskId: options.taskId,
      fileName: options.fileName ?? 'notes.txt',
      mimeType: 'text/plain',
      size: 0,
      storageKey: randomBytes(16).toString('hex'),
      uploadedBy: options.uploadedBy ?? null,
    })
    .returning({ id: taskMedia.id });
  return row!.id;
}

/**
 * A time entry written straight to the table: `start` and `end` are instants (ISO or epoch ms; no
 * end: running), `pauses` pairs of instants (null end: paused now).
 */
export async function insertTimeEntry(
  db: Database,
  options: {
    userId: number;
    workspaceId?: number;
    taskId?: number | null;
    description?: string;
    start: string | number;
    end?: string | number | null;
    pauses?: [string | number, string | number | null][];
    billable?: boolean;
    hourlyRateMinor?: number | null;
    currency?: string | null;
    source?: 'timer' | 'manual';
  },
): Promise<number> {
  const at = (value: string | number) => new Date(value).toISOString();
  const pauses = `{${(options.pauses ?? []).map(([from, to]) => `[${at(from)},${to === null ? '' : at(to)})`).join(',')}}`;
  const [row] = await db
    .insert(timeEntries)
    .values({
      workspaceId: options.workspaceId ?? 1,
      userId: options.userId,
      taskId: options.taskId ?? null,
      description: options.description ?? 'General work',
      startedAt: new Date(options.start),
      endedAt: options.end === undefined || options.end === null ? null : new Date(options.end),
      pauses,
      billable: options.billable ?? true,
      hourlyRateMinor: options.hourlyRateMinor ?? null,
      currency: options.currency ?? null,
      source: options.source ?? (options.end === undefined || options.end === null ? 'timer' : 'manual'),
    })
    .returning({ id: timeEntries.id });
  return row!.id;
}

/** Sets a project's billing settings. */
export async function setProjectBilling(
  db: Database,
  projectId: number,
  billing: { billable?: boolean; hourlyRateMinor?: number | null; currency?: string },
): Promise<void> {
  await db.update(projects).set(billing).where(eq(projects.id, projectId));
}
