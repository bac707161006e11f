import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';

interface Note {
  id: number;
  title: string;
  color: string;
  is_pinned: boolean;
  is_archived: boolean;
}

/** Deletes the signed-in user's notes, active and archived, so each test starts from none. */
async function clearNotes(request: APIRequestContext, token: string) {
  const api = workApi(request, token);
  for (const archived of ['false', 'true']) {
    for (;;) {
      const page = await api.call<{ items: Note[] }>('get', `/notes?archived=${archived}&per_page=100`);
      if (page.items.length === 0) break;
      for (const note of page.items) await api.call('delete', '/notes/destroy', { id: note.id });
    }
  }
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const card = (scope: Page | Locator, title: string) => scope.getByRole('article', { name: title, exact: true });
const statValue = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Statistics' }).getByText(title, { exact: true }).locator('xpath=following-sibling::div[1]');

/** Opens a note's menu and picks an item; the menu must not open the Edit dialog. */
async function pickFromMenu(page: Page, title: string, item: string) {
  await card(page, title)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test('notes: added through the dialog, coloured, pinned, searched, archived, edited by a click and deleted', async ({
  page,
  request,
}) => {
  const { token } = await useSignedInSession(page, request);
  await clearNotes(request, token);
  // Grid to start with (once: a reload must find the choice made below).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('kanri.e2e.notes-view')) return;
    sessionStorage.setItem('kanri.e2e.notes-view', '1');
    localStorage.removeItem('kanri.notes.view');
  });
  const first = uniqueName('Launch plan');
  const second = uniqueName('Groceries');

  await page.goto('/dashboard/notes');
  await expect(page.getByText('No notes yet. Create your first note!')).toBeVisible();
  await expect(statValue(page, 'Total Notes')).toHaveText('0');

  // An empty form says what is missing under each field and sends nothing.
  await page.getByRole('button', { name: 'Add Note' }).click();
  const add = page.getByRole('dialog', { name: 'Add Note' });
  await add.getByRole('button', { name: 'Add Note' }).click();
  await expect(add.getByText('Title and content are required')).toHaveCount(2);

  await add.getByRole('textbox', { name: 'Title' }).fill(first);
  await add.getByRole('textbox', { name: 'Content' }).fill('Ship the beta\nWrite the release notes');
  await add.getByRole('radio', { name: 'Yellow' }).click();
  await expect(add.getByRole('radio', { name: 'Yellow' })).toHaveAttribute('aria-checked', 'true');
  const tags = add.getByRole('combobox', { name: 'Tags' });
  await tags.fill('work');
  await tags.press('Enter');
  await expect(add.locator('.ant-select-selection-item', { hasText: 'work' })).toBeVisible();
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Note created successfully')).toBeVisible();
  await expect(add).toBeHidden();

  const yellow = card(section(page, 'Other Notes'), first);
  await expect(yellow).toHaveCSS('background-color', 'rgb(255, 249, 196)');
  await expect(yellow).toHaveCSS('border-top-color', 'rgb(251, 191, 36)');
  await expect(yellow.locator('.kc-note-preview')).toHaveText('Ship the beta\nWrite the release notes');
  await expect(yellow.getByRole('list', { name: 'Tags' })).toHaveText('work');

  await page.getByRole('button', { name: 'Add Note' }).click();
  await add.getByRole('textbox', { name: 'Title' }).fill(second);
  await add.getByRole('textbox', { name: 'Content' }).fill('Milk, eggs and zucchini');
  await add.getByRole('radio', { name: 'Blue' }).click();
  await add.getByRole('button', { name: 'Add Note' }).click();
  await expect(add).toBeHidden();
  await expect(card(section(page, 'Other Notes'), second)).toHaveCSS('background-color', 'rgb(219, 234, 254)');
  await expect(statValue(page, 'Total Notes')).toHaveText('2');
  await expect(statValue(page, 'Recent')).toHaveText('2');

  // Pinned from the menu: it moves to Pinned Notes, and the menu did not open Edit.
  await pickFromMenu(page, first, 'Pin');
  await expect(page.getByText('Note pinned')).toBeVisible();
  await expect(card(section(page, 'Pinned Notes'), first)).toBeVisible();
  await expect(card(section(page, 'Other Notes'), first)).toHaveCount(0);
  await expect(statValue(page, 'Pinned')).toHaveText('1');
  await expect(page.getByRole('dialog', { name: 'Edit Note' })).toHaveCount(0);

  // List view, remembered after a reload.
  const viewSwitch = page.locator('[aria-label="View"]');
  await viewSwitch.getByText('List', { exact: true }).click();
  await expect(viewSwitch.getByRole('radio', { name: 'List' })).toBeChecked();
  await expect(page.locator('.kc-notes-cards.is-list').first()).toBeVisible();
  await page.reload();
  await expect(card(section(page, 'Pinned Notes'), first)).toBeVisible();
  await expect(viewSwitch.getByRole('radio', { name: 'List' })).toBeChecked();
  await expect(page.locator('.kc-notes-cards.is-list').first()).toBeVisible();
  await viewSwitch.getByText('Grid', { exact: true }).click();
  await expect(page.locator('.kc-notes-cards.is-grid').first()).toBeVisible();

  // Searched on the server, in content too.
  const search = page.getByRole('textbox', { name: 'Search notes' });
  await search.fill('zucchini');
  await expect(card(page, second)).toBeVisible();
  await expect(card(page, first)).toHaveCount(0);
  await search.fill('no such words anywhere');
  await expect(page.getByText('No notes found matching your search')).toBeVisible();
  await search.fill('');
  await expect(card(page, first)).toBeVisible();

  // Archived: it leaves both sections and is listed under Archived.
  await pickFromMenu(page, second, 'Archive');
  await expect(page.getByText('Note archived')).toBeVisible();
  await expect(card(page, second)).toHaveCount(0);
  await expect(statValue(page, 'Archived')).toHaveText('1');
  await expect(statValue(page, 'Total Notes')).toHaveText('1');
  await page.locator('[aria-label="Show"]').getByText('Archived', { exact: true }).click();
  await expect(card(section(page, 'Archived Notes'), second)).toBeVisible();
  await expect(section(page, 'Pinned Notes')).toHaveCount(0);
  await page.locator('[aria-label="Show"]').getByText('Active', { exact: true }).click();
  await expect(card(section(page, 'Pinned Notes'), first)).toBeVisible();

  // Edited by clicking the card.
  await card(page, first).locator('.kc-note-preview').click();
  const edit = page.getByRole('dialog', { name: 'Edit Note' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(first);
  await expect(edit.getByRole('textbox', { name: 'Content' })).toHaveValue('Ship the beta\nWrite the release notes');
  await expect(edit.getByRole('radio', { name: 'Yellow' })).toHaveAttribute('aria-checked', 'true');
  const renamed = `${first} (final)`;
  await edit.getByRole('textbox', { name: 'Title' }).fill(renamed);
  await edit.getByRole('radio', { name: 'Green' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Note updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(card(section(page, 'Pinned Notes'), renamed)).toHaveCSS('background-color', 'rgb(220, 252, 231)');
  const stored = await workApi(request, token).call<{ items: Note[] }>('get', '/notes');
  expect(stored.items).toEqual([
    expect.objectContaining({ title: renamed, color: 'green', is_pinned: true, is_archived: false }),
  ]);

  // Deleted after the confirmation: nothing is left in the active list.
  await pickFromMenu(page, renamed, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete Note' });
  await expect(confirm).toContainText('Are you sure you want to delete this note?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Note deleted successfully')).toBeVisible();
  await expect(page.getByText('No notes yet. Create your first note!')).toBeVisible();
  await expect(statValue(page, 'Total Notes')).toHaveText('0');
  await page.screenshot({ path: 'test-results/screens/notes-empty.png' });
});

test('every colour reads well in the dark theme, with a long title, a long unbroken word and several lines', async ({
  page,
  request,
}) => {
  const { token } = await useSignedInSession(page, request);
  await clearNotes(request, token);
  const api = workApi(request, token);
  const colors = ['default', 'yellow', 'green', 'blue', 'purple', 'pink', 'orange'];
  for (const [index, color] of colors.entries()) {
    await api.call('post', '/notes/store', {
      title:
        index === 0
          ? 'A very long title for a note that goes on and on, describing the quarterly planning offsite agenda in detail'
          : `${color[0]!.toUpperCase()}${color.slice(1)} note`,
      content:
        index === 1
          ? `Unbroken: ${'Supercalifragilisticexpialidocious'.repeat(6)}`
          : 'First line\nSecond line\n\nAfter a blank line, some more words to fill the card.',
      color,
      tags: index % 2 === 0 ? ['planning', 'q3'] : [],
      is_pinned: index < 2,
    });
  }
  await page.addInitScript(() => localStorage.setItem('kanri.notes.view', 'grid'));
  await page.goto('/dashboard/notes');
  await expect(page.getByRole('article')).toHaveCount(7);
  await expect(statValue(page, 'Pinned')).toHaveText('2');

  for (const note of await page.getByRole('article').all()) {
    // A long word wraps inside its card: nothing sticks out.
    const overflow = await note.evaluate((element) =>
      Array.from(element.querySelectorAll('.kc-note-preview, .kc-note-title')).some(
        (part) => part.scrollWidth > part.clientWidth + 1,
      ),
    );
    expect(overflow).toBe(false);
  }
  // Dark text on the light fills, light text on the default fill.
  await expect(card(page, 'Yellow note')).toHaveCSS('color', 'rgb(31, 31, 31)');
  await expect(page.getByRole('article').filter({ hasText: 'A very long title' })).toHaveCSS(
    'color',
    'rgba(255, 255, 255, 0.88)',
  );
  await page.screenshot({ path: 'test-results/screens/notes-grid.png', fullPage: true });

  await page.locator('[aria-label="View"]').getByText('List', { exact: true }).click();
  await expect(page.locator('.kc-notes-cards.is-list').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/notes-list.png', fullPage: true });

  await page.getByRole('button', { name: 'Add Note' }).click();
  const add = page.getByRole('dialog', { name: 'Add Note' });
  await add.getByRole('button', { name: 'Add Note' }).click();
  await expect(add.getByText('Title and content are required')).toHaveCount(2);
  await add.getByRole('radio', { name: 'Purple' }).click();
  await page.screenshot({ path: 'test-results/screens/notes-dialog.png' });
});
