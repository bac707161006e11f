import { expect, test, type Locator, type Page } from '@playwright/test';
import { dragKey } from '../../support/widgets';
import { GRACE, useSignedInSession } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';

interface Status {
  id: number;
  name: string;
}

const column = (page: Page, status: Status) => page.locator(`[data-testid="board-column"][data-status-id="${status.id}"]`);
const card = (scope: Page | Locator, taskId: number) => scope.locator(`[data-testid="board-card"][data-task-id="${taskId}"]`);
const cardIdsIn = (page: Page, status: Status) =>
  column(page, status)
    .locator('[data-testid="board-card"]')
    .evaluateAll((cards) => cards.map((element) => Number(element.getAttribute('data-task-id'))));

/** Space lifts, arrows move, Space drops; each step waits for the board's announcement of it. */
async function keyboardDrag(page: Page, taskId: number, keys: string[]) {
  await card(page, taskId).focus();
  await dragKey(page, 'Space');
  for (const key of keys) await dragKey(page, key);
  await dragKey(page, 'Space');
}

async function openBoard(page: Page, projectId: number) {
  await page.goto(`/dashboard/projects/${projectId}/board`);
  await expect(page.getByTestId('board-ready')).toBeVisible();
}

test('cards move by keyboard and by mouse, are saved, reach a second user’s board, list and task live, and roll back when refused', async ({
  page,
  browser,
  request,
}) => {
  const { token } = await useSignedInSession(page, request);
  const api = workApi(request, token);
  const project = await api.createProject(uniqueName('Board'));
  const statuses = (await api.call<Status[]>('get', '/statuses')).filter((status) => project.status_ids.includes(status.id));
  const [toDo, inProgress, completed] = ['To Do', 'In Progress', 'Completed'].map((name) =>
    statuses.find((status) => status.name === name)!,
  );
  const alpha = await api.createTask(project.id, 'Alpha card');
  const bravo = await api.createTask(project.id, 'Bravo card');
  const charlie = await api.createTask(project.id, 'Charlie card');

  // Grace (a member, in her own browser context) watches the same board.
  const graceContext = await browser.newContext();
  const gracePage = await graceContext.newPage();
  await useSignedInSession(gracePage, request, GRACE);
  await openBoard(page, project.id);
  await openBoard(gracePage, project.id);
  // Her other tabs: the project's task list and Alpha's detail page.
  const graceList = await graceContext.newPage();
  await graceList.goto(`/dashboard/projects/${project.id}`);
  const alphaRow = graceList.locator(`[data-testid="task-row"][data-task-id="${alpha.id}"]`);
  await expect(alphaRow).toContainText('To Do');
  const graceDetail = await graceContext.newPage();
  await graceDetail.goto(`/dashboard/tasks/${alpha.id}`);
  await expect(graceDetail.getByTestId('task-field-status')).toContainText('To Do');
  await expect(column(page, completed!).getByTestId('board-column-empty')).toHaveText('No tasks in Completed');
  expect(await cardIdsIn(page, toDo!)).toEqual([alpha.id, bravo.id, charlie.id]);

  // Keyboard: lift Alpha, move it one column right, drop it.
  await keyboardDrag(page, alpha.id, ['ArrowRight']);
  await expect(card(column(page, inProgress!), alpha.id)).toHaveAttribute('data-highlighted', 'true');
  await expect.poll(async () => (await api.getTask(alpha.id)).status_id).toBe(inProgress!.id);
  // Grace sees it without reloading, highlighted too.
  await expect(card(column(gracePage, inProgress!), alpha.id)).toBeVisible();
  await expect(card(column(gracePage, inProgress!), alpha.id)).toHaveAttribute('data-highlighted', 'true');
  await expect(card(column(gracePage, toDo!), alpha.id)).toHaveCount(0);
  await expect(alphaRow).toContainText('In Progress');
  await expect(graceDetail.getByTestId('task-field-status')).toContainText('In Progress');
  await page.screenshot({ path: 'test-results/screens/board-after-keyboard-move.png' });

  // Mouse: drag Charlie above Bravo in To Do.
  const from = (await card(page, charlie.id).boundingBox())!;
  const to = (await card(page, bravo.id).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 15 });
  await page.mouse.up();
  await expect.poll(() => cardIdsIn(page, toDo!)).toEqual([charlie.id, bravo.id]);
  await expect.poll(() => cardIdsIn(gracePage, toDo!)).toEqual([charlie.id, bravo.id]);
  await page.reload();
  await expect(page.getByTestId('board-ready')).toBeVisible();
  expect(await cardIdsIn(page, toDo!)).toEqual([charlie.id, bravo.id]);
  expect(await cardIdsIn(page, inProgress!)).toEqual([alpha.id]);

  // A refused drop goes back where it was, with the server's message.
  await page.route('**/api/v1/tasks/reorder', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: true, message: 'This action is unauthorized.' }),
    }),
  );
  await keyboardDrag(page, bravo.id, ['ArrowRight', 'ArrowRight']);
  await expect(page.getByText('This action is unauthorized.')).toBeVisible();
  await expect(card(column(page, toDo!), bravo.id)).toBeVisible();
  await expect(card(column(page, completed!), bravo.id)).toHaveCount(0);
  expect((await api.getTask(bravo.id)).status_id).toBe(toDo!.id);
  await graceContext.close();
});

