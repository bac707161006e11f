/**
 * `@kanri/contracts/dashboard`: the dashboard home's figures, `GET /api/v1/dashboard/statistics`
 * (spec §2 Dashboard home, §3 Dashboard statistics and the sample records, §7, §9). Not part of the
 * main entry: the projects-tasks remote and the API import it.
 *
 * Every figure is computed by the server for the current workspace and the caller:
 * - Projects and tasks are everyone's in the workspace (as GET /projects and GET /tasks show them).
 *   A task is *completed* when its status is of category `done`, *active* otherwise.
 * - Project statistics (the data model has the statuses `active` and `planning`, and no closed
 *   state of its own): **Total** every project; **Active** those with status `active`; **Closed**
 *   those with at least one task and every task completed; **Open** the rest (Total − Closed: work
 *   left, or no task yet).
 * - Task statistics: counts by status (every status of the workspace, in order, zeros included) and
 *   by priority (every priority, then "no priority" when any); **overdue**: active tasks due before
 *   today; **due this week**: active tasks due from today to the end of the week (the workspace's
 *   `week_start`: Sunday to Saturday, or Monday to Sunday), in the caller's `time_zone`.
 * - Todos, Today's Time and the unread notifications are the caller's own.
 * - The time sheet: tracked time (pauses left out) in the period per member, with the projects of
 *   the tasks tracked; members see their own row, admins and managers (`time.listAll`) everyone's.
 * - Recent activities: the task activity log (everyone's, tasks are shared) and time entries
 *   started and stopped (the caller's own, everyone's for `time.listAll`), newest first.
 * - Team members: the workspace's active members with their live presence and open tasks.
 */
import { z } from 'zod';
import { actorSchema } from './common.js';
import { PRESENCE_STATUSES } from './realtime-constants.js';
import { ROLES } from './role-constants.js';
import { DASHBOARD_ACTIVITY_TYPES, DASHBOARD_MESSAGES, DASHBOARD_PERIODS } from './dashboard-constants.js';
import { timeZoneSchema } from './time-entries.js';

export * from './dashboard-constants.js';

/** GET /dashboard/statistics?time_zone=&period=: "today" and the weeks in `time_zone` (UTC by default); the time sheet's period (this-week by default). */
export const dashboardStatisticsQuerySchema = z.object({
  time_zone: timeZoneSchema.optional(),
  period: z.enum(DASHBOARD_PERIODS, { error: DASHBOARD_MESSAGES.periodInvalid }).optional(),
});
export type DashboardStatisticsQuery = z.input<typeof dashboardStatisticsQuerySchema>;

const count = z.number().int();

export const dashboardProjectStatsSchema = z.object({ open: count, closed: count, active: count, total: count });

/** A project the caller works on: created it, or has an active task in it assigned to them (active ones first). */
export const dashboardProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  status: z.string(),
  tasks_total: count,
  tasks_completed: count,
});
export type DashboardProject = z.infer<typeof dashboardProjectSchema>;

export const dashboardTaskBucketSchema = z.object({
  /** The status or priority; null: tasks without a priority. */
  id: z.number().int().nullable(),
  name: z.string(),
  color: z.string(),
  count,
});
export type DashboardTaskBucket = z.infer<typeof dashboardTaskBucketSchema>;

export const dashboardTaskStatsSchema = z.object({
  total: count,
  by_status: z.array(dashboardTaskBucketSchema.extend({ category: z.enum(['todo', 'in_progress', 'done']) })),
  by_priority: z.array(dashboardTaskBucketSchema),
  overdue: count,
  due_this_week: count,
});

/** The caller's todos by status. */
export const dashboardTodoStatsSchema = z.object({
  total: count,
  pending: count,
  in_progress: count,
  completed: count,
  cancelled: count,
});

/** The caller's tracked time today (pauses left out); `running`: their timer runs now (the figure grows). */
export const dashboardTodayTimeSchema = z.object({ duration_ms: z.number(), running: z.boolean() });

export const dashboardTimeSheetRowSchema = z.object({
  user: actorSchema,
  duration_ms: z.number(),
  /** Hours to the hundredth. */
  total_hours: z.number(),
  projects: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
});
export type DashboardTimeSheetRow = z.infer<typeof dashboardTimeSheetRowSchema>;

export const dashboardTimeSheetSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** The period's dates, both included, in the time zone. */
  from: z.string(),
  to: z.string(),
  /** Everyone's rows (admins, managers) or the caller's own. */
  scope: z.enum(['all', 'own']),
  rows: z.array(dashboardTimeSheetRowSchema),
});

/** Who did what to which, when (spec §3 activity record): a task's log entry, or a timer started or stopped. */
export const dashboardActivitySchema = z.object({
  /** `task-<activity id>`, `start-<entry id>` or `stop-<entry id>`. */
  key: z.string(),
  type: z.enum(DASHBOARD_ACTIVITY_TYPES),
  user: actorSchema.nullable(),
  /** For an update: the field changed (`status_id`, `title`...). */
  field: z.string().nullable(),
  /** The task's title, or the entry's description without task. */
  target: z.string(),
  task_id: z.number().int().nullable(),
  at: z.string(),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

export const dashboardMemberSchema = actorSchema.extend({
  role: z.enum(ROLES),
  presence: z.enum(PRESENCE_STATUSES),
  /** Active tasks assigned to them. */
  open_tasks: count,
});
export type DashboardMember = z.infer<typeof dashboardMemberSchema>;

export const dashboardStatisticsSchema = z.object({
  /** Spec §3 Dashboard statistics. */
  totalProjects: count,
  activeTasks: count,
  completedTasks: count,
  totalUsers: count,
  time_zone: z.string(),
  /** Today's date in the time zone. */
  today: z.string(),
  projects: dashboardProjectStatsSchema,
  current_projects: z.array(dashboardProjectSchema),
  tasks: dashboardTaskStatsSchema,
  todos: dashboardTodoStatsSchema,
  today_time: dashboardTodayTimeSchema,
  time_sheet: dashboardTimeSheetSchema,
  activities: z.array(dashboardActivitySchema),
  /**
   * Active members: how many, how many of them are present (any status but offline, as GET /users
   * has it), and the first DASHBOARD_TEAM_LIMIT (online first, then by name).
   */
  team: z.object({ total: count, online: count, members: z.array(dashboardMemberSchema) }),
  notifications: z.object({ unread: count }),
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;
