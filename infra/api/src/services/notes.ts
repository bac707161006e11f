import {
  COLLAB_DEFAULT_PER_PAGE,
  NOTE_MESSAGES,
  RECENT_NOTE_DAYS,
  type Note,
  type NoteColor,
  type NotePage,
  type noteListQuerySchema,
  type noteStoreRequestSchema,
  type noteUpdateRequestSchema,
} from '@kanri/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { notes } from '../db/schema.js';
import { queryRows } from '../db/statements.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { iso } from './time-entry-sql.js';
import { containsPattern } from '../lib/like-pattern.js';

/**
 * Notes (spec §7 Notes): private to their owner. Every statement is scoped by the caller's workspace
 * and the caller, so anyone else's id is a 404 whatever it is. A read is one statement (the page, its
 * filtered total and the cards' counts); a write is one statement whose `where` is its check.
 */

type ListQuery = z.output<typeof noteListQuerySchema>;
type StoreInput = z.output<typeof noteStoreRequestSchema>;
type UpdateInput = z.output<typeof noteUpdateRequestSchema>;

/**
 * Pinned first, then most recently updated: written as `notes_list_index` orders its columns
 * (`desc nulls last`), so a page is read from the index and stops at its last row.
 */
const NOTE_ORDER = sql`n.is_pinned desc nulls last, n.updated_at desc nulls last, n.id desc nulls last`;

/**
 * What a search matches: title, content and tags, each apart — the expression of
 * `notes_search_index` (trigrams, migration 0011), so ILIKE '%text%' reads the index.
 */
const NOTE_SEARCH_TEXT = sql`notes_search_text(n.title, n.content, n.tags)`;

/** The reply columns of note row `n` (a table alias, or a CTE of its columns). */
const NOTE_COLUMNS = sql`n.id, n.title, n.content, n.color, n.tags, n.is_pinned, n.is_archived,
  ${iso(sql`n.created_at`)} as created_at, ${iso(sql`n.updated_at`)} as updated_at`;

interface NoteRow {
  id: number;
  title: string;
  content: string;
  color: NoteColor;
  tags: string[];
  is_pinned: boolean;
  is_archived: boolean;
  created_at: string;
  updated_at: string;
}

/** Same keys, same order as the contract's note: replies are not re-validated at run time. */
function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    color: row.color,
    tags: row.tags,
    is_pinned: row.is_pinned,
    is_archived: row.is_archived,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The sent tags (trimmed by the contract) without repeats, in the order first sent. */
function uniqueTags(tags: string[]): string[] {
  return [...new Set(tags)];
}

interface ListRow extends Omit<NoteRow, 'id'> {
  id: number | null;
  matched_total: number;
  count_total: number;
  count_pinned: number;
  count_recent: number;
  count_archived: number;
}

/**
 * GET /notes: the caller's notes (the archived ones only with `archived=true`, else none of them),
 * searched in title, content and tags, `page` by `per_page`, with the filter's total and the cards'
 * counts over all the caller's notes.
 */
export async function listNotes(db: Database, auth: RequestAuth, query: ListQuery): Promise<NotePage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? COLLAB_DEFAULT_PER_PAGE;
  const mine = sql`n.workspace_id = ${auth.workspaceId} and n.user_id = ${auth.user.id}`;
  const archived = query.archived ?? false;
  const matches = sql`${mine} and n.is_archived = ${archived}${
    query.search ? sql` and ${NOTE_SEARCH_TEXT} ilike ${containsPattern(query.search)}` : sql``
  }`;
  // Without a search the filtered total is one of the cards' counts: no second count over the notes.
  const matchedTotal = query.search
    ? sql`(select count(*)::int from ${notes} n where ${matches})`
    : archived
      ? sql`h.count_archived`
      : sql`h.count_total`;
  const rows = await queryRows<ListRow>(
    db,
    sql`with page as (
      select n.* from ${notes} n
      where ${matches}
      order by ${NOTE_ORDER}
      limit ${perPage} offset ${(page - 1) * perPage}
    ),
    head as (
      select count(*) filter (where not n.is_archived)::int as count_total,
        count(*) filter (where n.is_pinned and not n.is_archived)::int as count_pinned,
        count(*) filter (where not n.is_archived
          and n.created_at > now() - make_interval(days => ${RECENT_NOTE_DAYS}))::int as count_recent,
        count(*) filter (where n.is_archived)::int as count_archived
      from ${notes} n where ${mine}
    )
    select h.*, ${matchedTotal} as matched_total, ${NOTE_COLUMNS} from head h left join page n on true
    order by ${NOTE_ORDER}`,
  );
  const head = rows[0]!;
  return {
    items: head.id === null ? [] : rows.map((row) => toNote(row as NoteRow)),
    total: head.matched_total,
    page,
    per_page: perPage,
    counts: {
      total: head.count_total,
      pinned: head.count_pinned,
      recent: head.count_recent,
      archived: head.count_archived,
    },
  };
}

/** POST /notes/store: the caller's new note, default colour, not pinned unless sent. */
export async function createNote(db: Database, auth: RequestAuth, input: StoreInput): Promise<Note> {
  const [row] = await queryRows<NoteRow>(
    db,
    sql`insert into ${notes} as n (workspace_id, user_id, title, content, color, tags, is_pinned)
      values (${auth.workspaceId}, ${auth.user.id}, ${input.title}, ${input.content}, ${input.color ?? 'default'},
        ${sql.param(uniqueTags(input.tags ?? []))}::text[], ${input.is_pinned ?? false})
      returning ${NOTE_COLUMNS}`,
  );
  return toNote(row!);
}

/** PUT /notes/update `{ id, ...changes }`: one of the caller's notes (404 otherwise); pin and archive toggles too. */
export async function updateNote(db: Database, auth: RequestAuth, input: UpdateInput): Promise<Note> {
  const changes: SQL[] = [];
  if (input.title !== undefined) changes.push(sql`title = ${input.title}`);
  if (input.content !== undefined) changes.push(sql`content = ${input.content}`);
  if (input.color !== undefined) changes.push(sql`color = ${input.color}`);
  if (input.tags !== undefined) changes.push(sql`tags = ${sql.param(uniqueTags(input.tags))}::text[]`);
  if (input.is_pinned !== undefined) changes.push(sql`is_pinned = ${input.is_pinned}`);
  if (input.is_archived !== undefined) changes.push(sql`is_archived = ${input.is_archived}`);
  const [row] = await queryRows<NoteRow>(
    db,
    sql`update ${notes} n set ${sql.join([...changes, sql`updated_at = now()`], sql`, `)}
      where n.id = ${input.id} and n.workspace_id = ${auth.workspaceId} and n.user_id = ${auth.user.id}
      returning ${NOTE_COLUMNS}`,
  );
  if (!row) throw httpErrors.notFound(NOTE_MESSAGES.notFound);
  return toNote(row);
}

/** DELETE /notes/destroy `{ id }`: one of the caller's notes (404 otherwise). */
export async function destroyNote(db: Database, auth: RequestAuth, id: number): Promise<{ id: number }> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`delete from ${notes} n where n.id = ${id} and n.workspace_id = ${auth.workspaceId} and n.user_id = ${auth.user.id}
      returning n.id`,
  );
  if (!row) throw httpErrors.notFound(NOTE_MESSAGES.notFound);
  return { id: row.id };
}