test('the card menu edits, duplicates and deletes; inline add and the filter work', async ({ page, request }) => {
  const { token } = await useSignedInSession(page, request);
  const api = workApi(request, token);
  const project = await api.createProject(uniqueName('Board menu'));
  await openBoard(page, project.id);
  await expect(page.getByRole('button', { name: 'Create First Task' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Invite Team' }).or(page.getByRole('button', { name: 'Invite Team' })),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Create First Task' }).click();
  await expect(page.locator('[data-testid="board-card"]')).toHaveCount(1);
  const first = page.locator('[data-testid="board-card"]').first();
  await expect(first).toContainText('My First Task');

  const composerColumn = page.locator('[data-testid="board-column"]').nth(1);
  await composerColumn.getByTestId('board-column-add').click();
  await page.getByTestId('board-composer-input').fill('   ');
  await page.keyboard.press('Enter');
  await expect(composerColumn.locator('[data-testid="board-card"]')).toHaveCount(0);
  await page.getByTestId('board-composer-input').fill('Write the release notes');
  await page.keyboard.press('Enter');
  await expect(composerColumn.locator('[data-testid="board-card"]').filter({ hasText: 'Write the release notes' })).toBeVisible();

  const notes = composerColumn.locator('[data-testid="board-card"]').filter({ hasText: 'Write the release notes' });
  await notes.getByTestId('board-card-actions').click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(composerColumn.locator('[data-testid="board-card"]').filter({ hasText: 'Write the release notes' })).toHaveCount(
    2,
  );

  await page.getByTestId('board-filter-button').click();
  await page.getByTestId('board-filter-text').fill('release');
  await expect(page.getByTestId('board-filter-count')).toHaveText(/1/);
  await expect(page.locator('[data-testid="board-card"]')).toHaveCount(2);
  await page.getByTestId('board-filter-clear').click();
  await expect(page.locator('[data-testid="board-card"]')).toHaveCount(3);
  await page.keyboard.press('Escape');

  await notes.first().getByTestId('board-card-actions').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(composerColumn.locator('[data-testid="board-card"]').filter({ hasText: 'Write the release notes' })).toHaveCount(
    1,
  );

  await first.getByTestId('board-card-actions').click();
  await page.getByRole('menuitem', { name: 'Edit Task' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tasks\/\d+$/);
  await expect(page.getByText('My First Task').first()).toBeVisible();
});
