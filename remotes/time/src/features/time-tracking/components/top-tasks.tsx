import type { TimeReport } from '@kanri/contracts';
import { Card, EmptyState, ErrorPanel, formatDuration, Skeleton, theme, Typography } from '@kanri/design-system';
import { TRACKING_TEXTS } from '../texts';
import { topTasks } from '../tracking-figures';

const T = TRACKING_TEXTS.topTasks;

/** Top Tasks: the period's 5 longest tasks (or descriptions without task) with bars. */
export function TopTasks({
  report,
  error,
  onRetry,
}: {
  report: TimeReport | undefined;
  error: Error | null;
  onRetry: () => void;
}) {
  const { token } = theme.useToken();
  let body;
  if (error) body = <ErrorPanel title={T.loadFailed} description={error.message} onRetry={onRetry} />;
  else if (!report) body = <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  else {
    const rows = topTasks(report.by_task);
    body =
      rows.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <ol
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            // minmax(0, 1fr): a long name must not widen the column past the card.
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 12,
          }}
        >
          {rows.map((row) => (
            <li key={row.key} data-testid="top-task" style={{ minWidth: 0 }}>
              <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, marginBottom: 4, minWidth: 0 }}>
                <Typography.Text ellipsis title={row.label} style={{ flex: '1 1 auto', minWidth: 0 }}>
                  {row.label}
                </Typography.Text>
                <Typography.Text
                  type="secondary"
                  style={{ flex: '0 0 auto', marginLeft: 'auto', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {formatDuration(row.durationMs)}
                </Typography.Text>
              </div>
              <div
                aria-hidden
                style={{ width: '100%', height: 6, borderRadius: 3, overflow: 'hidden', background: token.colorFillSecondary }}
              >
                <div style={{ width: `${row.share}%`, height: '100%', borderRadius: 3, background: token.colorPrimary }} />
              </div>
            </li>
          ))}
        </ol>
      );
  }
  return (
    <section aria-label={T.title}>
      <Card size="small" title={T.title} style={{ marginBottom: 16 }}>
        {body}
      </Card>
    </section>
  );
}
