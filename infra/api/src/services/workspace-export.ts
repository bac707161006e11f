import { Readable } from 'node:stream';
import {
  WORKSPACE_EXPORT_EXCLUDED,
  WORKSPACE_EXPORT_FORMAT,
  WORKSPACE_EXPORT_VERSION,
  workspaceExportFileName,
} from '@kanri/contracts/workspace-export';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from '../db/schema.js';
import { httpErrors } from '../lib/http-errors.js';
import type { UserRow } from './users.js';

/**
 * The workspace export (GET /workspace-export, admins): every table of the workspace as JSON,
 * streamed. Each table is read in keyset pages of {@link WORKSPACE_EXPORT_PAGE_ROWS} rows
 * (`ORDER BY` its primary key, `row_to_json`), all inside ONE `REPEATABLE READ READ ONLY`
 * transaction: a consistent snapshot, never the whole workspace in memory. The client goes back to
 * the pool when the file ends, fails, or the download is aborted (the stream is destroyed).
 *
 * Privacy: a row the exporting admin cannot see in the app is not exported (other members' notes,
 * todos, notifications, layouts; meetings without them; private channels and direct messages they
 * are not in), and no secret column ever is. Every table of the schema is either listed in
 * {@link EXPORTED_TABLES} or excluded with a reason (`WORKSPACE_EXPORT_EXCLUDED`): the completeness
 * test fails for a table that is neither.
 */

export const WORKSPACE_EXPORT_PAGE_ROWS = 2000;

/** The table whose one row is the file's `workspace`. */
export const WORKSPACE_TABLE = 'workspaces';

export interface ExportedTable {
  table: PgTable;
  /**
   * Which rows (row alias `t`): SQL with `{w}` for the workspace id and `{u}` for the exporting
   * admin's user id (both integers).
   */
  where: string;
  /** Columns left out (secrets). */
  omit?: readonly string[];
  /** Only these columns (an allow-list: a column added later stays out until listed). */
  only?: readonly string[];
}

const inWorkspace = 't.workspace_id = {w}';
const projectsOf = '(select p.id from projects p where p.workspace_id = {w})';
const tasksOf = '(select k.id from tasks k where k.workspace_id = {w})';
const invoicesOf = '(select i.id from invoices i where i.workspace_id = {w})';
/** As the meetings service's `visibleTo`: organised by the admin or with them among the participants. */
const meetingsOf =
  '(select m.id from meetings m where m.workspace_id = {w} and (m.organizer_id = {u} or exists ' +
  '(select 1 from meeting_participants mp where mp.meeting_id = m.id and mp.user_id = {u})))';
/** Public channels of the workspace, and the private channels and direct messages the admin is a member of. */
const conversationsOf =
  "(select c.id from chat_conversations c where c.workspace_id = {w} and ((c.type = 'channel' and not c.is_private) or exists " +
  '(select 1 from chat_members cm where cm.conversation_id = c.id and cm.user_id = {u})))';

/** The columns of a user that leave the file: no password hash, no other workspace's id. */
export const USER_EXPORT_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'country',
  'zip',
  'company',
  'status',
  'email_verified_at',
  'photo_url',
  'photo_storage_key',
  'time_zone',
  'created_at',
  'updated_at',
] as const;

