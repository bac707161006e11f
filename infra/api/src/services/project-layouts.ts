import {
  BUILT_IN_COLUMNS,
  clampColumnWidth,
  columnWidthLimit,
  customColumnKey,
  LAYOUT_MESSAGES,
  PROJECT_MESSAGES,
  type FieldErrors,
  type TaskListLayout,
  type TaskListLayoutUpdateRequest,
} from '@kanri/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { projectLayouts } from '../db/schema.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { projectFields, type CustomFieldRow } from './custom-field-values.js';
import { findProject } from './projects.js';

type LayoutRow = typeof projectLayouts.$inferSelect;

/** GET /projects/{id}/layout: the caller's columns in this project (defaults until saved). */
export async function getLayout(db: Database, auth: RequestAuth, projectId: number): Promise<TaskListLayout> {
  if (!(await findProject(db, auth.workspaceId, projectId))) throw httpErrors.notFound(PROJECT_MESSAGES.projectNotFound);
  const fields = await projectFields(db, projectId);
  return effectiveLayout(projectId, fields, await savedLayout(db, projectId, auth.user.id));
}

/**
 * PUT /projects/{id}/layout: saves the order (the columns sent first, the others after in their
 * current order) and widths (clamped to each column's limits) of the caller's task list.
 */
export async function saveLayout(
  db: Database,
  auth: RequestAuth,
  projectId: number,
  input: TaskListLayoutUpdateRequest,
): Promise<TaskListLayout> {
  return db.transaction(async (tx) => {
    if (!(await findProject(tx, auth.workspaceId, projectId))) throw httpErrors.notFound(PROJECT_MESSAGES.projectNotFound);
    const fields = await projectFields(tx, projectId);
    const columns = new Set(allColumns(fields));
    const errors: FieldErrors = {};
    for (const key of input.column_order ?? []) {
      if (!columns.has(key)) (errors.column_order ??= []).push(LAYOUT_MESSAGES.unknownColumn(key));
    }
    for (const key of Object.keys(input.column_widths ?? {})) {
      if (!columns.has(key)) (errors[`column_widths.${key}`] ??= []).push(LAYOUT_MESSAGES.unknownColumn(key));
    }
    if (Object.keys(errors).length > 0) throw httpErrors.unprocessable(errors);

    const current = effectiveLayout(projectId, fields, await savedLayout(tx, projectId, auth.user.id));
    const sent = input.column_order ?? [];
    const columnOrder = [...sent, ...current.column_order.filter((key) => !sent.includes(key))];
    const saved = (await savedLayout(tx, projectId, auth.user.id))?.columnWidths ?? {};
    const columnWidths = { ...saved };
    for (const [key, width] of Object.entries(input.column_widths ?? {})) columnWidths[key] = clampColumnWidth(key, width);
    const values = { columnOrder, columnWidths, updatedAt: new Date() };
    await tx
      .insert(projectLayouts)
      .values({ projectId, userId: auth.user.id, ...values })
      .onConflictDoUpdate({ target: [projectLayouts.projectId, projectLayouts.userId], set: values });
    return effectiveLayout(projectId, fields, { projectId, userId: auth.user.id, ...values });
  });
}

async function savedLayout(db: Database, projectId: number, userId: number): Promise<LayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(projectLayouts)
    .where(and(eq(projectLayouts.projectId, projectId), eq(projectLayouts.userId, userId)));
  return row;
}

function allColumns(fields: readonly CustomFieldRow[]): string[] {
  return [...BUILT_IN_COLUMNS, ...fields.map((field) => customColumnKey(field.id))];
}

/**
 * Every current column once: the saved order first (columns gone since are dropped), new ones
 * after in default order. Widths: saved (clamped), else the field's, else the default.
 */
function effectiveLayout(projectId: number, fields: readonly CustomFieldRow[], saved: LayoutRow | undefined): TaskListLayout {
  const columns = allColumns(fields);
  const savedOrder = (saved?.columnOrder ?? []).filter((key) => columns.includes(key));
  const columnOrder = [...new Set([...savedOrder, ...columns])];
  const columnWidths: Record<string, number> = {};
  for (const key of columnOrder) {
    const savedWidth = saved?.columnWidths[key];
    const field = fields.find((candidate) => customColumnKey(candidate.id) === key);
    columnWidths[key] =
      savedWidth !== undefined
        ? clampColumnWidth(key, savedWidth)
        : field
          ? clampColumnWidth(key, field.width)
          : columnWidthLimit(key).default;
  }
  return { project_id: projectId, column_order: columnOrder, column_widths: columnWidths };
}
