import type { Project } from '@kanri/contracts';
import {
  AppstoreOutlined,
  Button,
  DeleteOutlined,
  Dropdown,
  MoreOutlined,
  RightOutlined,
  UnorderedListOutlined,
  type MenuProps,
} from '@kanri/design-system';
import { Link, NavLink } from 'react-router-dom';
import { projectBoardPath, projectTaskListPath } from '../projects';
import styles from './styles';
import { SIDEBAR_PROJECTS_TEXTS as T } from './texts';

/**
 * One project of the sidebar: chevron, colour dot and name (selects it and opens its task list),
 * the project menu, and when expanded its Task List and Board links.
 */
export function ProjectNode({
  project,
  current,
  expanded,
  canManage,
  onToggle,
  onSelect,
  onDelete,
}: {
  project: Project;
  current: boolean;
  expanded: boolean;
  canManage: boolean;
  onToggle: () => void;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const subListId = `kpt-sidebar-project-${project.id}-views`;
  const menu: MenuProps = {
    items: [{ key: 'delete', label: T.deleteProject, icon: <DeleteOutlined aria-hidden />, danger: true }],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'delete') onDelete();
    },
  };

  return (
    <li data-testid="sidebar-project" data-project-id={project.id} data-current={current || undefined}>
      <div style={{ ...styles.row, ...(current ? styles.rowCurrent : null) }}>
        <button
          type="button"
          style={styles.chevron}
          aria-label={expanded ? T.collapse(project.name) : T.expand(project.name)}
          aria-expanded={expanded}
          aria-controls={expanded ? subListId : undefined}
          onClick={onToggle}
        >
          <RightOutlined
            style={{ fontSize: 10, transition: 'transform 120ms', transform: expanded ? 'rotate(90deg)' : 'none' }}
            aria-hidden
          />
        </button>
        <Link
          to={projectTaskListPath(project.id)}
          title={project.name}
          aria-current={current ? 'true' : undefined}
          onClick={onSelect}
          style={{ ...styles.project, ...(current ? styles.projectCurrent : null) }}
        >
          <span aria-hidden style={{ ...styles.dot, background: project.color }} data-color={project.color} />
          <span style={styles.name}>{project.name}</span>
        </Link>
        {canManage ? (
          <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={T.projectMenu(project.name)}
              style={styles.menuButton}
            />
          </Dropdown>
        ) : null}
      </div>
      {expanded ? (
        <ul id={subListId} style={styles.subList} aria-label={project.name}>
          <li>
            <NavLink
              end
              to={projectTaskListPath(project.id)}
              onClick={onSelect}
              style={({ isActive }) => ({ ...styles.subLink, ...(isActive ? styles.subLinkActive : null) })}
            >
              <UnorderedListOutlined aria-hidden />
              <span style={styles.ellipsis}>{T.taskList}</span>
            </NavLink>
          </li>
          <li>
            <NavLink
              to={projectBoardPath(project.id)}
              onClick={onSelect}
              style={({ isActive }) => ({ ...styles.subLink, ...(isActive ? styles.subLinkActive : null) })}
            >
              <AppstoreOutlined aria-hidden />
              <span style={styles.ellipsis}>{T.board}</span>
            </NavLink>
          </li>
        </ul>
      ) : null}
    </li>
  );
}
