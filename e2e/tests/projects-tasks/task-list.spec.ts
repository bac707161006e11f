import { expect, test, type Locator, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';
import { clickOption } from '../../support/widgets';

/**
 * The project task list (issue 4, spec §2 "Project detail", "Task list"): tasks added from the page,
 * rows and columns moved by drag, a column resized, custom fields of several types added and
 * edited, and everything still there after a reload (stored on the server, not in the browser).
 */

const rows = (page: Page) => page.getByTestId('task-row');
const row = (page: Page, title: string) => rows(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
const rowTitles = (page: Page) => rows(page).getByTestId('task-name-link').allTextContents();
const headerKeys = (page: Page) =>
  page
    .getByTestId('task-list-header')
    .locator('[data-column-key]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-column-key')));
/**
 * The successful reply to the next `method path`. Bounded by the test, not by the 15 s action timeout:
 * the action it waits for may itself retry for longer on a busy machine (clickOption: 20 s).
 */
const saved = (page: Page, path: string, method = 'PUT') =>
  page.waitForResponse(
    (response) => response.url().includes(`/api/v1${path}`) && response.request().method() === method && response.ok(),
    { timeout: 0 },
  );

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'an element on screen').not.toBeNull();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2, box: box! };
}

/** Presses on `from`, moves in steps to the point, releases (pointer events, as a user drags). */
async function dragTo(page: Page, from: Locator, to: { x: number; y: number }) {
  await from.hover();
  const start = await centre(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 3, start.y + 3, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

async function addTask(page: Page, title: string) {
  const created = saved(page, '/tasks/store', 'POST');
  await page.getByTestId('project-add-task').click();
  await created;
  const name = page.getByRole('textbox', { name: 'Task name' });
  await expect(name).toBeFocused();
  await name.fill(title);
  const updated = saved(page, '/tasks/update');
  await name.press('Enter');
  await updated;
  await expect(row(page, title)).toBeVisible();
}

/** Add Column → Create field → a type → a name → Create Field; returns the new column key. */
async function createField(page: Page, type: string, name: string): Promise<string> {
  await page.getByTestId('add-column').click();
  await page.getByRole('menuitem', { name: 'Create field' }).click();
  const dialog = page.getByTestId('create-field-dialog');
  const nameInput = page.getByRole('dialog').getByLabel('Field name');
  // A click while the dialog is still opening may land on nothing: click until the name step shows.
  await expect(async () => {
    await dialog.locator(`button[data-type="${type}"]`).click({ timeout: 2_000 });
    await expect(nameInput).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(nameInput).not.toHaveValue('');
  await nameInput.fill(name);
  const created = saved(page, '/custom-fields/store', 'POST');
  await page.getByRole('dialog').getByRole('button', { name: 'Create Field' }).click();
  await created;
  const header = page.getByTestId('task-list-header').locator('[data-column-key]', { hasText: name });
  await expect(header).toBeVisible();
  return (await header.getAttribute('data-column-key'))!;
}

const cellOf = (page: Page, title: string, column: string) => row(page, title).locator(`[data-column="${column}"]`);

test.describe('Task list', () => {
  test('adds tasks, keeps row and column order, widths and custom values across a reload', async ({ page, request }) => {
    const { token } = await useSignedInSession(page, request);
    const api = workApi(request, token);
    const project = await api.createProject(uniqueName('Task list'));

    await page.goto(`/dashboard/projects/${project.id}`);
    await expect(page.getByRole('heading', { name: project.name })).toBeVisible();
    await expect(page.getByText('No tasks yet')).toBeVisible();

    // Tasks from the page's Add Task: each new row opens in edit mode, Enter saves its name.
    for (const title of ['Alpha', 'Beta', 'Gamma']) await addTask(page, title);
    expect(await rowTitles(page)).toEqual(['Alpha', 'Beta', 'Gamma']);
    await expect(page.getByTestId('project-task-count')).toHaveText('3 tasks');
    await expect(page.getByTestId('task-list-total')).toHaveText('3 of 3 loaded');

    // Inline status change: the counts per status follow.
    await row(page, 'Beta')
      .getByRole('button', { name: /^Status of Beta/ })
      .click();
    const statusSaved = saved(page, '/tasks/update');
    await clickOption(page, page.locator('.ant-select-dropdown:visible').getByTitle('In Progress'));
    await statusSaved;
    await expect(page.getByRole('list', { name: 'Tasks per status' })).toContainText('In Progress1');

    // Row order: Gamma dragged above Alpha.
    const reordered = saved(page, '/tasks/reorder');
    const alpha = await centre(row(page, 'Alpha'));
    await dragTo(page, row(page, 'Gamma').getByTestId('task-drag-handle'), { x: alpha.x, y: alpha.box.y + 4 });
    await reordered;
    expect(await rowTitles(page)).toEqual(['Gamma', 'Alpha', 'Beta']);

    // Column width: the name column's edge dragged 120 px to the right (300 → 420, within 200–500).
    const resizeSaved = saved(page, `/projects/${project.id}/layout`);
    const edge = await centre(page.getByTestId('column-resize-name'));
    await dragTo(page, page.getByTestId('column-resize-name'), { x: edge.x + 120, y: edge.y });
    await resizeSaved;
    await expect(page.getByTestId('column-header-name')).toHaveCSS('width', '420px');

    // Column order: Status dragged before Assignee.
    const orderSaved = saved(page, `/projects/${project.id}/layout`);
    const assignee = await centre(page.getByTestId('column-header-assignee'));
    await dragTo(page, page.getByTestId('column-header-status').locator('.kpt-tl-th-label'), {
      x: assignee.box.x + 8,
      y: assignee.y,
    });
    await orderSaved;
    expect((await headerKeys(page)).slice(0, 3)).toEqual(['name', 'status', 'assignee']);

    // Custom fields of several types, then values.
    const points = await createField(page, 'number', 'Points');
    const notes = await createField(page, 'text', 'Notes');
    const stage = await createField(page, 'dropdown', 'Stage');
    const approved = await createField(page, 'checkbox', 'Approved');

    await cellOf(page, 'Alpha', points).click();
    const pointsInput = page.getByRole('spinbutton', { name: 'Points' });
    await pointsInput.fill('8');
    const pointsSaved = saved(page, '/tasks/update');
    await pointsInput.press('Enter');
    await pointsSaved;
    await expect(cellOf(page, 'Alpha', points)).toContainText('8');

    await cellOf(page, 'Alpha', notes).click();
    const notesInput = page.getByRole('textbox', { name: 'Notes' });
    await notesInput.fill('Needs a review');
    const notesSaved = saved(page, '/tasks/update');
    await notesInput.press('Enter');
    await notesSaved;
    await expect(cellOf(page, 'Alpha', notes)).toContainText('Needs a review');

    await cellOf(page, 'Beta', stage).click();
    const stageSaved = saved(page, '/tasks/update');
    await clickOption(page, page.locator('.ant-select-dropdown:visible').getByText('Option 2', { exact: true }));
    await stageSaved;
    await expect(cellOf(page, 'Beta', stage)).toContainText('Option 2');

    // A click, not check(): check() fails when the box has not flipped by the time it looks, which a
    // busy machine can delay; the saved reply and the checked box are what count.
    const approvedSaved = saved(page, '/tasks/update');
    const approvedBox = cellOf(page, 'Gamma', approved).getByRole('checkbox', { name: 'Approved' });
    await approvedBox.click();
    await approvedSaved;
    await expect(approvedBox).toBeChecked();

    // Everything is on the server: a reload shows the same list.
    await page.reload();
    await expect(row(page, 'Alpha')).toBeVisible();
    expect(await rowTitles(page)).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect((await headerKeys(page)).slice(0, 3)).toEqual(['name', 'status', 'assignee']);
    await expect(page.getByTestId('column-header-name')).toHaveCSS('width', '420px');
    for (const key of [points, notes, stage, approved]) expect(await headerKeys(page)).toContain(key);
    await expect(cellOf(page, 'Alpha', points)).toContainText('8');
    await expect(cellOf(page, 'Alpha', notes)).toContainText('Needs a review');
    await expect(cellOf(page, 'Beta', stage)).toContainText('Option 2');
    await expect(cellOf(page, 'Gamma', approved).getByRole('checkbox', { name: 'Approved' })).toBeChecked();
    await expect(row(page, 'Beta').getByRole('button', { name: /^Status of Beta: In Progress/ })).toBeVisible();
  });

  test('row edit mode: Escape drops the changes, Save keeps them; progress text becomes 0', async ({ page, request }) => {
    const { token } = await useSignedInSession(page, request);
    const api = workApi(request, token);
    const project = await api.createProject(uniqueName('Edit rows'));
    const task = await api.createTask(project.id, 'Draft plan', { progress: 30 });

    await page.goto(`/dashboard/projects/${project.id}`);
    await expect(row(page, 'Draft plan')).toBeVisible();

    await row(page, 'Draft plan').getByRole('button', { name: 'Actions for Draft plan' }).click();
    await page.getByRole('menuitem', { name: 'Edit row' }).click();
    await page.getByRole('textbox', { name: 'Task name' }).fill('Thrown away');
    await page.keyboard.press('Escape');
    await expect(row(page, 'Draft plan')).toBeVisible();

    await row(page, 'Draft plan').getByRole('button', { name: 'Actions for Draft plan' }).click();
    await page.getByRole('menuitem', { name: 'Edit row' }).click();
    await page.getByRole('textbox', { name: 'Task name' }).fill('Final plan');
    await page.getByRole('textbox', { name: 'Progress of Draft plan' }).fill('abc');
    const updated = saved(page, '/tasks/update');
    await page.getByTestId('task-row-save').click();
    await updated;
    await expect(row(page, 'Final plan').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(await api.getTask(task.id)).toMatchObject({ title: 'Final plan', progress: 0 });

    // Share copies this page's link.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('project-share').click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  });

  test('an unknown project shows Project Not Found with Return to Dashboard', async ({ page, request }) => {
    await useSignedInSession(page, request);
    await page.goto('/dashboard/projects/987654');
    await expect(page.getByText('Project Not Found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
  });
});
