import { useSignOut } from '@kanri/app-runtime';
import { selectCurrentUser, useAppSelector, useCan } from '@kanri/app-state';
import { displayName, ROLE_LABELS, normalizeRole } from '@kanri/contracts';
import {
  Avatar,
  Drawer,
  Dropdown,
  initials,
  LogoutOutlined,
  SettingOutlined,
  Switch,
  Typography,
  UserOutlined,
  type MenuProps,
} from '@kanri/design-system';
import { selectSidebarCollapsed, sidebarCollapsedSet, useAppDispatch } from '@kanri/app-state';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';
import { WorkspaceSettings } from './workspace-settings';

/** Bottom of the sidebar: who is signed in, Profile, Settings and Sign Out (spec §2). */
export function UserMenu({ collapsed }: { collapsed: boolean }) {
  const user = useAppSelector(selectCurrentUser);
  const canEditSettings = useCan('settings.update');
  const sidebarCollapsed = useAppSelector(selectSidebarCollapsed);
  const dispatch = useAppDispatch();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [panel, setPanel] = useState<'profile' | 'settings' | null>(null);
  const name = displayName(user);

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: TEXTS.profile },
    { key: 'settings', icon: <SettingOutlined />, label: TEXTS.settings },
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: TEXTS.signOut, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'sign-out') {
      void signOut().then(() => navigate('/', { replace: true }));
    } else {
      setPanel(key as 'profile' | 'settings');
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="topLeft">
        <button type="button" aria-label="User menu" style={buttonStyle(collapsed)}>
          <Avatar size={32} style={{ background: '#befca9', color: '#0d0f0c', flexShrink: 0 }}>
            {initials(name)}
          </Avatar>
          {collapsed ? null : (
            <span style={{ minWidth: 0, textAlign: 'left' }}>
              <span style={{ display: 'block', fontWeight: 600, ...ellipsis }}>{name}</span>
              <span style={{ display: 'block', fontSize: 12, color: 'rgba(255,255,255,0.55)', ...ellipsis }}>{user?.email}</span>
            </span>
          )}
        </button>
      </Dropdown>
      <Drawer
        title={panel === 'profile' ? TEXTS.profile : TEXTS.settings}
        open={panel !== null}
        onClose={() => setPanel(null)}
        size="default"
      >
        {panel === 'profile' ? (
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
            <dt>Name</dt>
            <dd style={{ margin: 0 }}>{name}</dd>
            <dt>E-mail</dt>
            <dd style={{ margin: 0 }}>{user?.email}</dd>
            <dt>Role</dt>
            <dd style={{ margin: 0 }}>{ROLE_LABELS[normalizeRole(user?.role)]}</dd>
            {user?.phone ? (
              <>
                <dt>Phone</dt>
                <dd style={{ margin: 0 }}>{user.phone}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <div style={{ display: 'grid', gap: 24 }}>
            <label style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
              <Typography.Text>{TEXTS.collapsedSidebar}</Typography.Text>
              <Switch
                aria-label={TEXTS.collapsedSidebar}
                checked={sidebarCollapsed}
                onChange={(checked) => dispatch(sidebarCollapsedSet(checked))}
              />
            </label>
            {canEditSettings ? <WorkspaceSettings /> : null}
          </div>
        )}
      </Drawer>
    </>
  );
}

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function buttonStyle(collapsed: boolean) {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    width: '100%',
    padding: 8,
    background: 'transparent',
    border: 0,
    borderRadius: 8,
    color: 'inherit',
    cursor: 'pointer',
    justifyContent: collapsed ? 'center' : 'flex-start',
  } as const;
}
