import { queryKeys } from '@kanri/api-client';
import { WORKFLOW_MESSAGES, type Status } from '@kanri/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Reply, STATUSES } from '../../../test-utils';
import { chooseSelectOption, fastUser, openSelectOptions } from '../../workflow/test-support';
import { WORKFLOW_TEXTS } from '../../workflow';
import { STATUS_TEXTS } from '../texts';
import StatusesPage from './statuses-page';

const R = WORKFLOW_TEXTS.row;

// antd's lazy chunks (Select, Modal, Popover) take a while on a busy machine, and role queries
// that check visibility (getComputedStyle over antd's styles) cost seconds each under jsdom: the
// tests find controls by their labels and texts.
configure({ asyncUtilTimeout: 5000, defaultHidden: true });
jest.setTimeout(90_000);

/**
 * A stateful fake of the statuses endpoints: the list changes as the screen changes it. Deleting
 * a status the server counts tasks for (`serverCounts`, else its task_count) without `move_to` is
 * refused with the server's 422, as infra/api does.
 */
function statusesApi(
  initial: Status[] = STATUSES,
  overrides: Record<string, (call: { body: unknown }) => unknown> = {},
  serverCounts: Record<number, number> = {},
) {
  let statuses = initial.map((status) => ({ ...status }));
  const api = fakeApi({
    'GET /statuses': () => statuses,
    'POST /status/store': ({ body }) => {
      const input = body as { name: string; color: string; category: Status['category'] };
      const created: Status = { id: 100 + statuses.length, slug: 'x', position: statuses.length, task_count: 0, ...input };
      statuses = [...statuses, created];
      return created;
    },
    'PUT /status/update': ({ body }) => {
      const { id, position, ...fields } = body as Partial<Status> & { id: number };
      statuses = statuses.map((status) => (status.id === id ? { ...status, ...fields } : status));
      if (position !== undefined) {
        const moving = statuses.find((status) => status.id === id)!;
        const rest = statuses.filter((status) => status.id !== id);
        rest.splice(position, 0, moving);
        statuses = rest.map((status, index) => ({ ...status, position: index }));
      }
      return statuses.find((status) => status.id === id);
    },
    'DELETE /status/destroy': ({ body }) => {
      const { id, move_to } = body as { id: number; move_to?: number };
      const count = serverCounts[id] ?? statuses.find((status) => status.id === id)?.task_count ?? 0;
      if (count > 0 && move_to === undefined) {
        const message = WORKFLOW_MESSAGES.statusInUse(count);
        return new Reply(422, { error: true, message, errors: { move_to: [message] } });
      }
      statuses = statuses.filter((status) => status.id !== id);
      return { id };
    },
    ...overrides,
  });
  return api;
}

const rows = () => screen.getAllByTestId(/^workflow-row-/);
const rowNames = () => rows().map((row) => within(row).getByTestId('workflow-name').textContent);
const row = (name: string) =>
  screen.getAllByTestId(/^workflow-row-/).find((element) => element.getAttribute('data-workflow-name') === name)!;

async function renderPage(role: 'admin' | 'manager' | 'developer' = 'admin') {
  const view = renderWithApp(<StatusesPage />, { role });
  expect(await screen.findByRole('table')).toHaveAttribute('aria-label', STATUS_TEXTS.listLabel);
  return { ...view, user: fastUser() };
}

