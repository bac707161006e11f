import { useProjects } from '@kanri/api-client';
import { useCan } from '@kanri/app-state';
import { PROJECT_STATUSES, type Project, type ProjectStatus } from '@kanri/contracts';
import {
  Button,
  DeleteOutlined,
  EditOutlined,
  EmptyState,
  ErrorPanel,
  Flex,
  Input,
  PageHeader,
  PlusOutlined,
  SearchOutlined,
  Segmented,
  Table,
  Typography,
  type TableProps,
} from '@kanri/design-system';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStatuses } from '../../../shared/api/queries';
import { CreateProjectDialog, type CreateProjectPayload } from '../components/create-project-dialog';
import { DeleteProjectDialog } from '../components/delete-project-dialog';
import { EditProjectDialog } from '../components/edit-project-dialog';
import { projectTaskListPath } from '../components/project-paths';
import { formatProjectDates, ProjectStatusTag, ProjectTaskSummary } from '../components/project-summary';
import { PROJECT_TEXTS } from '../components/project-texts';
import { useProjectActions } from '../components/use-project-actions';

const T = PROJECT_TEXTS.page;

type StatusFilter = ProjectStatus | 'all';

/** Projects whose name or description contains the search (case-insensitive), with the given status. */
export function filterProjects(projects: readonly Project[], search: string, status: StatusFilter): Project[] {
  const needle = search.trim().toLocaleLowerCase();
  return projects.filter(
    (project) =>
      (status === 'all' || project.status === status) &&
      (needle === '' ||
        project.name.toLocaleLowerCase().includes(needle) ||
        (project.description ?? '').toLocaleLowerCase().includes(needle)),
  );
}

/**
 * `/dashboard/projects` (issue 4): every project of the workspace with its colour, name, description,
 * status, dates and task counts per status; search and a status filter; New Project (the Create
 * Project dialog), edit and delete for admins and managers. A project opens its task list.
 */
export default function ProjectsPage() {
  const projects = useProjects();
  const statuses = useStatuses();
  const canManage = useCan('projects.update');
  const actions = useProjectActions();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  const all = useMemo(() => projects.data ?? [], [projects.data]);
  const shown = useMemo(() => filterProjects(all, search, statusFilter), [all, search, statusFilter]);
  const filtered = search.trim() !== '' || statusFilter !== 'all';

  async function create(payload: CreateProjectPayload): Promise<boolean> {
    // The new project opens (its task list) once created.
    return (await actions.create(payload)) !== null;
  }

  const columns: TableProps<Project>['columns'] = [
    {
      title: T.columns.project,
      key: 'project',
      render: (_, project) => (
        <Flex align="flex-start" gap={12} style={{ minWidth: 0 }}>
          <span
            aria-hidden
            style={{ width: 12, height: 12, marginTop: 5, borderRadius: 4, background: project.color, flexShrink: 0 }}
            data-color={project.color}
          />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Link
              to={projectTaskListPath(project.id)}
              title={project.name}
              onClick={(event) => event.stopPropagation()}
              style={{
                display: 'block',
                fontWeight: 600,
                color: 'rgba(255,255,255,0.92)',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {project.name}
            </Link>
            <span
              title={project.description ?? undefined}
              style={{
                display: 'block',
                fontSize: 12,
                color: 'rgba(255,255,255,0.5)',
                fontStyle: project.description ? 'normal' : 'italic',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {project.description ?? T.noDescription}
            </span>
          </div>
        </Flex>
      ),
    },
    { title: T.columns.status, key: 'status', width: 120, render: (_, project) => <ProjectStatusTag status={project.status} /> },
    {
      title: T.columns.dates,
      key: 'dates',
      width: 220,
      render: (_, project) => (
        <span style={{ color: project.start_date || project.end_date ? undefined : 'rgba(255,255,255,0.45)' }}>
          {formatProjectDates(project)}
        </span>
      ),
    },
    {
      title: T.columns.tasks,
      key: 'tasks',
      width: 300,
      render: (_, project) => <ProjectTaskSummary project={project} statuses={statuses.data ?? []} />,
    },
    ...(canManage
      ? [
          {
            title: <span className="kpt-visually-hidden">{T.columns.actions}</span>,
            key: 'actions',
            width: 96,
            align: 'right' as const,
            render: (_: unknown, project: Project) => (
              <Flex gap={4} justify="flex-end" onClick={(event) => event.stopPropagation()}>
                <Button
                  type="text"
                  icon={<EditOutlined aria-hidden />}
                  aria-label={T.edit(project.name)}
                  title={T.edit(project.name)}
                  onClick={() => setEditing(project)}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={T.delete(project.name)}
                  title={T.delete(project.name)}
                  loading={actions.deletingId === project.id}
                  onClick={() => setDeleting(project)}
                />
              </Flex>
            ),
          },
        ]
      : []),
  ];

  const newProjectButton = canManage ? (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
      {T.newProject}
    </Button>
  ) : null;

  const dialogs = (
    <>
      {canManage ? (
        <>
          <CreateProjectDialog open={creating} creating={actions.creating} onClose={() => setCreating(false)} onCreate={create} />
          <EditProjectDialog project={editing} onClose={() => setEditing(null)} onSave={actions.update} />
          <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} onConfirm={actions.remove} />
        </>
      ) : null}
    </>
  );

  if (projects.isError) {
    return (
      <>
        <PageHeader title={T.title} subtitle={T.subtitle} />
        <ErrorPanel title={T.loadFailed} description={projects.error.message} onRetry={() => void projects.refetch()} />
      </>
    );
  }

  if (projects.isSuccess && all.length === 0) {
    return (
      <>
        <PageHeader title={T.title} subtitle={T.subtitle} />
        <div style={{ padding: '48px 0' }}>
          <EmptyState title={T.empty} hint={canManage ? T.emptyHint : T.emptyHintMember} action={newProjectButton} />
        </div>
        {dialogs}
      </>
    );
  }

  return (
    <>
      <style>
        {
          '.kpt-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}.kpt-projects-table .ant-table-row{cursor:pointer}'
        }
      </style>
      <PageHeader title={T.title} subtitle={T.subtitle} actions={newProjectButton} />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input
          allowClear
          aria-label={T.searchPlaceholder}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={T.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Segmented<StatusFilter>
          aria-label={T.statusFilter}
          value={statusFilter}
          onChange={setStatusFilter}
          options={[
            { value: 'all', label: T.allStatuses },
            ...PROJECT_STATUSES.map((status) => ({ value: status, label: PROJECT_TEXTS.status[status] })),
          ]}
        />
        {projects.isSuccess ? (
          <Typography.Text type="secondary" style={{ marginInlineStart: 'auto' }}>
            {T.count(shown.length, all.length)}
          </Typography.Text>
        ) : null}
      </Flex>
      <Table<Project>
        className="kpt-projects-table"
        rowKey="id"
        columns={columns}
        dataSource={shown}
        loading={projects.isPending}
        pagination={shown.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        tableLayout="fixed"
        scroll={{ x: 880 }}
        onRow={(project) => ({
          'aria-label': T.open(project.name),
          'data-testid': 'project-row',
          onClick: () => navigate(projectTaskListPath(project.id)),
        })}
        locale={{
          emptyText: projects.isPending ? (
            ' '
          ) : filtered ? (
            <EmptyState
              title={T.noMatch}
              action={
                <Button
                  onClick={() => {
                    setSearch('');
                    setStatusFilter('all');
                  }}
                >
                  {T.clearSearch}
                </Button>
              }
            />
          ) : (
            <EmptyState title={T.empty} />
          ),
        }}
      />
      {dialogs}
    </>
  );
}
