import {
  addDays,
  dayOf,
  endOfMonth,
  isAllowed,
  startOfDay,
  startOfMonth,
  startOfWeek,
  type WeekStartDay,
} from '@kanri/contracts';
import {
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_PROJECT_LIMIT,
  DASHBOARD_TEAM_LIMIT,
  DEFAULT_DASHBOARD_PERIOD,
  type DashboardPeriod,
  type DashboardStatistics,
  type dashboardStatisticsQuerySchema,
} from '@kanri/contracts/dashboard';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import {
  memberPresence,
  notifications,
  settings,
  priorities,
  projects,
  roles,
  statuses,
  taskActivities,
  taskAssignees,
  tasks,
  taskTallyVersions,
  timeEntries,
  todos,
  users,
  workspaceMembers,
} from '../../db/schema.js';
import { intArray, queryRows } from '../../db/statements.js';
import type { RequestAuth } from '../../plugins/app/auth.js';
import { busyOf, freshPresence, PRESENCE_STALE_PINGS, presenceStatusOf } from '../../realtime/presence.js';
import { instant, iso, NOW_MS, spanMeets, trackedMsOf } from '../time-entry-sql.js';
import { fullNameOf, userActorOf } from '../user-sql.js';
import type { TaskTallies, TaskTallyCache } from './task-tally-cache.js';

type Query = z.output<typeof dashboardStatisticsQuerySchema>;

export interface DashboardContext {
  db: Database;
  config: Pick<ApiConfig, 'realtimePingSeconds'>;
  /** The tallies read before; without it every request counts the tasks. */
  tallies?: TaskTallyCache;
}

/**
 * The dates (both included) of a time-sheet period around `today`; weeks from Sunday (0) or Monday
 * (1), as the workspace's `week_start` says.
 */
export function periodDates(
  period: DashboardPeriod,
  today: string,
  weekStartsOn: WeekStartDay = 0,
): { from: string; to: string } {
  const first = startOfWeek(today, weekStartsOn);
  switch (period) {
    case 'this-week':
      return { from: first, to: addDays(first, 6) };
    case 'last-week':
      return { from: addDays(first, -7), to: addDays(first, -1) };
    case 'this-month':
      return { from: startOfMonth(today), to: endOfMonth(today) };
    case 'last-month': {
      const last = addDays(startOfMonth(today), -1);
      return { from: startOfMonth(last), to: last };
    }
  }
}

interface Row {
  projects: DashboardStatistics['projects'];
  current_projects: DashboardStatistics['current_projects'];
  task_totals: { total: number; active: number; completed: number; overdue: number; due_this_week: number };
  by_status: DashboardStatistics['tasks']['by_status'];
  by_priority: DashboardStatistics['tasks']['by_priority'];
  todos: DashboardStatistics['todos'];
  today_time: DashboardStatistics['today_time'];
  sheet: DashboardStatistics['time_sheet']['rows'];
  activities: DashboardStatistics['activities'];
  team_total: number;
  team_online: number;
  members: DashboardStatistics['team']['members'];
  unread: number;
  monday: boolean;
  tally_version: number;
  /** The tallies when they were counted (not the cached ones). */
  tallies: TaskTallies | null;
}

/**
 * GET /dashboard/statistics: every figure of the dashboard home for the caller (contracts
 * `@kanri/contracts/dashboard` defines each), in one statement: the workspace's tasks are counted
 * once from an index (every task and project figure is taken from those counts), the open ones'
 * assignees from another — or, when `task_tally_versions` says no task changed since, those tallies
 * are taken from `ctx.tallies` (sent as arrays, checked against the version in the same snapshot);
 * the caller's todos, today's time and unread count through their indexes; the time sheet splits the
 * period's entries like the time reports (tracked time, pauses left out); the activities are the
 * newest of the task log and of the entries; the team with presence as GET /users has it.
 */
