import {
  CUSTOM_FIELD_MESSAGES,
  customFieldValueSchema,
  PEOPLE_FIELD_TYPES,
  TASK_LIST_FIELD_TYPES,
  type FieldErrors,
} from '@kanri/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { customFields, tasks, workspaceMembers } from '../db/schema.js';

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
 * task's project, each value fit the field's type (null clears it). Errors are filed under
 * `custom_field_values.<field id>`. Returns the new map, or the errors.
 */
export async function applyCustomFieldValues(
  db: Database,
  workspaceId: number,
  fields: readonly CustomFieldRow[],
  current: Readonly<Record<string, unknown>>,
  patch: Readonly<Record<string, unknown>>,
): Promise<{ values: Record<string, unknown>; errors: FieldErrors }> {
  const values: Record<string, unknown> = { ...current };
  const errors: FieldErrors = {};
  const fail = (key: string, message: string) => (errors[`custom_field_values.${key}`] ??= []).push(message);
  const userIds = new Map<string, number[]>();
  const taskIds = new Map<string, number[]>();

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
    if ((PEOPLE_FIELD_TYPES as readonly string[]).includes(field.type)) userIds.set(key, parsed.data as number[]);
    if ((TASK_LIST_FIELD_TYPES as readonly string[]).includes(field.type)) taskIds.set(key, parsed.data as number[]);
  }

  const members = await existingIds(db, 'members', workspaceId, [...userIds.values()].flat());
  for (const [key, ids] of userIds) {
    if (!ids.every((id) => members.has(id))) fail(key, CUSTOM_FIELD_MESSAGES.peopleInvalid);
  }
  const found = await existingIds(db, 'tasks', workspaceId, [...taskIds.values()].flat());
  for (const [key, ids] of taskIds) {
    if (!ids.every((id) => found.has(id))) fail(key, CUSTOM_FIELD_MESSAGES.tasksInvalid);
  }
  return { values, errors };
}

/** Which of the ids are members (any membership) or tasks of the workspace. */
export async function existingIds(
  db: Database,
  kind: 'members' | 'tasks',
  workspaceId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows =
    kind === 'members'
      ? await db
          .select({ id: workspaceMembers.userId })
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, unique)))
      : await db
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.workspaceId, workspaceId), inArray(tasks.id, unique)));
  return new Set(rows.map((row) => row.id));
}
