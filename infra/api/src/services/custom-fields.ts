import { randomUUID } from 'node:crypto';
import {
  customFieldSettingsSchema,
  CUSTOM_FIELD_DEFAULT_WIDTH,
  CUSTOM_FIELD_MESSAGES,
  DEFAULT_CURRENCY,
  DEFAULT_FIELD_OPTION_LABELS,
  isChoiceFieldType,
  isNumericFieldType,
  OPTION_COLORS,
  parseFormula,
  TASK_LIST_FIELD_TYPES,
  type CustomField,
  type customFieldCopyRequestSchema,
  type CustomFieldOption,
  type CustomFieldOptionInput,
  type CustomFieldSettings,
  type customFieldStoreRequestSchema,
  type CustomFieldType,
  type customFieldUpdateRequestSchema,
  type FieldErrors,
} from '@kanri/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { customFields, projects, tasks } from '../db/schema.js';
import { httpErrors } from '../lib/http-errors.js';
import { moveInList, renumber } from '../lib/ordering.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { projectFields, type CustomFieldRow } from './custom-field-values.js';
import { findProject } from './projects.js';

type StoreInput = z.output<typeof customFieldStoreRequestSchema>;
type UpdateInput = z.output<typeof customFieldUpdateRequestSchema>;
type CopyInput = z.output<typeof customFieldCopyRequestSchema>;

const PROJECT_NOT_FOUND = 'Project not found.';

export function toFieldDto(row: CustomFieldRow): CustomField {
  return {
    id: row.id,
    project_id: row.projectId,
    name: row.name,
    type: row.type,
    // jsonb keeps keys in its own order (shortest first): rebuilt in the contract's order.
    options: row.options?.map((option) => ({ id: option.id, label: option.label, color: option.color })) ?? null,
    settings: inContractOrder(row.settings),
    width: row.width,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const SETTINGS_KEYS = Object.keys(customFieldSettingsSchema.shape) as (keyof CustomFieldSettings)[];

function inContractOrder(settings: CustomFieldSettings): CustomFieldSettings {
  const ordered: Record<string, unknown> = {};
  for (const key of SETTINGS_KEYS) if (settings[key] !== undefined) ordered[key] = settings[key];
  return ordered as CustomFieldSettings;
}

/**
 * GET /custom-fields: a project's fields in column order, or, without `project_id`, every field
 * of the workspace (the "Add existing fields" list), by project.
 */
export async function listFields(db: Database, workspaceId: number, projectId?: number): Promise<CustomField[]> {
  if (projectId !== undefined) {
    if (!(await findProject(db, workspaceId, projectId))) throw httpErrors.notFound(PROJECT_NOT_FOUND);
    return (await projectFields(db, projectId)).map(toFieldDto);
  }
  const rows = await db
    .select()
    .from(customFields)
    .where(eq(customFields.workspaceId, workspaceId))
    .orderBy(asc(customFields.projectId), asc(customFields.position), asc(customFields.id));
  return rows.map(toFieldDto);
}

async function findField(db: Database, workspaceId: number, id: number): Promise<CustomFieldRow | undefined> {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.workspaceId, workspaceId), eq(customFields.id, id)));
  return row;
}

/** POST /custom-fields/store: a new column at the end of the project (or at `position`). */
export async function createField(db: Database, auth: RequestAuth, input: StoreInput): Promise<CustomField> {
  const workspaceId = auth.workspaceId;
  const type = input.type as CustomFieldType;
  return db.transaction(async (tx) => {
    const project = await lockProjectFields(tx, workspaceId, input.project_id);
    if (!project) throw httpErrors.invalidField('project_id', PROJECT_NOT_FOUND);
    const fields = await projectFields(tx, project);
    const errors: FieldErrors = {};
    const options = fieldOptions(type, input.options, null, errors);
    const settings = fieldSettings(type, input.settings ?? {}, fields, undefined, errors);
    await checkRollupTarget(tx, workspaceId, type, settings, errors);
    if (Object.keys(errors).length > 0) throw httpErrors.unprocessable(errors);
    const [row] = await tx
      .insert(customFields)
      .values({
        workspaceId,
        projectId: project,
        name: input.name,
        type,
        options,
        settings,
        width: input.width ?? CUSTOM_FIELD_DEFAULT_WIDTH,
        position: fields.length,
      })
      .returning();
    if (input.position !== undefined && input.position < fields.length) {
      return toFieldDto(await placeField(tx, fields, row!, input.position));
    }
    return toFieldDto(row!);
  });
}

/**
 * PUT /custom-fields/update: name, options (the whole list: kept ids keep their values, values of
 * removed options are cleared from the project's tasks), settings, width, position. The type is fixed.
 */
