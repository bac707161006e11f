import { ROLES } from '@kanri/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { customFields, priorities, statuses, timeEntries, users, workspaces } from '../../src/db/schema.js';
import { TEST_PASSWORD } from '../helpers/accounts.js';
import { multipart, SAMPLE_FILES } from '../helpers/multipart.js';
import { insertMedia, insertProject, insertTask, insertTimeEntry, priorityIds, statusIds } from '../helpers/work.js';
import {
  ADMIN_ONLY,
  MANAGERS,
  MANAGERS_CREATE,
  next,
  NOT_YOURS,
  PUBLIC,
  SIGNED_IN,
  SIGNED_IN_CREATE,
  type Caller,
  type MatrixRow,
} from './matrix-expectations.js';
import { API_TOKEN_ROWS } from './matrix-rows/api-tokens.js';
import { CHAT_ROWS } from './matrix-rows/chat.js';
import { CLIENT_ROWS } from './matrix-rows/clients.js';
import { DASHBOARD_ROWS } from './matrix-rows/dashboard.js';
import { INVOICE_ROWS } from './matrix-rows/invoices.js';
import { LEAVE_ROWS } from './matrix-rows/leave-requests.js';
import { MEETING_ROWS } from './matrix-rows/meetings.js';
import { NOTE_AND_TODO_ROWS } from './matrix-rows/notes-todos.js';
import { NOTIFICATION_ROWS } from './matrix-rows/notifications.js';
import { PROFILE_ROWS } from './matrix-rows/profile.js';
import { PUBLIC_ROWS } from './matrix-rows/public.js';
import { SEARCH_ROWS } from './matrix-rows/search.js';
import { USER_ROWS } from './matrix-rows/users.js';
import { WEBHOOK_ROWS } from './matrix-rows/webhooks.js';
import { AUDIT_ROWS } from './matrix-rows/audit.js';
import { WORKSPACE_EXPORT_ROWS } from './matrix-rows/workspace-export.js';

export type { Caller, MatrixRow } from './matrix-expectations.js';

/** Ids of the entries the destroy rows delete (the URL holds the id, so each call gets the same one anew). */
const OWN_ENTRY = 900_001;
const SOMEONE_ELSES_ENTRY = 900_002;
/**
 * The permission matrix (ARCHITECTURE §4): every endpoint × caller → status. Add a row for every
 * new endpoint. Every call gets a fresh session, so rows that sign out or change data stay independent.
 */