describe('Statuses screen', () => {
  it('lists the statuses in order with category and task count', async () => {
    statusesApi([
      STATUSES[0]!,
      { ...STATUSES[1]!, task_count: 2 },
      { ...STATUSES[2]!, name: 'A very long status name that must ellipsize instead of breaking the layout' },
    ]);
    await renderPage();

    expect(screen.getByText(STATUS_TEXTS.title, { selector: 'h2' })).toBeInTheDocument();
    expect(rowNames()).toEqual([
      'To Do',
      'In Progress',
      'A very long status name that must ellipsize instead of breaking the layout',
    ]);
    expect(within(row('To Do')).getByTestId('workflow-task-count')).toHaveTextContent('1 task');
    expect(within(row('In Progress')).getByTestId('workflow-task-count')).toHaveTextContent('2 tasks');
    const long = within(rows()[2]!).getByTestId('workflow-name');
    expect(long).toHaveAttribute('title', 'A very long status name that must ellipsize instead of breaking the layout');
    expect(long).toHaveClass('kpt-wf-name-text');
    // Editors change the category with a select showing its label.
    expect(await within(row('In Progress')).findByText('In progress')).toBeInTheDocument();
    expect(await within(rows()[2]!).findByText('Done')).toBeInTheDocument();
  });

  it('creates a status with the name, the chosen colour and category', async () => {
    const api = statusesApi();
    const { user, queryClient } = await renderPage();
    queryClient.setQueryData(queryKeys.projects.list(), []);
    queryClient.setQueryData(queryKeys.tasks.lists(), []);

    await user.click(await screen.findByTestId('workflow-create-name'));
    await user.paste('  In Review ');
    await user.click(screen.getByLabelText(WORKFLOW_TEXTS.form.chooseColor('#a855f7')));
    await user.click(await screen.findByLabelText(WORKFLOW_TEXTS.form.category));
    await chooseSelectOption(user, STATUS_TEXTS.categories.in_progress);
    await user.click(screen.getByText(STATUS_TEXTS.addButton));

    await waitFor(() => expect(api.callsTo('POST /status/store')).toHaveLength(1));
    expect(api.callsTo('POST /status/store')[0]!.body).toEqual({ name: 'In Review', color: '#a855f7', category: 'in_progress' });
    expect(await screen.findByText(WORKFLOW_MESSAGES.statusCreated)).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toContain('In Review'));
    expect(screen.getByTestId('workflow-create-name')).toHaveValue('');
    // Projects (their statuses and counts) and tasks are refetched after the change.
    expect(queryClient.getQueryState(queryKeys.projects.list())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.tasks.lists())?.isInvalidated).toBe(true);
  });

  it("shows the server's 422 message next to the name when it is blank", async () => {
    const api = statusesApi(STATUSES, {
      'POST /status/store': () =>
        new Reply(422, {
          error: true,
          message: 'The given data was invalid.',
          errors: { name: [WORKFLOW_MESSAGES.statusNameRequired] },
        }),
    });
    const { user } = await renderPage();

    await user.click(await screen.findByTestId('workflow-create-name'));
    await user.paste('   ');
    await user.keyboard('{Enter}');

    const message = await screen.findByText(WORKFLOW_MESSAGES.statusNameRequired);
    expect(api.callsTo('POST /status/store')[0]!.body).toMatchObject({ name: '' });
    expect(screen.getByTestId('workflow-create-name')).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByTestId('workflow-create-name')).toHaveAttribute('aria-invalid', 'true');
    expect(rows()).toHaveLength(3);
  });

  it('renames inline: Enter saves, Escape cancels', async () => {
    const api = statusesApi();
    const { user } = await renderPage();

    await user.click(within(row('To Do')).getByLabelText(R.rename('To Do')));
    const input = await screen.findByLabelText(R.nameInput('To Do'));
    expect(input).toHaveValue('To Do');
    await user.clear(input);
    await user.paste('Backlog');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.callsTo('PUT /status/update')).toHaveLength(1));
    expect(api.callsTo('PUT /status/update')[0]!.body).toEqual({ id: 1, name: 'Backlog' });
    expect(await screen.findByText(WORKFLOW_MESSAGES.statusUpdated)).toBeInTheDocument();
    await waitFor(() => expect(rowNames()[0]).toBe('Backlog'));
    await waitFor(() => expect(within(row('Backlog')).getByLabelText(R.rename('Backlog'))).toHaveFocus());

    await user.click(within(row('In Progress')).getByLabelText(R.rename('In Progress')));
    const second = await screen.findByLabelText(R.nameInput('In Progress'));
    await user.clear(second);
    await user.paste('Doing');
    await user.keyboard('{Escape}');

    expect(screen.queryByLabelText(R.nameInput('In Progress'))).not.toBeInTheDocument();
    expect(rowNames()[1]).toBe('In Progress');
    expect(api.callsTo('PUT /status/update')).toHaveLength(1);
  });

  it("keeps the editor open with the server's message when a rename is refused", async () => {
    statusesApi(STATUSES, {
      'PUT /status/update': () =>
        new Reply(422, {
          error: true,
          message: WORKFLOW_MESSAGES.statusNameTaken,
          errors: { name: [WORKFLOW_MESSAGES.statusNameTaken] },
        }),
    });
    const { user } = await renderPage();

    await user.click(within(row('To Do')).getByLabelText(R.rename('To Do')));
    const input = await screen.findByLabelText(R.nameInput('To Do'));
    await user.clear(input);
    await user.paste('completed');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(WORKFLOW_MESSAGES.statusNameTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(R.nameInput('To Do'))).toHaveValue('completed');
  });

  it('recolours a status from its swatch and changes its category', async () => {
    const api = statusesApi();
    const { user } = await renderPage();

    await user.click(await within(row('To Do')).findByLabelText(R.color('To Do')));
    const popover = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
      if (!found) throw new Error('no colour popover');
      return found;
    });
    await user.click(within(popover).getByLabelText(WORKFLOW_TEXTS.form.chooseColor('#ef4444')));
    await waitFor(() => expect(api.callsTo('PUT /status/update')).toHaveLength(1));
    expect(api.callsTo('PUT /status/update')[0]!.body).toEqual({ id: 1, color: '#ef4444' });
    expect(await screen.findByText(WORKFLOW_MESSAGES.statusUpdated)).toBeInTheDocument();

    await user.click(await within(row('To Do')).findByLabelText(R.category('To Do')));
    await chooseSelectOption(user, STATUS_TEXTS.categories.done);
    await waitFor(() => expect(api.callsTo('PUT /status/update')).toHaveLength(2));
    expect(api.callsTo('PUT /status/update')[1]!.body).toEqual({ id: 1, category: 'done' });
  });

  it('moves a status down with the keyboard-accessible button and sends its new position', async () => {
    const api = statusesApi();
    const { user } = await renderPage();

    expect(within(row('To Do')).getByLabelText(R.moveUp('To Do'))).toBeDisabled();
    expect(within(row('Completed')).getByLabelText(R.moveDown('Completed'))).toBeDisabled();

    within(row('To Do')).getByLabelText(R.moveDown('To Do')).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.callsTo('PUT /status/update')).toHaveLength(1));
    expect(api.callsTo('PUT /status/update')[0]!.body).toEqual({ id: 1, position: 1 });
    expect(rowNames()).toEqual(['In Progress', 'To Do', 'Completed']);
    expect(await screen.findByText(WORKFLOW_TEXTS.moved('To Do', 2, 3))).toBeInTheDocument();
    await waitFor(() => expect(within(row('To Do')).getByLabelText(R.moveDown('To Do'))).toHaveFocus());

    await user.click(within(row('Completed')).getByLabelText(R.moveUp('Completed')));
    await waitFor(() => expect(api.callsTo('PUT /status/update')).toHaveLength(2));
    expect(api.callsTo('PUT /status/update')[1]!.body).toEqual({ id: 3, position: 1 });
    await waitFor(() => expect(rowNames()).toEqual(['In Progress', 'Completed', 'To Do']));
  });

  it('puts the row back and says why when the server refuses a move', async () => {
    statusesApi(STATUSES, {
      'PUT /status/update': () => new Reply(403, { error: true, message: 'This action is unauthorized.' }),
    });
    const { user } = await renderPage('manager');

    await user.click(within(row('To Do')).getByLabelText(R.moveDown('To Do')));

    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['To Do', 'In Progress', 'Completed']));
  });

  it('offers the move-to choice when the server refuses to delete a status in use, then sends move_to', async () => {
    const inUse = WORKFLOW_MESSAGES.statusInUse(3);
    // The list says no task uses In Progress; meanwhile three tasks moved there.
    const api = statusesApi(
      STATUSES.map((status) => ({ ...status, task_count: 0 })),
      {},
      { 2: 3 },
    );
    const { user } = await renderPage();
    await user.click(within(row('In Progress')).getByLabelText(R.delete('In Progress')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(WORKFLOW_TEXTS.deleteDialog.body)).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('workflow-delete-confirm'));

    expect(await within(dialog).findByText(inUse)).toBeInTheDocument();
    expect(api.callsTo('DELETE /status/destroy')[0]!.body).toEqual({ id: 2 });
    const confirm = within(dialog).getByTestId('workflow-delete-confirm');
    expect(confirm).toBeDisabled();

    await user.click(await within(dialog).findByLabelText(WORKFLOW_TEXTS.deleteDialog.moveTo));
    await waitFor(() => expect(openSelectOptions()).toEqual(['To Do', 'Completed']));
    await chooseSelectOption(user, 'Completed');
    await user.click(confirm);

    await waitFor(() => expect(api.callsTo('DELETE /status/destroy')).toHaveLength(2));
    expect(api.callsTo('DELETE /status/destroy')[1]!.body).toEqual({ id: 2, move_to: 3 });
    expect(await screen.findByText(WORKFLOW_MESSAGES.statusDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowNames()).toEqual(['To Do', 'Completed']));
  });

  it('asks where the tasks go straight away when the list already counts them', async () => {
    const api = statusesApi();
    const { user } = await renderPage();

    await user.click(within(row('To Do')).getByLabelText(R.delete('To Do')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(WORKFLOW_MESSAGES.statusInUse(1))).toBeInTheDocument();
    await user.click(await within(dialog).findByLabelText(WORKFLOW_TEXTS.deleteDialog.moveTo));
    await chooseSelectOption(user, 'In Progress');
    await user.click(within(dialog).getByTestId('workflow-delete-confirm'));

    await waitFor(() => expect(api.callsTo('DELETE /status/destroy')).toHaveLength(1));
    expect(api.callsTo('DELETE /status/destroy')[0]!.body).toEqual({ id: 1, move_to: 2 });
  });

  it('deletes an unused status after confirmation, and Cancel deletes nothing', async () => {
    const api = statusesApi();
    const { user } = await renderPage();

    await user.click(within(row('Completed')).getByLabelText(R.delete('Completed')));
    await user.click(within(await screen.findByRole('dialog')).getByText(WORKFLOW_TEXTS.deleteDialog.cancel));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /status/destroy')).toHaveLength(0);

    await user.click(within(row('Completed')).getByLabelText(R.delete('Completed')));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('workflow-delete-confirm'));
    await waitFor(() => expect(api.callsTo('DELETE /status/destroy')).toHaveLength(1));
    expect(api.callsTo('DELETE /status/destroy')[0]!.body).toEqual({ id: 3 });
    await waitFor(() => expect(rowNames()).toEqual(['To Do', 'In Progress']));
  });

  it('says the last status cannot be deleted', async () => {
    const api = statusesApi([{ ...STATUSES[0]!, task_count: 0 }]);
    const { user } = await renderPage();

    await user.click(within(row('To Do')).getByLabelText(R.delete('To Do')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(WORKFLOW_MESSAGES.statusLast)).toBeInTheDocument();
    expect(within(dialog).getByTestId('workflow-delete-confirm')).toBeDisabled();
    expect(api.callsTo('DELETE /status/destroy')).toHaveLength(0);
  });

  it("shows the server's refusal when it keeps the last status", async () => {
    statusesApi(
      STATUSES.map((status) => ({ ...status, task_count: 0 })),
      {
        'DELETE /status/destroy': () =>
          new Reply(422, { error: true, message: WORKFLOW_MESSAGES.statusLast, errors: { id: [WORKFLOW_MESSAGES.statusLast] } }),
      },
    );
    const { user } = await renderPage();

    await user.click(within(row('Completed')).getByLabelText(R.delete('Completed')));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('workflow-delete-confirm'));
    expect(await within(dialog).findByText(WORKFLOW_MESSAGES.statusLast)).toBeInTheDocument();
  });

  it('is read-only for a developer', async () => {
    statusesApi();
    await renderPage('developer');

    expect(screen.getByText(STATUS_TEXTS.readOnly)).toBeInTheDocument();
    expect(rowNames()).toEqual(['To Do', 'In Progress', 'Completed']);
    expect(within(row('In Progress')).getByText('In progress')).toBeInTheDocument();
    expect(within(row('To Do')).getByTestId('workflow-task-count')).toHaveTextContent('1 task');
    expect(screen.queryByTestId('workflow-create-name')).not.toBeInTheDocument();
    expect(screen.queryByText(STATUS_TEXTS.addButton)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(R.rename('To Do'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(R.moveDown('To Do'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(R.delete('To Do'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(R.color('To Do'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(R.dragHandle('To Do'))).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /statuses': () => (fail ? new Reply(500, { error: true, message: 'Server exploded' }) : STATUSES),
    });
    renderWithApp(<StatusesPage />);
    const user = fastUser();

    expect(await screen.findByText(STATUS_TEXTS.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('Server exploded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByText(WORKFLOW_TEXTS.retry));
    await waitFor(() => expect(rowNames()).toEqual(['To Do', 'In Progress', 'Completed']));
  });

  it('shows the empty state', async () => {
    statusesApi([]);
    renderWithApp(<StatusesPage />);
    expect(await screen.findByText(STATUS_TEXTS.empty)).toBeInTheDocument();
  });
});
