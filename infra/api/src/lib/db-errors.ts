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
