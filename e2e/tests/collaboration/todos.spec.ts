import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { pickOption } from '../../support/widgets';
import { uniqueName, workApi } from '../../support/work';

/**
 * The Todos screen (issue 15, spec §2 Todos screen, §4, §5, §8): todos added through the dialog,
 * the five cards following them, the completion toggle, the status, priority and search filters on
 * the server, an edit to cancelled, a delete after the confirmation, and the empty state.
 */

/** Removes the signed-in user's todos, so the test starts from `No todos found`. */
async function clearTodos(request: APIRequestContext, token: string) {
  const api = workApi(request, token);
  for (;;) {
    const page = await api.call<{ items: { id: number }[] }>('get', '/todos?per_page=100');
    if (page.items.length === 0) return;
    for (const todo of page.items) await api.call('delete', `/todos/destroy/${todo.id}`);
  }
}

/** A toast with this text. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const card = (page: Page, title: string) => page.getByTestId('todo-card').filter({ hasText: title });
const titles = (page: Page) => page.getByTestId('todo-title').allTextContents();
/** The five cards' figures: `Total` → `3`. */
const figure = (page: Page, key: 'total' | 'pending' | 'in_progress' | 'completed' | 'overdue') =>
  page.getByTestId(`todo-card-${key}`).locator('.ant-card-body > div > div > div');

/** `YYYY-MM-DD` of a local day `days` from today. */
function localDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Types a day into the dialog's date picker as it shows days (`Oct 15, 2026`), then leaves the field to keep it. */
async function pickDay(dialog: Locator, day: string) {
  const input = dialog.getByRole('textbox', { name: 'Due date' });
  const shown = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await input.click();
  await input.fill(shown);
  await input.press('Tab');
  await expect(input).toHaveValue(shown);
}

