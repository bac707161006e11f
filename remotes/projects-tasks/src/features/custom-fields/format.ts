import { DEFAULT_CURRENCY, RATING_MAX, type CustomField, type CustomFieldOption, type TaskMedia } from '@kanri/contracts';
import { formatCalendarDate, formatMoney } from '@kanri/design-system';
import { personName, type PersonLike } from '../../shared/components/workflow-badges';
import { CF_TEXTS } from './texts';

/** What an empty value shows. */
export const EMPTY_DISPLAY = CF_TEXTS.empty;

/** Data some types need to be shown: names of members, titles of tasks, names of attachments. */
export interface FormatContext {
  members?: readonly PersonLike[];
  /** Task id → title, for tasks and relationship fields. */
  taskTitles?: ReadonlyMap<number, string>;
  /** The task's attachments, for files fields. */
  files?: readonly Pick<TaskMedia, 'id' | 'file_name'>[];
  /** Fields of the workspace: a rollup over a money field shows money. */
  fields?: readonly Pick<CustomField, 'id' | 'name' | 'type' | 'settings'>[];
  /** Defaults to en-US, the product's language. */
  locale?: string;
}

type FieldLike = Pick<CustomField, 'type' | 'options' | 'settings'>;

/** A value that shows as empty: nothing, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return !Number.isFinite(value);
  return false;
}

/** Two values are the same (lists compared in order). */
export function sameValue(a: unknown, b: unknown): boolean {
  const normalize = (value: unknown) => (isEmptyValue(value) ? null : value);
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}

// Numbers and money ----------------------------------------------------------------------------

/** The currency of a money field (USD unless set). */
export function currencyOf(field: Pick<CustomField, 'settings'>): string {
  return field.settings.currency ?? DEFAULT_CURRENCY;
}

/** A number with the field's decimals, or as entered (up to 6 decimals) when none are set. */
export function formatNumber(value: number, decimals: number | undefined, locale = 'en-US'): string {
  const options: Intl.NumberFormatOptions =
    decimals === undefined ? { maximumFractionDigits: 6 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return new Intl.NumberFormat(locale, options).format(value);
}

// Links, text ----------------------------------------------------------------------------------

/** The OpenStreetMap search for a place. */
export function mapLink(place: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place.trim())}`;
}

/** A typed web address with `https://` added when it has no scheme (`kanri.app` → `https://kanri.app`). */
export function normalizeWebsite(input: string): string {
  const text = input.trim();
  if (text === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return text;
  return `https://${text}`;
}

/** The address without its scheme and trailing slash, to show in a narrow cell. */
export function shortWebsite(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

export function isImageDataUrl(value: unknown): value is string {
  return typeof value === 'string' && /^data:image\/(png|jpeg|webp|svg\+xml);base64,/i.test(value);
}

/** A formula with its `{id}` fields written as the fields' names: `{12} * 2` → `Budget * 2`. */
export function readableFormula(expression: string, fields: readonly Pick<CustomField, 'id' | 'name'>[]): string {
  return expression.replace(/\{\s*(\d{1,10})\s*\}/g, (whole, id: string) => {
    const field = fields.find((candidate) => candidate.id === Number(id));
    return field ? field.name : whole;
  });
}

// Lists -----------------------------------------------------------------------------------------

export function optionsOf(field: Pick<CustomField, 'options'>): CustomFieldOption[] {
  return field.options ?? [];
}

/** The ids of a list value (ignoring anything that is not an id). */
export function idList(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number' && Number.isInteger(item)) : [];
}

/** The option ids of a labels value. */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function numberValue(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * A value as text, the way the table shows it (`—` when empty). Pure: members, task titles and
 * attachments come from `context`.
 */
export function formatFieldValue(field: FieldLike, value: unknown, context: FormatContext = {}): string {
  const locale = context.locale ?? 'en-US';
  if (field.type === 'checkbox') {
    if (value === true) return CF_TEXTS.cell.yes;
    if (value === false) return CF_TEXTS.cell.no;
    return EMPTY_DISPLAY;
  }
  if (isEmptyValue(value)) return EMPTY_DISPLAY;
  switch (field.type) {
    case 'dropdown': {
      const option = optionsOf(field).find((candidate) => candidate.id === value);
      return option?.label ?? EMPTY_DISPLAY;
    }
    case 'labels': {
      const ids = stringList(value);
      const labels = optionsOf(field)
        .filter((option) => ids.includes(option.id))
        .map((option) => option.label);
      return labels.length > 0 ? labels.join(', ') : EMPTY_DISPLAY;
    }
    case 'text':
    case 'text-area':
    case 'location':
    case 'email':
    case 'phone':
      return typeof value === 'string' ? value.trim() : EMPTY_DISPLAY;
    case 'website':
      return typeof value === 'string' ? shortWebsite(value.trim()) : EMPTY_DISPLAY;
    case 'date':
      return typeof value === 'string' ? formatCalendarDate(value) || value : EMPTY_DISPLAY;
    case 'number': {
      const number = numberValue(value);
      return number === null ? EMPTY_DISPLAY : formatNumber(number, field.settings.decimals, locale);
    }
    case 'money': {
      const number = numberValue(value);
      return number === null ? EMPTY_DISPLAY : formatMoney(number, currencyOf(field), locale);
    }
    case 'formula':
    case 'rollup': {
      const number = numberValue(value);
      if (number === null) return EMPTY_DISPLAY;
      const target =
        field.type === 'rollup' && field.settings.aggregate !== 'count'
          ? context.fields?.find((candidate) => candidate.id === field.settings.target_field_id)
          : undefined;
      if (target?.type === 'money') return formatMoney(Math.round(number), currencyOf(target), locale);
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(number);
    }
    case 'rating': {
      const number = numberValue(value);
      return number === null ? EMPTY_DISPLAY : `${number}/${RATING_MAX}`;
    }
    case 'progress-manual':
    case 'progress-auto': {
      const number = numberValue(value);
      return number === null ? EMPTY_DISPLAY : `${Math.round(number)}%`;
    }
    case 'people': {
      const ids = idList(value);
      if (ids.length === 0) return EMPTY_DISPLAY;
      return ids
        .map((id) => {
          const member = context.members?.find((candidate) => candidate.id === id);
          return member ? personName(member) : CF_TEXTS.cell.unknownMember;
        })
        .join(', ');
    }
    case 'voting':
      return CF_TEXTS.cell.votes(idList(value).length);
    case 'tasks':
    case 'relationship': {
      const ids = idList(value);
      if (ids.length === 0) return EMPTY_DISPLAY;
      return ids.map((id) => context.taskTitles?.get(id) ?? CF_TEXTS.cell.taskFallback(id)).join(', ');
    }
    case 'files': {
      const ids = idList(value);
      if (ids.length === 0) return EMPTY_DISPLAY;
      if (!context.files) return CF_TEXTS.cell.filesCount(ids.length);
      return ids
        .map((id) => context.files?.find((file) => file.id === id)?.file_name ?? CF_TEXTS.cell.fileFallback(id))
        .join(', ');
    }
    case 'signature':
      if (isImageDataUrl(value)) return CF_TEXTS.cell.signatureSigned;
      return typeof value === 'string' ? value.trim() : EMPTY_DISPLAY;
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : EMPTY_DISPLAY;
  }
}
