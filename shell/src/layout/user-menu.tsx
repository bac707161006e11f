import { useSignOut } from '@kanri/app-runtime';
import { selectCurrentUser, useAppSelector, useCan } from '@kanri/app-state';
import { displayName } from '@kanri/contracts';
import {
  Avatar,
  Drawer,
  Dropdown,
  FileTextOutlined,
  initials,
  LinkOutlined,
  LockOutlined,
  LogoutOutlined,
  SettingOutlined,
  Skeleton,
  UserOutlined,
  type MenuProps,
} from '@kanri/design-system';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';

// The panels and their endpoint calls load when first opened: the shell is on every page.
const ProfilePanel = lazy(() => import('./account/profile-panel'));
const SettingsPanel = lazy(() => import('./account/settings-panel'));
const ApiTokensPanel = lazy(() => import('./account/api-tokens-panel'));
const WebhooksPanel = lazy(() => import('./account/webhooks-panel'));
const AuditPanel = lazy(() => import('./account/audit-panel'));

type Panel = 'profile' | 'settings' | 'api-tokens' | 'webhooks' | 'audit';

const PANEL_TITLES: Record<Panel, string> = {
  profile: TEXTS.profile,
  settings: TEXTS.settings,
  'api-tokens': TEXTS.apiTokens,
  webhooks: TEXTS.webhooks,
  audit: TEXTS.auditLog,
};
const PANELS: Record<Panel, ComponentType> = {
  profile: ProfilePanel,
  settings: SettingsPanel,
  'api-tokens': ApiTokensPanel,
  webhooks: WebhooksPanel,
  audit: AuditPanel,
};

/** Bottom of the sidebar: who is signed in, Profile, Settings and Sign Out (spec §2). */
export function UserMenu({ collapsed }: { collapsed: boolean }) {
  const user = useAppSelector(selectCurrentUser);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [panel, setPanel] = useState<Panel | null>(null);
  // Kept after closing, so the drawer's closing animation still shows its content.
  const [shown, setShown] = useState<Panel>('profile');
  const name = displayName(user);
  const canManageWebhooks = useCan('webhooks.manage');
  const canReadAudit = useCan('audit.read');

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: TEXTS.profile },
    { key: 'settings', icon: <SettingOutlined />, label: TEXTS.settings },
    { key: 'api-tokens', icon: <LockOutlined />, label: TEXTS.apiTokens },
    ...(canManageWebhooks ? [{ key: 'webhooks', icon: <LinkOutlined />, label: TEXTS.webhooks }] : []),
    ...(canReadAudit ? [{ key: 'audit', icon: <FileTextOutlined />, label: TEXTS.auditLog }] : []),
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: TEXTS.signOut, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'sign-out') {
      void signOut().then(() => navigate('/', { replace: true }));
    } else {
      setPanel(key as Panel);
      setShown(key as Panel);
    }
  };

  const ShownPanel = PANELS[shown];
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="topLeft">
        <button type="button" aria-label="User menu" style={buttonStyle(collapsed)}>
          <Avatar size={32} src={user?.photo_url || undefined} style={{ background: '#befca9', color: '#0d0f0c', flexShrink: 0 }}>
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
        title={PANEL_TITLES[shown]}
        open={panel !== null}
        onClose={() => setPanel(null)}
        size="min(480px, 100vw)"
        rootClassName="kanri-account-drawer"
        destroyOnHidden
      >
        <Suspense fallback={<Skeleton active avatar paragraph={{ rows: 6 }} />}>
          <ShownPanel />
        </Suspense>
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
