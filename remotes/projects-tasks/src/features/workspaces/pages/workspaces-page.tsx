import { switchWorkspace, useWorkspaces } from '@kanri/api-client';
import { ROLE_LABELS, normalizeRole, type Workspace } from '@kanri/contracts';
import {
  Button,
  EditOutlined,
  EmptyState,
  ErrorPanel,
  Flex,
  formatDay,
  PageHeader,
  PlusOutlined,
  ArrowRightOutlined,
  Table,
  Tag,
  type TableProps,
} from '@kanri/design-system';
import { useState, type HTMLAttributes } from 'react';
import { useCurrentWorkspace } from '../../../shared/api/use-workspaces';
import { useWorkspaceActions } from '../api/use-workspace-actions';
import { WorkspaceNameDialog } from '../components/workspace-name-dialog';
import { WORKSPACE_TEXTS } from '../texts';

const T = WORKSPACE_TEXTS;

const isAdmin = (workspace: Workspace | undefined) => normalizeRole(workspace?.role) === 'admin';

/**
 * `/dashboard/workspaces`: the workspaces the user belongs to, their role and the member count in
 * each; the current one is marked, the others can be switched to (`switchWorkspace`, the same call
 * as the header's switcher). Admins of a workspace rename it; admins of the current workspace create
 * new ones (the server allows only them) and Kanri switches to the new one.
 */
export default function WorkspacesPage() {
  const workspaces = useWorkspaces();
  const { workspaceId, workspace: current } = useCurrentWorkspace();
  const actions = useWorkspaceActions();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Workspace | null>(null);
  const canCreate = isAdmin(current);

  const columns: TableProps<Workspace>['columns'] = [
    {
      title: T.columns.name,
      key: 'name',
      render: (_, workspace) => (
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <span
            style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            title={workspace.name}
          >
            {workspace.name}
          </span>
          {workspace.id === workspaceId ? (
            <Tag color="green" data-testid="workspace-current">
              {T.current}
            </Tag>
          ) : null}
        </Flex>
      ),
    },
    { title: T.columns.role, key: 'role', width: 140, render: (_, workspace) => ROLE_LABELS[normalizeRole(workspace.role)] },
    { title: T.columns.members, key: 'members', width: 140, render: (_, workspace) => T.members(workspace.member_count) },
    { title: T.columns.created, key: 'created', width: 150, render: (_, workspace) => formatDay(workspace.created_at) },
    {
      title: <span className="kpt-visually-hidden">{T.columns.actions}</span>,
      key: 'actions',
      width: 170,
      align: 'right',
      render: (_, workspace) => (
        <Flex gap={4} justify="flex-end">
          {workspace.id === workspaceId ? null : (
            <Button
              size="small"
              icon={<ArrowRightOutlined aria-hidden />}
              aria-label={T.switchLabel(workspace.name)}
              onClick={() => switchWorkspace(workspace.id)}
            >
              {T.switchTo}
            </Button>
          )}
          {isAdmin(workspace) ? (
            <Button
              type="text"
              size="small"
              icon={<EditOutlined aria-hidden />}
              aria-label={T.renameLabel(workspace.name)}
              title={T.renameLabel(workspace.name)}
              onClick={() => setRenaming(workspace)}
            />
          ) : null}
        </Flex>
      ),
    },
  ];

  const header = (
    <PageHeader
      title={T.title}
      subtitle={T.subtitle}
      actions={
        canCreate ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {T.newWorkspace}
          </Button>
        ) : null
      }
    />
  );

  let body;
  if (workspaces.isError) {
    body = <ErrorPanel title={T.loadFailed} description={workspaces.error.message} onRetry={() => void workspaces.refetch()} />;
  } else if (workspaces.isSuccess && workspaces.data.length === 0) {
    body = (
      <div style={{ padding: '48px 0' }}>
        <EmptyState title={T.empty} hint={T.emptyHint} />
      </div>
    );
  } else {
    body = (
      <section aria-label={T.listLabel}>
        <Table<Workspace>
          rowKey="id"
          columns={columns}
          dataSource={workspaces.data ?? []}
          loading={workspaces.isPending}
          pagination={false}
          onRow={(workspace) =>
            ({ 'data-testid': 'workspace-row', 'data-workspace-id': workspace.id }) as HTMLAttributes<HTMLElement>
          }
        />
      </section>
    );
  }

  return (
    <>
      {header}
      {body}
      <WorkspaceNameDialog
        open={creating}
        title={T.createDialog.title}
        submitText={T.createDialog.submit}
        hint={T.createDialog.hint}
        onClose={() => setCreating(false)}
        onSubmit={actions.create}
      />
      <WorkspaceNameDialog
        open={renaming !== null}
        title={T.renameDialog.title}
        submitText={T.renameDialog.submit}
        initialName={renaming?.name}
        onClose={() => setRenaming(null)}
        onSubmit={(name) => actions.rename(renaming!.id, name)}
      />
      <style>
        {'.kpt-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}'}
      </style>
    </>
  );
}