export async function updateField(db: Database, auth: RequestAuth, input: UpdateInput): Promise<CustomField> {
  const workspaceId = auth.workspaceId;
  return db.transaction(async (tx) => {
    const found = await findField(tx, workspaceId, input.id);
    if (!found) throw httpErrors.notFound(CUSTOM_FIELD_MESSAGES.fieldNotFound);
    await lockProjectFields(tx, workspaceId, found.projectId);
    const field = (await findField(tx, workspaceId, input.id))!;
    const fields = await projectFields(tx, field.projectId);
    const errors: FieldErrors = {};
    if (input.type !== undefined && input.type !== field.type) (errors.type ??= []).push(CUSTOM_FIELD_MESSAGES.typeFixed);
    const options = input.options === undefined ? field.options : fieldOptions(field.type, input.options, field.options, errors);
    const settings =
      input.settings === undefined
        ? field.settings
        : fieldSettings(field.type, { ...field.settings, ...input.settings }, fields, field.id, errors);
    if (input.settings?.target_field_id !== undefined) await checkRollupTarget(tx, workspaceId, field.type, settings, errors);
    if (Object.keys(errors).length > 0) throw httpErrors.unprocessable(errors);

    await tx
      .update(customFields)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.width !== undefined && { width: input.width }),
        options,
        settings,
        updatedAt: new Date(),
      })
      .where(eq(customFields.id, field.id));
    const removed = (field.options ?? []).map((option) => option.id).filter((id) => !options?.some((kept) => kept.id === id));
    if (removed.length > 0) await clearOptions(tx, field, removed);
    const updated = (await findField(tx, workspaceId, field.id))!;
    if (input.position !== undefined) return toFieldDto(await placeField(tx, fields, updated, input.position));
    return toFieldDto(updated);
  });
}

/** DELETE /custom-fields/destroy: the field and its values on the project's tasks. */
export async function destroyField(db: Database, auth: RequestAuth, id: number): Promise<{ id: number }> {
  const workspaceId = auth.workspaceId;
  await db.transaction(async (tx) => {
    const field = await findField(tx, workspaceId, id);
    if (!field) throw httpErrors.notFound(CUSTOM_FIELD_MESSAGES.fieldNotFound);
    await lockProjectFields(tx, workspaceId, field.projectId);
    await tx.delete(customFields).where(eq(customFields.id, field.id));
    const key = String(field.id);
    await tx
      .update(tasks)
      .set({ customFieldValues: sql`${tasks.customFieldValues} - ${key}::text` })
      .where(and(eq(tasks.projectId, field.projectId), sql`${tasks.customFieldValues} ->> ${key}::text is not null`));
    const rest = await projectFields(tx, field.projectId);
    await renumber(
      rest.map((row) => row.id),
      new Map(rest.map((row) => [row.id, row.position])),
      (fieldId, position) => tx.update(customFields).set({ position }).where(eq(customFields.id, fieldId)),
    );
  });
  return { id };
}

/**
 * POST /custom-fields/copy ("Add existing field"): the field's definition (name, type, options,
 * settings, width) as a new last column of another project of the workspace. Formula and rollup
 * settings point at the source project's fields, so they are not carried over.
 */
export async function copyField(db: Database, auth: RequestAuth, input: CopyInput): Promise<CustomField> {
  const workspaceId = auth.workspaceId;
  return db.transaction(async (tx) => {
    const source = await findField(tx, workspaceId, input.field_id);
    if (!source) throw httpErrors.notFound(CUSTOM_FIELD_MESSAGES.fieldNotFound);
    if (source.projectId === input.project_id) throw httpErrors.invalidField('project_id', CUSTOM_FIELD_MESSAGES.sameProject);
    const project = await lockProjectFields(tx, workspaceId, input.project_id);
    if (!project) throw httpErrors.invalidField('project_id', PROJECT_NOT_FOUND);
    const position = await tx.$count(customFields, eq(customFields.projectId, project));
    const settings: CustomFieldSettings =
      source.type === 'formula'
        ? { expression: '' }
        : source.type === 'rollup'
          ? { aggregate: source.settings.aggregate ?? 'sum' }
          : source.settings;
    const [row] = await tx
      .insert(customFields)
      .values({
        workspaceId,
        projectId: project,
        name: source.name,
        type: source.type,
        options: source.options,
        settings,
        width: source.width,
        position,
      })
      .returning();
    return toFieldDto(row!);
  });
}

/** Locks the project row (its fields change one at a time); its id, or undefined outside the workspace. */
async function lockProjectFields(tx: Database, workspaceId: number, projectId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.id, projectId)))
    .for('no key update');
  return row?.id;
}

async function placeField(
  tx: Database,
  fields: readonly CustomFieldRow[],
  field: CustomFieldRow,
  position: number,
): Promise<CustomFieldRow> {
  const current = new Map(fields.map((row) => [row.id, row.position]));
  current.set(field.id, field.position);
  const ids = moveInList([...fields.map((row) => row.id).filter((id) => id !== field.id), field.id], field.id, position);
  await renumber(ids, current, (id, at) => tx.update(customFields).set({ position: at }).where(eq(customFields.id, id)));
  return { ...field, position: ids.indexOf(field.id) };
}

