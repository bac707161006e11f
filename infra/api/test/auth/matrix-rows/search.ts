import { SIGNED_IN, type MatrixRow } from '../matrix-expectations.js';

/**
 * The command palette's search: everyone signed in searches (each kind is then limited to what the
 * caller may read — tested as a table in routes/v1/search.test.ts); another workspace is a 403.
 */
export const SEARCH_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/search?q=matrix', expected: SIGNED_IN },
  { method: 'GET', url: '/api/v1/search?q=matrix%20row&limit=20', expected: SIGNED_IN },
  { method: 'GET', url: '/api/v1/search', expected: SIGNED_IN },
  {
    method: 'GET',
    url: `/api/v1/search?q=${'x'.repeat(201)}`,
    expected: { noToken: 401, admin: 422, manager: 422, developer: 422, designer: 422, member: 422, otherWorkspace: 403 },
  },
];
