import { selectCurrentUser, useAppSelector, userCan } from '@kanri/app-state';
import { WIDGET_SLOTS, type RemotesJson, type SidebarWidgetProps } from '@kanri/contracts';
import { NavIcon, Tooltip } from '@kanri/design-system';
import { Fragment } from 'react';
import { NavLink } from 'react-router-dom';
import { RemoteWidget, widgetFor } from '../federation/remote-widget';
import { TEXTS } from '../texts';
import { navSections } from './nav-sections';
import styles from './sidebar-styles';

/** The Projects section sits right after the group its page link belongs to. */
const PROJECTS_AFTER_GROUP = 'Project Management';

export function SidebarNav({ registry, collapsed }: { registry: RemotesJson; collapsed: boolean }) {
  const user = useAppSelector(selectCurrentUser);
  const sections = navSections(registry, (permission) => userCan(user, permission));
  const projectsWidget = widgetFor(registry, WIDGET_SLOTS.sidebarProjects);
  const projectsAfter = sections.some((section) => section.group === PROJECTS_AFTER_GROUP)
    ? PROJECTS_AFTER_GROUP
    : sections.at(-1)?.group;

  const projectsSection = projectsWidget ? (
    <div role="group" aria-label={TEXTS.projects} data-slot={WIDGET_SLOTS.sidebarProjects} style={styles.section}>
      <RemoteWidget<SidebarWidgetProps>
        remote={projectsWidget.remote}
        module={projectsWidget.module}
        props={{ collapsed }}
        label={TEXTS.projects}
        compact={collapsed}
      />
    </div>
  ) : null;

  return (
    <nav aria-label="Main navigation" style={styles.nav}>
      {sections.map((section) => (
        <Fragment key={section.group}>
          <div role="group" aria-label={section.group} style={styles.section}>
            {section.group !== 'Main' && !collapsed ? <div style={styles.sectionTitle}>{section.group}</div> : null}
            {section.entries.map((entry) => {
              const link = (
                <NavLink
                  key={entry.path}
                  to={entry.path}
                  end
                  aria-label={collapsed ? entry.label : undefined}
                  style={({ isActive }) => ({
                    ...styles.link,
                    ...(isActive ? styles.linkActive : null),
                    justifyContent: collapsed ? 'center' : 'flex-start',
                  })}
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
          {section.group === projectsAfter ? projectsSection : null}
        </Fragment>
      ))}
      {sections.length === 0 ? projectsSection : null}
    </nav>
  );
}
