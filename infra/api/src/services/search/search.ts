import { isAllowed } from '@kanri/contracts';
import { permissionArea, scopesAllow } from '@kanri/contracts/api-tokens';
import { SEARCH_DEFAULT_PER_KIND, type SearchGroup, type SearchResult, type searchQuerySchema } from '@kanri/contracts/search';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/statements.js';
import type { RequestAuth } from '../../plugins/app/auth.js';
import { prefixQuery } from '../chat/messages.js';
import { SEARCH_KIND_DEFINITIONS, type SearchRow } from './kinds.js';

type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * Matches ranked per kind: the newest this many. Ranking reads each match's text again (ts_rank
 * over its document, recomputed from the row), a good part of the statement's cost: with 200
 * the bench's search (7,000 matching messages, 4,000 meetings, 1,400 tasks) answered 124 req/s, with
 * 50 it answers 157 (issue 19's p99 target). Below the cap the ranking is exact; above it, it is the
 * best of the newest 50 — what a broad, still-being-typed query wants anyway, and 2.5 times the most
 * a kind may show (SEARCH_MAX_PER_KIND). The match itself (the GIN index) sees every row.
 */
export const SEARCH_RANKED_CANDIDATES = 50;

/**
 * GET /search?q=: the command palette's search. The words of `q` become a prefix tsquery
 * (`word:* & other:*`, built from letters and digits only — the user's text never reaches tsquery
 * syntax); every kind of the registry the caller's role may read runs its own scoped match, and the
 * best `limit + 1` of each (ts_rank, then newest; see SEARCH_RANKED_CANDIDATES) come back in ONE statement (a `union all` of the
 * kinds), so one round trip whatever the number of kinds. The extra row only says `has_more`.
 */
type CandidateRow = SearchRow & { kind_index: number } & Record<string, unknown>;

/**
 * A personal access token searches only the kinds of the areas it may read (a `search:read` token
 * alone finds nothing it could not list): the role decides first, then the token's scopes.
 */
function tokenMayRead(auth: RequestAuth, permission: Parameters<typeof permissionArea>[0]): boolean {
  if (!auth.apiToken) return true;
  const area = permissionArea(permission);
  return area !== null && scopesAllow(auth.apiToken.scopes, area, 'read');
}

export async function search(db: Database, auth: RequestAuth, query: SearchQuery): Promise<SearchResult> {
  const q = query.q;
  const text = prefixQuery(q);
  if (!text) return { q, groups: [] };
  const limit = query.limit ?? SEARCH_DEFAULT_PER_KIND;
  const kinds = SEARCH_KIND_DEFINITIONS.filter(
    (definition) => isAllowed(auth.role, definition.permission) && tokenMayRead(auth, definition.permission),
  );
  const tsquery = sql`to_tsquery('simple', ${text})`;
  const parts = kinds.map((definition, index) => {
    const candidates = sql`(select m.id from (${definition.matches(auth, tsquery)}) m order by m.id desc limit ${SEARCH_RANKED_CANDIDATES})`;
    return sql`(select ${index}::int as kind_index, c.id, c.title, c.subtitle, c.ref, c.at,
        ts_rank(c.document, ${tsquery})::float8 as rank
      from (${definition.rows(auth, candidates)}) c order by rank desc, c.id desc limit ${limit + 1})`;
  });
  // A named prepared statement: planning this union of every kind costs about as much as running it.
  const rows = await queryRows<CandidateRow>(db, sql.join(parts, sql` union all `));

  const groups: SearchGroup[] = [];
  kinds.forEach((definition, index) => {
    const found = rows.filter((row) => row.kind_index === index).sort((a, b) => b.rank - a.rank || b.id - a.id);
    if (found.length === 0) return;
    groups.push({
      kind: definition.kind,
      items: found.slice(0, limit).map((row) => ({
        kind: definition.kind,
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        url: definition.url(row),
        at: row.at,
        rank: row.rank,
      })),
      has_more: found.length > limit,
    });
  });
  return { q, groups };
}
