import type { RemotesJson, WidgetSlot } from '@kanri/contracts';
import { Button, ExclamationCircleOutlined, Skeleton, SyncOutlined, Tooltip } from '@kanri/design-system';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { TEXTS } from '../texts';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteWidget } from './remote-modules';

/** Which remote fills a slot of the chrome, from remotes.json: the first that declares it, or null. */
export function widgetFor(registry: RemotesJson, slot: WidgetSlot): { remote: string; module: string } | null {
  for (const remote of registry.remotes) {
    const widget = remote.widgets?.find((candidate) => candidate.slot === slot);
    if (widget) return { remote: remote.name, module: widget.module };
  }
  return null;
}

/**
 * Lazy widget components, one per (remote, module, attempt), kept outside the component that
 * suspends for the same reason as remote pages (remote-page.tsx): a lazy() created while rendering
 * would be created, and loaded, again on every retry.
 */
const lazyWidgets = new Map<string, ComponentType<object>>();

function lazyWidget(remote: string, module: string, attempt: number): ComponentType<object> {
  const key = `${remote}\u0000${module}\u0000${attempt}`;
  let Widget = lazyWidgets.get(key);
  if (!Widget) {
    Widget = lazy(() =>
      loadRemoteWidget(remote, module).catch((error: unknown) => {
        // A failed load is not kept: the slot mounted again (or Retry) loads afresh.
        lazyWidgets.delete(key);
        throw error;
      }),
    );
    lazyWidgets.set(key, Widget);
  }
  return Widget;
}

interface RemoteWidgetProps<Props extends object> {
  remote: string;
  module: string;
  props: Props;
  /** What the widget is, for the loading and error states (e.g. "Projects"). */
  label: string;
  /** Sidebar collapsed to icons: the loading and error states shrink to match. */
  compact?: boolean;
  /** What shows while the widget loads, instead of the skeleton (`null`: nothing, for a floating widget). */
  fallback?: ReactNode;
  /** What shows when the widget is down or throws, instead of the inline notice with Retry. */
  renderError?: (retry: () => void) => ReactNode;
}

/**
 * A widget a remote renders inside the shell's chrome (its code loads on first render, from the
 * remote). A widget that is down or throws shows a small notice with Retry in its own place; the
 * rest of the chrome keeps working.
 */
export function RemoteWidget<Props extends object>({
  remote,
  module,
  props,
  label,
  compact = false,
  fallback,
  renderError,
}: RemoteWidgetProps<Props>) {
  return (
    <RemoteBoundary
      key={`${remote}:${module}`}
      remote={remote}
      fallback={
        fallback !== undefined ? (
          fallback
        ) : (
          <div role="status" aria-label={`Loading ${label}`} style={{ padding: compact ? '4px 12px' : '4px 12px 8px' }}>
            <Skeleton active title={false} paragraph={{ rows: compact ? 1 : 3, width: '100%' }} />
          </div>
        )
      }
      renderError={renderError ?? ((retry) => <WidgetError label={label} compact={compact} onRetry={retry} />)}
    >
      {(attempt) => {
        const Widget = lazyWidget(remote, module, attempt);
        return <Widget {...props} />;
      }}
    </RemoteBoundary>
  );
}

export function WidgetError({ label, compact, onRetry }: { label: string; compact: boolean; onRetry: () => void }) {
  const message = `${label}: ${TEXTS.remoteFailedTitle}`;
  if (compact) {
    return (
      <div role="alert" aria-label={message} style={{ display: 'flex', justifyContent: 'center' }}>
        <Tooltip title={message} placement="right">
          <Button type="text" danger icon={<SyncOutlined />} aria-label={`Retry ${label}`} onClick={onRetry} />
        </Tooltip>
      </div>
    );
  }
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        margin: '0 4px',
        padding: '8px 10px',
        borderRadius: 8,
        background: 'rgba(255,77,79,0.08)',
        color: 'rgba(255,255,255,0.75)',
        fontSize: 12,
      }}
    >
      <ExclamationCircleOutlined style={{ color: '#ff7875', flexShrink: 0 }} aria-hidden />
      <span style={{ flex: 1, minWidth: 0 }}>{message}</span>
      <Button size="small" onClick={onRetry} aria-label={`Retry ${label}`}>
        Retry
      </Button>
    </div>
  );
}
