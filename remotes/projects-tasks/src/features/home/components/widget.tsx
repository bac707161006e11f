import { Card, EmptyState, Skeleton } from '@kanri/design-system';
import type { ReactNode } from 'react';

export interface WidgetProps {
  title: ReactNode;
  extra?: ReactNode;
  /** Controls shown above the content whatever its state (the time sheet's periods). */
  toolbar?: ReactNode;
  /** No data yet: a skeleton of `rows` lines. */
  loading: boolean;
  rows?: number;
  /** Loaded and nothing to show: the empty state instead of the children. */
  empty?: { title: string; hint?: string; action?: ReactNode } | false;
  className?: string;
  testId?: string;
  children?: ReactNode;
}

/** A dashboard widget: a titled card showing a skeleton while loading and a clear empty state when there is nothing. */
export function Widget({ title, extra, toolbar, loading, rows = 4, empty, className, testId, children }: WidgetProps) {
  return (
    <Card
      size="small"
      title={<span className="kph-widget-title">{title}</span>}
      extra={extra}
      className={`kph-widget${className ? ` ${className}` : ''}`}
      styles={{ body: { padding: 16 } }}
      data-testid={testId}
      aria-busy={loading || undefined}
    >
      {toolbar ? <div className="kph-toolbar">{toolbar}</div> : null}
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows }} />
      ) : empty ? (
        <div className="kph-empty">
          <EmptyState title={empty.title} hint={empty.hint} action={empty.action} />
        </div>
      ) : (
        children
      )}
    </Card>
  );
}

/** A labelled figure inside a widget. */
export function Tile({
  label,
  value,
  alert = false,
  testId,
}: {
  label: string;
  value: ReactNode;
  alert?: boolean;
  testId?: string;
}) {
  return (
    <div className={`kph-tile${alert ? ' is-alert' : ''}`} data-testid={testId}>
      <div className="kph-tile-label">{label}</div>
      <div className="kph-tile-value">{value}</div>
    </div>
  );
}

/** Named counts as bars relative to `total`. */
export function Bars({
  label,
  items,
  total,
}: {
  label: string;
  items: { key: string; name: string; color: string; count: number }[];
  total: number;
}) {
  return (
    <ul className="kph-bars" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="kph-bar">
          <span className="kph-bar-name">
            <span className="kph-dot" style={{ background: item.color }} aria-hidden />
            <span className="kph-ellipsis" title={item.name}>
              {item.name}
            </span>
          </span>
          <span className="kph-bar-count">{item.count}</span>
          <span className="kph-bar-track" aria-hidden>
            <span
              className="kph-bar-fill"
              style={{ display: 'block', width: `${total > 0 ? (item.count / total) * 100 : 0}%`, background: item.color }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