export const MATRIX: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/user', expected: SIGNED_IN },
  { method: 'POST', url: '/api/v1/logout', expected: SIGNED_IN },
  { method: 'GET', url: '/api/v1/users', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/v1/users/store',
    body: () => ({ name: 'New Person', email: `new-${next()}@example.com` }),
    expected: { ...ADMIN_ONLY, admin: 201 },
  },
  ...USER_ROWS,
  ...PROFILE_ROWS,
  ...API_TOKEN_ROWS,
  { method: 'GET', url: '/api/v1/settings/general_settings', expected: ADMIN_ONLY },
  { method: 'PUT', url: '/api/v1/settings/update', body: { open_registration: false }, expected: ADMIN_ONLY },
  { method: 'GET', url: '/api/v1/auth/social/providers', expected: PUBLIC },
  ...PUBLIC_ROWS,
  { method: 'POST', url: '/api/v1/login', body: { email: 'member@workspace-1.test', password: TEST_PASSWORD }, expected: PUBLIC },

  // Statuses and priorities: everyone reads, admins and managers change.
  { method: 'GET', url: '/api/v1/statuses', expected: SIGNED_IN },
  { method: 'POST', url: '/api/v1/status/store', body: () => ({ name: `Status ${next()}` }), expected: MANAGERS_CREATE },
  {
    method: 'PUT',
    url: '/api/v1/status/update',
    body: async ({ db }) => ({ id: (await statusIds(db))['in-progress'], name: `In Progress ${next()}` }),
    expected: MANAGERS,
  },
  {
    method: 'DELETE',
    url: '/api/v1/status/destroy',
    body: async ({ db }) => ({ id: await newStatus(db) }),
    expected: MANAGERS,
  },
  { method: 'GET', url: '/api/v1/priorities', expected: SIGNED_IN },
  { method: 'POST', url: '/api/v1/priority/store', body: () => ({ name: `Priority ${next()}` }), expected: MANAGERS_CREATE },
  {
    method: 'PUT',
    url: '/api/v1/priority/update',
    body: async ({ db }) => ({ id: (await priorityIds(db)).high, name: `High ${next()}` }),
    expected: MANAGERS,
  },
  {
    method: 'DELETE',
    url: '/api/v1/priority/destroy',
    body: async ({ db }) => ({ id: await newPriority(db) }),
    expected: MANAGERS,
  },

  // Projects: everyone reads, admins and managers change.
  { method: 'GET', url: '/api/v1/projects', expected: SIGNED_IN },
  { method: 'GET', url: '/api/v1/projects/1', expected: SIGNED_IN },
  { method: 'POST', url: '/api/v1/projects/store', body: () => ({ name: `Project ${next()}` }), expected: MANAGERS_CREATE },
  { method: 'PUT', url: '/api/v1/projects/update', body: () => ({ id: 1, description: `Take ${next()}` }), expected: MANAGERS },
  { method: 'GET', url: '/api/v1/projects/1/layout', expected: SIGNED_IN },
  { method: 'PUT', url: '/api/v1/projects/1/layout', body: { column_widths: { name: 250 } }, expected: SIGNED_IN },
  {
    method: 'DELETE',
    url: '/api/v1/projects/destroy',
    body: async ({ db }) => ({ id: await insertProject(db, { name: `Doomed ${next()}` }) }),
    expected: MANAGERS,
  },

  // Tasks: everyone reads, creates, edits, reorders and comments; deletes their own (admins and managers: any).
  { method: 'GET', url: '/api/v1/tasks', expected: SIGNED_IN },
  { method: 'GET', url: '/api/v1/tasks/1', expected: SIGNED_IN },
  { method: 'POST', url: '/api/v1/tasks/store', body: { project_id: 1 }, expected: SIGNED_IN_CREATE },
  { method: 'PUT', url: '/api/v1/tasks/update', body: () => ({ id: 1, title: `Task ${next()}` }), expected: SIGNED_IN },
  {
    method: 'PUT',
    url: '/api/v1/tasks/reorder',
    body: async ({ db }) => ({ id: await insertTask(db, { projectId: 1 }), before_id: 1 }),
    expected: SIGNED_IN,
  },
  {
    method: 'DELETE',
    url: '/api/v1/tasks/destroy',
    body: async ({ db, userId }) => ({ id: await insertTask(db, { projectId: 1, createdBy: userId }) }),
    expected: SIGNED_IN,
  },
  {
    method: 'DELETE',
    url: '/api/v1/tasks/destroy',
    body: async ({ db }) => ({ id: await insertTask(db, { projectId: 1, title: "Someone else's" }) }),
    expected: MANAGERS,
  },
  { method: 'GET', url: '/api/v1/tasks/1/activity', expected: SIGNED_IN },
  { method: 'POST', url: '/api/v1/tasks/1/comments', body: { body: 'Looks good' }, expected: SIGNED_IN_CREATE },

  // Task attachments: everyone lists, uploads and downloads; deletes their own (admins and managers: any).
  { method: 'GET', url: '/api/v1/tasks/get-media?task_id=1', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/v1/tasks/upload-media',
    form: () => multipart({ task_id: '1' }, { name: 'matrix.png', content: SAMPLE_FILES.png }),
    expected: SIGNED_IN_CREATE,
  },
  { method: 'GET', url: '/api/v1/tasks/media/1/download', expected: SIGNED_IN },
  {
    method: 'DELETE',
    url: '/api/v1/tasks/media/destroy',
    body: async ({ db, userId }) => ({ id: await insertMedia(db, { taskId: 1, uploadedBy: userId }) }),
    expected: SIGNED_IN,
  },
  {
    method: 'DELETE',
    url: '/api/v1/tasks/media/destroy',
    body: async ({ db }) => ({ id: await insertMedia(db, { taskId: 1, fileName: "someone else's.txt" }) }),
    expected: MANAGERS,
  },

  // Custom fields: everyone reads (and sets values through tasks), admins and managers define them.
  { method: 'GET', url: '/api/v1/custom-fields?project_id=1', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/v1/custom-fields/store',
    body: () => ({ project_id: 1, name: `Field ${next()}`, type: 'text' }),
    expected: MANAGERS_CREATE,
  },
  { method: 'PUT', url: '/api/v1/custom-fields/update', body: () => ({ id: 1, name: `Field ${next()}` }), expected: MANAGERS },
  {
    method: 'DELETE',
    url: '/api/v1/custom-fields/destroy',
    body: async ({ db }) => ({ id: await newField(db) }),
    expected: MANAGERS,
  },
  { method: 'POST', url: '/api/v1/custom-fields/copy', body: { field_id: 1, project_id: 2 }, expected: MANAGERS_CREATE },

  // Tags: everyone reads and adds them.
  { method: 'GET', url: '/api/v1/tags', expected: SIGNED_IN },
  { method: 'POST', url: '/api/v1/tags/store', body: () => ({ name: `Tag ${next()}` }), expected: SIGNED_IN_CREATE },

  // Time tracking: everyone tracks and reads their own entries; only the owner changes one (someone
  // else's is a 404, admins included); everyone's entries are for admins and managers.
  { method: 'GET', url: '/api/v1/time-entries', expected: SIGNED_IN },
  { method: 'GET', url: '/api/v1/time-entries?user_id=all', expected: MANAGERS },
  { method: 'GET', url: '/api/v1/time-entries/active', expected: SIGNED_IN },
  { method: 'POST', url: '/api/v1/time-entries/start', body: { description: 'Matrix' }, expected: SIGNED_IN_CREATE },
  { method: 'POST', url: '/api/v1/time-entries/pause', body: ({ db, userId }) => runningTimer(db, userId), expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/v1/time-entries/resume',
    body: ({ db, userId }) => runningTimer(db, userId, { paused: true }),
    expected: SIGNED_IN,
  },
  { method: 'POST', url: '/api/v1/time-entries/stop', body: ({ db, userId }) => runningTimer(db, userId), expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/v1/time-entries/store',
    body: () => ({ started_at: new Date(Date.UTC(2025, 0, 1) + next() * 3_600_000).toISOString(), duration_ms: 60_000 }),
    expected: SIGNED_IN_CREATE,
  },
  {
    method: 'PUT',
    url: '/api/v1/time-entries/update',
    body: async ({ db, userId }) => ({ id: await pastEntry(db, userId ?? 1), description: `Entry ${next()}` }),
    expected: SIGNED_IN,
  },
  {
    method: 'PUT',
    url: '/api/v1/time-entries/update',
    body: async ({ db }) => ({ id: await entryWithId(db, SOMEONE_ELSES_ENTRY, undefined), description: 'Not yours' }),
    expected: NOT_YOURS,
  },
  {
    method: 'DELETE',
    url: `/api/v1/time-entries/destroy/${OWN_ENTRY}`,
    body: async ({ db, userId }) => {
      await entryWithId(db, OWN_ENTRY, userId);
      return {};
    },
    expected: SIGNED_IN,
  },
  {
    method: 'DELETE',
    url: `/api/v1/time-entries/destroy/${SOMEONE_ELSES_ENTRY}`,
    body: async ({ db }) => {
      await entryWithId(db, SOMEONE_ELSES_ENTRY, undefined);
      return {};
    },
    expected: NOT_YOURS,
  },
  {
    method: 'PUT',
    url: '/api/v1/time-entries/timesheet',
    body: () => ({ date: '2025-02-01', time_zone: 'UTC', task_id: null, description: `Row ${next()}`, duration_ms: 60_000 }),
    expected: SIGNED_IN,
  },
  { method: 'GET', url: '/api/v1/time-entries/report', expected: SIGNED_IN },
  { method: 'GET', url: '/api/v1/time-entries/report?user_id=all', expected: MANAGERS },
  { method: 'GET', url: '/api/v1/time-entries/export', expected: SIGNED_IN },
  { method: 'GET', url: '/api/v1/time-entries/export?user_id=all', expected: MANAGERS },

  // Workspaces: everyone lists their own, admins create; renaming takes an admin of the workspace renamed.
  { method: 'GET', url: '/api/v1/workspaces', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/v1/workspaces/store',
    body: () => ({ name: `Workspace ${next()}` }),
    expected: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    method: 'PUT',
    url: '/api/v1/workspaces/update',
    body: () => ({ id: 1, name: `Team Space ${next()}` }),
    expected: ADMIN_ONLY,
  },
  {
    method: 'PUT',
    url: '/api/v1/workspaces/update',
    body: async ({ db }) => ({ id: await workspaceNamed(db, 'Other'), name: `Not yours ${next()}` }),
    expected: { noToken: 401, admin: 404, manager: 404, developer: 404, designer: 404, member: 404, otherWorkspace: 403 },
  },

  ...MEETING_ROWS,
  ...NOTE_AND_TODO_ROWS,
  ...CLIENT_ROWS,
  ...INVOICE_ROWS,
  ...LEAVE_ROWS,
  ...NOTIFICATION_ROWS,
  ...CHAT_ROWS,
  ...DASHBOARD_ROWS,
  ...SEARCH_ROWS,
  ...WEBHOOK_ROWS,
  ...AUDIT_ROWS,
  ...WORKSPACE_EXPORT_ROWS,
];

