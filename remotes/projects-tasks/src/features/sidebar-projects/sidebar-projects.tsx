import { useProjects } from '@kanri/api-client';
import { currentProjectSet, projectNodeSet, selectProjectNodes, useAppDispatch, useAppSelector, useCan } from '@kanri/app-state';
import type { Project, SidebarWidgetProps } from '@kanri/contracts';
import { Button, FolderOutlined, PlusOutlined, Popover, Skeleton, Tooltip } from '@kanri/design-system';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { DeleteProjectDialog, PROJECTS_PAGE_PATH, projectTaskListPath, useProjectActions } from '../projects';
import { AddProjectField } from './add-project-field';
import { ProjectNode } from './project-node';
import styles from './styles';
import { SIDEBAR_PROJECTS_TEXTS as T } from './texts';
import { useCurrentProject } from './use-current-project';

/**
 * The sidebar's Projects section (spec §2, issue 4), rendered by the shell through this remote's
 * `./sidebar-projects` expose: the workspace's projects from the server, each expandable (the first
 * starts expanded) with Task List and Board; a click selects a project and opens its task list; the
 * plus button adds one inline; the project menu deletes one after confirmation.
 */
export function SidebarProjects({ collapsed }: SidebarWidgetProps) {
  const projects = useProjects();
  const current = useCurrentProject(projects.data);
  const canManage = useCan('projects.update');
  const actions = useProjectActions();
  const nodes = useAppSelector(selectProjectNodes);
  const dispatch = useAppDispatch();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const headingId = useId();

  const list = projects.data ?? [];
  const firstId = list[0]?.id;
  const isExpanded = (id: number) => nodes[id] ?? id === firstId;
  const select = (id: number) => dispatch(currentProjectSet(id));

  async function add(name: string): Promise<boolean> {
    const created = await actions.create({ name });
    if (created) setAdding(false);
    return created !== null;
  }

  const deleteDialog = <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} onConfirm={actions.remove} />;

  if (collapsed) {
    return <CollapsedProjects projects={list} current={current} onSelect={select} />;
  }

  let body;
  if (projects.isPending) {
    body = (
      <div role="status" aria-label={T.loading} style={{ padding: '4px 12px' }}>
        <Skeleton active title={false} paragraph={{ rows: 3, width: ['80%', '60%', '70%'] }} />
      </div>
    );
  } else if (projects.isError) {
    body = (
      <div role="alert" style={styles.error}>
        <span style={{ flex: 1, minWidth: 0 }}>{T.loadFailed}</span>
        <Button size="small" onClick={() => void projects.refetch()} loading={projects.isFetching}>
          {T.retry}
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    body = adding ? null : (
      <div style={styles.note}>
        {T.empty}
        {canManage ? <div style={{ fontSize: 11, opacity: 0.8 }}>{T.emptyHint}</div> : null}
      </div>
    );
  } else {
    body = (
      <ul style={styles.list} aria-labelledby={headingId}>
        {list.map((project) => (
          <ProjectNode
            key={project.id}
            project={project}
            current={project.id === current}
            expanded={isExpanded(project.id)}
            canManage={canManage}
            onToggle={() => dispatch(projectNodeSet({ id: project.id, expanded: !isExpanded(project.id) }))}
            onSelect={() => select(project.id)}
            onDelete={() => setDeleting(project)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div data-testid="sidebar-projects">
      <div style={styles.header}>
        <span id={headingId} style={styles.title}>
          {T.title}
        </span>
        {canManage ? (
          <Tooltip title={T.addProject} placement="right">
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              aria-label={T.addProject}
              aria-expanded={adding}
              onClick={() => setAdding(true)}
            />
          </Tooltip>
        ) : null}
      </div>
      {adding ? <AddProjectField onAdd={add} onCancel={() => setAdding(false)} /> : null}
      {body}
      {canManage ? deleteDialog : null}
    </div>
  );
}

/** Collapsed sidebar: one button (the current project's colour and initial) opening the list of projects. */
function CollapsedProjects({
  projects,
  current,
  onSelect,
}: {
  projects: Project[];
  current: number | null;
  onSelect: (id: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const currentProject = projects.find((project) => project.id === current);
  const content = (
    <ul style={styles.popoverList} aria-label={T.title}>
      {projects.map((project) => (
        <li key={project.id}>
          <Link
            to={projectTaskListPath(project.id)}
            title={project.name}
            aria-current={project.id === current ? 'true' : undefined}
            onClick={() => {
              onSelect(project.id);
              setOpen(false);
            }}
            style={{ ...styles.subLink, ...(project.id === current ? styles.subLinkActive : null) }}
          >
            <span aria-hidden style={{ ...styles.dot, background: project.color }} />
            <span style={styles.ellipsis}>{project.name}</span>
          </Link>
        </li>
      ))}
      <li>
        <Link to={PROJECTS_PAGE_PATH} onClick={() => setOpen(false)} style={styles.subLink}>
          <FolderOutlined aria-hidden />
          <span style={styles.ellipsis}>{T.allProjects}</span>
        </Link>
      </li>
    </ul>
  );
  return (
    <div data-testid="sidebar-projects">
      <Popover content={content} title={T.title} trigger="click" placement="rightTop" open={open} onOpenChange={setOpen}>
        <button type="button" aria-label={T.title} aria-haspopup="true" aria-expanded={open} style={styles.collapsedButton}>
          {currentProject ? (
            <span
              aria-hidden
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 22,
                height: 22,
                borderRadius: 6,
                background: currentProject.color,
                color: '#0d0f0c',
                fontSize: 12,
                fontWeight: 700,
              }}
            >
              {currentProject.name.trim().charAt(0).toUpperCase()}
            </span>
          ) : (
            <FolderOutlined aria-hidden />
          )}
        </button>
      </Popover>
    </div>
  );
}
