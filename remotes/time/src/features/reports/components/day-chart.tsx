import type { TimeReport } from '@kanri/contracts';
import { formatCalendarDateShort, formatDuration, theme, Tooltip, Typography } from '@kanri/design-system';
import { REPORT_TEXTS } from '../texts';

const T = REPORT_TEXTS.chart;
const CHART_HEIGHT = 160;

const weekdayOf = (date: string) => REPORT_TEXTS.weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/**
 * Hours per day as bars (plain elements, no chart library): the tracked time of each day of the
 * period, its billable part darker; each bar is named for screen readers (day, total, billable).
 */
export function DayChart({ days, today }: { days: TimeReport['by_day']; today: string }) {
  const { token } = theme.useToken();
  const longest = Math.max(0, ...days.map((day) => day.duration_ms));
  const few = days.length <= 14;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <Typography.Text strong>{T.title}</Typography.Text>
      </figcaption>
      <div style={{ overflowX: 'auto', paddingTop: 12 }}>
        <ul
          aria-label={T.title}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            alignItems: 'flex-end',
            gap: few ? 12 : 4,
            minWidth: days.length * (few ? 40 : 14),
          }}
        >
          {days.map((day) => {
            const label = `${weekdayOf(day.date)} ${formatCalendarDateShort(day.date, today)}`;
            const height = longest > 0 ? (day.duration_ms / longest) * CHART_HEIGHT : 0;
            const billableHeight = day.duration_ms > 0 ? (day.billable_ms / day.duration_ms) * height : 0;
            const name = T.bar(label, formatDuration(day.duration_ms), formatDuration(day.billable_ms));
            return (
              <li
                key={day.date}
                aria-label={name}
                data-testid="day-bar"
                style={{ flex: '1 1 0', minWidth: few ? 28 : 10, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
              >
                <Tooltip title={name}>
                  <div
                    aria-hidden
                    style={{
                      width: '100%',
                      maxWidth: 48,
                      height: CHART_HEIGHT,
                      display: 'flex',
                      flexDirection: 'column',
                      justifyContent: 'flex-end',
                    }}
                  >
                    <div
                      style={{
                        height: Math.max(height, day.duration_ms > 0 ? 2 : 0),
                        background: token.colorPrimaryBorder,
                        borderRadius: '4px 4px 0 0',
                        display: 'flex',
                        flexDirection: 'column',
                        justifyContent: 'flex-end',
                        overflow: 'hidden',
                      }}
                    >
                      <div style={{ height: billableHeight, background: token.colorPrimary }} />
                    </div>
                  </div>
                </Tooltip>
                <span
                  aria-hidden
                  style={{
                    fontSize: 11,
                    color: day.date === today ? token.colorPrimary : token.colorTextSecondary,
                    marginTop: 4,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {few ? weekdayOf(day.date) : Number(day.date.slice(8))}
                </span>
                {few ? (
                  <span aria-hidden style={{ fontSize: 11, color: token.colorTextTertiary, whiteSpace: 'nowrap' }}>
                    {formatCalendarDateShort(day.date, today)}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </figure>
  );
}
