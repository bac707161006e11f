import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { pickOption } from '../../support/widgets';
import { uniqueName, workApi } from '../../support/work';
import { bell, bellLabel, ensureAccount, MANAGER, REQUESTER } from './accounts';

/**
 * The Notifications screen (spec §2 Notifications screen, §4, §5, §8, §9): the empty state, new
 * notifications arriving live at the top (a manager assigns tasks), the cards, the server-side
 * filters and search, Mark as Read, Mark All Read in one request, Delete after the question, a
 * click opening the task, the E-mail settings, and the bell following every change.
 */

interface NotificationPage {
  items: { id: number }[];
  next_before: number | null;
}

/** Deletes every notification of the signed-in user: the test starts from the empty state. */
async function clearNotifications(request: APIRequestContext, token: string) {
  const api = workApi(request, token);
  for (;;) {
    const page = await api.call<NotificationPage>('get', '/notifications?limit=200');
    if (page.items.length === 0) return;
    for (const item of page.items) await api.call('delete', `/notifications/destroy/${item.id}`);
  }
}

const item = (page: Page, text: string) => page.getByTestId('notification-item').filter({ hasText: text });
const figure = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Notification statistics' })
    .getByText(title, { exact: true })
    .locator('xpath=following-sibling::div[1]');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('notifications: empty, live arrivals, cards, filters, mark read, mark all read once, delete, open, e-mail settings', async ({
  page,
  request,
}) => {
  const manager = await ensureAccount(request, MANAGER, 'manager');
  const member = await ensureAccount(request, REQUESTER, 'member');
  await clearNotifications(request, member.access_token);
  const managerApi = workApi(request, manager.access_token);
  const project = await managerApi.createProject(uniqueName('Launch'));

  await useSignedInSession(page, request, REQUESTER);
  await page.goto('/dashboard/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByText('Stay updated with your latest activities')).toBeVisible();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark All Read' })).toBeDisabled();
  await expect(figure(page, 'Total')).toHaveText('0');
  await expect(bell(page)).toHaveAttribute('aria-label', bellLabel(0));
  await page.screenshot({ path: 'test-results/screens/notifications-empty.png', fullPage: true });

  // The manager assigns three tasks: each notification appears at the top, live.
  const short = uniqueName('Write release notes');
  const long = uniqueName(
    'Review the onboarding copy of every screen of the mobile application, including the empty states, the error ' +
      'messages, the e-mail templates and the store listing in all eleven languages before the localisation freeze',
  );
  const third = uniqueName('Fix the flaky export');
  const tasks = [];
  for (const title of [short, long, third])
    tasks.push(await managerApi.createTask(project.id, title, { assignee_ids: [member.user.id] }));
  await expect(page.getByTestId('notification-item')).toHaveCount(3);
  await expect(page.getByTestId('notification-item').first()).toContainText(third);
  await expect(item(page, short)).toContainText('New task assigned');
  await expect(item(page, short)).toContainText(`Margaret Hamilton assigned you "${short}"`);
  await expect(item(page, short)).toContainText('Info');
  // Spec §9: under an hour `N min ago` (seconds old: 0, or 1 on a slow run).
  await expect(item(page, short)).toContainText(/(?<!\d)[01] min ago/);
  await expect(item(page, short).getByRole('img', { name: 'Unread' })).toBeVisible();
  await expect(figure(page, 'Total')).toHaveText('3');
  await expect(figure(page, 'Unread')).toHaveText('3');
  await expect(figure(page, 'Today')).toHaveText('3');
  await expect(figure(page, 'This Week')).toHaveText('3');
  await expect(bell(page)).toHaveAttribute('aria-label', bellLabel(3));
  // The long message stays on two lines.
  const message = item(page, long).getByTestId('notification-message');
  const box = await message.boundingBox();
  expect(box!.height).toBeLessThan(50);
  await page.screenshot({ path: 'test-results/screens/notifications-page.png', fullPage: true });

  // The filters and the search go to the server.
  await pickOption(page, page.getByRole('combobox', { name: 'Type' }), 'Success');
  await expect(page.getByText('No notifications found matching your filters')).toBeVisible();
  await pickOption(page, page.getByRole('combobox', { name: 'Type' }), 'All');
  await page.getByRole('textbox', { name: 'Search notifications' }).fill(short);
  await expect(page.getByTestId('notification-item')).toHaveCount(1);
  await expect(item(page, short)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search notifications' }).fill('');
  await expect(page.getByTestId('notification-item')).toHaveCount(3);

  // Mark as Read from the menu: the card and the bell follow.
  await item(page, short).getByRole('button', { name: `Actions for New task assigned` }).click();
  const menu = page.locator('.ant-dropdown:visible').getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Mark as Read', 'Delete']);
  await menu.getByRole('menuitem', { name: 'Mark as Read' }).click();
  await expect(toast(page, 'Notification marked as read')).toBeVisible();
  await expect(item(page, short).getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect(figure(page, 'Unread')).toHaveText('2');
  await expect(bell(page)).toHaveAttribute('aria-label', bellLabel(2));
  await pickOption(page, page.getByRole('combobox', { name: 'Status' }), 'Unread');
  await expect(page.getByTestId('notification-item')).toHaveCount(2);
  await pickOption(page, page.getByRole('combobox', { name: 'Status' }), 'All');
  await expect(page.getByTestId('notification-item')).toHaveCount(3);

  // Mark All Read: one request, whatever the number.
  const markCalls: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (path.startsWith('/api/v1/notifications/mark')) markCalls.push(path);
  });
  await page.getByRole('button', { name: 'Mark All Read' }).click();
  await expect(toast(page, 'All notifications marked as read')).toBeVisible();
  await expect(figure(page, 'Unread')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Mark All Read' })).toBeDisabled();
  await expect(bell(page)).toHaveAttribute('aria-label', bellLabel(0));
  expect(markCalls).toEqual(['/api/v1/notifications/mark-all-read']);

  // Delete after the question.
  await item(page, third).getByRole('button', { name: 'Actions for New task assigned' }).click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: 'Delete' }).click();
  const question = page.getByRole('dialog', { name: 'Delete Notification' });
  await expect(question.getByText('Are you sure you want to delete this notification?')).toBeVisible();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Notification deleted successfully')).toBeVisible();
  await expect(page.getByTestId('notification-item')).toHaveCount(2);
  await expect(figure(page, 'Total')).toHaveText('2');

  // E-mail settings: task assignments also by e-mail, kept.
  await page.getByRole('button', { name: 'E-mail settings' }).click();
  const settings = page.getByRole('dialog', { name: 'E-mail settings' });
  const assigned = settings.getByRole('radiogroup', { name: 'A task is assigned to me' });
  await expect(assigned).toBeVisible();
  await expect(settings.getByText('My leave request is approved')).toBeVisible();
  await assigned.getByText('Also e-mail').click();
  await page.screenshot({ path: 'test-results/screens/notifications-settings.png' });
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Notification preferences saved')).toBeVisible();
  await expect(settings).toBeHidden();
  const saved = await workApi(request, member.access_token).call<{ deliveries: Record<string, string> }>(
    'get',
    '/notifications/preferences',
  );
  expect(saved.deliveries['task.assigned']).toBe('email');

  // A click opens what it is about: the task.
  await item(page, long).getByRole('button', { name: 'Open New task assigned' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tasks/${tasks[1]!.id}$`));
});