async function workspaceNamed(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.name, name));
  return row!.id;
}

export async function newField(db: Database): Promise<number> {
  const [row] = await db
    .insert(customFields)
    .values({ workspaceId: 1, projectId: 1, name: `Spare ${next()}`, type: 'text', width: 150, position: 99 })
    .returning({ id: customFields.id });
  return row!.id;
}

/** A status of workspace 1 that no task uses. */
async function newStatus(db: Database): Promise<number> {
  const n = next();
  const [row] = await db
    .insert(statuses)
    .values({
      workspaceId: 1,
      name: `Spare ${n}`,
      slug: `spare-${n}`,
      color: '#000000',
      category: 'todo',
      position: 99,
    })
    .returning({ id: statuses.id });
  return row!.id;
}

async function newPriority(db: Database): Promise<number> {
  const n = next();
  const [row] = await db
    .insert(priorities)
    .values({ workspaceId: 1, name: `Spare ${n}`, slug: `spare-${n}`, color: '#000000', position: 99 })
    .returning({ id: priorities.id });
  return row!.id;
}

/** A running (or paused) timer of the caller in workspace 1, replacing the one they had. */
async function runningTimer(db: Database, userId: number | undefined, { paused = false } = {}): Promise<object> {
  if (userId === undefined) return {};
  await db
    .delete(timeEntries)
    .where(and(eq(timeEntries.workspaceId, 1), eq(timeEntries.userId, userId), isNull(timeEntries.endedAt)));
  const now = Date.now();
  await insertTimeEntry(db, { userId, start: now - 3_600_000, pauses: paused ? [[now - 60_000, null]] : [] });
  return {};
}

/** A stopped entry of the user in workspace 1, in the past. */
function pastEntry(db: Database, userId: number): Promise<number> {
  const start = Date.UTC(2024, 0, 1) + next() * 3_600_000;
  return insertTimeEntry(db, { userId, start, end: start + 60_000 });
}

/**
 * Entry `id` in workspace 1 anew: the caller's, or (no caller) the admin's of the other workspace
 * (someone every caller of workspace 1 is not).
 */
async function entryWithId(db: Database, id: number, userId: number | undefined): Promise<number> {
  await db.delete(timeEntries).where(eq(timeEntries.id, id));
  const [stranger] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@other.test'));
  const start = new Date(Date.UTC(2024, 5, 1) + next() * 3_600_000);
  await db.insert(timeEntries).values({
    id,
    workspaceId: 1,
    userId: userId ?? stranger!.id,
    description: 'Matrix entry',
    startedAt: start,
    endedAt: new Date(start.getTime() + 60_000),
    source: 'manual',
  });
  return id;
}

export const CALLERS: Caller[] = ['noToken', ...ROLES, 'otherWorkspace'];
