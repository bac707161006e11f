import { DASHBOARD_PERIODS, type DashboardPeriod } from '@kanri/contracts/dashboard-constants';
import type { DashboardStatistics } from '@kanri/contracts/dashboard';
import { Avatar, initials, Segmented, Tag } from '@kanri/design-system';
import { HOME_TEXTS } from '../texts';
import { Widget } from './widget';

const T = HOME_TEXTS.timeSheet;

/** The time sheet of a period: per member, hours and the projects tracked (the user's own row only, unless admin or manager). */
export function TimeSheetWidget({
  data,
  period,
  onPeriodChange,
}: {
  data: DashboardStatistics | undefined;
  period: DashboardPeriod;
  onPeriodChange: (period: DashboardPeriod) => void;
}) {
  const sheet = data?.time_sheet;
  return (
    <Widget
      title={T.title}
      toolbar={
        <Segmented<DashboardPeriod>
          size="small"
          aria-label={T.title}
          value={period}
          onChange={onPeriodChange}
          options={DASHBOARD_PERIODS.map((value) => ({ value, label: T.periods[value] }))}
        />
      }
      loading={!data}
      rows={4}
      testId="time-sheet"
      empty={sheet?.rows.length === 0 && { title: T.empty, hint: T.emptyHint }}
    >
      <ul className="kph-list" aria-label={T.title}>
        {sheet?.rows.map((row) => (
          <li key={row.user.id} className="kph-row">
            <Avatar size={32} src={row.user.photo_url ?? undefined}>
              {initials(row.user.full_name)}
            </Avatar>
            <div className="kph-row-main">
              <div className="kph-ellipsis" title={row.user.full_name}>
                {row.user.full_name}
              </div>
              <div className="kph-tags">
                {row.projects.length === 0 ? (
                  <span className="kph-row-sub">{T.noProject}</span>
                ) : (
                  row.projects.map((project) => (
                    <Tag key={project.id} title={project.name} className="kph-project-tag">
                      <span className="kph-dot" style={{ background: project.color, width: 8, height: 8 }} aria-hidden />
                      <span className="kph-ellipsis">{project.name}</span>
                    </Tag>
                  ))
                )}
              </div>
            </div>
            <span className="kph-sheet-hours" aria-label={`${row.total_hours} ${T.hours}`}>
              {row.total_hours.toFixed(2)} h
            </span>
          </li>
        ))}
      </ul>
    </Widget>
  );
}
