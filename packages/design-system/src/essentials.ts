/**
 * `@kanri/design-system/essentials`: the light entry. What the shell needs to start (provider,
 * tokens, toasts, spinner) and what the public pages render (landing, sign-in): a few small antd
 * components, the lazy wrappers of the heavy groups, the icons of those pages. About a third of the
 * main entry in gzip (infra/bench): a page that imports only this entry does not load the rest.
 *
 * Every export here is also exported by the main entry, as the same instance (the shell shares
 * both, built from these same modules). Additions only, like the main entry (ARCHITECTURE §3).
 */
export { Alert, Button, Collapse, Flex, Spin, Tag } from 'antd';
export type { ButtonProps, CollapseProps } from 'antd';

// Heavy groups, loaded on first use.
export {
  App,
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

export * from './components/essential-icons';
export * from './components/nav-icons';
export { FullPageSpinner } from './components/full-page-spinner';
export { DesignSystemProvider } from './theme/design-system-provider';
export { BRAND_PRIMARY, SURFACE, kanriTheme } from './theme/tokens';
export { toast, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './toast/toast';
export { HEADER_SLOT_ID, HeaderSlot } from './components/header-slot';
export { BrandMark } from './components/brand-mark';
export { currentTimeZone, setPreferredTimeZone, setPreferredWeekStart } from './hooks/use-time-zone';

// Formatters: pure functions, light enough for every page.
export * from './format';
// Forms: the zod → formik adapter (pure); the dialogs are in the main entry.
export { validateWith, type FormSchema } from './forms/validate-with';
