import { WORKFLOW_MESSAGES, type Priority } from '@kanri/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Reply, PRIORITIES } from '../../../test-utils';
import { chooseSelectOption, fastUser, openSelectOptions } from '../../workflow/test-support';
import { WORKFLOW_TEXTS } from '../../workflow';
import { PRIORITY_TEXTS } from '../texts';
import PrioritiesPage from './priorities-page';

const R = WORKFLOW_TEXTS.row;

// See statuses-page.test.tsx: label/text queries, patient waits on a busy machine.
configure({ asyncUtilTimeout: 5000, defaultHidden: true });
jest.setTimeout(90_000);

/** A stateful fake of the priority endpoints, refusing to delete a used priority without move_to. */
function prioritiesApi(initial: Priority[] = PRIORITIES) {
  let priorities = initial.map((priority) => ({ ...priority }));
  return fakeApi({
    'GET /priorities': () => priorities,
    'POST /priority/store': ({ body }) => {
      const created: Priority = {
        id: 50,
        slug: 'x',
        position: priorities.length,
        task_count: 0,
        ...(body as { name: string; color: string }),
      };
      priorities = [...priorities, created];
      return created;
    },
    'PUT /priority/update': ({ body }) => {
      const { id, position, ...fields } = body as Partial<Priority> & { id: number };
      priorities = priorities.map((priority) => (priority.id === id ? { ...priority, ...fields } : priority));
      if (position !== undefined) {
        const moving = priorities.find((priority) => priority.id === id)!;
        const rest = priorities.filter((priority) => priority.id !== id);
        rest.splice(position, 0, moving);
        priorities = rest.map((priority, index) => ({ ...priority, position: index }));
      }
      return priorities.find((priority) => priority.id === id);
    },
    'DELETE /priority/destroy': ({ body }) => {
      const { id, move_to } = body as { id: number; move_to?: number };
      const count = priorities.find((priority) => priority.id === id)?.task_count ?? 0;
      if (count > 0 && move_to === undefined) {
        const message = WORKFLOW_MESSAGES.priorityInUse(count);
        return new Reply(422, { error: true, message, errors: { move_to: [message] } });
      }
      priorities = priorities.filter((priority) => priority.id !== id);
      return { id };
    },
  });
}

const rows = () => screen.getAllByTestId(/^workflow-row-/);
const rowNames = () => rows().map((row) => within(row).getByTestId('workflow-name').textContent);
const row = (name: string) => rows().find((element) => element.getAttribute('data-workflow-name') === name)!;

async function renderPage(role: 'admin' | 'manager' | 'developer' | 'designer' | 'member' = 'manager') {
  const view = renderWithApp(<PrioritiesPage />, { role });
  expect(await screen.findByRole('table')).toHaveAttribute('aria-label', PRIORITY_TEXTS.listLabel);
  return { ...view, user: fastUser() };
}

describe('Priorities screen', () => {
  it('lists the priorities in order with their task counts and no category', async () => {
    prioritiesApi();
    await renderPage();

    expect(screen.getByText(PRIORITY_TEXTS.title, { selector: 'h2' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Low', 'Medium', 'High']);
    expect(within(row('Low')).getByTestId('workflow-task-count')).toHaveTextContent('0 tasks');
    expect(within(row('Medium')).getByTestId('workflow-task-count')).toHaveTextContent('2 tasks');
    expect(screen.queryByText(WORKFLOW_TEXTS.columns.category)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(R.category('Low'))).not.toBeInTheDocument();
  });

  it('creates a priority with its name and colour only', async () => {
    const api = prioritiesApi();
    const { user } = await renderPage();

    await user.click(await screen.findByTestId('workflow-create-name'));
    await user.paste('Urgent');
    await user.click(screen.getByLabelText(WORKFLOW_TEXTS.form.chooseColor('#ef4444')));
    await user.click(screen.getByText(PRIORITY_TEXTS.addButton));

    await waitFor(() => expect(api.callsTo('POST /priority/store')).toHaveLength(1));
    expect(api.callsTo('POST /priority/store')[0]!.body).toEqual({ name: 'Urgent', color: '#ef4444' });
    expect(await screen.findByText(WORKFLOW_MESSAGES.priorityCreated)).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Low', 'Medium', 'High', 'Urgent']));
  });

  it('moves a priority up and sends its new position', async () => {
    const api = prioritiesApi();
    const { user } = await renderPage();

    await user.click(within(row('High')).getByLabelText(R.moveUp('High')));

    await waitFor(() => expect(api.callsTo('PUT /priority/update')).toHaveLength(1));
    expect(api.callsTo('PUT /priority/update')[0]!.body).toEqual({ id: 3, position: 1 });
    expect(rowNames()).toEqual(['Low', 'High', 'Medium']);
  });

  it('moves the tasks of a priority in use to the chosen one before deleting it', async () => {
    const api = prioritiesApi();
    const { user } = await renderPage();

    await user.click(within(row('Medium')).getByLabelText(R.delete('Medium')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(WORKFLOW_MESSAGES.priorityInUse(2))).toBeInTheDocument();
    expect(within(dialog).getByTestId('workflow-delete-confirm')).toBeDisabled();

    await user.click(await within(dialog).findByLabelText(WORKFLOW_TEXTS.deleteDialog.moveTo));
    await waitFor(() => expect(openSelectOptions()).toEqual(['Low', 'High']));
    await chooseSelectOption(user, 'High');
    await user.click(within(dialog).getByTestId('workflow-delete-confirm'));

    await waitFor(() => expect(api.callsTo('DELETE /priority/destroy')).toHaveLength(1));
    expect(api.callsTo('DELETE /priority/destroy')[0]!.body).toEqual({ id: 2, move_to: 3 });
    expect(await screen.findByText(WORKFLOW_MESSAGES.priorityDeleted)).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Low', 'High']));
  });

  it('may delete the last priority when no task uses it', async () => {
    const api = prioritiesApi([PRIORITIES[0]!]);
    const { user } = await renderPage('admin');

    await user.click(within(row('Low')).getByLabelText(R.delete('Low')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(WORKFLOW_TEXTS.deleteDialog.body)).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('workflow-delete-confirm'));

    await waitFor(() => expect(api.callsTo('DELETE /priority/destroy')).toHaveLength(1));
    expect(await screen.findByText(PRIORITY_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByText(PRIORITY_TEXTS.emptyHint)).toBeInTheDocument();
  });

  it.each(['developer', 'designer', 'member'] as const)('is read-only for a %s', async (role) => {
    prioritiesApi();
    await renderPage(role);

    expect(screen.getByText(PRIORITY_TEXTS.readOnly)).toBeInTheDocument();
    expect(rowNames()).toEqual(['Low', 'Medium', 'High']);
    expect(screen.queryByTestId('workflow-create-name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(R.rename('Low'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(R.moveUp('High'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(R.delete('Low'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(R.color('Low'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(R.dragHandle('Low'))).not.toBeInTheDocument();
  });
});
