import { expect, test, type Page } from '@playwright/test';
import { dragKey, pickOption } from '../../support/widgets';
import { useSignedInSession } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';

/**
 * Statuses and priorities (issue 4 "Statuses and priorities"): an admin creates, renames (Enter
 * saves, Escape cancels), reorders (Move up and a keyboard drag) and deletes one while tasks use
 * it, moving them to another. Everything is checked on the server and after a reload.
 */

interface WorkflowRow {
  id: number;
  name: string;
  task_count: number;
}

type Kind = {
  path: string;
  heading: string;
  singular: string;
  listPath: string;
  taskField: 'status_id' | 'priority_id';
  created: string;
  updated: string;
  deleted: string;
  inUse: (count: number) => string;
};

const STATUSES: Kind = {
  path: '/dashboard/statuses',
  heading: 'Statuses',
  singular: 'status',
  listPath: '/statuses',
  taskField: 'status_id',
  created: 'Status created successfully',
  updated: 'Status updated successfully',
  deleted: 'Status deleted successfully',
  inUse: (count) =>
    `This status is used by ${count} ${count === 1 ? 'task' : 'tasks'}. Choose a status to move ${count === 1 ? 'it' : 'them'} to, or move ${count === 1 ? 'it' : 'them'} first.`,
};

const PRIORITIES: Kind = {
  path: '/dashboard/priorities',
  heading: 'Priorities',
  singular: 'priority',
  listPath: '/priorities',
  taskField: 'priority_id',
  created: 'Priority created successfully',
  updated: 'Priority updated successfully',
  deleted: 'Priority deleted successfully',
  inUse: (count) =>
    `This priority is used by ${count} ${count === 1 ? 'task' : 'tasks'}. Choose a priority to move ${count === 1 ? 'it' : 'them'} to, or change ${count === 1 ? 'it' : 'them'} first.`,
};

/** The row of the item named `name` (names are unique in a workspace). */
const row = (page: Page, name: string) => page.locator(`[data-testid^="workflow-row-"][data-workflow-name="${name}"]`);
/** The names of the list, in order. */
const names = (page: Page) => page.getByTestId('workflow-name').allTextContents();
/** A toast with this text. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function create(page: Page, kind: Kind, name: string, swatch: string) {
  await page.getByTestId('workflow-create-name').fill(name);
  await page.getByRole('button', { name: `Use color ${swatch}` }).click();
  await page.getByRole('button', { name: `Add ${kind.singular}` }).click();
  await expect(toast(page, kind.created)).toBeVisible();
  await expect(row(page, name)).toBeVisible();
}

/** `a` comes right before `b` in the list. */
async function expectAdjacent(page: Page, a: string, b: string) {
  await expect
    .poll(async () => {
      const list = await names(page);
      return list.indexOf(b) - list.indexOf(a);
    })
    .toBe(1);
}

