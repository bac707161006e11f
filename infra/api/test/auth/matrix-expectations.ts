import type { Role } from '@kanri/contracts';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../src/db/database.js';
import type { MultipartBody } from '../helpers/multipart.js';

/**
 * The parts of a permission-matrix row and the usual expectations, shared by
 * permission-matrix-rows.ts and the per-area row files it gathers (matrix-rows/).
 */
/** Who calls: no token, a member of workspace 1 with each role, or a valid token sent with a workspace the caller is not in. */
export type Caller = 'noToken' | Role | 'otherWorkspace';

export interface MatrixRow {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  /** A function when each call needs its own body (a new e-mail per invitation, a new row to delete...). */
  body?: object | ((context: MatrixContext) => object | Promise<object>);
  /** A multipart/form-data body instead (uploads). */
  form?: () => MultipartBody;
  expected: Record<Caller, number>;
}

/** What a body function may use: the database and the calling user (undefined without a token). */
export interface MatrixContext {
  db: Database;
  userId: number | undefined;
}

let unique = 0;
/** A new number on each call, for names and e-mails that must not repeat. */
export const next = () => (unique += 1);
/** Another member's entry: a 404 for everyone, admins included (only the owner changes an entry). */
export const NOT_YOURS = {
  noToken: 401,
  admin: 404,
  manager: 404,
  developer: 404,
  designer: 404,
  member: 404,
  otherWorkspace: 403,
};
export const MANAGERS = {
  noToken: 401,
  admin: 200,
  manager: 200,
  developer: 403,
  designer: 403,
  member: 403,
  otherWorkspace: 403,
};
export const MANAGERS_CREATE = { ...MANAGERS, admin: 201, manager: 201 };
export const SIGNED_IN = {
  noToken: 401,
  admin: 200,
  manager: 200,
  developer: 200,
  designer: 200,
  member: 200,
  otherWorkspace: 403,
};
export const ADMIN_ONLY = {
  noToken: 401,
  admin: 200,
  manager: 403,
  developer: 403,
  designer: 403,
  member: 403,
  otherWorkspace: 403,
};
export const SIGNED_IN_CREATE = { ...SIGNED_IN, admin: 201, manager: 201, developer: 201, designer: 201, member: 201 };
/** A public route: the same answer whoever calls, with or without a token (it reads none). */
export const sameForAll = (status: number): Record<Caller, number> => ({
  noToken: status,
  admin: status,
  manager: status,
  developer: status,
  designer: status,
  member: status,
  otherWorkspace: status,
});
export const PUBLIC = sameForAll(200);
