import { BRAND_PRIMARY, SURFACE } from '@kanri/design-system';
import type { CSSProperties } from 'react';

/**
 * Above the page's content and its sticky parts, below antd's overlays (dropdowns 1050, modals 1000)
 * and the toasts: a dialog opened from a page covers the tracker, never the other way round.
 */
export const TRACKER_Z_INDEX = 900;
/** Distance of the button from the window's bottom-right corner. */
export const TRACKER_OFFSET = 24;

const ellipsis: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const muted = 'rgba(255,255,255,0.55)';

const styles = {
  // Fixed, so it never moves the page; clicks pass through everywhere but on the button and the panel.
  root: {
    position: 'fixed',
    right: TRACKER_OFFSET,
    bottom: TRACKER_OFFSET,
    zIndex: TRACKER_Z_INDEX,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: 12,
    pointerEvents: 'none',
  },
  button: {
    pointerEvents: 'auto',
    height: 48,
    minWidth: 48,
    boxShadow: '0 6px 20px rgba(0,0,0,0.45)',
    fontVariantNumeric: 'tabular-nums',
  },
  buttonDot: { display: 'inline-block', width: 8, height: 8, borderRadius: '50%', background: '#0d0f0c' },
  panel: {
    pointerEvents: 'auto',
    width: 320,
    maxWidth: `calc(100vw - ${2 * TRACKER_OFFSET}px)`,
    display: 'flex',
    flexDirection: 'column',
    gap: 12,
    padding: 16,
    borderRadius: 12,
    background: SURFACE.raised,
    border: `1px solid ${SURFACE.border}`,
    boxShadow: '0 12px 32px rgba(0,0,0,0.5)',
    color: 'rgba(255,255,255,0.88)',
  },
  header: { display: 'flex', alignItems: 'center', gap: 8, minHeight: 24 },
  title: { flex: 1, fontWeight: 600, fontSize: 14 },
  taskRow: { display: 'flex', alignItems: 'center', gap: 8, minHeight: 32, minWidth: 0 },
  descriptionButton: { flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 6, padding: '0 6px', textAlign: 'left' },
  descriptionText: { ...ellipsis, flex: 1, minWidth: 0, fontWeight: 500 },
  editRow: { flex: 1, display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 },
  badge: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    fontSize: 11,
    fontWeight: 600,
    letterSpacing: 0.4,
    textTransform: 'uppercase',
  },
  liveDot: { width: 6, height: 6, borderRadius: '50%', background: '#ff4d4f' },
  context: { ...ellipsis, fontSize: 12, color: muted, padding: '0 6px' },
  duration: { fontSize: 28, fontWeight: 600, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2, padding: '0 6px' },
  controls: { display: 'flex', gap: 8 },
  startForm: { display: 'flex', gap: 8, minHeight: 32 },
  total: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingTop: 12,
    borderTop: `1px solid ${SURFACE.border}`,
    fontVariantNumeric: 'tabular-nums',
  },
  totalValue: { color: BRAND_PRIMARY, fontWeight: 600 },
  hint: { fontSize: 11, color: muted },
  error: { display: 'flex', alignItems: 'center', gap: 8, fontSize: 13, color: muted },
} satisfies Record<string, CSSProperties>;

export default styles;