for (const kind of [STATUSES, PRIORITIES]) {
  test.describe(kind.heading, () => {
    test(`an admin creates, renames, reorders and deletes ${kind.singular === 'status' ? 'statuses' : 'priorities'}`, async ({
      page,
      request,
    }) => {
      const { token } = await useSignedInSession(page, request);
      const api = workApi(request, token);
      const first = uniqueName(`First ${kind.singular}`);
      const second = uniqueName(`Second ${kind.singular}`);
      const renamed = uniqueName(`Renamed ${kind.singular}`);
      let projectId: number | undefined;

      try {
        await page.goto(kind.path);
        await expect(page.getByRole('heading', { name: kind.heading, level: 2 })).toBeVisible();
        await expect(page.getByRole('table', { name: kind.heading })).toBeVisible();

        // Create two, with colours.
        await create(page, kind, first, '#a855f7');
        await create(page, kind, second, '#06b6d4');
        const created = await api.call<(WorkflowRow & { color: string })[]>('get', kind.listPath);
        expect(created.find((item) => item.name === first)?.color).toBe('#a855f7');
        expect(created.find((item) => item.name === second)?.color).toBe('#06b6d4');
        await expectAdjacent(page, first, second);

        // A blank name is refused with the server's message next to the field.
        await page.getByTestId('workflow-create-name').fill('   ');
        await page.getByTestId('workflow-create-name').press('Enter');
        await expect(page.getByText(`The ${kind.singular} name is required.`)).toBeVisible();
        await page.getByTestId('workflow-create-name').fill('');

        // Rename: Escape cancels, Enter saves.
        await row(page, first)
          .getByRole('button', { name: `Rename ${first}` })
          .click();
        const input = page.getByRole('textbox', { name: `New name for ${first}` });
        await input.fill('Not kept');
        await input.press('Escape');
        await expect(row(page, first)).toBeVisible();
        await expect(page.getByText('Not kept')).toHaveCount(0);

        await row(page, first)
          .getByRole('button', { name: `Rename ${first}` })
          .click();
        await page.getByRole('textbox', { name: `New name for ${first}` }).fill(renamed);
        await page.getByRole('textbox', { name: `New name for ${first}` }).press('Enter');
        await expect(toast(page, kind.updated)).toBeVisible();
        await expect(row(page, renamed)).toBeVisible();
        await expect(row(page, first)).toHaveCount(0);

        // Reorder with Move up: second goes before renamed.
        await row(page, second)
          .getByRole('button', { name: `Move ${second} up` })
          .click();
        await expectAdjacent(page, second, renamed);
        // The focus stays on the moved row's button, so the keyboard can keep moving it.
        await expect(row(page, second).getByRole('button', { name: `Move ${second} up` })).toBeFocused();

        // Reorder by dragging with the keyboard (space lifts, arrows move, space drops): back down.
        await row(page, second).getByLabel(`Drag to reorder ${second}`).focus();
        // Each step waits for the drag library's announcement of it, not for a fixed time.
        await dragKey(page, 'Space');
        await dragKey(page, 'ArrowDown');
        await dragKey(page, 'Space');
        await expectAdjacent(page, renamed, second);

        // The order is the server's: it survives a reload.
        await expect
          .poll(async () => {
            const list = await api.call<WorkflowRow[]>('get', kind.listPath);
            const ids = list.map((item) => item.name);
            return ids.indexOf(second) - ids.indexOf(renamed);
          })
          .toBe(1);
        await page.reload();
        await expectAdjacent(page, renamed, second);

        // Delete while a task uses it: refused, then the tasks move to the chosen one.
        const list = await api.call<WorkflowRow[]>('get', kind.listPath);
        const doomed = list.find((item) => item.name === renamed)!;
        const target = list.find((item) => item.name === second)!;
        // A status must be one of the task's project's statuses.
        const project = await api.createProject(
          uniqueName('Workflow project'),
          kind === STATUSES ? { status_ids: [doomed.id, target.id] } : {},
        );
        projectId = project.id;
        const task = await api.createTask(project.id, uniqueName('Task in use'), { [kind.taskField]: doomed.id });

        await page.reload();
        await expect(row(page, renamed).getByTestId('workflow-task-count')).toHaveText('1 task');
        await row(page, renamed)
          .getByRole('button', { name: `Delete ${renamed}` })
          .click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByText(kind.inUse(1))).toBeVisible();
        const confirm = dialog.getByTestId('workflow-delete-confirm');
        await expect(confirm).toBeDisabled();
        await pickOption(page, dialog.getByLabel('Move its tasks to'), second);
        await expect(confirm).toBeEnabled();
        await confirm.click();

        await expect(toast(page, kind.deleted)).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(row(page, renamed)).toHaveCount(0);
        await expect(row(page, second).getByTestId('workflow-task-count')).toHaveText('1 task');
        expect((await api.getTask(task.id))[kind.taskField]).toBe(target.id);
      } finally {
        // Leave the workspace as it was for the other specs.
        if (projectId !== undefined) await api.deleteProject(projectId);
        const left = await api.call<WorkflowRow[]>('get', kind.listPath);
        for (const item of left.filter((candidate) => [first, second, renamed].includes(candidate.name))) {
          await api.call('delete', `${kind.listPath === '/statuses' ? '/status' : '/priority'}/destroy`, { id: item.id });
        }
      }
    });
  });
}
