// Icons are imported one file each: the @ant-design/icons index pulls in every icon (and breaks jest on Node 20).
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import ContactsOutlined from '@ant-design/icons/ContactsOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import FolderOutlined from '@ant-design/icons/FolderOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import type { ComponentType } from 'react';

export { default as ArrowLeftOutlined } from '@ant-design/icons/ArrowLeftOutlined';
export { default as CheckOutlined } from '@ant-design/icons/CheckOutlined';
export { default as CloseOutlined } from '@ant-design/icons/CloseOutlined';
export { default as DeleteOutlined } from '@ant-design/icons/DeleteOutlined';
export { default as DownOutlined } from '@ant-design/icons/DownOutlined';
export { default as EditOutlined } from '@ant-design/icons/EditOutlined';
export { default as EyeInvisibleOutlined } from '@ant-design/icons/EyeInvisibleOutlined';
export { default as EyeOutlined } from '@ant-design/icons/EyeOutlined';
export { default as LogoutOutlined } from '@ant-design/icons/LogoutOutlined';
export { default as MenuFoldOutlined } from '@ant-design/icons/MenuFoldOutlined';
export { default as MenuUnfoldOutlined } from '@ant-design/icons/MenuUnfoldOutlined';
export { default as MoreOutlined } from '@ant-design/icons/MoreOutlined';
export { default as PlusOutlined } from '@ant-design/icons/PlusOutlined';
export { default as RightOutlined } from '@ant-design/icons/RightOutlined';
export { default as SearchOutlined } from '@ant-design/icons/SearchOutlined';
export { default as SettingOutlined } from '@ant-design/icons/SettingOutlined';
export { default as UserOutlined } from '@ant-design/icons/UserOutlined';
export { default as CheckCircleFilled } from '@ant-design/icons/CheckCircleFilled';
export { default as StarFilled } from '@ant-design/icons/StarFilled';
export { default as ApiOutlined } from '@ant-design/icons/ApiOutlined';
export { default as ClusterOutlined } from '@ant-design/icons/ClusterOutlined';
export { default as ControlOutlined } from '@ant-design/icons/ControlOutlined';
export { default as DatabaseOutlined } from '@ant-design/icons/DatabaseOutlined';
export { default as MailOutlined } from '@ant-design/icons/MailOutlined';
export { default as PlayCircleOutlined } from '@ant-design/icons/PlayCircleOutlined';
export { default as SafetyCertificateOutlined } from '@ant-design/icons/SafetyCertificateOutlined';
export { default as SyncOutlined } from '@ant-design/icons/SyncOutlined';

/** Icons that nav entries may name in remotes.json. */
export const NAV_ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  tasks: UnorderedListOutlined,
  time: ClockCircleOutlined,
  statuses: FlagOutlined,
  priorities: ThunderboltOutlined,
  meetings: VideoCameraOutlined,
  notes: FileTextOutlined,
  todos: CheckSquareOutlined,
  chat: MessageOutlined,
  invoice: DollarOutlined,
  clients: ContactsOutlined,
  workspaces: AppstoreOutlined,
  users: TeamOutlined,
  calendar: CalendarOutlined,
  notifications: BellOutlined,
  projects: FolderOutlined,
};

export function NavIcon({ name }: { name: string }) {
  const Icon = NAV_ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
