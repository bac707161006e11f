import {
  AI_FIELD_TYPES,
  CUSTOM_FIELD_TYPE_LABELS,
  GENERAL_FIELD_TYPES,
  type AiFieldType,
  type CustomFieldType,
} from '@kanri/contracts';
import {
  CalendarOutlined,
  CheckCircleOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  DollarOutlined,
  DownOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  FunctionOutlined,
  GlobalOutlined,
  HighlightOutlined,
  LikeOutlined,
  LinkOutlined,
  MailOutlined,
  NumberOutlined,
  PaperClipOutlined,
  PercentageOutlined,
  PhoneOutlined,
  RobotOutlined,
  StarOutlined,
  SyncOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@kanri/design-system';
import type { ComponentType, CSSProperties, ReactElement } from 'react';

export type AnyFieldType = CustomFieldType | AiFieldType;

type IconComponent = ComponentType<{ 'aria-hidden'?: boolean; style?: CSSProperties; className?: string }>;

const GENERAL_ICONS: Record<CustomFieldType, IconComponent> = {
  dropdown: DownOutlined,
  text: FontSizeOutlined,
  date: CalendarOutlined,
  'text-area': FileTextOutlined,
  number: NumberOutlined,
  labels: TagsOutlined,
  checkbox: CheckSquareOutlined,
  money: DollarOutlined,
  website: GlobalOutlined,
  formula: FunctionOutlined,
  files: PaperClipOutlined,
  relationship: LinkOutlined,
  people: TeamOutlined,
  'progress-auto': SyncOutlined,
  email: MailOutlined,
  phone: PhoneOutlined,
  tasks: CheckCircleOutlined,
  location: EnvironmentOutlined,
  'progress-manual': PercentageOutlined,
  rating: StarOutlined,
  voting: LikeOutlined,
  signature: HighlightOutlined,
  rollup: ClusterOutlined,
};

/** The icon component of a field type (AI types share the robot). */
export function fieldIconComponent(type: AnyFieldType | string): IconComponent {
  return (GENERAL_ICONS as Record<string, IconComponent>)[type] ?? RobotOutlined;
}

/** The icon of a field type, decorative (the type's name is always written next to it). */
export function fieldIcon(type: AnyFieldType | string): ReactElement {
  const Icon = fieldIconComponent(type);
  return <Icon aria-hidden />;
}

/** The type's name as the dialog shows it (`Progress (Manual)`…). */
export function fieldTypeLabel(type: AnyFieldType | string): string {
  return (CUSTOM_FIELD_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** The types whose label or id contains the query (case and accents ignored), in the dialog's order. */
export function searchFieldTypes<T extends AnyFieldType>(types: readonly T[], query: string): T[] {
  const needle = fold(query.trim());
  if (!needle) return [...types];
  return types.filter((type) => fold(fieldTypeLabel(type)).includes(needle) || fold(type).includes(needle));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export { AI_FIELD_TYPES, GENERAL_FIELD_TYPES };

/** Types with type-specific settings the header menu can edit. */
export const TYPES_WITH_SETTINGS = ['money', 'number', 'formula', 'rollup'] as const satisfies readonly CustomFieldType[];

export function hasSettings(type: string): boolean {
  return (TYPES_WITH_SETTINGS as readonly string[]).includes(type);
}
