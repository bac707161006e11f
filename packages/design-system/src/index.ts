// The main entry: everything. Its light part, also exported alone as `@kanri/design-system/essentials`.
import { lazyComponent } from './components/lazy';

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
export type { DateTimeInputProps } from './groups/date-time-input';
export type { TableProps, MenuProps } from 'antd';

export * from './components/icons';
export * from './groups/invoice-icons';
export { EmptyState } from './components/empty-state';
export { Result } from './components/result';
export { ErrorPanel, type ErrorPanelProps } from './components/error-panel';
export { PageHeader, type PageHeaderProps } from './components/page-header';
export { StatCard } from './components/stat-card';
// The date picker's code loads on first use, like DateInput's.
export const DateTimeInput = lazyComponent(
  () => import('./groups/date-time-input').then((m) => m.DateTimeInput),
  'DateTimeInput',
);
export { ConfirmDelete, FormDialog, FormField } from './forms';
export {
  currentTimeZone,
  SEARCH_DEBOUNCE_MS,
  setPreferredTimeZone,
  setPreferredWeekStart,
  useDebounced,
  useNow,
  useRetained,
  useTimeZone,
  useWeekStartsOn,
} from './hooks';
export type { ConfirmDeleteProps, FormControl, FormDialogProps } from './forms';
