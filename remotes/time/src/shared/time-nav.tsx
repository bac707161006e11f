import { BarChartOutlined, FieldTimeOutlined, TableOutlined, theme } from '@kanri/design-system';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PATHS, TEXTS } from '../texts';

const TABS: { path: string; label: string; icon: ReactNode }[] = [
  { path: PATHS.tracker, label: TEXTS.nav.tracker, icon: <FieldTimeOutlined aria-hidden /> },
  { path: PATHS.timesheet, label: TEXTS.nav.timesheet, icon: <TableOutlined aria-hidden /> },
  { path: PATHS.reports, label: TEXTS.nav.reports, icon: <BarChartOutlined aria-hidden /> },
];

/** The tab bar across the time pages (Tracker, Timesheet, Reports); the current one is marked. */
export function TimeNav() {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  return (
    <nav aria-label={TEXTS.nav.label} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, marginBottom: 24 }}>
      <ul style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0, overflowX: 'auto' }}>
        {TABS.map((tab) => {
          const current = pathname === tab.path;
          return (
            <li key={tab.path}>
              <Link
                to={tab.path}
                aria-current={current ? 'page' : undefined}
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 8,
                  padding: '10px 16px',
                  marginBottom: -1,
                  color: current ? token.colorPrimary : token.colorTextSecondary,
                  borderBottom: `2px solid ${current ? token.colorPrimary : 'transparent'}`,
                  fontWeight: current ? 600 : 400,
                  whiteSpace: 'nowrap',
                }}
              >
                {tab.icon}
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
