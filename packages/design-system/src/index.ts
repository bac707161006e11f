// The main entry: everything. Its light part, also exported alone as `@kanri/design-system/essentials`.
export * from './essentials';

// Core components: small, used on most pages, loaded with this entry.
export {
  Avatar,
  Badge,
  Card,
  Checkbox,
  Col,
  Divider,
  Empty,
  Layout,
  Progress,
  Row,
  Segmented,
  Skeleton,
  Space,
  Switch,
  Tooltip,
  Typography,
  theme,
} from 'antd';
export type { DateInputProps } from './groups/date-input';
export type { ColorInputProps } from './groups/color-input';
export type { TableProps, MenuProps } from 'antd';

export * from './components/icons';
export { EmptyState } from './components/empty-state';
export { Result } from './components/result';
export { ErrorPanel, type ErrorPanelProps } from './components/error-panel';
export { PageHeader, type PageHeaderProps } from './components/page-header';
export { StatCard } from './components/stat-card';
export { ConfirmDelete, FormDialog, FormField } from './forms';
export type { ConfirmDeleteProps, FormControl, FormDialogProps } from './forms';
