import { addDays, dayOf, TIME_ENTRIES_MAX_PER_PAGE, weekday } from '@kanri/contracts';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorPanel,
  Flex,
  formatCalendarDateShort,
  formatDuration,
  PageHeader,
  PlusOutlined,
  Skeleton,
  theme,
  Typography,
  useTimeZone,
  useWeekStartsOn,
} from '@kanri/design-system';
import { useMemo, useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAllTimeEntries } from '../../../shared/queries';
import { TimeNav } from '../../../shared/time-nav';
import { useTimesheetSave } from '../api/use-timesheet-save';
import { AddRowDialog } from '../components/add-row-dialog';
import { TimesheetCell } from '../components/timesheet-cell';
import { WeekPicker } from '../components/week-picker';
import { TIMESHEET_TEXTS } from '../texts';
import { buildTimesheet, cellKey, rowKey, type RowSeed, type TimesheetRow } from '../timesheet-grid';
import { weekOf } from '../week';

const T = TIMESHEET_TEXTS;

/**
 * Bounds of the Task column's content: a long title wraps (two lines at most) instead of widening
 * the column, so the seven days and Total keep their room; below the minimum the table scrolls.
 */
const TASK_COLUMN = { minWidth: 200, maxWidth: 320 } as const;

/** A value just saved, shown until the entries are read again after `at`. */
interface Saved {
  ms: number;
  at: number;
}

/**
 * `/dashboard/time/timesheet`: the caller's week (Sunday to Saturday, or Monday to Sunday when the
 * workspace's week starts on Monday, in their time zone), one row
 * per task or description without task, one column per day. A cell takes a typed duration and
 * saves it with PUT /time-entries/timesheet (the server adds, shortens or removes manual entries);
 * totals per row, per day and for the week. Add Row picks a task or a description.
 */
