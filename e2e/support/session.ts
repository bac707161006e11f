import type { Page } from '@playwright/test';

export const TEST_USER = {
  id: 1,
  first_name: 'Ada',
  last_name: 'Lovelace',
  full_name: 'Ada Lovelace',
  email: 'ada@kanri.test',
  role: 'admin',
  workspace_id: 1,
};

/**
 * A signed-in browser for shell-level tests: the stored session of spec §4 plus GET /user answering
 * for it. (Tests of sign-in itself go through the real API in tests/auth-pages.)
 */
export async function useStoredSession(page: Page, user = TEST_USER) {
  await page.addInitScript((stored) => {
    localStorage.setItem('auth_token', 'e2e-token');
    localStorage.setItem('user', JSON.stringify(stored));
  }, user);
  await page.route('**/api/v1/user', (route) => route.fulfill({ json: { error: false, message: 'OK', data: user } }));
  await page.route('**/api/v1/logout', (route) => route.fulfill({ json: { error: false, message: 'Logged out', data: null } }));
}