export async function dashboardStatistics(
  ctx: DashboardContext,
  auth: RequestAuth,
  query: Query,
  now = Date.now(),
): Promise<DashboardStatistics> {
  const ws = auth.workspaceId;
  const uid = auth.user.id;
  const zone = query.time_zone ?? 'UTC';
  const period = query.period ?? DEFAULT_DASHBOARD_PERIOD;
  const everyone = isAllowed(auth.role, 'time.listAll');
  const today = dayOf(now, zone);
  const todayFrom = instant(startOfDay(today, zone));
  const todayTo = instant(startOfDay(addDays(today, 1), zone));
  // The week starts on the workspace's `week_start`, read in the statement: both weeks' dates are
  // sent and `prefs.monday` picks one (the same dates when the period is a month).
  const weekOf = (day: WeekStartDay) => {
    const dates = periodDates(period, today, day);
    const weekEnd = addDays(startOfWeek(today, day), 6);
    return { dates, weekEnd, from: startOfDay(dates.from, zone), to: startOfDay(addDays(dates.to, 1), zone) };
  };
  const sun = weekOf(0);
  const mon = weekOf(1);
  const pick = (bySunday: SQL, byMonday: SQL) =>
    sql`(case when (select monday from prefs) then ${byMonday} else ${bySunday} end)`;
  const sheetFrom = pick(instant(sun.from), instant(mon.from));
  const sheetTo = pick(instant(sun.to), instant(mon.to));
  const staleMs = PRESENCE_STALE_PINGS * ctx.config.realtimePingSeconds * 1000;
  const e = sql`e`;
  const whose = everyone ? sql`` : sql`and e.user_id = ${uid}`;
  // The workspace-wide tallies are reused when the version read in this statement is the one they
  // were counted at (no cached version: -1, never a version); otherwise they are counted again.
  const cached = ctx.tallies?.get(ws, today);
  const cachedVersion = cached?.version ?? -1;
  const reuse = sql`(select version from tally_version) = ${cachedVersion}`;
  const recount = sql`(select version from tally_version) <> ${cachedVersion}`;
  const groups = cached?.tallies.groups;
  const open = cached?.tallies.open;

  const [row] = await queryRows<Row>(
    ctx.db,
    sql`with prefs as materialized (
      select coalesce((select st.week_start = 'monday' from ${settings} st where st.workspace_id = ${ws}), false) as monday
    ),
    tally_version as materialized (
      -- Read in the statement's snapshot, with the tasks: no version (0) is never reused.
      select coalesce((select v.version from ${taskTallyVersions} v where v.workspace_id = ${ws}), 0)::float8 as version
    ),
    task_groups as materialized (
      -- Every task counted once by project, status and priority (a few rows), from an index-only scan of
      -- tasks_workspace_project_status_priority_due_index; every task figure is summed from those.
      -- Only one of the two branches runs (each one's condition is a one-time filter).
      select c.* from unnest(${intArray(groups?.project_id ?? [])}, ${intArray(groups?.status_id ?? [])},
          ${intArray(groups?.priority_id ?? [])}, ${intArray(groups?.n ?? [])}, ${intArray(groups?.overdue ?? [])},
          ${intArray(groups?.due_week_sunday ?? [])}, ${intArray(groups?.due_week_monday ?? [])})
        as c(project_id, status_id, priority_id, n, overdue, due_week_sunday, due_week_monday)
      where ${reuse}
      union all
      select t.project_id, t.status_id, t.priority_id, count(*)::int as n,
        (count(*) filter (where t.due_date < ${today}::date))::int as overdue,
        (count(*) filter (where t.due_date between ${today}::date and ${sun.weekEnd}::date))::int as due_week_sunday,
        (count(*) filter (where t.due_date between ${today}::date and ${mon.weekEnd}::date))::int as due_week_monday
      from ${tasks} t
      where t.workspace_id = ${ws} and ${recount}
      group by t.project_id, t.status_id, t.priority_id
    ),
    by_project_status as materialized (
      select c.project_id, c.status_id, c.n, c.overdue, ${pick(sql`c.due_week_sunday`, sql`c.due_week_monday`)} as due_week,
        s.category = 'done' as done
      from task_groups c join ${statuses} s on s.id = c.status_id
    ),
    open_work as materialized (
      -- Active tasks by assignee and project: each member's open tasks, and the caller's projects.
      -- The open statuses as a list of ids (\`= any\`, not \`<> all\`, which the planner cannot
      -- estimate: it took every task for a few hundred and hashed them all), so only the open tasks'
      -- entries of tasks_workspace_status_project_id_index are read and joined to the assignees.
      select w.* from unnest(${intArray(open?.user_id ?? [])}, ${intArray(open?.project_id ?? [])}, ${intArray(open?.n ?? [])})
        as w(user_id, project_id, n)
      where ${reuse}
      union all
      select ta.user_id, t.project_id, count(*)::int as n
      from ${taskAssignees} ta join ${tasks} t on t.id = ta.task_id
      where t.workspace_id = ${ws} and ${recount}
        and t.status_id = any(array(select s.id from ${statuses} s where s.workspace_id = ${ws} and s.category <> 'done'))
      group by ta.user_id, t.project_id
    ),
    project_rows as materialized (
      select p.id, p.name, p.color, p.status, p.position, p.created_by,
        p.id in (select w.project_id from open_work w where w.user_id = ${uid}) as mine,
        coalesce(c.n, 0)::int as tasks_total, coalesce(c.done, 0)::int as tasks_completed
      from ${projects} p
      left join (select project_id, sum(n) as n, sum(n) filter (where done) as done from by_project_status group by project_id) c
        on c.project_id = p.id
      where p.workspace_id = ${ws}
    ),
    sheet_split as (
      select e.user_id, t.project_id, ${trackedMsOf(e, { from: sheetFrom, to: sheetTo })} as ms
      from ${timeEntries} e left join ${tasks} t on t.id = e.task_id
      where e.workspace_id = ${ws} ${whose} and ${spanMeets(e, sheetFrom, sheetTo)}
    ),
    sheet as (
      select s.user_id, round(sum(s.ms))::float8 as ms,
        coalesce(jsonb_agg(distinct jsonb_build_object('id', p.id, 'name', p.name, 'color', p.color))
          filter (where p.id is not null and s.ms > 0), '[]') as projects
      from sheet_split s left join ${projects} p on p.id = s.project_id
      group by s.user_id having sum(s.ms) > 0
    ),
    activity as (
      (select 'task-' || a.id as key, case a.type when 'created' then 'create' when 'updated' then 'update' else a.type end as type,
        a.user_id, a.field, t.title as target, a.task_id, a.created_at as at
      from ${taskActivities} a join ${tasks} t on t.id = a.task_id
      where a.workspace_id = ${ws} order by a.id desc limit ${DASHBOARD_ACTIVITY_LIMIT})
      union all
      (select 'start-' || e.id, 'start', e.user_id, null, coalesce(t.title, e.description), e.task_id, e.started_at
      from ${timeEntries} e left join ${tasks} t on t.id = e.task_id
      where e.workspace_id = ${ws} ${whose} order by e.started_at desc limit ${DASHBOARD_ACTIVITY_LIMIT})
      union all
      (select 'stop-' || e.id, 'stop', e.user_id, null, coalesce(t.title, e.description), e.task_id, e.ended_at
      from ${timeEntries} e left join ${tasks} t on t.id = e.task_id
      where e.workspace_id = ${ws} ${whose} and e.ended_at is not null order by e.started_at desc limit ${DASHBOARD_ACTIVITY_LIMIT})
    ),
    presence as (
      select p.user_id, sum(p.connections)::int as connections, sum(p.idle_connections)::int as idle
      from ${memberPresence} p where p.workspace_id = ${ws} and ${freshPresence(staleMs)} group by p.user_id
    ),
    team as (
      select u.id, u.first_name, u.last_name, u.email, u.photo_url, r.slug as role, coalesce(w.n, 0) as open_tasks,
        ${presenceStatusOf(sql`pr.connections`, sql`pr.idle`, busyOf(sql`${ws}::int`, sql`m.user_id`))} as presence
      from ${workspaceMembers} m
      join ${users} u on u.id = m.user_id
      join ${roles} r on r.id = m.role_id
      left join presence pr on pr.user_id = m.user_id
      left join (select user_id, sum(n)::int as n from open_work group by user_id) w on w.user_id = m.user_id
      where m.workspace_id = ${ws} and m.status = 'active'
    )
    select
      (select json_build_object('total', count(*), 'active', count(*) filter (where status = 'active'),
        'closed', count(*) filter (where tasks_total > 0 and tasks_completed = tasks_total),
        'open', count(*) filter (where not (tasks_total > 0 and tasks_completed = tasks_total)))
        from project_rows) as projects,
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'color', c.color, 'status', c.status,
          'tasks_total', c.tasks_total, 'tasks_completed', c.tasks_completed) order by c.ord), '[]')
        from (select pr.*, row_number() over (order by pr.tasks_completed < pr.tasks_total desc, pr.position, pr.id) as ord
          from project_rows pr where pr.created_by = ${uid} or pr.mine
          order by ord limit ${DASHBOARD_PROJECT_LIMIT}) c) as current_projects,
      (select json_build_object('total', coalesce(sum(n), 0), 'active', coalesce(sum(n) filter (where not done), 0),
        'completed', coalesce(sum(n) filter (where done), 0), 'overdue', coalesce(sum(overdue) filter (where not done), 0),
        'due_this_week', coalesce(sum(due_week) filter (where not done), 0))
        from by_project_status) as task_totals,
      (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'color', s.color, 'count', coalesce(c.n, 0),
          'category', s.category) order by s.position, s.id), '[]')
        from ${statuses} s left join (select status_id, sum(n)::int as n from by_project_status group by status_id) c
          on c.status_id = s.id
        where s.workspace_id = ${ws}) as by_status,
      (select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, 'color', x.color, 'count', x.n)
          order by x.ord, x.position, x.id), '[]')
        from (
          select p.id, p.name, p.color, p.position, 0 as ord, coalesce(c.n, 0) as n
          from ${priorities} p
          left join (select priority_id, sum(n)::int as n from task_groups group by priority_id) c on c.priority_id = p.id
          where p.workspace_id = ${ws}
          union all
          select null, 'No priority', '#64748b', 0, 1, sum(c.n)::int from task_groups c
          where c.priority_id is null having count(*) > 0
        ) x) as by_priority,
      (select json_build_object('total', count(*), 'pending', count(*) filter (where d.status = 'pending'),
        'in_progress', count(*) filter (where d.status = 'in_progress'),
        'completed', count(*) filter (where d.status = 'completed'),
        'cancelled', count(*) filter (where d.status = 'cancelled'))
        from ${todos} d where d.workspace_id = ${ws} and d.user_id = ${uid}) as todos,
      (select json_build_object('duration_ms', coalesce(round(sum(${trackedMsOf(e, { from: todayFrom, to: todayTo })})), 0)::float8,
        'running', coalesce(bool_or(e.ended_at is null and not upper_inf(e.pauses) and e.started_at <= ${NOW_MS}), false))
        from ${timeEntries} e
        where e.workspace_id = ${ws} and e.user_id = ${uid} and ${spanMeets(e, todayFrom, todayTo)}) as today_time,
      (select coalesce(json_agg(json_build_object('user', ${userActorOf(sql`u`)}, 'duration_ms', sh.ms,
          'total_hours', round((sh.ms / 3600000)::numeric, 2)::float8, 'projects', sh.projects)
          order by sh.ms desc, ${fullNameOf(sql`u`)}, u.id), '[]')
        from sheet sh join ${users} u on u.id = sh.user_id) as sheet,
      (select coalesce(json_agg(json_build_object('key', a.key, 'type', a.type,
          'user', case when u.id is null then null else ${userActorOf(sql`u`)} end, 'field', a.field, 'target', a.target,
          'task_id', a.task_id, 'at', ${iso(sql`a.at`)}) order by a.at desc, a.key desc), '[]')
        from (select * from activity order by at desc, key desc limit ${DASHBOARD_ACTIVITY_LIMIT}) a
        left join ${users} u on u.id = a.user_id) as activities,
      (select count(*)::int from team) as team_total,
      (select count(*)::int from team where presence <> 'offline') as team_online,
      (select coalesce(json_agg(json_build_object('id', t.id, 'full_name', ${fullNameOf(sql`t`)},
          'email', t.email, 'photo_url', t.photo_url, 'role', t.role, 'presence', t.presence, 'open_tasks', t.open_tasks)
          order by t.rank, t.name, t.id), '[]')
        from (select team.*, ${fullNameOf(sql`team`)} as name,
            array_position(array['online', 'busy', 'away', 'offline'], presence) as rank
          from team order by rank, name, id limit ${DASHBOARD_TEAM_LIMIT}) t) as members,
      (select count(*)::int from ${notifications} n
        where n.workspace_id = ${ws} and n.user_id = ${uid} and n.read_at is null) as unread,
      (select monday from prefs) as monday,
      (select version from tally_version) as tally_version,
      case when ${recount} then json_build_object(
        'groups', (select json_build_object('project_id', coalesce(json_agg(project_id), '[]'),
          'status_id', coalesce(json_agg(status_id), '[]'), 'priority_id', coalesce(json_agg(priority_id), '[]'),
          'n', coalesce(json_agg(n), '[]'), 'overdue', coalesce(json_agg(overdue), '[]'),
          'due_week_sunday', coalesce(json_agg(due_week_sunday), '[]'), 'due_week_monday', coalesce(json_agg(due_week_monday), '[]'))
          from task_groups),
        'open', (select json_build_object('user_id', coalesce(json_agg(user_id), '[]'),
          'project_id', coalesce(json_agg(project_id), '[]'), 'n', coalesce(json_agg(n), '[]')) from open_work))
      end as tallies`,
  );
  const r = row!;
  if (r.tallies && r.tally_version > 0) ctx.tallies?.store(ws, today, { version: r.tally_version, tallies: r.tallies });
  const sheetDates = (r.monday ? mon : sun).dates;
  return {
    totalProjects: r.projects.total,
    activeTasks: r.task_totals.active,
    completedTasks: r.task_totals.completed,
    totalUsers: r.team_total,
    time_zone: zone,
    today,
    projects: { open: r.projects.open, closed: r.projects.closed, active: r.projects.active, total: r.projects.total },
    current_projects: r.current_projects,
    tasks: {
      total: r.task_totals.total,
      by_status: r.by_status,
      by_priority: r.by_priority,
      overdue: r.task_totals.overdue,
      due_this_week: r.task_totals.due_this_week,
    },
    todos: r.todos,
    today_time: r.today_time,
    time_sheet: { period, from: sheetDates.from, to: sheetDates.to, scope: everyone ? 'all' : 'own', rows: r.sheet },
    activities: r.activities,
    team: { total: r.team_total, online: r.team_online, members: r.members },
    notifications: { unread: r.unread },
  };
}