/** Every exported table, parents before children, with the rows of the workspace it holds. */
export const EXPORTED_TABLES: readonly ExportedTable[] = [
  { table: schema.roles, where: 'true' },
  {
    table: schema.users,
    where: 't.id in (select wm.user_id from workspace_members wm where wm.workspace_id = {w})',
    only: USER_EXPORT_COLUMNS,
  },
  { table: schema.workspaceMembers, where: inWorkspace },
  { table: schema.invitations, where: inWorkspace, omit: ['token_hash'] },
  { table: schema.settings, where: inWorkspace },
  { table: schema.companyProfiles, where: inWorkspace },
  { table: schema.statuses, where: inWorkspace },
  { table: schema.priorities, where: inWorkspace },
  { table: schema.tags, where: inWorkspace },
  { table: schema.clients, where: inWorkspace },
  { table: schema.projects, where: inWorkspace },
  { table: schema.projectStatuses, where: `t.project_id in ${projectsOf}` },
  { table: schema.customFields, where: inWorkspace },
  { table: schema.projectLayouts, where: `t.user_id = {u} and t.project_id in ${projectsOf}` },
  { table: schema.tasks, where: inWorkspace },
  { table: schema.taskAssignees, where: `t.task_id in ${tasksOf}` },
  { table: schema.taskTags, where: `t.task_id in ${tasksOf}` },
  { table: schema.taskLinks, where: `t.task_id in ${tasksOf}` },
  { table: schema.taskActivities, where: inWorkspace },
  { table: schema.taskMedia, where: inWorkspace },
  { table: schema.timeEntries, where: inWorkspace },
  { table: schema.invoices, where: inWorkspace },
  { table: schema.invoiceItems, where: `t.invoice_id in ${invoicesOf}` },
  {
    table: schema.invoiceItemTimeEntries,
    where: `t.invoice_item_id in (select ii.id from invoice_items ii where ii.invoice_id in ${invoicesOf})`,
  },
  { table: schema.invoicePayments, where: `t.invoice_id in ${invoicesOf}` },
  { table: schema.leaveRequests, where: inWorkspace },
  { table: schema.meetings, where: `t.id in ${meetingsOf}` },
  { table: schema.meetingParticipants, where: `t.meeting_id in ${meetingsOf}` },
  { table: schema.todos, where: `${inWorkspace} and t.user_id = {u}` },
  { table: schema.notes, where: `${inWorkspace} and t.user_id = {u}` },
  { table: schema.notifications, where: `${inWorkspace} and t.user_id = {u}` },
  { table: schema.notificationPreferences, where: 't.user_id = {u}' },
  { table: schema.chatConversations, where: `t.id in ${conversationsOf}` },
  { table: schema.chatMembers, where: `t.conversation_id in ${conversationsOf}` },
  { table: schema.chatMessages, where: `${inWorkspace} and t.conversation_id in ${conversationsOf}` },
  {
    table: schema.chatReactions,
    where: `t.message_id in (select cmsg.id from chat_messages cmsg where cmsg.workspace_id = {w} and cmsg.conversation_id in ${conversationsOf})`,
  },
  // An upload not yet attached to a message is seen by its uploader only.
  {
    table: schema.chatAttachments,
    where: `${inWorkspace} and t.conversation_id in ${conversationsOf} and (t.message_id is not null or t.uploaded_by = {u})`,
  },
  { table: schema.webhooks, where: inWorkspace, omit: ['secret'] },
];

