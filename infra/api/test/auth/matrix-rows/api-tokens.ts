import { NOT_YOURS, SIGNED_IN, SIGNED_IN_CREATE, next, type MatrixRow } from '../matrix-expectations.js';

/**
 * Personal access tokens (user menu → API tokens): every member manages their own in the current
 * workspace; nobody reaches another's (a 404, admins included). Tokens themselves cannot call these
 * routes (permission-matrix-tokens.test.ts).
 */
export const API_TOKEN_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/api-tokens', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/v1/api-tokens',
    body: () => ({ name: `Matrix ${next()}`, scopes: ['projects:read'], expires_in: '7d' }),
    expected: SIGNED_IN_CREATE,
  },
  // No one's token has this id: revoking one's own, and another's, is tested in routes/v1/api-tokens.test.ts.
  { method: 'DELETE', url: '/api/v1/api-tokens/987654321', expected: NOT_YOURS },
];
