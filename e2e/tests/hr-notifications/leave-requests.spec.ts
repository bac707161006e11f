import { expect, test, type Locator, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { pickOption } from '../../support/widgets';
import { uniqueName, workApi } from '../../support/work';
import { bell, bellCount, bellLabel, day, ensureAccount, MANAGER, REQUESTER } from './accounts';

/**
 * Leave Requests (spec §2 Leave Requests screen, §4, §5, §8) across two people: a member requests
 * leave through the dialog; a manager, in a second browser, sees the bell count rise without a
 * reload, opens the request from the bell (its row highlighted), approves it; the member sees the notification and the
 * approval live. Then a rejection: the prompt cancelled sends nothing, a reason is required, the
 * member reads the reason. The member cancels and deletes a request of their own.
 */

const row = (page: Page, reason: string) => page.locator('.ant-table-row').filter({ hasText: reason });
const figure = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Leave statistics' })
    .getByText(title, { exact: true })
    .locator('xpath=following-sibling::div[1]');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function pickFromMenu(page: Page, reason: string, item: string) {
  await row(page, reason)
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: item, exact: true }).click();
}

/** Types a day into a date field of the dialog and leaves it with Tab (Enter would submit the form). */
async function typeDay(field: Locator, text: string) {
  await field.click();
  await field.fill(text);
  await field.press('Tab');
  await expect(field).toHaveValue(text);
}

