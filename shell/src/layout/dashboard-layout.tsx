import { selectSidebarCollapsed, sidebarToggled, useAppDispatch, useAppSelector } from '@kanri/app-state';
import type { RemotesJson } from '@kanri/contracts';
import { Button, HEADER_SLOT_ID, Layout, MenuFoldOutlined, MenuUnfoldOutlined } from '@kanri/design-system';
import { Link, Outlet } from 'react-router-dom';
import { useLiveUpdates } from '../realtime/live-updates';
import { TEXTS } from '../texts';
import { SearchBox } from './command-palette/search-box';
import { FLOATING_WIDGET_CLEARANCE, FloatingTrackerSlot, hasFloatingTracker } from './floating-tracker-slot';
import { NotificationBell } from './notification-bell';
import { SidebarNav } from './sidebar';
import { UserMenu } from './user-menu';
import { WorkspaceSwitcher } from './workspace-switcher';

const SIDEBAR_WIDTH = 248;
const SIDEBAR_COLLAPSED_WIDTH = 72;

/**
 * The dashboard frame (spec §2): collapsible sidebar, header (workspace switcher, then an area pages
 * can fill, then the notification bell), main area, and the floating time tracker in the bottom-right corner.
 */
export function DashboardLayout({ registry }: { registry: RemotesJson }) {
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const dispatch = useAppDispatch();
  useLiveUpdates();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        style={{ position: 'sticky', top: 0, height: '100vh', borderRight: '1px solid #2a2a2e' }}
      >
        <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: collapsed ? 'center' : 'space-between',
              padding: '16px 12px 8px 20px',
            }}
          >
            {collapsed ? null : (
              <Link to="/dashboard" style={{ color: '#befca9', fontWeight: 700, fontSize: 20, letterSpacing: 0.3 }}>
                Kanri
              </Link>
            )}
            <Button
              type="text"
              aria-label={collapsed ? TEXTS.expandSidebar : TEXTS.collapseSidebar}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => dispatch(sidebarToggled())}
            />
          </div>
          <SidebarNav registry={registry} collapsed={collapsed} />
          <div style={{ borderTop: '1px solid #2a2a2e', padding: 8 }}>
            <UserMenu collapsed={collapsed} />
            {collapsed ? null : (
              <div style={{ fontSize: 11, color: 'rgba(255,255,255,0.4)', padding: '4px 8px 0' }}>{TEXTS.version}</div>
            )}
          </div>
        </div>
      </Layout.Sider>
      <Layout>
        <header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            minHeight: 56,
            padding: '8px 24px',
            borderBottom: '1px solid #2a2a2e',
          }}
        >
          <WorkspaceSwitcher />
          <SearchBox registry={registry} />
          <div id={HEADER_SLOT_ID} style={{ display: 'flex', alignItems: 'center', gap: 12, flex: 1, minWidth: 0 }} />
          <NotificationBell />
        </header>
        <Layout.Content
          style={{ padding: 24, paddingBottom: hasFloatingTracker(registry) ? FLOATING_WIDGET_CLEARANCE : 24, minWidth: 0 }}
        >
          <Outlet />
        </Layout.Content>
        <FloatingTrackerSlot registry={registry} />
      </Layout>
    </Layout>
  );
}
