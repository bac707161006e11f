// Core components: small, used on most pages, loaded with design-system itself.
export {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  Collapse,
  Divider,
  Empty,
  Flex,
  Layout,
  Progress,
  Result,
  Row,
  Segmented,
  Skeleton,
  Space,
  Spin,
  Switch,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
export type { DateInputProps } from './groups/date-input';
export type { ColorInputProps } from './groups/color-input';
export type { ButtonProps, CollapseProps, TableProps, MenuProps } from 'antd';

// Heavy groups, loaded on first use.
export {
  AutoComplete,
  Breadcrumb,
  ColorInput,
  DateInput,
  DatePicker,
  Drawer,
  Dropdown,
  Input,
  InputNumber,
  List,
  Menu,
  Modal,
  PasswordInput,
  Popconfirm,
  Popover,
  RadioGroup,
  Rate,
  Select,
  Table,
  Tabs,
  TextArea,
  Upload,
  lazyComponent,
} from './components/lazy';

export * from './components/icons';
export { EmptyState } from './components/empty-state';
export { ErrorPanel, type ErrorPanelProps } from './components/error-panel';
export { FullPageSpinner } from './components/full-page-spinner';
export { PageHeader, type PageHeaderProps } from './components/page-header';
export { StatCard } from './components/stat-card';
export { DesignSystemProvider } from './theme/design-system-provider';
export { BRAND_PRIMARY, SURFACE, kanriTheme } from './theme/tokens';
export { toast, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './toast/toast';
export { HEADER_SLOT_ID, HeaderSlot } from './components/header-slot';
export { BrandMark } from './components/brand-mark';
