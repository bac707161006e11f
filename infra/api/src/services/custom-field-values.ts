import {
  CUSTOM_FIELD_MESSAGES,
  customFieldValueSchema,
  PEOPLE_FIELD_TYPES,
  TASK_LIST_FIELD_TYPES,
  type CustomField,
  type FieldErrors,
} from '@kanri/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { customFields } from '../db/schema.js';
import type { FoundIds } from './task-writes.js';

export type CustomFieldRow = typeof customFields.$inferSelect;

export async function projectFields(db: Database, projectId: number): Promise<CustomFieldRow[]> {
  return db
    .select()
    .from(customFields)
    .where(eq(customFields.projectId, projectId))
    .orderBy(asc(customFields.position), asc(customFields.id));
}

/**
 * Applies a `custom_field_values` patch to a task's values: each key must be a field of the
 * task's project, each value fit the field's type (null clears it); people and task ids must be in
 * `found` (read beforehand for every id of the patch: `customFieldValueIds`). Errors are filed under
 * `custom_field_values.<field id>`. Returns the new map, or the errors.
 */
export function applyCustomFieldValues(
  fields: readonly Pick<CustomField, 'id' | 'type' | 'options'>[],
  current: Readonly<Record<string, unknown>>,
  patch: Readonly<Record<string, unknown>>,
  found: Pick<FoundIds, 'members' | 'tasks'>,
): { values: Record<string, unknown>; errors: FieldErrors } {
  const values: Record<string, unknown> = { ...current };
  const errors: FieldErrors = {};
  const fail = (key: string, message: string) => (errors[`custom_field_values.${key}`] ??= []).push(message);

  for (const [key, value] of Object.entries(patch)) {
    const field = fields.find((candidate) => String(candidate.id) === key);
    if (!field) {
      fail(key, CUSTOM_FIELD_MESSAGES.unknownField);
      continue;
    }
    if (value === null) {
      delete values[key];
      continue;
    }
    const schema = customFieldValueSchema(field);
    if (!schema) {
      fail(key, CUSTOM_FIELD_MESSAGES.computed);
      continue;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      fail(key, parsed.error.issues[0]?.message ?? CUSTOM_FIELD_MESSAGES.textInvalid);
      continue;
    }
    values[key] = parsed.data;
    const ids = parsed.data as number[];
    if ((PEOPLE_FIELD_TYPES as readonly string[]).includes(field.type) && !ids.every((id) => found.members.has(id))) {
      fail(key, CUSTOM_FIELD_MESSAGES.peopleInvalid);
    }
    if ((TASK_LIST_FIELD_TYPES as readonly string[]).includes(field.type) && !ids.every((id) => found.tasks.has(id))) {
      fail(key, CUSTOM_FIELD_MESSAGES.tasksInvalid);
    }
  }
  return { values, errors };
}

/** Every id a patch could name as a person or a task: the integers of its array values. */
export function customFieldValueIds(patch: Readonly<Record<string, unknown>>): number[] {
  const isId = (item: unknown): item is number =>
    Number.isSafeInteger(item) && (item as number) > 0 && (item as number) <= 2_147_483_647;
  return Object.values(patch).flatMap((value) => (Array.isArray(value) ? value.filter(isId) : []));
}
