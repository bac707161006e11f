/** PostgreSQL error codes the services turn into client errors. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const NO_DATA_FOUND = 'P0002';

/** The driver's error behind drizzle's DrizzleQueryError (pg's carries `code` and `constraint`). */
function databaseError(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return current as { code?: unknown; constraint?: unknown };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique constraint (optionally this one) refused the write: someone got there first. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = databaseError(error);
  return found?.code === UNIQUE_VIOLATION && (constraint === undefined || found.constraint === constraint);
}

/** A foreign key refused the write: a referenced row vanished meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return databaseError(error)?.code === FOREIGN_KEY_VIOLATION;
}

/** A PL/pgSQL function found no row it needed (RAISE … USING ERRCODE = 'no_data_found'). */
export function isNoDataFound(error: unknown): boolean {
  return databaseError(error)?.code === NO_DATA_FOUND;
}

/**
 * SQLSTATEs of a database that is (for now) out of reach: connection exceptions (class 08), the
 * server shutting down or terminating the backend (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_CODES = /^(08...|57P0[1-3]|53300)$/;
/** The driver's and the socket's own words for a lost or refused connection. */
const UNAVAILABLE_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended',
];

/**
 * Whether a failure means the database could not be reached or dropped the connection (a restart,
 * `pg_terminate_backend`, a network cut) rather than refused the statement: the request may be
 * retried as it is, and the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_SYSTEM_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((words) => message.includes(words))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
