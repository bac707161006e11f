import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Account {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
}

/** The instance's first account: the accounts story registers it through the page, as admin. */
export const ADMIN: Account = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@kanri.test',
  phone: '+44 20 7946 0958',
  password: 'analytical-engine',
};

/** The colleague the accounts story invites as Member and who registers through the mailed link. */
export const GRACE: Account = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@kanri.test',
  phone: '+1 555 010 0199',
  password: 'cobol-1959',
};

/**
 * Signs in through the real API and returns the reply. When the instance has no account yet
 * (a test run without the accounts story), the admin is registered first.
 */
export async function apiSignIn(request: APIRequestContext, account: Account = ADMIN) {
  let reply = await request.post('/api/v1/login', { data: { email: account.email, password: account.password } });
  if (reply.status() === 401) {
    await registerAccount(request, account);
    reply = await request.post('/api/v1/login', { data: { email: account.email, password: account.password } });
  }
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as { access_token: string; user: { id: number; first_name: string; email: string } };
}

/**
 * For a run without the accounts story: registers the admin as the instance's first account, or
 * invites anyone else as Member and registers them through the mailed invitation.
 */
async function registerAccount(request: APIRequestContext, account: Account) {
  const registration = { ...account, password_confirmation: account.password, type: 'member', company: '' };
  if (account === ADMIN) {
    await request.post('/api/v1/register', { data: registration });
    return;
  }
  const { access_token } = await apiSignIn(request, ADMIN);
  const invited = await request.post('/api/v1/users/store', {
    headers: { Authorization: `Bearer ${access_token}`, workspace_id: '1' },
    data: { first_name: account.first_name, last_name: account.last_name, email: account.email, role: 'member' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const invite = new URL(linkTo(await waitForMail(request, account.email, /invit/i), '/register')).searchParams.get('invite');
  await request.post('/api/v1/register', { data: { ...registration, invite } });
}

/** A browser signed in with a real token, stored under the spec's keys before the app starts. */
export async function useSignedInSession(page: Page, request: APIRequestContext, account: Account = ADMIN) {
  const { access_token, user } = await apiSignIn(request, account);
  await page.addInitScript(
    ([token, stored]) => {
      if (sessionStorage.getItem('kanri.e2e.seeded')) return;
      sessionStorage.setItem('kanri.e2e.seeded', '1');
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user', JSON.stringify(stored));
    },
    [access_token, user] as const,
  );
  return { token: access_token, user };
}

const mailCatcherUrl = () => process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:8193';

/** The newest mail to `to` whose subject matches, waiting for it to arrive. */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp) {
  let found: { subject: string; links: string[] } | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${mailCatcherUrl()}/messages?to=${encodeURIComponent(to)}`)).json()) as {
          subject: string;
          links: string[];
        }[];
        found = mails.filter((mail) => subject.test(mail.subject)).at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link of a mail that starts with the given path on the app's public URL. */
export function linkTo(mail: { links: string[] }, pathname: string) {
  const link = mail.links.find((candidate) => new URL(candidate).pathname === pathname);
  expect(link, `a ${pathname} link in ${JSON.stringify(mail.links)}`).toBeTruthy();
  return link!;
}
