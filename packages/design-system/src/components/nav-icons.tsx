// One file per icon: the @ant-design/icons index pulls in every icon (and breaks jest on Node 20).
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
