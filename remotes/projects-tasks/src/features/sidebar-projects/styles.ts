import type { CSSProperties } from 'react';

/** The shell sidebar's look (its links, section titles and active colour), for the Projects section it hosts. */
export const ACCENT = '#befca9';
export const ACTIVE_BACKGROUND = 'rgba(190,252,169,0.12)';

const ellipsis: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

const styles = {
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '8px 4px 4px 12px', minHeight: 32 },
  title: {
    fontSize: 11,
    fontWeight: 600,
    letterSpacing: 0.6,
    textTransform: 'uppercase',
    color: 'rgba(255,255,255,0.45)',
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 },
  row: { display: 'flex', alignItems: 'center', gap: 2, borderRadius: 8, minWidth: 0 },
  rowCurrent: { background: ACTIVE_BACKGROUND },
  chevron: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 24,
    height: 24,
    flexShrink: 0,
    padding: 0,
    border: 0,
    borderRadius: 6,
    background: 'transparent',
    color: 'rgba(255,255,255,0.55)',
    cursor: 'pointer',
  },
  project: {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    flex: 1,
    minWidth: 0,
    padding: '7px 4px',
    color: 'rgba(255,255,255,0.75)',
    textDecoration: 'none',
    fontSize: 14,
    lineHeight: '22px',
  },
  projectCurrent: { color: ACCENT, fontWeight: 600 },
  dot: { width: 10, height: 10, borderRadius: 3, flexShrink: 0 },
  name: { ...ellipsis, minWidth: 0 },
  menuButton: { flexShrink: 0 },
  subList: { listStyle: 'none', margin: 0, padding: '0 0 4px 34px', display: 'flex', flexDirection: 'column', gap: 2 },
  subLink: {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '4px 10px',
    borderRadius: 6,
    color: 'rgba(255,255,255,0.6)',
    textDecoration: 'none',
    fontSize: 13,
    lineHeight: '20px',
  },
  subLinkActive: { background: ACTIVE_BACKGROUND, color: ACCENT },
  note: { padding: '4px 12px', fontSize: 12, color: 'rgba(255,255,255,0.5)' },
  error: { display: 'flex', alignItems: 'center', gap: 8, padding: '4px 4px 4px 12px', fontSize: 12, color: '#ff9c9c' },
  addField: { padding: '4px 4px 4px 12px', display: 'grid', gap: 4 },
  fieldError: { fontSize: 12, color: '#ff7875' },
  fieldHint: { fontSize: 11, color: 'rgba(255,255,255,0.4)' },
  collapsedButton: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    padding: '7px 12px',
    border: 0,
    borderRadius: 8,
    background: 'transparent',
    color: 'rgba(255,255,255,0.75)',
    cursor: 'pointer',
  },
  popoverList: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2, width: 220, maxHeight: 360, overflowY: 'auto' },
  ellipsis,
} satisfies Record<string, CSSProperties>;

export default styles;
