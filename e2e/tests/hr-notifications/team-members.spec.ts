import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiSignIn, linkTo, useSignedInSession, waitForMail, type Account } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';
import { bell, bellCount, day } from './accounts';

/**
 * Team Members with live presence and leave-aware planning: the admin invites a colleague, who
 * registers through the mailed link → the admin's bell rises without a reload; the newcomer signs
 * in in a second browser → their row turns Online live, and Offline when they leave. Their leave,
 * approved for today, shows `On leave`; assigning them a task due today warns.
 */

const memberRow = (page: Page, name: string) => page.locator('.ant-table-row').filter({ hasText: name });

/**
 * The member's row after narrowing the table to them, as a person would among many colleagues:
 * earlier stories add members, and the table shows ten a page.
 */
async function findMember(page: Page, name: string) {
  await page.getByPlaceholder('Search by name or e-mail').fill(name);
  return memberRow(page, name);
}

test('team: an invited colleague accepts → the inviter is told live, the newcomer shows Online, then On leave; assigning them warns', async ({
  browser,
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const newcomer: Account = {
    first_name: 'Dorothy',
    last_name: `Vaughan ${suffix}`,
    email: `dorothy.${suffix}@kanri.test`,
    phone: '+1 555 010 0400',
    password: 'fortran-and-more',
  };
  const name = `${newcomer.first_name} ${newcomer.last_name}`;

  const admin = await useSignedInSession(page, request, ADMIN);
  await page.goto('/dashboard/users');
  await expect(page.getByText('Manage your team and user permissions')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const unreadBefore = await bellCount(page);

  // The invitation, accepted through the mailed link (by the API: the accounts story covers the form).
  const adminApi = workApi(request, admin.token);
  await adminApi.call('post', '/users/store', {
    first_name: newcomer.first_name,
    last_name: newcomer.last_name,
    email: newcomer.email,
    role: 'developer',
  });
  // Invited by another tab (the API here): a reload lists them.
  await page.reload();
  await expect(await findMember(page, name)).toContainText('Invited');
  await expect(bell(page)).toHaveAttribute('aria-label', new RegExp(`^Notifications`));
  const invite = new URL(linkTo(await waitForMail(request, newcomer.email, /invit/i), '/register')).searchParams.get('invite');
  const registered = await request.post('/api/v1/register', {
    data: { ...newcomer, password_confirmation: newcomer.password, type: 'member', company: '', invite },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  // The admin is told without a reload.
  await expect(bell(page)).toHaveAttribute('aria-label', `Notifications, ${unreadBefore + 1} unread`);
  await bell(page).click();
  await expect(page.getByText(`${name} accepted your invitation`, { exact: false }).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Presence: the newcomer opens the app in another browser → Online on the admin's page, live.
  await page.reload();
  await expect(await findMember(page, name)).toContainText('Offline');
  const newcomerContext = await browser.newContext();
  const newcomerPage = await newcomerContext.newPage();
  const signedIn = await useSignedInSession(newcomerPage, request, newcomer);
  await newcomerPage.goto('/dashboard');
  await expect(memberRow(page, name)).toContainText('Online');
  await newcomerContext.close();
  await expect(memberRow(page, name)).toContainText('Offline');

  // Leave approved for today → On leave.
  const today = day(0);
  const newcomerApi = workApi(request, signedIn.token);
  const leave = await newcomerApi.call<{ id: number }>('post', '/leave-requests/store', {
    leave_type: 'personal',
    start_date: today.iso,
    end_date: day(1).iso,
    reason: 'Moving house',
  });
  await adminApi.call('post', '/leave-requests/update', { id: leave.id, status: 'approved' });
  await page.reload();
  await expect(await findMember(page, name)).toContainText('On leave');

  // Assigning them a task due today warns.
  const project = await adminApi.createProject(uniqueName('Leave-aware planning'));
  const task = await adminApi.createTask(project.id, 'Ship the release notes', { due_date: today.iso });
  await page.goto(`/dashboard/tasks/${task.id}`);
  await page.getByRole('button', { name: 'Edit Assignees', exact: true }).click();
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText(`${name} is on leave on ${today.text}`).first()).toBeVisible();
  await expect(page.getByTestId('task-field-assignees')).toContainText(name);

  await page.screenshot({ path: 'test-results/screens/team-leave-warning.png' });
  await page.goto('/dashboard/users');
  await expect(await findMember(page, name)).toContainText('On leave');
  await page.screenshot({ path: 'test-results/screens/team-members.png' });
  expect(await apiSignIn(request, newcomer)).toBeTruthy();
});
