import type { Project, Status } from '@kanri/contracts';
import { formatCalendarDate, Tag } from '@kanri/design-system';
import { PROJECT_TEXTS } from './project-texts';

const T = PROJECT_TEXTS.page;

/** `YYYY-MM-DD` as `Mar 4, 2026`; text that is not a calendar date is shown as it is. */
const day = (date: string) => formatCalendarDate(date) || date;

/** A project's start and end dates in one line: `Mar 4, 2026 – Apr 30, 2026`, `Starts …`, `Due …` or `No dates`. */
export function formatProjectDates(project: Pick<Project, 'start_date' | 'end_date'>): string {
  const { start_date: start, end_date: end } = project;
  if (start && end) return `${day(start)} – ${day(end)}`;
  if (start) return T.startsOn(day(start));
  if (end) return T.endsOn(day(end));
  return T.noDates;
}

export function ProjectStatusTag({ status }: { status: Project['status'] }) {
  return (
    <Tag color={status === 'active' ? 'green' : 'purple'} style={{ marginInlineEnd: 0 }}>
      {PROJECT_TEXTS.status[status]}
    </Tag>
  );
}

/**
 * The project's tasks: the total, a bar split by status (in the project's status order, with the
 * workspace's status colours) and the count of each status.
 */
export function ProjectTaskSummary({ project, statuses }: { project: Project; statuses: readonly Status[] }) {
  const byId = new Map(statuses.map((status) => [status.id, status]));
  const counts = project.status_counts.map((entry) => ({
    ...entry,
    name: byId.get(entry.status_id)?.name ?? `#${entry.status_id}`,
    color: byId.get(entry.status_id)?.color ?? '#64748b',
  }));
  const total = project.task_count;
  return (
    <div style={{ display: 'grid', gap: 6, minWidth: 0 }}>
      <span style={{ fontWeight: 600 }}>{T.tasks(total)}</span>
      {total > 0 ? (
        <div
          aria-hidden
          style={{ display: 'flex', height: 6, borderRadius: 3, overflow: 'hidden', background: 'rgba(255,255,255,0.08)' }}
        >
          {counts
            .filter((entry) => entry.count > 0)
            .map((entry) => (
              <span
                key={entry.status_id}
                title={`${entry.name}: ${entry.count}`}
                style={{ flexGrow: entry.count, flexBasis: 0, background: entry.color }}
              />
            ))}
        </div>
      ) : null}
      {counts.length > 0 ? (
        <ul
          aria-label={T.byStatus(project.name)}
          style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 10px', margin: 0, padding: 0, listStyle: 'none' }}
        >
          {counts.map((entry) => (
            <li
              key={entry.status_id}
              data-status-id={entry.status_id}
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 4,
                fontSize: 12,
                maxWidth: '100%',
                color: entry.count > 0 ? 'rgba(255,255,255,0.75)' : 'rgba(255,255,255,0.4)',
              }}
            >
              <span aria-hidden style={{ width: 8, height: 8, borderRadius: 2, background: entry.color, flexShrink: 0 }} />
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 120 }}>
                {entry.name}
              </span>{' '}
              <strong style={{ fontWeight: 600 }}>{entry.count}</strong>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
