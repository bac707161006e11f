import type { SelectProps, TableProps } from 'antd';
import type { ComponentProps, ComponentType, JSX } from 'react';
import { lazy, Suspense } from 'react';

/**
 * Wraps a component of a heavy antd group so its code loads on first render, from the copy of
 * design-system the shell shares (ARCHITECTURE §3). The wrapper keeps the component's props type.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- any component, whatever its props (they are kept as ComponentProps<C>) */
export function lazyComponent<C extends ComponentType<any>>(load: () => Promise<C>, displayName: string) {
  const Lazy = lazy(async () => ({ default: await load() })) as ComponentType<any>;
  /* eslint-enable @typescript-eslint/no-explicit-any */
  function LazyComponent(props: ComponentProps<C> & JSX.IntrinsicAttributes) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyComponent.displayName = displayName;
  return LazyComponent;
}

const data = () => import('../groups/data');
const inputs = () => import('../groups/inputs');
const forms = () => import('../groups/forms');
const overlay = () => import('../groups/overlay');
const navigation = () => import('../groups/navigation');

/** antd's App, kept for callers of `<App>`; its static `App.useApp` is not available through it. */
export const App = lazyComponent(() => import('../groups/app').then((m) => m.App), 'App');

// Table and Select keep their generic row/value type for callers (`<Table<Row> ...>`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's own default (AnyObject)
export const Table = lazyComponent(() => data().then((m) => m.Table), 'Table') as unknown as <RecordType extends object = any>(
  props: TableProps<RecordType>,
) => JSX.Element;
export const DatePicker = lazyComponent(() => data().then((m) => m.DatePicker), 'DatePicker');
export const List = lazyComponent(() => data().then((m) => m.List), 'List');
export const Input = lazyComponent(() => inputs().then((m) => m.Input), 'Input');
export const PasswordInput = lazyComponent(() => inputs().then((m) => m.Input.Password), 'PasswordInput');
export const TextArea = lazyComponent(() => inputs().then((m) => m.Input.TextArea), 'TextArea');
export const InputNumber = lazyComponent(() => forms().then((m) => m.InputNumber), 'InputNumber');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's own default
export const Select = lazyComponent(() => forms().then((m) => m.Select), 'Select') as unknown as <ValueType = any>(
  props: SelectProps<ValueType>,
) => JSX.Element;
export const Upload = lazyComponent(() => forms().then((m) => m.Upload), 'Upload');
export const Modal = lazyComponent(() => overlay().then((m) => m.Modal), 'Modal');
export const Dropdown = lazyComponent(() => overlay().then((m) => m.Dropdown), 'Dropdown');
export const Drawer = lazyComponent(() => overlay().then((m) => m.Drawer), 'Drawer');
export const Popover = lazyComponent(() => overlay().then((m) => m.Popover), 'Popover');
export const DateInput = lazyComponent(() => data().then((m) => m.DateInput), 'DateInput');
export const ColorInput = lazyComponent(() => forms().then((m) => m.ColorInput), 'ColorInput');
export const Rate = lazyComponent(() => forms().then((m) => m.Rate), 'Rate');
export const RadioGroup = lazyComponent(() => forms().then((m) => m.Radio.Group), 'RadioGroup');
export const AutoComplete = lazyComponent(() => forms().then((m) => m.AutoComplete), 'AutoComplete');
export const Popconfirm = lazyComponent(() => overlay().then((m) => m.Popconfirm), 'Popconfirm');
export const Breadcrumb = lazyComponent(() => navigation().then((m) => m.Breadcrumb), 'Breadcrumb');
export const Menu = lazyComponent(() => navigation().then((m) => m.Menu), 'Menu');
export const Tabs = lazyComponent(() => navigation().then((m) => m.Tabs), 'Tabs');
