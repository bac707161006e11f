import type { Permission } from '@kanri/contracts';
import type { SearchKind } from '@kanri/contracts/search';
import { sql, type SQL } from 'drizzle-orm';
import {
  chatConversations,
  chatMembers,
  chatMessages,
  clients,
  meetings,
  notes,
  projects,
  tasks,
  todos,
  users,
  workspaceMembers,
} from '../../db/schema.js';
import type { RequestAuth } from '../../plugins/app/auth.js';
import { conversationNameSql } from '../chat/conversations.js';
import { visibleTo } from '../meetings.js';
import { iso } from '../time-entry-sql.js';
import { fullNameOf } from '../user-sql.js';

/**
 * THE registry of what the command palette searches (GET /search, issue 19). An area joins the
 * search by adding one entry here — nothing else changes: the service runs every entry the
 * caller's role may use in one statement and groups the answers.
 *
 * Each entry's `matches` is the area's own visibility rule (the same scope as its list endpoint),
 * the full-text match and its rank. The document it matches must be exactly the expression of a
 * GIN index of migration 0016 (`search_document(a, b)`: `a` weighs A, `b` weighs B), so the match
 * reads the index instead of every row.
 */

/** A match as the service reads it. */
export interface SearchRow {
  id: number;
  title: string;
  subtitle: string | null;
  /** Another id the target needs (a message's conversation), else null. */
  ref: number | null;
  /** An instant or day to show with the match (a meeting's start), else null. */
  at: string | null;
  rank: number;
}

export interface SearchKindDefinition {
  kind: SearchKind;
  /** Who may search this kind at all: the permission of the area's list endpoint. */
  permission: Permission;
  /**
   * `select <alias>.id as id …`: the ids of the caller's visible rows of the kind whose document
   * matches tsquery `query` — the area's own visibility rule and the indexed match, nothing else
   * (cheap per row: the service sorts them by id and keeps the newest candidates).
   */
  matches: (auth: RequestAuth, query: SQL) => SQL;
  /**
   * The candidates `ids` (a subquery of ids) as `id, title, subtitle, ref, at, document` (its
   * tsvector, for ts_rank): only ever run on a few rows.
   */
  rows: (auth: RequestAuth, ids: SQL) => SQL;
  /** Where opening a match goes (a dashboard path). */
  url: (row: SearchRow) => string;
}

/** A record's searchable text for the indexes of migration 0016: `primary` ranks above `secondary`. */
export const searchDocument = (primary: SQL, secondary: SQL) => sql`search_document(${primary}, ${secondary})`;

/** A short second line from a long text: its first characters, on one line; null when empty. */
const excerpt = (text: SQL, length = 120) => sql`nullif(left(regexp_replace(${text}, '\\s+', ' ', 'g'), ${length}), '')`;

/** The presented columns of a candidate. */
const present = (columns: { id: SQL; title: SQL; subtitle?: SQL; ref?: SQL; at?: SQL; document: SQL }) =>
  sql`${columns.id} as id, ${columns.title} as title, ${columns.subtitle ?? sql`null::text`} as subtitle,
    ${columns.ref ?? sql`null::int`} as ref, ${columns.at ?? sql`null::text`} as at, ${columns.document} as document`;

const TASK_DOCUMENT = searchDocument(sql`t.title`, sql`t.description`);
const PROJECT_DOCUMENT = searchDocument(sql`p.name`, sql`p.description`);
const NOTE_DOCUMENT = searchDocument(sql`n.title`, sql`notes_search_text('', n.content, n.tags)`);
const TODO_DOCUMENT = searchDocument(sql`d.title`, sql`d.description`);
const MEETING_DOCUMENT = searchDocument(sql`m.title`, sql`m.description`);
const CLIENT_DOCUMENT = searchDocument(sql`c.name`, sql`c.company || ' ' || c.email`);
const PERSON_DOCUMENT = searchDocument(sql`u.first_name || ' ' || u.last_name`, sql`u.email`);
/** The expression of chat's own `chat_messages_search_index` (migration 0014), as GET /chat/search reads it. */
const MESSAGE_DOCUMENT = sql`to_tsvector('simple', cm.body)`;

