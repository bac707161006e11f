import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { workApi } from '../../support/work';

/** Screenshots of the palette (empty, results, no results, long titles), for people to look at. */
const SHOTS = process.env.PALETTE_SHOTS_DIR ?? '/tmp/shots-B';

const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** A word no earlier run used: letters and digits, so the search takes it as one word. */
const uniqueWord = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search and commands' });
const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search or type a command' });
const activeOption = (page: Page) => page.locator('[role="option"][aria-selected="true"]');

test.describe('Ctrl+K command palette (issue 19)', () => {
  test('Ctrl+K finds a task by a word of its description and Enter opens it', async ({ page, request }) => {
    const { token } = await useSignedInSession(page, request);
    const api = workApi(request, token);
    const word = uniqueWord('quokka');
    const project = await api.createProject(`Palette ${word}`);
    const task = await api.createTask(project.id, 'Fix the sign-in form', {
      description: `Users report that the ${word} breaks when they submit twice.`,
    });

    await page.goto('/dashboard/projects');
    await expect(page.getByRole('button', { name: /Search \[CTRL \+ K\]/ })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    await shot(page, '1-empty');

    // A prefix of the word is enough.
    await searchInput(page).pressSequentially(word.slice(0, -2));
    const tasks = page.getByRole('group', { name: 'Tasks' });
    await expect(tasks.getByRole('option', { name: /Fix the sign-in form/ })).toBeVisible();
    await expect(activeOption(page)).toContainText('Fix the sign-in form');
    await expect(activeOption(page)).toContainText(`Palette ${word}`);
    await shot(page, '2-results');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/dashboard/tasks/${task.id}$`));
    await expect(palette(page)).toBeHidden();
    await expect(page.getByText('Fix the sign-in form').first()).toBeVisible();
  });

  test('keyboard only: arrows move through the results and the pages, Enter opens, from inside a text field', async ({
    page,
    request,
  }) => {
    const { token } = await useSignedInSession(page, request);
    const api = workApi(request, token);
    const word = uniqueWord('zephyr');
    const project = await api.createProject(`Keys ${word}`);
    const first = await api.createTask(project.id, `${word} onboarding checklist`);
    const second = await api.createTask(project.id, 'Welcome e-mail copy', { description: `Mentions ${word} once.` });
    const long = await api.createTask(
      project.id,
      `${word} ${'a very long task title that goes on and on to see how the palette cuts it '.repeat(4)}`,
    );

    await page.goto(`/dashboard/projects/${project.id}`);
    // Ctrl+K works while typing in a text field too.
    const field = page.getByRole('textbox', { name: 'Search tasks of this project' });
    await field.fill('abc');
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.type(word);
    const options = page.getByRole('group', { name: 'Tasks' }).getByRole('option');
    await expect(options).toHaveCount(3);
    // The title matches rank first; the description match last.
    await expect(options.last()).toContainText('Welcome e-mail copy');
    await shot(page, '4-long-titles');
    await expect(activeOption(page)).toHaveAttribute('id', (await searchInput(page).getAttribute('aria-activedescendant'))!);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(activeOption(page)).toContainText('Welcome e-mail copy');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // Wrapped around to the last option (the project, in the group after the tasks), then back up.
    await expect(activeOption(page)).toContainText(`Keys ${word}`);
    await expect(activeOption(page)).toHaveAttribute('data-kind', 'project');
    await page.keyboard.press('ArrowUp');
    await expect(activeOption(page)).toContainText('Welcome e-mail copy');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/dashboard/tasks/${second.id}$`));

    // Go to page…, by keyboard only.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('go to team mem');
    await expect(activeOption(page)).toContainText('Go to Team Members');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    expect([first.id, long.id]).toHaveLength(2);
  });

  test('No results, and Escape closes and gives the focus back', async ({ page, request }) => {
    await useSignedInSession(page, request);
    await page.goto('/dashboard/projects');
    const box = page.getByRole('button', { name: /Search \[CTRL \+ K\]/ });
    await box.focus();
    await page.keyboard.press('Enter');
    await expect(palette(page)).toBeVisible();
    await page.keyboard.type(uniqueWord('nothingmatches'));
    await expect(page.getByTestId('command-palette-empty')).toContainText('No results');
    await shot(page, '3-no-results');

    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(box).toBeFocused();
    // And Cmd+K opens it too.
    await page.keyboard.press('Meta+k');
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
  });
});
