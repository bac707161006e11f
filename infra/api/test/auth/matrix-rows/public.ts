import { PUBLIC, sameForAll, next, type MatrixRow } from '../matrix-expectations.js';

/**
 * The routes that read no token: the same answer for every caller, whatever token and workspace
 * they send (a token never turns a refusal into a success, nor the reverse).
 */
export const PUBLIC_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/health', expected: PUBLIC },
  { method: 'GET', url: '/api/v1/roles', expected: PUBLIC },
  {
    // Registration is closed once the instance has accounts (open_registration off): refused for everyone.
    method: 'POST',
    url: '/api/v1/register',
    body: () => ({
      type: 'member',
      first_name: 'Matrix',
      last_name: 'Newcomer',
      email: `newcomer-${next()}@example.com`,
      phone: '+44 20 7946 0000',
      password: 'analytical-engine',
      password_confirmation: 'analytical-engine',
    }),
    expected: sameForAll(403),
  },
  // The same reply whether the address has an account or not (no enumeration).
  { method: 'POST', url: '/api/v1/password/reset-request', body: { email: 'member@workspace-1.test' }, expected: PUBLIC },
  { method: 'POST', url: '/api/v1/email/verify', body: { token: 'not-a-real-token' }, expected: sameForAll(422) },
  {
    method: 'POST',
    url: '/api/v1/password/reset',
    body: {
      email: 'member@workspace-1.test',
      token: 'not-a-real-token',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    },
    expected: sameForAll(422),
  },
  { method: 'POST', url: '/api/v1/auth/social/google', body: { token: 'not-an-id-token' }, expected: sameForAll(503) },
  { method: 'GET', url: '/api/v1/invitations/not-a-real-invitation', expected: sameForAll(404) },
];
