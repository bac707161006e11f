import { WIDGET_SLOTS, type RemotesJson } from '@kanri/contracts';
import { SURFACE } from '@kanri/design-system';
import { RemoteWidget, WidgetError, widgetFor } from '../federation/remote-widget';
import { TEXTS } from '../texts';

/** Where the floating tracker sits: the bottom-right corner, above the page, below antd's overlays (1000+). */
const CORNER = { right: 24, bottom: 24, zIndex: 900 } as const;
/**
 * Room left below the page's content while a floating widget is mounted, so the last controls of a
 * page (a table's pagination, a form's buttons) can always be scrolled clear of the button.
 */
export const FLOATING_WIDGET_CLEARANCE = 96;

const NO_PROPS = {};

/**
 * The floating time tracker (spec §2) of every dashboard page: the widget of the remote the registry
 * names for the `floating-tracker` slot, or nothing. The widget places itself (fixed, bottom-right)
 * and owns its keyboard shortcut; this slot takes no room in the layout. While it loads nothing
 * shows; when its remote is down, a small Retry button takes its corner.
 */
export function FloatingTrackerSlot({ registry }: { registry: RemotesJson }) {
  const widget = widgetFor(registry, WIDGET_SLOTS.floatingTracker);
  if (!widget) return null;
  return (
    <div data-slot={WIDGET_SLOTS.floatingTracker}>
      <RemoteWidget<object>
        remote={widget.remote}
        module={widget.module}
        props={NO_PROPS}
        label={TEXTS.timeTracker}
        fallback={null}
        renderError={(retry) => (
          <div
            style={{
              position: 'fixed',
              ...CORNER,
              padding: 4,
              borderRadius: 999,
              background: SURFACE.raised,
              border: `1px solid ${SURFACE.border}`,
              boxShadow: '0 6px 20px rgba(0,0,0,0.45)',
            }}
          >
            <WidgetError label={TEXTS.timeTracker} compact onRetry={retry} />
          </div>
        )}
      />
    </div>
  );
}

/** Whether the registry gives the dashboard a floating tracker. */
export const hasFloatingTracker = (registry: RemotesJson) => widgetFor(registry, WIDGET_SLOTS.floatingTracker) !== null;
