import {
  TASK_LINK_LABELS,
  TASK_MEDIA_ACTIVITY,
  type CustomField,
  type Member,
  type Priority,
  type Project,
  type Status,
  type Tag,
  type TaskActivity,
  type TaskLinkType,
  type TaskRelationship,
} from '@kanri/contracts';
import { formatCalendarDate, formatMoney } from '@kanri/design-system';
import { formatTimeEstimate } from '../../../domain/time-estimate';
import { personName } from '../../../shared/components/workflow-badges';
import { TASK_DETAIL_TEXTS } from '../texts';

const T = TASK_DETAIL_TEXTS;

/** What the feed needs to turn ids into names. Missing lists just give less friendly text. */
export interface ActivityLookups {
  statuses?: readonly Status[];
  priorities?: readonly Priority[];
  members?: readonly Member[];
  tags?: readonly Tag[];
  projects?: readonly Project[];
  customFields?: readonly CustomField[];
  /** The task's current links, to name linked tasks. */
  relationships?: readonly TaskRelationship[];
}

/** The label of each tracked field (the task detail's own field names). */
export const ACTIVITY_FIELD_LABELS: Record<string, string> = {
  title: T.fields.title,
  description: T.fields.description,
  project_id: 'Project',
  status_id: T.fields.status,
  priority_id: T.fields.priority,
  assignee_ids: T.fields.assignees,
  start_date: T.fields.startDate,
  due_date: T.fields.dueDate,
  progress: 'Progress',
  time_estimate_minutes: T.fields.timeEstimate,
  track_time: T.fields.trackTime,
  tag_ids: T.fields.tags,
  relationships: T.fields.relationships,
};

/** One line of the feed, ready to show. `from`/`to` are '' for "no value". */
export type ActivityLine =
  | { kind: 'created' }
  | { kind: 'updated'; field: string; from: string; to: string }
  | { kind: 'comment'; body: string }
  | { kind: 'attachment'; fileName: string; removed: boolean };

const SHORT_TEXT = 120;

function shorten(text: string, max = SHORT_TEXT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter(isNumber) : []);

function nameOf<R extends { id: number; name: string }>(rows: readonly R[] | undefined, id: unknown): string {
  if (!isNumber(id)) return '';
  return rows?.find((row) => row.id === id)?.name ?? `#${id}`;
}

function memberName(members: readonly Member[] | undefined, id: number): string {
  const member = members?.find((row) => row.id === id);
  return member ? personName(member) : T.activity.formerMember;
}

function linkText(value: unknown, lookups: ActivityLookups): string {
  if (!Array.isArray(value)) return '';
  return value
    .map((raw) => {
      const link = raw as { task_id?: unknown; type?: unknown };
      if (!isNumber(link.task_id)) return '';
      const title =
        lookups.relationships?.find((known) => known.task_id === link.task_id)?.title ?? T.activity.unknownTask(link.task_id);
      const label = TASK_LINK_LABELS[link.type as TaskLinkType] ?? String(link.type ?? '');
      return `${label} ${title}`.trim();
    })
    .filter(Boolean)
    .join(', ');
}

function customValue(field: CustomField | undefined, value: unknown, lookups: ActivityLookups): string {
  if (value === null || value === undefined || value === '') return '';
  const options = field?.options ?? [];
  switch (field?.type) {
    case 'dropdown':
      return options.find((option) => option.id === value)?.label ?? String(value);
    case 'labels':
      return (Array.isArray(value) ? value : [])
        .map((id) => options.find((option) => option.id === id)?.label ?? String(id))
        .join(', ');
    case 'date':
      return typeof value === 'string' ? formatCalendarDate(value) || value : String(value);
    case 'checkbox':
      return value === true ? T.activity.on : T.activity.off;
    case 'money':
      return isNumber(value) ? formatMoney(value, field.settings.currency ?? 'USD') : String(value);
    case 'rating':
      return isNumber(value) ? `${value}/5` : String(value);
    case 'progress-manual':
      return isNumber(value) ? `${value}%` : String(value);
    case 'people':
    case 'voting':
      return numbers(value)
        .map((id) => memberName(lookups.members, id))
        .join(', ');
    case 'tasks':
    case 'relationship':
      return numbers(value)
        .map((id) => T.activity.unknownTask(id))
        .join(', ');
    case 'files':
      return `${numbers(value).length} file(s)`;
    case 'signature':
      return 'Signed';
    default:
      if (typeof value === 'string') return shorten(value);
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      return shorten(JSON.stringify(value));
  }
}

/** A tracked field's value as words: names for ids, dates and estimates as the page shows them. */
export function formatActivityValue(field: string, value: unknown, lookups: ActivityLookups, customField?: CustomField): string {
  if (field === 'custom_field') return customValue(customField, value, lookups);
  if (value === null || value === undefined) return '';
  switch (field) {
    case 'status_id':
      return nameOf(lookups.statuses, value);
    case 'priority_id':
      return nameOf(lookups.priorities, value);
    case 'project_id':
      return nameOf(lookups.projects, value);
    case 'assignee_ids':
      return numbers(value)
        .map((id) => memberName(lookups.members, id))
        .join(', ');
    case 'tag_ids':
      return numbers(value)
        .map((id) => nameOf(lookups.tags, id))
        .join(', ');
    case 'start_date':
    case 'due_date':
      return typeof value === 'string' ? formatCalendarDate(value) || value : '';
    case 'time_estimate_minutes':
      return isNumber(value) ? formatTimeEstimate(value) : '';
    case 'track_time':
      return value === true ? T.activity.on : T.activity.off;
    case 'progress':
      return isNumber(value) ? `${value}%` : String(value);
    case 'relationships':
      return linkText(value, lookups);
    case 'title':
    case 'description':
      return typeof value === 'string' ? shorten(value) : '';
    default:
      return typeof value === 'string' ? shorten(value) : shorten(JSON.stringify(value));
  }
}

/** The label of the field an `updated` entry names. */
export function activityFieldLabel(entry: Pick<TaskActivity, 'field' | 'custom_field_id'>, lookups: ActivityLookups): string {
  if (entry.field === 'custom_field') {
    const field = lookups.customFields?.find((row) => row.id === entry.custom_field_id);
    return field ? field.name : T.activity.customField;
  }
  return ACTIVITY_FIELD_LABELS[entry.field ?? ''] ?? entry.field ?? '';
}

/** One feed entry as words. */
export function describeActivity(entry: TaskActivity, lookups: ActivityLookups): ActivityLine {
  switch (entry.type) {
    case 'created':
      return { kind: 'created' };
    case 'comment':
      return { kind: 'comment', body: entry.body ?? '' };
    case 'attachment':
      return { kind: 'attachment', fileName: entry.body ?? '', removed: entry.new_value === TASK_MEDIA_ACTIVITY.removed };
    case 'updated':
    default: {
      const field = entry.field ?? '';
      const customField =
        field === 'custom_field' ? lookups.customFields?.find((row) => row.id === entry.custom_field_id) : undefined;
      return {
        kind: 'updated',
        field: activityFieldLabel(entry, lookups),
        from: formatActivityValue(field, entry.old_value, lookups, customField),
        to: formatActivityValue(field, entry.new_value, lookups, customField),
      };
    }
  }
}
