import type { DashboardStatistics } from '@kanri/contracts/dashboard';
import { Link } from 'react-router-dom';
import { HOME_TEXTS } from '../texts';
import { Bars, Tile, Widget } from './widget';

type Data = DashboardStatistics | undefined;

/** Project statistics: Open, Closed, Active, Total (their definitions: contracts `@kanri/contracts/dashboard`). */
export function ProjectStatsWidget({ data }: { data: Data }) {
  const T = HOME_TEXTS.projectStats;
  const stats = data?.projects;
  return (
    <Widget
      title={T.title}
      loading={!data}
      rows={3}
      testId="project-stats"
      empty={stats?.total === 0 && { title: T.empty, hint: T.emptyHint }}
    >
      {stats ? (
        <div className="kph-tiles kph-tiles-4">
          <Tile label={T.open} value={stats.open} testId="project-stats-open" />
          <Tile label={T.closed} value={stats.closed} testId="project-stats-closed" />
          <Tile label={T.active} value={stats.active} testId="project-stats-active" />
          <Tile label={T.total} value={stats.total} testId="project-stats-total" />
        </div>
      ) : null}
    </Widget>
  );
}

/** Task statistics: by status, by priority, overdue and due this week. */
export function TaskStatsWidget({ data }: { data: Data }) {
  const T = HOME_TEXTS.taskStats;
  const tasks = data?.tasks;
  return (
    <Widget
      title={T.title}
      loading={!data}
      rows={6}
      testId="task-stats"
      empty={tasks?.total === 0 && { title: T.empty, hint: T.emptyHint }}
    >
      {tasks ? (
        <>
          <div className="kph-tiles">
            <Tile label={T.overdue} value={tasks.overdue} alert={tasks.overdue > 0} testId="task-stats-overdue" />
            <Tile label={T.dueThisWeek} value={tasks.due_this_week} testId="task-stats-due-week" />
          </div>
          <p className="kph-section-label">{T.byStatus}</p>
          <Bars
            label={T.byStatus}
            total={tasks.total}
            items={tasks.by_status.map((bucket) => ({
              key: `s${bucket.id}`,
              name: bucket.name,
              color: bucket.color,
              count: bucket.count,
            }))}
          />
          <p className="kph-section-label">{T.byPriority}</p>
          <Bars
            label={T.byPriority}
            total={tasks.total}
            items={tasks.by_priority.map((bucket) => ({
              key: `p${bucket.id ?? 'none'}`,
              name: bucket.name,
              color: bucket.color,
              count: bucket.count,
            }))}
          />
        </>
      ) : null}
    </Widget>
  );
}

/** The user's todos by status. */
export function TodosWidget({ data }: { data: Data }) {
  const T = HOME_TEXTS.todos;
  const todos = data?.todos;
  return (
    <Widget
      title={T.title}
      extra={
        <Link className="kph-link" to="/dashboard/todos">
          {T.open}
        </Link>
      }
      loading={!data}
      rows={3}
      testId="todos-overview"
      empty={todos?.total === 0 && { title: T.empty, hint: T.emptyHint }}
    >
      {todos ? (
        <div className="kph-tiles kph-tiles-4">
          <Tile label={T.pending} value={todos.pending} />
          <Tile label={T.inProgress} value={todos.in_progress} />
          <Tile label={T.completed} value={todos.completed} />
          <Tile label={T.cancelled} value={todos.cancelled} />
        </div>
      ) : null}
    </Widget>
  );
}
