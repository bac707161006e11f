import type { RemotesJson } from '@kanri/contracts';
import { NavIcon, Tooltip } from '@kanri/design-system';
import { NavLink } from 'react-router-dom';
import { navSections } from './nav-sections';
import styles from './sidebar-styles';

export function SidebarNav({ registry, collapsed }: { registry: RemotesJson; collapsed: boolean }) {
  return (
    <nav aria-label="Main navigation" style={styles.nav}>
      {navSections(registry).map((section) => (
        <div key={section.group} role="group" aria-label={section.group} style={styles.section}>
          {section.group !== 'Main' && !collapsed ? <div style={styles.sectionTitle}>{section.group}</div> : null}
          {section.entries.map((entry) => {
            const link = (
              <NavLink
                key={entry.path}
                to={entry.path}
                end={entry.path === '/dashboard'}
                aria-label={collapsed ? entry.label : undefined}
                style={({ isActive }) => ({ ...styles.link, ...(isActive ? styles.linkActive : null), justifyContent: collapsed ? 'center' : 'flex-start' })}
              >
                <NavIcon name={entry.icon} />
                {collapsed ? null : <span style={styles.linkLabel}>{entry.label}</span>}
              </NavLink>
            );
            return collapsed ? (
              <Tooltip key={entry.path} title={entry.label} placement="right">
                {link}
              </Tooltip>
            ) : (
              link
            );
          })}
        </div>
      ))}
    </nav>
  );
}
