import { expect, test, type Page } from '@playwright/test';
import { ADMIN, GRACE, linkTo, useSignedInSession, waitForMail } from '../../support/session';
import { chooseMenuItem, openAccountPanel, pickOption } from '../../support/widgets';

/**
 * The accounts story on a fresh instance, in order: the first account becomes admin, signs out and
 * in, resets its password through the mailed link, invites a colleague, and opens registration.
 * Mail goes over real SMTP to the mail catcher (playwright.config.ts).
 */
// Each test is a multi-step story with mail round trips; a loaded CI machine needs more than 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const FIRST_PASSWORD = 'first-password';

async function fillRegisterForm(page: Page, values: Partial<Record<string, string>>) {
  const fields: [string, RegExp][] = [
    ['first_name', /^First name/i],
    ['last_name', /^Last name/i],
    ['phone', /^Phone/i],
    ['company', /^Company/i],
    ['email', /^Email/i],
    ['password', /^Password/i],
    ['password_confirmation', /^Confirm password/i],
  ];
  for (const [key, label] of fields) {
    const value = values[key];
    if (value !== undefined) await page.getByLabel(label).fill(value);
  }
}

async function signOut(page: Page) {
  await chooseMenuItem(page.getByRole('button', { name: 'User menu' }), page.getByRole('menuitem', { name: 'Sign Out' }));
  await expect(page).toHaveURL(/\/$/);
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel(/^Username/i).fill(email);
  await page.getByLabel(/^Password/i).fill(password);
  // The button is named "loading Sign In" while a previous attempt is still in flight.
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toHaveText('Sign In');
  await expect(submit).toBeEnabled();
  await submit.click();
}

test('the register form shows every validation message of spec §5', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: /create account|register|sign up/i }).click();
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Last name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await fillRegisterForm(page, { phone: 'call me maybe', password: 'secret1', password_confirmation: 'secret2' });
  await page.getByRole('button', { name: /create account|register|sign up/i }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
});

test('the first account registers as admin and lands on Team Members', async ({ page }) => {
  await page.goto('/register');
  await fillRegisterForm(page, { ...ADMIN, password: FIRST_PASSWORD, password_confirmation: FIRST_PASSWORD });
  await page.getByRole('button', { name: /create account|register|sign up/i }).click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();
  await expect(page.locator('.ant-table-row').filter({ hasText: 'Ada Lovelace' })).toContainText('Admin');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  await page.screenshot({ path: 'test-results/screens/team-members-admin.png', fullPage: true });
  await signOut(page);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('a wrong password shows the server message; signing in returns to the page first asked for', async ({ page }) => {
  await page.goto('/dashboard/notes');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await signInWithForm(page, ADMIN.email, 'not-the-password');
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/login-wrong-password.png' });

  await signInWithForm(page, ADMIN.email, FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/notes$/);
  await expect(page.getByText(`Welcome back, ${ADMIN.first_name}!`)).toBeVisible();
});

test('forgot password: the mailed link resets it; the old password stops working', async ({ page, request }) => {
  await page.goto('/forgot-password');
  await page.getByLabel(/^Email/i).fill(ADMIN.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset link sent to your email!')).toBeVisible();
  await expect(page.getByText(/60 minutes/)).toBeVisible();

  const mail = await waitForMail(request, ADMIN.email, /reset/i);
  await page.goto(linkTo(mail, '/reset-password'));
  await page.getByLabel(/^New password/i).fill(ADMIN.password);
  await page.getByLabel(/^Confirm/i).fill(ADMIN.password);
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
  await page
    .getByRole('link', { name: 'Sign In' })
    .or(page.getByRole('button', { name: 'Sign In' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithForm(page, ADMIN.email, FIRST_PASSWORD);
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard\/users$/);
});

test('an invited colleague registers through the mailed link and lands on /dashboard', async ({ page, browser, request }) => {
  const invitee = { name: `${GRACE.first_name} ${GRACE.last_name}`, email: GRACE.email };
  await useSignedInSession(page, request);
  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: /Add User/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Full name').fill(invitee.name);
  await dialog.getByPlaceholder('name@company.com').fill(invitee.email);
  await pickOption(page, dialog.getByRole('combobox', { name: 'Role' }), 'Member');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible();
  await expect(page.locator('.ant-table-row').filter({ hasText: 'Grace Hopper' })).toContainText('Invited');

  const mail = await waitForMail(request, invitee.email, /invit/i);
  const guest = await browser.newPage();
  await guest.goto(linkTo(mail, '/register'));
  await expect(guest.getByLabel(/^Email/i)).toHaveValue(invitee.email);
  await expect(guest.getByLabel(/^First name/i)).toHaveValue('Grace');
  await fillRegisterForm(guest, { phone: GRACE.phone, password: GRACE.password, password_confirmation: GRACE.password });
  await guest.getByRole('button', { name: /create account|register|sign up/i }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);
  await guest.close();

  // Joined: no longer Invited; their presence shows instead.
  await page.reload();
  const graceRow = page.locator('.ant-table-row').filter({ hasText: 'Grace Hopper' });
  await expect(graceRow).toContainText(/Online|Offline/);
  await expect(graceRow).not.toContainText('Invited');
});

test('with open registration on, a newcomer verifies the e-mail before signing in', async ({ page, browser, request }) => {
  await useSignedInSession(page, request);
  await page.goto('/dashboard/users');
  await openAccountPanel(page, 'Settings');
  const toggle = page.getByRole('switch', { name: 'Open registration' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  // The workspace settings form saves with its button (user menu → Settings).
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings updated successfully')).toBeVisible();

  const newcomer = {
    first_name: 'Alan',
    last_name: 'Turing',
    email: 'alan@kanri.test',
    phone: '+44 161 496 0000',
    password: 'enigma-1939',
  };
  const guest = await browser.newPage();
  await guest.goto('/register');
  await fillRegisterForm(guest, { ...newcomer, password_confirmation: newcomer.password });
  await guest.getByRole('button', { name: /create account|register|sign up/i }).click();
  await expect(guest).toHaveURL(/\/email-verification$/);
  await expect(guest.getByText(newcomer.email)).toBeVisible();

  await guest.goto('/login');
  await signInWithForm(guest, newcomer.email, newcomer.password);
  await expect(guest.getByText('Please verify your email address before signing in.')).toBeVisible();

  const mail = await waitForMail(request, newcomer.email, /verif/i);
  await guest.goto(linkTo(mail, '/email-verification'));
  await expect(guest.getByText('Email verified successfully!').first()).toBeVisible();
  await expect(guest).toHaveURL(/\/login$/, { timeout: 5000 });
  await signInWithForm(guest, newcomer.email, newcomer.password);
  await expect(guest).toHaveURL(/\/dashboard$/);
  await guest.close();
});
