import { switchWorkspace, useWorkspaceId, useWorkspaces } from '@kanri/api-client';
import { ROLE_LABELS, normalizeRole, type Workspace } from '@kanri/contracts';
import { CheckOutlined, DownOutlined, Dropdown, SettingOutlined, type MenuProps } from '@kanri/design-system';
import { Link } from 'react-router-dom';
import { TEXTS } from '../texts';

export const WORKSPACES_PATH = '/dashboard/workspaces';

/**
 * The header's workspace switcher: the current workspace's name; the menu lists the user's
 * workspaces with their role in each, and links to the Workspaces page. Picking one calls
 * `switchWorkspace` (api-client), the same call the Workspaces page makes; the shell's
 * `useWorkspaceSession` and `WorkspaceGate` do the rest.
 */
export function WorkspaceSwitcher() {
  const workspaceId = useWorkspaceId();
  const workspaces = useWorkspaces();
  const current = workspaces.data?.find((workspace) => workspace.id === workspaceId);

  const options: NonNullable<MenuProps['items']> = workspaces.isError
    ? [{ key: 'failed', disabled: true, label: TEXTS.workspacesFailed }]
    : (workspaces.data ?? []).map((workspace) => ({
        key: String(workspace.id),
        label: <WorkspaceOption workspace={workspace} current={workspace.id === workspaceId} />,
      }));
  const items: MenuProps['items'] = [
    { type: 'group', key: 'workspaces', label: TEXTS.workspacesGroup, children: options },
    { type: 'divider' },
    { key: 'manage', icon: <SettingOutlined aria-hidden />, label: <Link to={WORKSPACES_PATH}>{TEXTS.manageWorkspaces}</Link> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const id = Number(key);
    if (Number.isInteger(id)) switchWorkspace(id);
  };

  const name = current?.name ?? TEXTS.workspacePlaceholder;
  return (
    <Dropdown menu={{ items, onClick, selectable: false }} trigger={['click']} placement="bottomLeft">
      <button
        type="button"
        aria-label={`${TEXTS.workspaceSwitcher}: ${name}`}
        data-testid="workspace-switcher"
        data-workspace-id={workspaceId}
        style={triggerStyle}
      >
        <span aria-hidden style={badgeStyle}>
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span style={nameStyle}>{name}</span>
        <DownOutlined aria-hidden style={{ fontSize: 10, opacity: 0.6 }} />
      </button>
    </Dropdown>
  );
}

function WorkspaceOption({ workspace, current }: { workspace: Workspace; current: boolean }) {
  return (
    <span
      data-testid="workspace-option"
      data-workspace-id={workspace.id}
      aria-current={current ? 'true' : undefined}
      style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 200 }}
    >
      <span style={{ flex: 1, minWidth: 0 }}>
        <span style={{ display: 'block', fontWeight: current ? 600 : 400, ...ellipsis }}>{workspace.name}</span>
        <span style={{ display: 'block', fontSize: 12, color: 'rgba(255,255,255,0.5)' }}>
          {ROLE_LABELS[normalizeRole(workspace.role)]}
        </span>
      </span>
      {current ? <CheckOutlined aria-label={TEXTS.currentWorkspace} style={{ color: '#befca9' }} /> : null}
    </span>
  );
}

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const triggerStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  maxWidth: 260,
  padding: '4px 10px 4px 4px',
  background: 'transparent',
  border: '1px solid #2a2a2e',
  borderRadius: 8,
  color: 'inherit',
  cursor: 'pointer',
  flexShrink: 0,
} as const;

const badgeStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: 6,
  background: '#befca9',
  color: '#0d0f0c',
  fontWeight: 700,
  fontSize: 13,
  flexShrink: 0,
} as const;

const nameStyle = { fontWeight: 600, minWidth: 0, ...ellipsis } as const;
