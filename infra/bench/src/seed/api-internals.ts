/**
 * The API's own database layer, for bulk seeding: its drizzle schema and order keys, loaded from the
 * built package next to its entry (they are not part of its public exports). Inserting 10,000 tasks
 * with one POST each would take minutes; one multi-row insert per thousand takes a second.
 */
import path from 'node:path';

export interface ApiInternals {
  /** drizzle tables (typed loosely: the bench only inserts rows of known shape into them). */
  tables: { tasks: never; taskAssignees: never };
  keysAfter(after: string | null, count: number): string[];
}

let loaded: ApiInternals | undefined;

export function apiInternals(): ApiInternals {
  if (loaded) return loaded;
  const distDir = path.dirname(require.resolve('@kanri/api'));
  /* eslint-disable @typescript-eslint/no-require-imports -- files of the API's build, found at run time */
  const schema = require(path.join(distDir, 'db/schema.js')) as ApiInternals['tables'];
  const orderKeys = require(path.join(distDir, 'lib/order-keys.js')) as Pick<ApiInternals, 'keysAfter'>;
  /* eslint-enable @typescript-eslint/no-require-imports */
  loaded = { tables: { tasks: schema.tasks, taskAssignees: schema.taskAssignees }, keysAfter: orderKeys.keysAfter };
  return loaded;
}
