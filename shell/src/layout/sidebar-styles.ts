import type { CSSProperties } from 'react';

const styles = {
  nav: { display: 'flex', flexDirection: 'column', gap: 12, padding: '8px 8px', overflowY: 'auto', flex: 1 },
  section: { display: 'flex', flexDirection: 'column', gap: 2 },
  sectionTitle: {
    fontSize: 11,
    fontWeight: 600,
    letterSpacing: 0.6,
    textTransform: 'uppercase',
    color: 'rgba(255,255,255,0.45)',
    padding: '8px 12px 4px',
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    padding: '7px 12px',
    borderRadius: 8,
    color: 'rgba(255,255,255,0.75)',
    textDecoration: 'none',
    fontSize: 14,
    lineHeight: '22px',
  },
  linkActive: { background: 'rgba(190,252,169,0.12)', color: '#befca9' },
  linkLabel: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
} satisfies Record<string, CSSProperties>;

export default styles;