async function addTodo(
  page: Page,
  fields: { title: string; description?: string; priority?: string; status?: string; due?: string },
) {
  await page.getByRole('button', { name: 'Add Todo' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(fields.title);
  if (fields.description) await dialog.getByRole('textbox', { name: 'Description' }).fill(fields.description);
  if (fields.priority) await pickOption(page, dialog.getByRole('combobox', { name: 'Priority' }), fields.priority);
  if (fields.status) await pickOption(page, dialog.getByRole('combobox', { name: 'Status' }), fields.status);
  if (fields.due) await pickDay(dialog, fields.due);
  await dialog.getByRole('button', { name: 'Add Todo' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, fields.title)).toBeVisible();
}

test('todos: add through the dialog, cards, completion toggle, filters and search, edit to cancelled, delete, empty state', async ({
  page,
  request,
}) => {
  const { token } = await useSignedInSession(page, request);
  await clearTodos(request, token);
  const tag = uniqueName('launch').replace(/\s+/g, '-');
  const longTitle = `Prepare the quarterly planning review for the whole product organisation with every team lead ${tag}`;
  const longDescription = [
    'Collect the numbers from every team and check them twice before the meeting.',
    'Second line: book the big room, order lunch for twenty people, print the agenda.',
    `A very long word that must wrap: ${'supercalifragilistic'.repeat(8)}`,
  ].join('\n');
  const overdue = `Call the printer ${tag}`;
  const dueToday = `Order the badges ${tag}`;

  await page.goto('/dashboard/todos');
  await expect(page.getByText('No todos found')).toBeVisible();
  await expect(figure(page, 'total')).toHaveText('0');

  // An empty title is refused with the spec's message; nothing is sent.
  await page.getByRole('button', { name: 'Add Todo' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add Todo' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  // Cancelled is not offered on create.
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveText(['Pending', 'In Progress', 'Completed']);
  await options.filter({ hasText: 'Pending' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await addTodo(page, { title: longTitle, description: longDescription, priority: 'High', status: 'In Progress' });
  await expect(toast(page, 'Todo created successfully')).toBeVisible();
  // A day of last month: before today whatever today is.
  await addTodo(page, { title: overdue, priority: 'Urgent', due: `${localDay(-32).slice(0, 8)}15` });
  await addTodo(page, { title: dueToday, priority: 'Low', due: localDay(0) });

  await expect(figure(page, 'total')).toHaveText('3');
  await expect(figure(page, 'pending')).toHaveText('2');
  await expect(figure(page, 'in_progress')).toHaveText('1');
  await expect(figure(page, 'completed')).toHaveText('0');
  await expect(figure(page, 'overdue')).toHaveText('1');
  await expect(card(page, overdue).getByText('Overdue', { exact: true })).toBeVisible();
  await expect(card(page, dueToday).getByText('Due today')).toBeVisible();
  await expect(card(page, dueToday).getByText('Overdue', { exact: true })).toHaveCount(0);
  await expect(card(page, longTitle).getByText('In Progress', { exact: true })).toBeVisible();
  await expect(card(page, longTitle).getByText('High', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/todos-page.png', fullPage: true });
  // On a narrow window the tags go under the long title.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 720, height: 900 });
  await expect(card(page, longTitle)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/todos-narrow.png' });
  await page.setViewportSize(desktop);

  // The checkbox: completed, then pending again.
  await card(page, overdue).getByRole('checkbox').click();
  await expect(toast(page, 'Todo marked as completed')).toBeVisible();
  await expect(card(page, overdue).getByRole('checkbox')).toBeChecked();
  await expect(card(page, overdue).getByText('Overdue', { exact: true })).toHaveCount(0);
  await expect(figure(page, 'completed')).toHaveText('1');
  await expect(figure(page, 'overdue')).toHaveText('0');
  await card(page, overdue).getByRole('checkbox').click();
  await expect(toast(page, 'Todo marked as pending')).toBeVisible();
  await expect(card(page, overdue).getByRole('checkbox')).not.toBeChecked();
  await expect(figure(page, 'overdue')).toHaveText('1');

  // Filters and search, answered by the server.
  const status = page.getByRole('combobox', { name: 'Filter by status' });
  const priority = page.getByRole('combobox', { name: 'Filter by priority' });
  await pickOption(page, status, 'Overdue');
  await expect.poll(() => titles(page)).toEqual([overdue]);
  await pickOption(page, status, 'In Progress');
  await expect.poll(() => titles(page)).toEqual([longTitle]);
  await pickOption(page, status, 'All Statuses');
  await pickOption(page, priority, 'Low');
  await expect.poll(() => titles(page)).toEqual([dueToday]);
  await pickOption(page, priority, 'All Priorities');
  await expect.poll(async () => (await titles(page)).length).toBe(3);
  const search = page.getByRole('textbox', { name: 'Search todos' });
  await search.fill('printer');
  await expect.poll(() => titles(page)).toEqual([overdue]);
  await search.fill('lunch for twenty');
  await expect.poll(() => titles(page)).toEqual([longTitle]);
  await search.fill(`nothing like this ${tag}`);
  await expect(page.getByText('No todos found')).toBeVisible();
  await search.fill('');
  await expect.poll(async () => (await titles(page)).length).toBe(3);

  // Edit: cancelled is offered, and saved.
  await card(page, dueToday)
    .getByRole('button', { name: `Actions for ${dueToday}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(dueToday);
  await pickOption(page, edit.getByRole('combobox', { name: 'Status' }), 'Cancelled');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page, 'Todo updated successfully')).toBeVisible();
  await expect(card(page, dueToday).getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card(page, dueToday).getByText('Due today')).toHaveCount(0);
  await expect(figure(page, 'pending')).toHaveText('1');
  await pickOption(page, status, 'Cancelled');
  await expect.poll(() => titles(page)).toEqual([dueToday]);
  await pickOption(page, status, 'All Statuses');
  await expect.poll(async () => (await titles(page)).length).toBe(3);

  // A long title and description in the dialog.
  await card(page, longTitle)
    .getByRole('button', { name: `Actions for ${longTitle}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Description' })).toHaveValue(longDescription);
  await page.screenshot({ path: 'test-results/screens/todos-edit-dialog.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Delete, after the confirmation; then the others, down to the empty state.
  for (const title of [overdue, dueToday, longTitle]) {
    await card(page, title)
      .getByRole('button', { name: `Actions for ${title}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Are you sure you want to delete this todo?');
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(card(page, title)).toHaveCount(0);
  }
  await expect(toast(page, 'Todo deleted successfully')).toBeVisible();
  await expect(page.getByText('No todos found')).toBeVisible();
  await expect(figure(page, 'total')).toHaveText('0');
  const remaining = await workApi(request, token).call<{ total: number }>('get', '/todos');
  expect(remaining.total).toBe(0);
  await page.screenshot({ path: 'test-results/screens/todos-empty.png', fullPage: true });
});
