import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../src/db/database.js';
import { notes, todos, workspaceMembers, workspaces } from '../../../src/db/schema.js';
import { next, NOT_YOURS, SIGNED_IN, SIGNED_IN_CREATE, type MatrixRow } from '../matrix-expectations.js';

/** Ids of the todos the destroy rows delete (the URL holds the id, so each call gets the same one anew). */
const OWN_TODO = 900_011;
const SOMEONE_ELSES_TODO = 900_012;

/** Notes and todos: every route × caller; another member's note or todo is a 404 for everyone. */
export const NOTE_AND_TODO_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/notes', expected: SIGNED_IN },
  { method: 'GET', url: '/api/v1/notes?search=matrix&archived=true&page=2&per_page=10', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/v1/notes/store',
    body: () => ({ title: `Note ${next()}`, content: 'Matrix', tags: ['matrix'] }),
    expected: SIGNED_IN_CREATE,
  },
  {
    method: 'PUT',
    url: '/api/v1/notes/update',
    body: async ({ db, userId }) => ({ id: await noteOf(db, await ownerOrPeer(db, userId)), is_pinned: true }),
    expected: SIGNED_IN,
  },
  {
    method: 'PUT',
    url: '/api/v1/notes/update',
    body: async ({ db, userId }) => ({ id: await noteOf(db, await peerOf(db, userId)), title: 'Not yours' }),
    expected: NOT_YOURS,
  },
  {
    // The caller's own note, but of another workspace than the request's.
    method: 'PUT',
    url: '/api/v1/notes/update',
    body: async ({ db, userId }) => ({
      id: await noteOf(db, await ownerOrPeer(db, userId), await otherWorkspace(db)),
      title: 'Elsewhere',
    }),
    expected: NOT_YOURS,
  },
  {
    method: 'DELETE',
    url: '/api/v1/notes/destroy',
    body: async ({ db, userId }) => ({ id: await noteOf(db, await ownerOrPeer(db, userId)) }),
    expected: SIGNED_IN,
  },
  {
    method: 'DELETE',
    url: '/api/v1/notes/destroy',
    body: async ({ db, userId }) => ({ id: await noteOf(db, await peerOf(db, userId)) }),
    expected: NOT_YOURS,
  },

  { method: 'GET', url: '/api/v1/todos', expected: SIGNED_IN },
  {
    method: 'GET',
    url: '/api/v1/todos?search=matrix&status=overdue&priority=high&time_zone=Pacific/Kiritimati&page=2&per_page=10',
    expected: SIGNED_IN,
  },
  {
    method: 'POST',
    url: '/api/v1/todos/store',
    body: () => ({ title: `Todo ${next()}`, priority: 'high', due_date: '2026-03-04' }),
    expected: SIGNED_IN_CREATE,
  },
  {
    method: 'POST',
    url: '/api/v1/todos/update',
    body: async ({ db, userId }) => ({ id: await todoOf(db, await ownerOrPeer(db, userId)), status: 'completed' }),
    expected: SIGNED_IN,
  },
  {
    method: 'POST',
    url: '/api/v1/todos/update',
    body: async ({ db, userId }) => ({ id: await todoOf(db, await peerOf(db, userId)), status: 'completed' }),
    expected: NOT_YOURS,
  },
  {
    // The caller's own todo, but of another workspace than the request's.
    method: 'POST',
    url: '/api/v1/todos/update',
    body: async ({ db, userId }) => ({
      id: await todoOf(db, await ownerOrPeer(db, userId), await otherWorkspace(db)),
      status: 'completed',
    }),
    expected: NOT_YOURS,
  },
  {
    method: 'DELETE',
    url: `/api/v1/todos/destroy/${OWN_TODO}`,
    body: async ({ db, userId }) => {
      await todoOf(db, await ownerOrPeer(db, userId), 1, OWN_TODO);
      return {};
    },
    expected: SIGNED_IN,
  },
  {
    method: 'DELETE',
    url: `/api/v1/todos/destroy/${SOMEONE_ELSES_TODO}`,
    body: async ({ db, userId }) => {
      await todoOf(db, await peerOf(db, userId), 1, SOMEONE_ELSES_TODO);
      return {};
    },
    expected: NOT_YOURS,
  },
];

/** Another active member of workspace 1 than `userId` (any member when there is no caller). */
async function peerOf(db: Database, userId: number | undefined): Promise<number> {
  const [row] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, 1), ne(workspaceMembers.userId, userId ?? 0)))
    .limit(1);
  return row!.userId;
}

/** The caller, or (no token) someone of workspace 1: a body is sent either way. */
async function ownerOrPeer(db: Database, userId: number | undefined): Promise<number> {
  return userId ?? peerOf(db, undefined);
}

async function otherWorkspace(db: Database): Promise<number> {
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(ne(workspaces.id, 1)).limit(1);
  return row!.id;
}

async function noteOf(db: Database, userId: number, workspaceId = 1): Promise<number> {
  const [row] = await db
    .insert(notes)
    .values({ workspaceId, userId, title: `Matrix note ${next()}`, content: 'Matrix' })
    .returning({ id: notes.id });
  return row!.id;
}

/** A new todo of the user (with id `id` when given, replacing the one that had it). */
async function todoOf(db: Database, userId: number, workspaceId = 1, id?: number): Promise<number> {
  if (id !== undefined) await db.delete(todos).where(eq(todos.id, id));
  const [row] = await db
    .insert(todos)
    .values({ ...(id === undefined ? {} : { id }), workspaceId, userId, title: `Matrix todo ${next()}` })
    .returning({ id: todos.id });
  return row!.id;
}