export default function TimesheetPage() {
  const timeZone = useTimeZone();
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const today = dayOf(Date.now(), timeZone);
  const week = weekOf(params.get('week'), today, useWeekStartsOn());
  const entries = useAllTimeEntries({
    period: 'custom',
    from: week.from,
    to: week.to,
    time_zone: timeZone,
    per_page: TIME_ENTRIES_MAX_PER_PAGE,
  });
  const save = useTimesheetSave();
  const [extraRows, setExtraRows] = useState<RowSeed[]>([]);
  const [saved, setSaved] = useState<Map<string, Saved>>(() => new Map());
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const [adding, setAdding] = useState(false);

  const readAt = entries.dataUpdatedAt;
  const grid = useMemo(() => {
    if (!entries.data) return null;
    const overrides = new Map<string, number>();
    for (const [key, value] of saved) if (value.at > readAt) overrides.set(key, value.ms);
    return buildTimesheet({ entries: entries.data.items, dates: week.dates, timeZone, now: readAt, extraRows, overrides });
  }, [entries.data, week.dates, timeZone, readAt, extraRows, saved]);

  const goToWeek = (sunday: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (sunday === null) next.delete('week');
        else next.set('week', sunday);
        return next;
      },
      { replace: true },
    );

  // Named by the date itself: the week may start on Monday.
  const dayName = (date: string) => T.weekdays[weekday(date)]!;
  const dayLabel = (date: string) => `${dayName(date)} ${formatCalendarDateShort(date, today)}`;

  async function saveCell(row: TimesheetRow, date: string, index: number, ms: number) {
    const key = cellKey(row.key, date);
    setFailure(null);
    try {
      const kept = await save({
        date,
        time_zone: timeZone,
        task_id: row.taskId,
        ...(row.taskId === null ? { description: row.description } : {}),
        duration_ms: ms,
      });
      setSaved((current) => new Map(current).set(key, { ms: kept, at: Date.now() }));
    } catch (error) {
      setFailure({ key, message: T.cellFailed(row.title, dayLabel(date), (error as Error).message) });
      throw error;
    }
  }

  function addRow(seed: RowSeed) {
    setExtraRows((rows) => (rows.some((row) => rowKey(row) === rowKey(seed)) ? rows : [...rows, seed]));
  }

  const cellStyle: CSSProperties = {
    padding: '6px 8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'right',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  };
  const headStyle: CSSProperties = { ...cellStyle, color: token.colorTextSecondary, fontWeight: 500 };

  let body;
  if (entries.isError) {
    body = <ErrorPanel title={T.loadFailed} description={entries.error.message} onRetry={() => void entries.refetch()} />;
  } else if (!grid) {
    body = <Skeleton active paragraph={{ rows: 6 }} title={false} />;
  } else if (grid.rows.length === 0) {
    body = (
      <div style={{ padding: '40px 0' }}>
        <EmptyState
          title={T.empty}
          hint={T.emptyHint}
          action={
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
              {T.addRow}
            </Button>
          }
        />
      </div>
    );
  } else {
    body = (
      <div style={{ overflowX: 'auto' }}>
        <table aria-label={T.tableLabel} style={{ width: '100%', borderCollapse: 'collapse', minWidth: 860 }}>
          <thead>
            <tr>
              <th scope="col" style={{ ...headStyle, textAlign: 'left' }}>
                {T.columns.row}
              </th>
              {grid.dates.map((date) => (
                <th
                  key={date}
                  scope="col"
                  style={{ ...headStyle, color: date === today ? token.colorPrimary : headStyle.color }}
                  aria-label={dayLabel(date)}
                >
                  <div>{dayName(date)}</div>
                  <div style={{ fontSize: 12, fontWeight: 400 }}>{formatCalendarDateShort(date, today)}</div>
                </th>
              ))}
              <th scope="col" style={headStyle}>
                {T.columns.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row.key} data-testid="timesheet-row" data-row-key={row.key}>
                <th scope="row" style={{ ...cellStyle, textAlign: 'left', fontWeight: 400, whiteSpace: 'normal' }}>
                  <Flex align="center" gap={8} style={TASK_COLUMN}>
                    <span
                      aria-hidden
                      style={{
                        width: 8,
                        height: 8,
                        borderRadius: '50%',
                        flexShrink: 0,
                        background: row.projectColor ?? token.colorTextQuaternary,
                      }}
                    />
                    <div style={{ flex: '1 1 auto', minWidth: 0 }}>
                      {/* the clamp sits on a div: antd's Typography overwrites WebkitLineClamp in its own style */}
                      <div
                        title={row.title}
                        style={{
                          display: '-webkit-box',
                          WebkitBoxOrient: 'vertical',
                          WebkitLineClamp: 2,
                          overflow: 'hidden',
                          overflowWrap: 'anywhere',
                        }}
                      >
                        <Typography.Text>{row.title}</Typography.Text>
                      </div>
                      <Typography.Text
                        type="secondary"
                        ellipsis
                        title={row.taskId === null ? undefined : (row.projectName ?? undefined)}
                        // inline-size containment: the unwrapped project name must not set the column's minimum width
                        style={{ display: 'block', fontSize: 12, contain: 'inline-size' }}
                      >
                        {row.taskId === null ? T.noTask : (row.projectName ?? '')}
                      </Typography.Text>
                    </div>
                  </Flex>
                </th>
                {grid.dates.map((date, index) => (
                  <td key={date} style={{ ...cellStyle, padding: '2px 4px' }}>
                    <TimesheetCell
                      label={T.cellLabel(row.title, dayLabel(date))}
                      value={row.cells[date] ?? 0}
                      disabled={date > today}
                      failed={failure?.key === cellKey(row.key, date)}
                      onSave={(ms) => saveCell(row, date, index, ms)}
                      onInvalid={() =>
                        setFailure({
                          key: cellKey(row.key, date),
                          message: T.cellFailed(row.title, dayLabel(date), T.cellInvalid),
                        })
                      }
                    />
                  </td>
                ))}
                <td style={{ ...cellStyle, fontWeight: 600 }} aria-label={T.rowTotalLabel(row.title)}>
                  {formatDuration(row.total)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" style={{ ...headStyle, textAlign: 'left' }}>
                {T.dayTotal}
              </th>
              {grid.dates.map((date) => (
                <td key={date} style={{ ...cellStyle, fontWeight: 600 }} aria-label={T.dayTotalLabel(dayLabel(date))}>
                  {formatDuration(grid.dayTotals[date])}
                </td>
              ))}
              <td style={{ ...cellStyle, fontWeight: 700, color: token.colorPrimary }} aria-label={T.weekTotal}>
                {formatDuration(grid.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    );
  }

  return (
    <>
      <TimeNav />
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {T.addRow}
          </Button>
        }
      />
      <Card size="small">
        <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
          <WeekPicker
            from={week.from}
            to={week.to}
            isCurrent={week.isCurrent}
            onPrevious={() => goToWeek(addDays(week.from, -7))}
            onNext={() => goToWeek(addDays(week.from, 7))}
            onCurrent={() => goToWeek(null)}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.cellHint}
          </Typography.Text>
        </Flex>
        {failure ? (
          <Alert
            type="error"
            showIcon
            closable={{ onClose: () => setFailure(null) }}
            title={failure.message}
            style={{ marginBottom: 12 }}
          />
        ) : null}
        {body}
      </Card>
      <AddRowDialog open={adding} onClose={() => setAdding(false)} onAdd={addRow} />
    </>
  );
}
