import {
  evaluateFormula,
  isComputedFieldType,
  isNumericFieldType,
  TASK_LIST_FIELD_TYPES,
  DEFAULT_CURRENCY,
  type RollupAggregate,
  type StatusCategory,
  type Task,
} from '@kanri/contracts';
import type { CustomFieldRow } from './custom-field-values.js';

/** What a computed value needs to know about a related task. */
export interface RelatedTask {
  category: StatusCategory;
  /** Only the keys some rollup adds up. */
  values: Record<string, unknown>;
}

/**
 * The computed custom fields (formula, rollup, progress-auto) of tasks, filled into their
 * `custom_field_values` from data already loaded in the same statement as the tasks
 * (`task-reads.ts`). A value that cannot be computed is left out, like an empty one.
 *
 * - formula: `evaluateFormula` over the task's own number, money, rating and progress-manual
 *   values (money counts in its major unit: 1250 cents of USD → 12.5).
 * - rollup: `aggregate` of the `target_field_id` values of the tasks listed in the task's
 *   `relationship_field_id` field, in the target's unit (money: minor units); `count` counts the
 *   values (the related tasks when no target is set); the others need at least one value.
 * - progress-auto: the rounded percentage (0-100) of the tasks this task links to, through its
 *   relationships and its tasks/relationship field values, whose status is of category `done`.
 */

/** The fields a computed value reads: the type and settings of every field of the tasks' projects. */
export type ComputedFieldSource = Pick<CustomFieldRow, 'id' | 'projectId' | 'type' | 'settings'>;

/** From the custom fields of the tasks' projects and the related tasks (those they link to or list; more are harmless). */
export function applyComputedValues(
  items: readonly Task[],
  fields: readonly ComputedFieldSource[],
  related: ReadonlyMap<number, RelatedTask>,
): Task[] {
  const computedKeys = new Set(fields.filter((field) => isComputedFieldType(field.type)).map((field) => String(field.id)));
  if (computedKeys.size === 0) return [...items];
  const fieldsOf = groupByProject(fields);
  return items.map((task) => {
    const computed: Record<string, unknown> = {};
    for (const field of fieldsOf.get(task.project_id) ?? []) {
      if (!isComputedFieldType(field.type)) continue;
      const value =
        field.type === 'formula'
          ? formulaValue(field, task, fieldsOf.get(task.project_id) ?? [])
          : field.type === 'rollup'
            ? rollupValue(field, task, fieldsOf.get(task.project_id) ?? [], related)
            : autoProgress(task, fieldsOf.get(task.project_id) ?? [], related);
      if (value !== null) computed[String(field.id)] = value;
    }
    const stored = Object.fromEntries(Object.entries(task.custom_field_values).filter(([key]) => !computedKeys.has(key)));
    return Object.keys(computed).length === 0 ? task : { ...task, custom_field_values: { ...stored, ...computed } };
  });
}

function groupByProject<F extends ComputedFieldSource>(fields: readonly F[]): Map<number, F[]> {
  const fieldsOf = new Map<number, F[]>();
  for (const field of fields) fieldsOf.set(field.projectId, [...(fieldsOf.get(field.projectId) ?? []), field]);
  return fieldsOf;
}

function formulaValue(field: ComputedFieldSource, task: Task, projectFields: readonly ComputedFieldSource[]): number | null {
  const expression = field.settings.expression ?? '';
  const result = evaluateFormula(expression, (id) => {
    const source = projectFields.find((candidate) => candidate.id === id);
    if (!source || !isNumericFieldType(source.type)) return null;
    const value = task.custom_field_values[String(id)];
    if (typeof value !== 'number') return null;
    return source.type === 'money' ? value / 10 ** currencyDigits(source.settings.currency ?? DEFAULT_CURRENCY) : value;
  });
  return result === null ? null : tidy(result);
}

function rollupValue(
  field: ComputedFieldSource,
  task: Task,
  projectFields: readonly ComputedFieldSource[],
  related: ReadonlyMap<number, RelatedTask>,
): number | null {
  const { relationship_field_id: relationId, target_field_id: targetId } = field.settings;
  const aggregate: RollupAggregate = field.settings.aggregate ?? 'sum';
  const relation = projectFields.find((candidate) => candidate.id === relationId);
  if (!relation || !isTaskListType(relation.type)) return null;
  const ids = unique(taskIdsIn(task.custom_field_values[String(relation.id)])).filter((id) => id !== task.id && related.has(id));
  if (targetId === undefined) return aggregate === 'count' ? ids.length : null;
  const values = ids.flatMap((id) => {
    const value = related.get(id)!.values[String(targetId)];
    return typeof value === 'number' && Number.isFinite(value) ? [value] : [];
  });
  if (aggregate === 'count') return values.length;
  if (values.length === 0) return null;
  switch (aggregate) {
    case 'sum':
      return tidy(values.reduce((total, value) => total + value, 0));
    case 'average':
      return tidy(values.reduce((total, value) => total + value, 0) / values.length);
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
  }
}

function autoProgress(
  task: Task,
  projectFields: readonly ComputedFieldSource[],
  related: ReadonlyMap<number, RelatedTask>,
): number | null {
  const ids = linkedTaskIds(task, projectFields).filter((id) => id !== task.id && related.has(id));
  if (ids.length === 0) return null;
  const done = ids.filter((id) => related.get(id)!.category === 'done').length;
  return Math.round((100 * done) / ids.length);
}

/** The tasks a task links to: its relationships (either direction) and its tasks/relationship field values. */
function linkedTaskIds(task: Task, projectFields: readonly ComputedFieldSource[]): number[] {
  const ids = task.relationships.map((link) => link.task_id);
  for (const field of projectFields) {
    if (isTaskListType(field.type)) ids.push(...taskIdsIn(task.custom_field_values[String(field.id)]));
  }
  return unique(ids);
}

function taskIdsIn(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
}

function isTaskListType(type: string): boolean {
  return (TASK_LIST_FIELD_TYPES as readonly string[]).includes(type);
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** Drops binary floating-point noise (0.1 + 0.2 → 0.3). */
function tidy(value: number): number {
  return Number(value.toPrecision(12));
}

const digitsByCurrency = new Map<string, number>();
/** Minor-unit digits of a currency (USD 2, JPY 0, BHD 3). */
function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}