export const SEARCH_KIND_DEFINITIONS: readonly SearchKindDefinition[] = [
  {
    // GET /tasks: every task of the workspace.
    kind: 'task',
    permission: 'tasks.list',
    matches: (auth, query) =>
      sql`select t.id from ${tasks} t where t.workspace_id = ${auth.workspaceId} and ${TASK_DOCUMENT} @@ ${query}`,
    rows: (_auth, ids) =>
      sql`select ${present({
        id: sql`t.id`,
        title: sql`t.title`,
        subtitle: sql`p.name`,
        document: TASK_DOCUMENT,
      })} from ${tasks} t join ${projects} p on p.id = t.project_id where t.id in ${ids}`,
    url: (hit) => `/dashboard/tasks/${hit.id}`,
  },
  {
    // GET /projects: every project of the workspace.
    kind: 'project',
    permission: 'projects.list',
    matches: (auth, query) =>
      sql`select p.id from ${projects} p where p.workspace_id = ${auth.workspaceId} and ${PROJECT_DOCUMENT} @@ ${query}`,
    rows: (_auth, ids) =>
      sql`select ${present({
        id: sql`p.id`,
        title: sql`p.name`,
        subtitle: excerpt(sql`coalesce(p.description, '')`),
        document: PROJECT_DOCUMENT,
      })} from ${projects} p where p.id in ${ids}`,
    url: (hit) => `/dashboard/projects/${hit.id}`,
  },
  {
    // GET /notes: the caller's own notes (archived ones included: the Archived filter lists them).
    kind: 'note',
    permission: 'notes.list',
    matches: (auth, query) => sql`select n.id from ${notes} n
      where n.workspace_id = ${auth.workspaceId} and n.user_id = ${auth.user.id} and ${NOTE_DOCUMENT} @@ ${query}`,
    rows: (_auth, ids) =>
      sql`select ${present({
        id: sql`n.id`,
        title: sql`n.title`,
        subtitle: excerpt(sql`n.content`),
        document: NOTE_DOCUMENT,
      })} from ${notes} n where n.id in ${ids}`,
    url: (hit) => `/dashboard/notes?note=${hit.id}`,
  },
  {
    // GET /todos: the caller's own todos.
    kind: 'todo',
    permission: 'todos.list',
    matches: (auth, query) => sql`select d.id from ${todos} d
      where d.workspace_id = ${auth.workspaceId} and d.user_id = ${auth.user.id} and ${TODO_DOCUMENT} @@ ${query}`,
    rows: (_auth, ids) =>
      sql`select ${present({
        id: sql`d.id`,
        title: sql`d.title`,
        subtitle: excerpt(sql`d.description`),
        at: sql`d.due_date::text`,
        document: TODO_DOCUMENT,
      })} from ${todos} d where d.id in ${ids}`,
    url: (hit) => `/dashboard/todos?todo=${hit.id}`,
  },
  {
    // GET /meetings: the meetings the caller organises or is invited to.
    kind: 'meeting',
    permission: 'meetings.list',
    matches: (auth, query) => sql`select m.id from ${meetings} m
      where ${visibleTo(sql`m`, sql`${auth.workspaceId}::int`, sql`${auth.user.id}::int`)} and ${MEETING_DOCUMENT} @@ ${query}`,
    rows: (_auth, ids) =>
      sql`select ${present({
        id: sql`m.id`,
        title: sql`m.title`,
        subtitle: sql`nullif(m.location, '')`,
        at: iso(sql`m.start_time`),
        document: MEETING_DOCUMENT,
      })} from ${meetings} m where m.id in ${ids}`,
    url: (hit) => `/dashboard/meetings?meeting=${hit.id}`,
  },
  {
    // GET /clients: the workspace's clients, for the roles of `clients.list` only.
    kind: 'client',
    permission: 'clients.list',
    matches: (auth, query) =>
      sql`select c.id from ${clients} c where c.workspace_id = ${auth.workspaceId} and ${CLIENT_DOCUMENT} @@ ${query}`,
    rows: (_auth, ids) =>
      sql`select ${present({
        id: sql`c.id`,
        title: sql`c.name`,
        subtitle: sql`coalesce(nullif(c.company, ''), c.email)`,
        document: CLIENT_DOCUMENT,
      })} from ${clients} c where c.id in ${ids}`,
    url: (hit) => `/dashboard/clients?client=${hit.id}`,
  },
  {
    // GET /users: the workspace's members, invited ones included.
    kind: 'person',
    permission: 'users.list',
    matches: (auth, query) => sql`select u.id from ${workspaceMembers} wm join ${users} u on u.id = wm.user_id
      where wm.workspace_id = ${auth.workspaceId} and ${PERSON_DOCUMENT} @@ ${query}`,
    rows: (_auth, ids) =>
      sql`select ${present({
        id: sql`u.id`,
        title: fullNameOf(sql`u`),
        subtitle: sql`u.email`,
        document: PERSON_DOCUMENT,
      })} from ${users} u where u.id in ${ids}`,
    url: (hit) => `/dashboard/users?user=${hit.id}`,
  },
  {
    // GET /chat/search: messages of the conversations the caller is a member of (their membership
    // row: never a private channel or direct message they are not in), not deleted.
    kind: 'message',
    permission: 'chat.use',
    matches: (auth, query) => sql`select cm.id from ${chatMessages} cm
      join ${chatMembers} me on me.conversation_id = cm.conversation_id and me.user_id = ${auth.user.id}
      where cm.workspace_id = ${auth.workspaceId} and cm.deleted_at is null and ${MESSAGE_DOCUMENT} @@ ${query}`,
    rows: (auth, ids) =>
      sql`select ${present({
        id: sql`cm.id`,
        title: sql`coalesce(${excerpt(sql`cm.body`, 160)}, '')`,
        subtitle: conversationNameSql(sql`cv`, auth.user.id),
        ref: sql`cm.conversation_id`,
        at: iso(sql`cm.created_at`),
        document: MESSAGE_DOCUMENT,
      })} from ${chatMessages} cm join ${chatConversations} cv on cv.id = cm.conversation_id where cm.id in ${ids}`,
    url: (hit) => `/dashboard/chat?conversation=${hit.ref}&message=${hit.id}`,
  },
];
