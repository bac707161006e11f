import { expect, test, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';

const cardValue = (page: Page, card: string) => page.getByTestId(`${card}-value`);
/** Where the screenshots go (SHOTS_DIR to keep them out of test-results, which the next run clears). */
const shot = (name: string) => `${process.env.SHOTS_DIR ?? 'test-results/screens'}/${name}.png`;

/**
 * The dashboard home (issue 19): a fresh workspace shows clear empty states; work added elsewhere
 * (a project, two tasks, a timer) shows on the cards without a reload; the quick-start names open
 * Create Project prefilled.
 */
test('a fresh workspace shows empty states, then the cards follow new work without a reload', async ({ page, request }) => {
  const { token } = await useSignedInSession(page, request);
  const workspace = await workApi(request, token).call<{ id: number }>('post', '/workspaces/store', {
    name: uniqueName('Fresh Space'),
  });
  await page.addInitScript((id) => localStorage.setItem('kanri.workspace_id', String(id)), workspace.id);
  await page.setViewportSize({ width: 1440, height: 1100 });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Ada$/ })).toBeVisible();
  await expect(page.getByText('English', { exact: true })).toBeVisible();
  await expect(cardValue(page, 'card-total-projects')).toHaveText('0');
  await expect(cardValue(page, 'card-active-tasks')).toHaveText('0');
  await expect(cardValue(page, 'card-team-members')).toHaveText('1');
  await expect(cardValue(page, 'card-todays-time')).toHaveText('0s');
  for (const empty of [
    'No projects yet',
    'No tasks yet',
    'No todos yet',
    'No time tracked in this period',
    'No activity yet',
    'You are not on any project yet.',
  ]) {
    await expect(page.locator('strong', { hasText: empty }).first()).toBeVisible();
  }
  await page.screenshot({ path: shot('dashboard-empty'), fullPage: true });

  // Work added through the API (another tab, another person): the page follows without a reload.
  const api = workApi(request, token, workspace.id);
  const project = await api.createProject(uniqueName('Launch plan of the quarterly marketing initiative across every region'));
  const first = await api.createTask(project.id, 'Write the brief');
  await api.createTask(project.id, 'Book the venue');
  await expect(cardValue(page, 'card-total-projects')).toHaveText('1');
  await expect(cardValue(page, 'card-active-tasks')).toHaveText('2');
  await expect(page.getByTestId('project-stats-total')).toContainText('1');
  await expect(page.getByTestId('current-projects')).toContainText(project.name);

  await api.call('post', '/time-entries/start', { task_id: first.id });
  await expect(page.getByTestId('card-todays-time')).toContainText('Tracking now');
  await expect(cardValue(page, 'card-todays-time')).not.toHaveText('0s');
  await expect(page.getByTestId('recent-activities')).toContainText('Ada Lovelace started a timer on Write the brief');
  await expect(page.getByTestId('time-sheet')).toContainText('Ada Lovelace');
  await page.screenshot({ path: shot('dashboard-filled'), fullPage: true });
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.screenshot({ path: shot('dashboard-narrow'), fullPage: true });
  await api.call('post', '/time-entries/stop');
  await expect(page.getByTestId('card-todays-time')).toContainText('No timer running');
});

test('skeletons while loading; a quick-start name opens Create Project with that name filled in', async ({ page, request }) => {
  await useSignedInSession(page, request);
  await page.setViewportSize({ width: 1440, height: 1100 });
  // The statistics are held back until the skeletons have been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/dashboard/statistics**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('task-stats')).toHaveAttribute('aria-busy', 'true');
  await page.screenshot({ path: shot('dashboard-loading'), fullPage: true });
  release();
  await expect(page.getByTestId('task-stats')).not.toHaveAttribute('aria-busy', 'true');

  const panel = page.getByTestId('start-project');
  await expect(panel.getByRole('button', { name: 'Product Launch' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Team Project' })).toBeVisible();
  await panel.getByRole('button', { name: 'Marketing Campaign' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText("Welcome! Let's create your project")).toBeVisible();
  await expect(dialog.getByLabel('Project name')).toHaveValue('Marketing Campaign');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
