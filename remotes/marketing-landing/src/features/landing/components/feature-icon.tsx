import {
  ApiOutlined,
  ClusterOutlined,
  ControlOutlined,
  DatabaseOutlined,
  NAV_ICONS,
  SafetyCertificateOutlined,
  SyncOutlined,
} from '@kanri/design-system/essentials';
import type { ComponentType } from 'react';
import type { FeatureIcon as FeatureIconName } from '../content';

const ICONS: Record<FeatureIconName, ComponentType | undefined> = {
  projects: NAV_ICONS.projects,
  time: NAV_ICONS.time,
  meetings: NAV_ICONS.meetings,
  notes: NAV_ICONS.notes,
  invoice: NAV_ICONS.invoice,
  users: NAV_ICONS.users,
  chat: NAV_ICONS.chat,
  notifications: NAV_ICONS.notifications,
  customFields: ControlOutlined,
  realtime: SyncOutlined,
  roles: SafetyCertificateOutlined,
  database: DatabaseOutlined,
  api: ApiOutlined,
  scale: ClusterOutlined,
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  const Icon = ICONS[name] ?? NAV_ICONS.workspaces;
  return (
    <span className="kl-icon-tile" aria-hidden="true">
      {Icon ? <Icon /> : null}
    </span>
  );
}