test('leave: a member requests, a manager sees the bell rise live, approves and rejects; the member is told live', async ({
  browser,
  page,
  request,
}) => {
  await ensureAccount(request, MANAGER, 'manager');
  const member = await ensureAccount(request, REQUESTER, 'member');
  const memberApi = workApi(request, member.access_token);
  const reason = uniqueName('Family wedding in Porto');
  const start = day(40);
  const end = day(42);

  // The manager's browser, on a dashboard page: the bell's count before.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await useSignedInSession(manager, request, MANAGER);
  await manager.goto('/dashboard');
  await expect(bell(manager)).toBeVisible();
  await expect(bell(manager)).toHaveAttribute('aria-label', /^Notifications/);
  // Let the first reply settle before reading the count.
  await manager.waitForLoadState('networkidle');
  const managerUnread = await bellCount(manager);

  // The member's browser: the page, its header search and its cards.
  await useSignedInSession(page, request, REQUESTER);
  await page.goto('/dashboard/leave-requests');
  await expect(page.getByRole('heading', { name: 'Leave Requests', exact: true })).toBeVisible();
  await expect(page.getByText('Manage employee leave requests and approvals')).toBeVisible();
  await expect(page.locator('header').getByPlaceholder('Search leave requests...')).toBeVisible();
  await expect(figure(page, 'Total Requests')).toHaveText(/^\d+$/);
  const total = Number(await figure(page, 'Total Requests').textContent());
  const pending = Number(await figure(page, 'Pending').textContent());
  const memberUnread = await bellCount(page);
  if (total === 0) {
    await expect(page.getByText('No leave requests found')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/leave-empty.png', fullPage: true });
  }

  // The dialog: annual by default, every field required, the end not before the start, the days counted.
  await page.getByRole('button', { name: 'Request Leave' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Leave Request' });
  await expect(dialog.locator('[data-field="leave_type"]')).toContainText('Annual');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('All fields are required')).toHaveCount(3);
  await pickOption(page, dialog.getByRole('combobox', { name: 'Leave Type' }), 'Personal');
  await typeDay(dialog.getByRole('textbox', { name: 'Start Date' }), end.text);
  await typeDay(dialog.getByRole('textbox', { name: 'End Date' }), start.text);
  await expect(dialog.getByText('The end date cannot be before the start date.').first()).toBeVisible();
  await typeDay(dialog.getByRole('textbox', { name: 'Start Date' }), start.text);
  await typeDay(dialog.getByRole('textbox', { name: 'End Date' }), end.text);
  await expect(dialog.getByText('Duration: 3 days')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await page.screenshot({ path: 'test-results/screens/leave-dialog.png' });
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toast(page, 'Leave request submitted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = row(page, reason);
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Personal', { exact: true })).toBeVisible();
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
  await expect(mine.getByText('3', { exact: true })).toBeVisible();
  await expect(figure(page, 'Total Requests')).toHaveText(String(total + 1));
  await expect(figure(page, 'Pending')).toHaveText(String(pending + 1));
  // A member decides nothing: Cancel Request and Delete on their own pending request only.
  await row(page, reason)
    .getByRole('button', { name: /^Actions for/ })
    .click();
  const menu = page.locator('.ant-dropdown:visible').getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Cancel Request', 'Delete']);
  await page.keyboard.press('Escape');

  // The manager's bell rises without a reload; the bell lists the request first.
  await expect(bell(manager)).toHaveAttribute('aria-label', bellLabel(managerUnread + 1));
  await bell(manager).click();
  const panel = manager.getByTestId('bell-panel');
  const newest = panel.getByTestId('bell-item').first();
  await expect(newest).toContainText('New leave request');
  await expect(newest).toContainText('Katherine Johnson requested 3 days of personal leave');
  // Spec §9: under an hour `N min ago` (seconds old: 0, or 1 on a slow run).
  await expect(newest).toContainText(/(?<!\d)[01] min ago/);
  await manager.screenshot({ path: 'test-results/screens/leave-bell-manager.png' });
  const submitted = await memberApi.call<{ items: { id: number }[] }>(
    'get',
    `/leave-requests?search=${encodeURIComponent(reason)}`,
  );
  expect(submitted.items).toHaveLength(1);
  await newest.click();
  // The click opens that request: its row highlighted and scrolled into view.
  await expect(manager).toHaveURL(new RegExp(`/dashboard/leave-requests\\?request=${submitted.items[0]!.id}$`));
  await expect(bell(manager)).toHaveAttribute('aria-label', bellLabel(managerUnread));
  const theirs = row(manager, reason);
  await expect(theirs).toHaveAttribute('aria-current', 'true');
  await expect(theirs).toBeInViewport();
  await expect(manager.locator('.ant-table-row[aria-current="true"]')).toHaveCount(1);
  await manager.screenshot({ path: 'test-results/screens/leave-linked.png' });

  // The manager approves it from the row's menu (no Cancel: it is not theirs).
  await expect(theirs.getByText('Katherine Johnson')).toBeVisible();
  await theirs.getByRole('button', { name: /^Actions for/ }).click();
  await expect(manager.locator('.ant-dropdown:visible').getByRole('menuitem')).toHaveText(['Approve', 'Reject']);
  await manager.locator('.ant-dropdown:visible').getByRole('menuitem', { name: 'Approve', exact: true }).click();
  await expect(toast(manager, 'Leave request approved')).toBeVisible();
  await expect(theirs.getByText('Approved', { exact: true })).toBeVisible();
  await manager.screenshot({ path: 'test-results/screens/leave-page-manager.png', fullPage: true });

  // The member is told live: the bell rises and the row turns Approved without a reload.
  await expect(bell(page)).toHaveAttribute('aria-label', bellLabel(memberUnread + 1));
  await expect(mine.getByText('Approved', { exact: true })).toBeVisible();
  await bell(page).click();
  const told = page.getByTestId('bell-panel').getByTestId('bell-item').first();
  await expect(told).toContainText('Leave request approved');
  await expect(told).toContainText('Margaret Hamilton approved your personal leave');
  await page.keyboard.press('Escape');

  // A second request, rejected: the prompt cancelled sends nothing; a reason is required.
  const second = uniqueName('Conference in Lyon');
  await memberApi.call('post', '/leave-requests/store', {
    leave_type: 'annual',
    start_date: day(60).iso,
    end_date: day(60).iso,
    reason: second,
  });
  await expect(row(manager, second)).toBeVisible();
  await pickFromMenu(manager, second, 'Reject');
  const prompt = manager.getByRole('dialog', { name: 'Reject Leave Request' });
  await expect(prompt.getByText('Please provide a reason for rejection:')).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(row(manager, second).getByText('Pending', { exact: true })).toBeVisible();
  await pickFromMenu(manager, second, 'Reject');
  await prompt.getByRole('button', { name: 'Reject' }).click();
  await expect(prompt.getByText('Please provide a reason for rejection.')).toBeVisible();
  await prompt
    .getByRole('textbox', { name: 'Please provide a reason for rejection:' })
    .fill('Release week: the whole team is needed');
  await manager.screenshot({ path: 'test-results/screens/leave-reject-prompt.png' });
  await prompt.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(manager, 'Leave request rejected')).toBeVisible();
  await expect(row(manager, second).getByText('Rejected', { exact: true })).toBeVisible();

  await expect(row(page, second).getByText('Rejected', { exact: true })).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', bellLabel(memberUnread + 2));

  // The filters go to the server: Rejected shows only the rejected one.
  await pickOption(page, page.getByRole('combobox', { name: 'Status' }), 'Rejected');
  await expect(row(page, second)).toBeVisible();
  await expect(row(page, reason)).toHaveCount(0);
  await pickOption(page, page.getByRole('combobox', { name: 'Status' }), 'All');

  // The member cancels a pending request of theirs, then deletes it after the question.
  const third = uniqueName('Dentist');
  await memberApi.call('post', '/leave-requests/store', {
    leave_type: 'sick',
    start_date: day(80).iso,
    end_date: day(80).iso,
    reason: third,
  });
  await page.getByRole('textbox', { name: 'Search leave requests' }).fill(third);
  await expect(row(page, third)).toBeVisible();
  await expect(row(page, reason)).toHaveCount(0);
  await pickFromMenu(page, third, 'Cancel Request');
  await expect(toast(page, 'Leave request cancelled')).toBeVisible();
  await expect(row(page, third).getByText('Cancelled', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search leave requests' }).fill('');

  const fourth = uniqueName('Moving house');
  await memberApi.call('post', '/leave-requests/store', {
    leave_type: 'personal',
    start_date: day(90).iso,
    end_date: day(90).iso,
    reason: fourth,
  });
  await page.reload();
  await pickFromMenu(page, fourth, 'Delete');
  const question = page.getByRole('dialog', { name: 'Delete Leave Request' });
  await expect(question.getByText('Are you sure you want to delete this leave request?')).toBeVisible();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Leave request deleted successfully')).toBeVisible();
  await expect(row(page, fourth)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/leave-page-member.png', fullPage: true });

  await managerContext.close();
});
