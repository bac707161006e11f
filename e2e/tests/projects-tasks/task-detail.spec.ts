import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';

/**
 * Task detail (spec §2 "Task detail", issue 4): every field edited inline with Enter (saved on the
 * server) and Escape (nothing saved), a stored comment, and an attachment uploaded and downloaded.
 */

interface Named {
  id: number;
  name: string;
  slug?: string;
}

/** The row of one property (`task-field-status`, …). */
const fieldRow = (page: Page, name: string) => page.getByTestId(`task-field-${name}`);
/** An option of the open dropdown (closed ones stay in the page, hidden, and are not matched). */
const option = (page: Page, name: string | RegExp) => page.getByRole('option', { name }).first();
/** Calendars on screen: open, or still playing their closing animation. */
const openCalendars = (page: Page) => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');

/**
 * Opens the date box's calendar and clicks one of its shortcuts. The calendar of the previous box
 * must be gone first: on a busy machine it is still closing when the next one opens, and a
 * shortcut found in it applies to nothing.
 */
async function pickShortcut(page: Page, box: string, name: string) {
  await expect(openCalendars(page)).toHaveCount(0);
  await page.getByRole('textbox', { name: box }).click();
  await expect(openCalendars(page)).toHaveCount(1);
  await openCalendars(page).locator('.ant-picker-presets li', { hasText: name }).click();
  await expect(openCalendars(page)).toHaveCount(0);
}

async function edit(page: Page, label: string) {
  await page.getByRole('button', { name: `Edit ${label}`, exact: true }).click();
}

async function expectSaved(read: () => Promise<unknown>, expected: unknown) {
  await expect.poll(read, { timeout: 10_000 }).toEqual(expected);
}

const isoDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test.describe('task detail', () => {
  test('edits every field inline, comments, and uploads and downloads an attachment', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { token } = await useSignedInSession(page, request);
    const api = workApi(request, token);
    const project = await api.createProject(uniqueName('Detail project'));
    const task = await api.createTask(project.id, 'Plan the launch');
    const other = await api.createTask(project.id, uniqueName('Design homepage'));
    const statuses = await api.call<Named[]>('get', '/statuses');
    const priorities = await api.call<Named[]>('get', '/priorities');
    const secondStatus = statuses.find((status) => status.id === project.status_ids[1])!;
    const high = priorities.find((priority) => priority.slug === 'high')!;
    const saved = async (key: string) => (await api.getTask(task.id))[key];

    await page.goto(`/dashboard/tasks/${task.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan the launch' })).toBeVisible();
    await expect(page.getByTestId('task-breadcrumb')).toHaveText('Team Space / Plan the launch');
    await expect(page.getByText(/^Created on /)).toBeVisible();

    await test.step('Title: Enter saves, Escape reverts', async () => {
      await edit(page, 'Title');
      const input = page.getByRole('textbox', { name: 'Title' });
      await input.fill('Plan the product launch');
      await input.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Plan the product launch' })).toBeVisible();
      await expectSaved(() => saved('title'), 'Plan the product launch');

      await edit(page, 'Title');
      await page.getByRole('textbox', { name: 'Title' }).fill('Not this one');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { level: 1, name: 'Plan the product launch' })).toBeVisible();
      await expectSaved(() => saved('title'), 'Plan the product launch');
    });

    await test.step('Status: Enter saves, Escape reverts', async () => {
      await edit(page, 'Status');
      await option(page, secondStatus.name).click();
      await page.keyboard.press('Enter');
      await expect(fieldRow(page, 'status')).toContainText(secondStatus.name);
      await expectSaved(() => saved('status_id'), secondStatus.id);

      await edit(page, 'Status');
      const third =
        statuses.find((status) => status.id === project.status_ids[2]) ??
        statuses.find((status) => status.id === project.status_ids[0])!;
      await option(page, third.name).click();
      await page.keyboard.press('Escape');
      await expect(fieldRow(page, 'status')).toContainText(secondStatus.name);
      await expectSaved(() => saved('status_id'), secondStatus.id);
    });

    await test.step('Assignees: pick, Ctrl+Enter saves (the list stays open for more); Escape reverts', async () => {
      await edit(page, 'Assignees');
      await option(page, /Ada Lovelace/).click();
      await page.keyboard.press('Control+Enter');
      await expect(fieldRow(page, 'assignees')).toContainText('Ada Lovelace');
      await expect.poll(async () => ((await saved('assignee_ids')) as number[]).length).toBe(1);

      await edit(page, 'Assignees');
      await option(page, /Ada Lovelace/).click(); // unselects
      await page.keyboard.press('Escape');
      await expect(fieldRow(page, 'assignees')).toContainText('Ada Lovelace');
      await expect.poll(async () => ((await saved('assignee_ids')) as number[]).length).toBe(1);
    });

    await test.step('Dates: shortcuts, Enter saves; a due date before the start shows the server’s message', async () => {
      await edit(page, 'Dates');
      await pickShortcut(page, 'Start date', 'Today');
      await pickShortcut(page, 'Due date', 'Next Week');
      await expect(page.getByRole('textbox', { name: 'Due date' })).not.toHaveValue('');
      await page.getByRole('textbox', { name: 'Due date' }).press('Enter');
      await expectSaved(async () => [await saved('start_date'), await saved('due_date')], [isoDay(0), isoDay(7)]);
      await expect(page.getByTestId('task-due-date')).toBeVisible();

      await edit(page, 'Dates');
      await pickShortcut(page, 'Start date', 'Next Week');
      await pickShortcut(page, 'Due date', 'Today');
      await page.getByRole('button', { name: 'Save Dates' }).click();
      await expect(fieldRow(page, 'dates').getByRole('alert')).toHaveText('The due date must be on or after the start date.');
      await page.keyboard.press('Escape');
      await expectSaved(async () => [await saved('start_date'), await saved('due_date')], [isoDay(0), isoDay(7)]);
    });

    await test.step('Priority: Enter saves, Escape reverts', async () => {
      await edit(page, 'Priority');
      await option(page, high.name).click();
      await page.keyboard.press('Enter');
      await expect(fieldRow(page, 'priority')).toContainText(high.name);
      await expectSaved(() => saved('priority_id'), high.id);

      await edit(page, 'Priority');
      await option(page, 'No priority').click();
      await page.keyboard.press('Escape');
      await expect(fieldRow(page, 'priority')).toContainText(high.name);
      await expectSaved(() => saved('priority_id'), high.id);
    });

    await test.step('Time Estimate: 2h 30m is stored as 150 minutes and shown back; bad text is refused', async () => {
      await edit(page, 'Time Estimate');
      const input = page.getByRole('textbox', { name: 'Time Estimate' });
      await input.fill('2h 30m');
      await input.press('Enter');
      await expect(fieldRow(page, 'time-estimate')).toContainText('2h 30m');
      await expectSaved(() => saved('time_estimate_minutes'), 150);

      await edit(page, 'Time Estimate');
      await page.getByRole('textbox', { name: 'Time Estimate' }).fill('soon');
      await page.keyboard.press('Enter');
      await expect(fieldRow(page, 'time-estimate').getByRole('alert')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(fieldRow(page, 'time-estimate')).toContainText('2h 30m');
      await expectSaved(() => saved('time_estimate_minutes'), 150);
    });

    await test.step('Track Time: starts and stops a timer on this task', async () => {
      await fieldRow(page, 'track-time').getByRole('button', { name: 'Start timer' }).click();
      await expect(fieldRow(page, 'track-time')).toContainText('Tracking');
      await fieldRow(page, 'track-time').getByRole('button', { name: 'Stop' }).click();
      await expect(fieldRow(page, 'track-time').getByRole('button', { name: 'Start timer' })).toBeVisible();
      await expect.poll(async () => Number(await saved('tracked_ms'))).toBeGreaterThan(0);
    });

    const newTag = uniqueName('Launch');
    await test.step('Tags: add a label and create a new tag inline; Escape reverts', async () => {
      await edit(page, 'Tags');
      await option(page, 'Bug').click();
      await page.keyboard.type(newTag);
      await option(page, `Create tag "${newTag}"`).click();
      await expect(page.getByText(`Tag "${newTag}" created`)).toBeVisible();
      await page.getByRole('button', { name: 'Save Tags' }).click();
      await expect(fieldRow(page, 'tags')).toContainText('Bug');
      await expect(fieldRow(page, 'tags')).toContainText(newTag);
      await expect.poll(async () => ((await saved('tag_ids')) as number[]).length).toBe(2);

      await edit(page, 'Tags');
      await option(page, 'Design').click();
      await page.keyboard.press('Escape');
      await expect(fieldRow(page, 'tags')).not.toContainText('Design');
      await expect.poll(async () => ((await saved('tag_ids')) as number[]).length).toBe(2);
    });

    await test.step('Relationships: find a task, link it as Blocks, Enter saves', async () => {
      await edit(page, 'Relationships');
      await page.getByRole('combobox', { name: 'Link type' }).click();
      await option(page, 'Blocks').click();
      await page.getByRole('combobox', { name: 'Add link' }).click();
      await page.keyboard.type(other.title);
      await option(page, other.title).click();
      await page.keyboard.press('Enter');
      const link = fieldRow(page, 'relationships').getByRole('link', { name: other.title });
      await expect(link).toHaveAttribute('href', `/dashboard/tasks/${other.id}`);
      await expectSaved(
        async () =>
          ((await saved('relationships')) as { task_id: number; type: string }[]).map(({ task_id, type }) => ({ task_id, type })),
        [{ task_id: other.id, type: 'blocks' }],
      );
    });

    await test.step('Description: Save stores several lines, Cancel reverts', async () => {
      await edit(page, 'Description');
      await page.getByRole('textbox', { name: 'Description' }).fill('Goals\nChannels and dates');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByTestId('task-description-text')).toHaveText('Goals\nChannels and dates');
      await expectSaved(() => saved('description'), 'Goals\nChannels and dates');

      await edit(page, 'Description');
      await page.getByRole('textbox', { name: 'Description' }).fill('Scrap everything');
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(page.getByTestId('task-description-text')).toHaveText('Goals\nChannels and dates');
      await expectSaved(() => saved('description'), 'Goals\nChannels and dates');
    });

    await test.step('Activity shows the changes with names, old → new', async () => {
      const feed = page.getByRole('list', { name: 'Activity' });
      await expect(feed.getByTestId('activity-entry').filter({ hasText: 'changed Status' })).toContainText(secondStatus.name);
      await expect(feed.getByTestId('activity-entry').filter({ hasText: 'changed Time Estimate' })).toContainText('2h 30m');
      await expect(feed.getByTestId('activity-entry').filter({ hasText: 'created this task' })).toBeVisible();
    });

    await test.step('Comment: Send disabled when blank, Enter sends and it is stored', async () => {
      const box = page.getByRole('textbox', { name: 'Comment' });
      await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
      await box.fill('   ');
      await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
      await box.fill('Draft ready for review');
      await box.press('Enter');
      await expect(box).toHaveValue('');
      await expect(page.getByRole('list', { name: 'Activity' })).toContainText('Draft ready for review');
      const activity = await api.call<{ type: string; body: string | null }[]>('get', `/tasks/${task.id}/activity`);
      expect(activity.some((entry) => entry.type === 'comment' && entry.body === 'Draft ready for review')).toBe(true);
    });

    await test.step('Attachment: upload, list, download with its name and bytes', async () => {
      const content = `Launch notes ${Date.now()}\n`;
      await page
        .getByTestId('task-attachment-input')
        .setInputFiles({ name: 'launch-notes.txt', mimeType: 'text/plain', buffer: Buffer.from(content) });
      await expect(page.getByText('File uploaded successfully')).toBeVisible();
      const row = page.getByTestId('task-attachment').filter({ hasText: 'launch-notes.txt' });
      await expect(row).toBeVisible();

      const downloadEvent = page.waitForEvent('download');
      await row.getByRole('button', { name: 'Download launch-notes.txt' }).click();
      const download = await downloadEvent;
      expect(download.suggestedFilename()).toBe('launch-notes.txt');
      expect(await fs.readFile(await download.path(), 'utf8')).toBe(content);
    });

    await test.step('The linked task shows the link from its side after a reload', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Plan the product launch' })).toBeVisible();
      await expect(fieldRow(page, 'time-estimate')).toContainText('2h 30m');
      await fieldRow(page, 'relationships').getByRole('link', { name: other.title }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/tasks/${other.id}$`));
      await expect(fieldRow(page, 'relationships')).toContainText('Waiting on');
      await expect(fieldRow(page, 'relationships').getByRole('link', { name: 'Plan the product launch' })).toBeVisible();
    });
  });

  test('an unknown task shows Task not found; Go Back leads to the dashboard when opened directly', async ({ page, request }) => {
    await useSignedInSession(page, request);
    await page.goto('/dashboard/tasks/999999');
    await expect(page.getByRole('heading', { name: 'Task not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
