import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, apiSignIn, linkTo, waitForMail, type Account } from '../../support/session';

/** The approver of the leave stories: a manager of workspace 1. */
export const MANAGER: Account = {
  first_name: 'Margaret',
  last_name: 'Hamilton',
  email: 'margaret.hamilton@kanri.test',
  phone: '+1 555 010 0300',
  password: 'apollo-guidance',
};

/** The requester: a member of workspace 1. */
export const REQUESTER: Account = {
  first_name: 'Katherine',
  last_name: 'Johnson',
  email: 'katherine.johnson@kanri.test',
  phone: '+1 555 010 0301',
  password: 'orbital-mechanics',
};

/**
 * Makes sure `account` exists with `role` in workspace 1: on first use the admin invites them with
 * that role and they register through the mailed link. Returns their sign-in.
 */
export async function ensureAccount(request: APIRequestContext, account: Account, role: 'manager' | 'member') {
  const login = await request.post('/api/v1/login', { data: { email: account.email, password: account.password } });
  if (login.status() !== 401) return apiSignIn(request, account);
  const { access_token } = await apiSignIn(request, ADMIN);
  const invited = await request.post('/api/v1/users/store', {
    headers: { Authorization: `Bearer ${access_token}`, workspace_id: '1' },
    data: { first_name: account.first_name, last_name: account.last_name, email: account.email, role },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const invite = new URL(linkTo(await waitForMail(request, account.email, /invit/i), '/register')).searchParams.get('invite');
  const registered = await request.post('/api/v1/register', {
    data: { ...account, password_confirmation: account.password, type: 'member', company: '', invite },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return apiSignIn(request, account);
}

/** The header's bell of a dashboard page. */
export const bell = (page: Page) => page.getByTestId('notification-bell');

/** The bell's accessible name for a number of unread notifications. */
export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/** The unread count the bell shows now (from its accessible name). */
export async function bellCount(page: Page): Promise<number> {
  await expect(bell(page)).toHaveAttribute('aria-label', /^Notifications/);
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

/** A local calendar day `days` from today, as the date inputs show it (`Nov 5, 2026`) and as `YYYY-MM-DD`. */
export function day(days: number): { text: string; iso: string } {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { text: `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`, iso };
}