/**
 * The options to store: only dropdown and labels have them (default Option 1..3). Sent options
 * keep their id (or get a new one) and colour (or the next of OPTION_COLORS).
 */
function fieldOptions(
  type: CustomFieldType,
  input: readonly CustomFieldOptionInput[] | undefined,
  current: readonly CustomFieldOption[] | null,
  errors: FieldErrors,
): CustomFieldOption[] | null {
  if (!isChoiceFieldType(type)) {
    if (input !== undefined) (errors.options ??= []).push(CUSTOM_FIELD_MESSAGES.optionsOnlyForChoices);
    return null;
  }
  const wanted: readonly CustomFieldOptionInput[] = input ?? DEFAULT_FIELD_OPTION_LABELS.map((label) => ({ label }));
  return wanted.map((option, index) => ({
    id: option.id ?? randomUUID(),
    label: option.label,
    color:
      option.color ??
      current?.find((existing) => existing.id === option.id)?.color ??
      OPTION_COLORS[index % OPTION_COLORS.length]!,
  }));
}

/** The settings the type uses, checked: money's currency, number's decimals, formula, rollup. */
function fieldSettings(
  type: CustomFieldType,
  input: CustomFieldSettings,
  fields: readonly CustomFieldRow[],
  selfId: number | undefined,
  errors: FieldErrors,
): CustomFieldSettings {
  const fail = (key: string, message: string) => (errors[`settings.${key}`] ??= []).push(message);
  switch (type) {
    case 'money':
      return { currency: input.currency ?? DEFAULT_CURRENCY };
    case 'number':
      return input.decimals === undefined ? {} : { decimals: input.decimals };
    case 'formula': {
      const expression = input.expression?.trim() ?? '';
      if (expression !== '') {
        const parsed = parseFormula(expression);
        if (!parsed.ok) fail('expression', CUSTOM_FIELD_MESSAGES.formulaInvalid(parsed.error));
        else {
          const bad = parsed.fieldIds.find(
            (id) => id === selfId || !fields.some((field) => field.id === id && isNumericFieldType(field.type)),
          );
          if (bad !== undefined) fail('expression', CUSTOM_FIELD_MESSAGES.formulaFieldUnknown(bad));
        }
      }
      return { expression };
    }
    case 'rollup': {
      const settings: CustomFieldSettings = { aggregate: input.aggregate ?? 'sum' };
      if (input.relationship_field_id !== undefined) {
        const relation = fields.find((field) => field.id === input.relationship_field_id);
        if (!relation || !(TASK_LIST_FIELD_TYPES as readonly string[]).includes(relation.type)) {
          fail('relationship_field_id', CUSTOM_FIELD_MESSAGES.rollupRelationshipField);
        }
        settings.relationship_field_id = input.relationship_field_id;
      }
      if (input.target_field_id !== undefined) settings.target_field_id = input.target_field_id;
      return settings;
    }
    default:
      return {};
  }
}

/** A rollup adds up a number, money, rating or progress-manual field of the workspace (the related tasks' field). */
async function checkRollupTarget(
  tx: Database,
  workspaceId: number,
  type: CustomFieldType,
  settings: CustomFieldSettings,
  errors: FieldErrors,
): Promise<void> {
  if (type !== 'rollup' || settings.target_field_id === undefined) return;
  const [target] = await tx
    .select({ type: customFields.type })
    .from(customFields)
    .where(and(eq(customFields.workspaceId, workspaceId), eq(customFields.id, settings.target_field_id)));
  if (!target || !isNumericFieldType(target.type)) {
    (errors['settings.target_field_id'] ??= []).push(CUSTOM_FIELD_MESSAGES.rollupTargetField);
  }
}

/** Removes deleted options from the field's values on the project's tasks. */
async function clearOptions(tx: Database, field: CustomFieldRow, removed: readonly string[]): Promise<void> {
  const key = String(field.id);
  const removedArray = sql`${`{${removed.map((id) => `"${id.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
  if (field.type === 'dropdown') {
    await tx
      .update(tasks)
      .set({ customFieldValues: sql`${tasks.customFieldValues} - ${key}::text` })
      .where(and(eq(tasks.projectId, field.projectId), sql`${tasks.customFieldValues} ->> ${key}::text = any(${removedArray})`));
    return;
  }
  await tx
    .update(tasks)
    .set({
      customFieldValues: sql`jsonb_set(${tasks.customFieldValues}, array[${key}::text], coalesce((
        select jsonb_agg(element) from jsonb_array_elements(${tasks.customFieldValues} -> ${key}::text) as element
        where not (element #>> '{}' = any(${removedArray}))), '[]'::jsonb))`,
    })
    .where(and(eq(tasks.projectId, field.projectId), sql`jsonb_typeof(${tasks.customFieldValues} -> ${key}::text) = 'array'`));
}