interface PlannedTable {
  name: string;
  columns: string[];
  keys: { name: string; type: string }[];
  where: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A key column's type for a cast of the keyset parameter (`serial` is an `integer`). */
function castType(sqlType: string): string {
  if (sqlType === 'serial') return 'integer';
  if (sqlType === 'bigserial') return 'bigint';
  return sqlType;
}

/** Name, exported columns and primary key of each exported table. */
export function planTables(tables: readonly ExportedTable[] = EXPORTED_TABLES): PlannedTable[] {
  return tables.map(({ table, where, omit = [], only }) => {
    const config = getTableConfig(table);
    const all = config.columns.map((column) => column.name);
    const columns = all.filter((name) => !omit.includes(name) && (!only || only.includes(name)));
    const primary = config.columns.filter((column) => column.primary);
    // A composite key's columns are the extra config's copies: the table's own ones have the types.
    const keyNames = (primary.length > 0 ? primary : (config.primaryKeys[0]?.columns ?? [])).map((column) => column.name);
    if (keyNames.length === 0) throw new Error(`Table ${config.name} has no primary key to page the export by.`);
    const keys = keyNames.map((name) => {
      const column = config.columns.find((candidate) => candidate.name === name)!;
      return { name, type: castType(column.getSQLType()) };
    });
    for (const key of keys) {
      if (!columns.includes(key.name)) throw new Error(`Table ${config.name}: key column ${key.name} is not exported.`);
    }
    return { name: config.name, columns, keys, where };
  });
}

const PLAN = planTables();

/**
 * The SELECT of one page of a table: `{w}`/`{u}` become `$1`/`$2` (only those used: an unused
 * untyped parameter is an error), the keyset after the last row's key follows.
 */
function pageQuery(table: PlannedTable, after: unknown[] | undefined, workspaceId: number, userId: number) {
  const values: unknown[] = [];
  const slots = new Map<string, string>();
  const slot = (name: string, value: unknown, type: string) => {
    const known = slots.get(name);
    if (known) return known;
    values.push(value);
    const placeholder = `$${values.length}::${type}`;
    slots.set(name, placeholder);
    return placeholder;
  };
  const where = table.where.replace(/\{([wu])\}/g, (_, which: string) =>
    which === 'w' ? slot('w', workspaceId, 'integer') : slot('u', userId, 'integer'),
  );
  const keyList = table.keys.map((key) => `t.${quote(key.name)}`).join(', ');
  let keyset = '';
  if (after) {
    const params = table.keys.map((key, index) => slot(`k${index}`, after[index], key.type));
    keyset = ` and (${keyList}) > (${params.join(', ')})`;
  }
  const columns = table.columns.map((name) => `t.${quote(name)}`).join(', ');
  const keyOut = table.keys.map((key, index) => `x.${quote(key.name)} as "k${index}"`).join(', ');
  const text =
    `select row_to_json(x)::text as "row", ${keyOut} from (select ${columns} from ${quote(table.name)} t ` +
    `where (${where})${keyset} order by ${keyList} limit ${WORKSPACE_EXPORT_PAGE_ROWS}) x`;
  return { text, values };
}

export interface WorkspaceExportOptions {
  /** The moment written as `exported_at` and in the file name (default: now). */
  now?: Date;
}

export interface WorkspaceExport {
  fileName: string;
  /** The JSON text, produced as it is read; destroy it to stop (the client is released). */
  stream: Readable;
}

/**
 * Opens the snapshot and reads the workspace's row (404 when it is gone), then returns the file's
 * name and a stream of its text. Errors before the stream starts release the client and throw.
 */
export async function openWorkspaceExport(
  pool: Pool,
  workspaceId: number,
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>,
  options: WorkspaceExportOptions = {},
): Promise<WorkspaceExport> {
  const now = options.now ?? new Date();
  const client = await pool.connect();
  let released = false;
  const release = async (commit: boolean) => {
    if (released) return;
    released = true;
    try {
      await client.query(commit ? 'COMMIT' : 'ROLLBACK');
      client.release();
    } catch (error) {
      client.release(error instanceof Error ? error : true);
    }
  };
  let workspace: { row: string; name: string };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ row: string; name: string }>(
      'select row_to_json(w)::text as "row", w.name from workspaces w where w.id = $1::integer',
      [workspaceId],
    );
    if (!rows[0]) throw httpErrors.notFound('Workspace not found.');
    workspace = rows[0];
  } catch (error) {
    await release(false);
    throw error;
  }
  const header =
    `{"format":${JSON.stringify(WORKSPACE_EXPORT_FORMAT)},"version":${WORKSPACE_EXPORT_VERSION},` +
    `"exported_at":${JSON.stringify(now.toISOString())},` +
    `"exported_by":${JSON.stringify({ id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email })},` +
    `"workspace":${workspace.row},"tables":{`;

  async function* chunks(): AsyncGenerator<string> {
    let finished = false;
    try {
      yield header;
      for (const [index, table] of PLAN.entries()) {
        yield `${index === 0 ? '' : ','}\n${JSON.stringify(table.name)}:[`;
        let after: unknown[] | undefined;
        let first = true;
        for (;;) {
          const query = pageQuery(table, after, workspaceId, user.id);
          const { rows } = await client.query<Record<string, unknown> & { row: string }>(query.text, query.values);
          if (rows.length > 0) {
            yield (first ? '\n' : ',\n') + rows.map((row) => row.row).join(',\n');
            first = false;
            const last = rows[rows.length - 1]!;
            after = table.keys.map((_, key) => last[`k${key}`]);
          }
          if (rows.length < WORKSPACE_EXPORT_PAGE_ROWS) break;
        }
        yield ']';
      }
      yield `\n},"excluded":${JSON.stringify(WORKSPACE_EXPORT_EXCLUDED)}}\n`;
      finished = true;
    } finally {
      // Reached on the end, on an error and when the stream is destroyed (the download aborted).
      await release(finished);
    }
  }

  const stream = Readable.from(chunks(), { objectMode: false });
  return { fileName: workspaceExportFileName(workspace.name, now), stream };
}
