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

export { default as ApartmentOutlined } from '@ant-design/icons/ApartmentOutlined';
export { default as AppstoreOutlined } from '@ant-design/icons/AppstoreOutlined';
export { default as ArrowRightOutlined } from '@ant-design/icons/ArrowRightOutlined';
export { default as BarsOutlined } from '@ant-design/icons/BarsOutlined';
export { default as BellOutlined } from '@ant-design/icons/BellOutlined';
export { default as CalculatorOutlined } from '@ant-design/icons/CalculatorOutlined';
export { default as CalendarOutlined } from '@ant-design/icons/CalendarOutlined';
export { default as CheckCircleOutlined } from '@ant-design/icons/CheckCircleOutlined';
export { default as CheckSquareOutlined } from '@ant-design/icons/CheckSquareOutlined';
export { default as ClockCircleOutlined } from '@ant-design/icons/ClockCircleOutlined';
export { default as CopyOutlined } from '@ant-design/icons/CopyOutlined';
export { default as DollarOutlined } from '@ant-design/icons/DollarOutlined';
export { default as DownloadOutlined } from '@ant-design/icons/DownloadOutlined';
export { default as DragOutlined } from '@ant-design/icons/DragOutlined';
export { default as EllipsisOutlined } from '@ant-design/icons/EllipsisOutlined';
export { default as EnvironmentOutlined } from '@ant-design/icons/EnvironmentOutlined';
export { default as ExclamationCircleOutlined } from '@ant-design/icons/ExclamationCircleOutlined';
export { default as FieldTimeOutlined } from '@ant-design/icons/FieldTimeOutlined';
export { default as FileOutlined } from '@ant-design/icons/FileOutlined';
export { default as FileTextOutlined } from '@ant-design/icons/FileTextOutlined';
export { default as FilterOutlined } from '@ant-design/icons/FilterOutlined';
export { default as FlagOutlined } from '@ant-design/icons/FlagOutlined';
export { default as FolderOutlined } from '@ant-design/icons/FolderOutlined';
export { default as FontSizeOutlined } from '@ant-design/icons/FontSizeOutlined';
export { default as FormOutlined } from '@ant-design/icons/FormOutlined';
export { default as FunctionOutlined } from '@ant-design/icons/FunctionOutlined';
export { default as GlobalOutlined } from '@ant-design/icons/GlobalOutlined';
export { default as HighlightOutlined } from '@ant-design/icons/HighlightOutlined';
export { default as HolderOutlined } from '@ant-design/icons/HolderOutlined';
export { default as LikeOutlined } from '@ant-design/icons/LikeOutlined';
export { default as LinkOutlined } from '@ant-design/icons/LinkOutlined';
export { default as LockOutlined } from '@ant-design/icons/LockOutlined';
export { default as MinusOutlined } from '@ant-design/icons/MinusOutlined';
export { default as NumberOutlined } from '@ant-design/icons/NumberOutlined';
export { default as PaperClipOutlined } from '@ant-design/icons/PaperClipOutlined';
export { default as PauseCircleOutlined } from '@ant-design/icons/PauseCircleOutlined';
export { default as PercentageOutlined } from '@ant-design/icons/PercentageOutlined';
export { default as PhoneOutlined } from '@ant-design/icons/PhoneOutlined';
export { default as PlusCircleOutlined } from '@ant-design/icons/PlusCircleOutlined';
export { default as ProjectOutlined } from '@ant-design/icons/ProjectOutlined';
export { default as ReloadOutlined } from '@ant-design/icons/ReloadOutlined';
export { default as RobotOutlined } from '@ant-design/icons/RobotOutlined';
export { default as SendOutlined } from '@ant-design/icons/SendOutlined';
export { default as ShareAltOutlined } from '@ant-design/icons/ShareAltOutlined';
export { default as StarOutlined } from '@ant-design/icons/StarOutlined';
export { default as TableOutlined } from '@ant-design/icons/TableOutlined';
export { default as TagOutlined } from '@ant-design/icons/TagOutlined';
export { default as TagsOutlined } from '@ant-design/icons/TagsOutlined';
export { default as TeamOutlined } from '@ant-design/icons/TeamOutlined';
export { default as UnorderedListOutlined } from '@ant-design/icons/UnorderedListOutlined';
export { default as UploadOutlined } from '@ant-design/icons/UploadOutlined';
export { default as UserAddOutlined } from '@ant-design/icons/UserAddOutlined';

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
