import { TODO_MESSAGES, todoMarkedMessage } from '@kanri/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { makeTodo, Reply, skipContractCheck, spyOnToasts, toastTexts } from '../../../test-utils';
import {
  cardValue,
  clickOpenOption,
  FAKE_TODAY,
  openOptions,
  pickOption,
  renderTodosPage,
  shownTitles,
  todoCard,
} from '../test-support';
import { TODOS_TEXTS } from '../texts';

// Lazy design-system parts (inputs, selects, modal) are slow to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const T = TODOS_TEXTS;
const M = TODO_MESSAGES;

const validation = (errors: Record<string, string[]>) =>
  new Reply(422, { error: true, message: 'The given data was invalid.', errors });

const SAMPLE = [
  makeTodo(1, {
    title: 'Write the launch plan',
    description: 'First line\nSecond line',
    priority: 'high',
    status: 'in_progress',
    due_date: '2026-11-05',
  }),
  makeTodo(2, { title: 'Call the printer', priority: 'urgent', due_date: '2026-11-01' }),
  makeTodo(3, { title: 'Book the venue', status: 'completed', priority: 'low', due_date: '2026-10-20' }),
  makeTodo(4, { title: 'Order badges', due_date: FAKE_TODAY }),
  makeTodo(5, { title: 'Old idea', status: 'cancelled', due_date: '2026-10-01' }),
];

const lastQuery = (view: ReturnType<typeof renderTodosPage>) => Object.fromEntries(view.api.callsTo('GET /todos').at(-1)!.query);

/** The open dialog, once it shows `title` (antd's test ids make its accessible name unreliable under jsdom). */
async function findDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByText(title, { selector: '.ant-modal-title' })).toBeInTheDocument());
  return dialog;
}

async function openMenuItem(view: ReturnType<typeof renderTodosPage>, title: string, item: string) {
  await view.user.click(within(todoCard(title)).getByRole('button', { name: T.card.actions(title) }));
  await view.user.click(await screen.findByRole('menuitem', { name: new RegExp(item) }));
}

afterEach(() => {
  jest.restoreAllMocks();
});

/** A reply without the API's envelope (a gateway's bare 502): the screen's own failure text shows. */
const bareFailure = (route: string) => {
  skipContractCheck(route, 'a gateway failure without the API’s envelope, to show the default failure text');
  return new Reply(502, '');
};

describe('TodosPage', () => {
  it('shows the header, the five cards from the reply’s counts and each todo as a card', async () => {
    const view = renderTodosPage({ todos: SAMPLE });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.add })).toBeInTheDocument();
    await waitFor(() => expect(shownTitles()).toHaveLength(5));
    expect(cardValue(T.cards.total)).toBe('5');
    expect(cardValue(T.cards.pending)).toBe('2');
    expect(cardValue(T.cards.in_progress)).toBe('1');
    expect(cardValue(T.cards.completed)).toBe('1');
    expect(cardValue(T.cards.overdue)).toBe('1');
    // Asked in the user's time zone, one page of the API's size.
    expect(lastQuery(view)).toEqual({ time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone, per_page: '50' });

    const plan = todoCard('Write the launch plan');
    expect(within(plan).getByText(T.priorities.high)).toBeInTheDocument();
    expect(within(plan).getByText(T.statuses.in_progress)).toBeInTheDocument();
    expect(within(plan).getByText('Due Nov 5')).toBeInTheDocument();
    // Line breaks are kept.
    expect(within(plan).getByTestId('todo-description').textContent).toContain('First line\nSecond line');
    expect(within(plan).getByRole('checkbox', { name: 'Write the launch plan' })).not.toBeChecked();
    expect(within(plan).queryByText(T.overdue)).not.toBeInTheDocument();

    // Due before the reply's today and still open: Overdue. Due today is not overdue.
    expect(within(todoCard('Call the printer')).getByText(T.overdue)).toBeInTheDocument();
    expect(within(todoCard('Call the printer')).getByText(T.priorities.urgent)).toBeInTheDocument();
    expect(within(todoCard('Order badges')).getByText(T.card.dueToday)).toBeInTheDocument();
    expect(within(todoCard('Order badges')).queryByText(T.overdue)).not.toBeInTheDocument();
    // Completed: checked, struck through, never overdue; cancelled is not overdue either.
    const booked = todoCard('Book the venue');
    expect(within(booked).getByRole('checkbox', { name: 'Book the venue' })).toBeChecked();
    expect(within(booked).getByTestId('todo-title').querySelector('del')).not.toBeNull();
    expect(within(booked).queryByText(T.overdue)).not.toBeInTheDocument();
    expect(within(todoCard('Old idea')).getByText(T.statuses.cancelled)).toBeInTheDocument();
    expect(within(todoCard('Old idea')).queryByText(T.overdue)).not.toBeInTheDocument();
    expect(screen.getByText(T.list.shown(5, 5))).toBeInTheDocument();
  });

  it('filters by status (Cancelled and Overdue too) and priority on the server', async () => {
    const view = renderTodosPage({ todos: SAMPLE });
    await waitFor(() => expect(shownTitles()).toHaveLength(5));

    const status = screen.getByRole('combobox', { name: T.filters.status });
    await view.user.click(status);
    await waitFor(() =>
      expect(openOptions()).toEqual([T.filters.allStatuses, 'Pending', 'In Progress', 'Completed', 'Cancelled', 'Overdue']),
    );
    await view.user.keyboard('{Escape}');
    await pickOption(view.user, status, 'Cancelled');
    await waitFor(() => expect(shownTitles()).toEqual(['Old idea']));
    expect(lastQuery(view)).toMatchObject({ status: 'cancelled' });

    await pickOption(view.user, status, 'Overdue');
    await waitFor(() => expect(shownTitles()).toEqual(['Call the printer']));
    expect(lastQuery(view)).toMatchObject({ status: 'overdue' });

    await pickOption(view.user, status, T.filters.allStatuses);
    const priority = screen.getByRole('combobox', { name: T.filters.priority });
    await view.user.click(priority);
    await waitFor(() => expect(openOptions()).toEqual([T.filters.allPriorities, 'Low', 'Medium', 'High', 'Urgent']));
    await view.user.keyboard('{Escape}');
    await pickOption(view.user, priority, 'Urgent');
    await waitFor(() => expect(shownTitles()).toEqual(['Call the printer']));
    expect(lastQuery(view)).toMatchObject({ priority: 'urgent' });
    expect(lastQuery(view).status).toBeUndefined();
    // The cards still count every todo.
    expect(cardValue(T.cards.total)).toBe('5');
  });

  it('a card filters the list by its status', async () => {
    const view = renderTodosPage({ todos: SAMPLE });
    await waitFor(() => expect(shownTitles()).toHaveLength(5));
    await view.user.click(screen.getByTestId('todo-card-completed'));
    await waitFor(() => expect(shownTitles()).toEqual(['Book the venue']));
    expect(screen.getByTestId('todo-card-completed')).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(screen.getByTestId('todo-card-overdue'));
    await waitFor(() => expect(shownTitles()).toEqual(['Call the printer']));
    await view.user.click(screen.getByTestId('todo-card-total'));
    await waitFor(() => expect(shownTitles()).toHaveLength(5));
    expect(lastQuery(view).status).toBeUndefined();
  });

  it('searches on the server once typing pauses, keeping the list meanwhile', async () => {
    const view = renderTodosPage({ todos: SAMPLE });
    await waitFor(() => expect(shownTitles()).toHaveLength(5));
    const before = view.api.callsTo('GET /todos').length;
    await view.user.type(screen.getByRole('textbox', { name: T.filters.search }), 'printer');
    await waitFor(() => expect(shownTitles()).toEqual(['Call the printer']));
    const searches = view.api.callsTo('GET /todos').slice(before);
    expect(searches.map((call) => call.query.get('search'))).toEqual(['printer']);

    await view.user.clear(screen.getByRole('textbox', { name: T.filters.search }));
    await view.user.type(screen.getByRole('textbox', { name: T.filters.search }), 'nothing like it');
    expect(await screen.findByText(T.list.empty)).toBeInTheDocument();
    expect(screen.getByText(T.list.emptyFiltered)).toBeInTheDocument();
    // Some todos exist: the empty state offers no Add Todo of its own.
    expect(screen.getAllByRole('button', { name: T.add })).toHaveLength(1);
  });

  it('shows No todos found with Add Todo when there are none at all', async () => {
    const view = renderTodosPage();
    expect(await screen.findByText(T.list.empty)).toBeInTheDocument();
    expect(T.list.empty).toBe('No todos found');
    expect(cardValue(T.cards.total)).toBe('0');
    const buttons = screen.getAllByRole('button', { name: T.add });
    expect(buttons).toHaveLength(2);
    await view.user.click(buttons[1]!);
    expect(await findDialog(T.dialog.addTitle)).toBeInTheDocument();
  });

  it('Add Todo refuses an empty title (nothing sent), then creates the todo: toast, list and cards reloaded', async () => {
    const toasts = spyOnToasts();
    const view = renderTodosPage({ todos: SAMPLE.slice(0, 1) });
    await waitFor(() => expect(shownTitles()).toHaveLength(1));
    await view.user.click(screen.getByRole('button', { name: T.add }));
    const dialog = await findDialog(T.dialog.addTitle);

    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.add }));
    expect(await within(dialog).findByText(M.required)).toBeInTheDocument();
    expect(M.required).toBe('Title is required');
    expect(view.api.callsTo('POST /todos/store')).toHaveLength(0);

    // Medium and pending by default; no Cancelled on create.
    expect(within(dialog).getByTitle(T.priorities.medium)).toBeInTheDocument();
    expect(within(dialog).getByTitle(T.statuses.pending)).toBeInTheDocument();
    // (Escape would close the dialog too: the list is closed by choosing.)
    await view.user.click(within(dialog).getByRole('combobox', { name: T.dialog.status }));
    await waitFor(() => expect(openOptions()).toEqual(['Pending', 'In Progress', 'Completed']));
    await clickOpenOption(view.user, 'In Progress');

    await view.user.type(within(dialog).getByRole('textbox', { name: T.dialog.title }), '  Print the flyers ');
    await view.user.type(within(dialog).getByRole('textbox', { name: T.dialog.description }), 'A5{Enter}Two hundred');
    await pickOption(view.user, within(dialog).getByRole('combobox', { name: T.dialog.priority }), 'Urgent');
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.add }));

    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([M.created]));
    expect(view.api.callsTo('POST /todos/store').map((call) => call.body)).toEqual([
      { title: 'Print the flyers', description: 'A5\nTwo hundred', priority: 'urgent', status: 'in_progress', due_date: null },
    ]);
    await waitFor(() => expect(shownTitles()).toContain('Print the flyers'));
    expect(cardValue(T.cards.total)).toBe('2');
    expect(cardValue(T.cards.in_progress)).toBe('2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('places a 422 under its field, and toasts other failures (the server’s message, else Failed to add todo)', async () => {
    const toasts = spyOnToasts();
    let reply: unknown = validation({ title: [M.titleTooLong] });
    const view = renderTodosPage({ handlers: { 'POST /todos/store': () => reply } });
    await screen.findByText(T.list.empty);
    await view.user.click(screen.getAllByRole('button', { name: T.add })[0]!);
    const dialog = await findDialog(T.dialog.addTitle);
    const title = within(dialog).getByRole('textbox', { name: T.dialog.title });
    await view.user.type(title, 'Plan');
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.add }));
    expect(await within(dialog).findByText(M.titleTooLong)).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');

    reply = new Reply(503, { error: true, message: 'The database is being upgraded' });
    await view.user.type(title, ' it');
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.add }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['The database is being upgraded']));

    reply = bareFailure('POST /todos/store');
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.add }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['The database is being upgraded', M.createFailed]));
    expect(M.createFailed).toBe('Failed to add todo');
    expect(screen.getByRole('dialog')).toHaveTextContent(T.dialog.addTitle);
  });

  it('the checkbox completes a todo and reopens it as pending, with the spec’s toasts', async () => {
    const toasts = spyOnToasts();
    const view = renderTodosPage({ todos: SAMPLE.slice(0, 2) });
    await waitFor(() => expect(shownTitles()).toHaveLength(2));
    await view.user.click(screen.getByRole('checkbox', { name: 'Call the printer' }));
    // At once, before the server answers; and no longer overdue.
    expect(screen.getByRole('checkbox', { name: 'Call the printer' })).toBeChecked();
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([todoMarkedMessage('completed')]));
    expect(todoMarkedMessage('completed')).toBe('Todo marked as completed');
    await waitFor(() => expect(within(todoCard('Call the printer')).queryByText(T.overdue)).not.toBeInTheDocument());
    await waitFor(() => expect(cardValue(T.cards.completed)).toBe('1'));
    expect(cardValue(T.cards.overdue)).toBe('0');

    await view.user.click(screen.getByRole('checkbox', { name: 'Call the printer' }));
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual(['Todo marked as completed', 'Todo marked as pending']));
    expect(view.api.callsTo('POST /todos/update').map((call) => call.body)).toEqual([
      { id: 2, status: 'completed' },
      { id: 2, status: 'pending' },
    ]);
    // An in-progress todo checks to completed too.
    await view.user.click(screen.getByRole('checkbox', { name: 'Write the launch plan' }));
    await waitFor(() => expect(view.api.callsTo('POST /todos/update').at(-1)!.body).toEqual({ id: 1, status: 'completed' }));
  });

  it('a refused toggle is put back and toasted (the server’s message, else Failed to update todo)', async () => {
    const toasts = spyOnToasts();
    let reply: unknown = new Reply(404, { error: true, message: M.notFound });
    const view = renderTodosPage({ todos: SAMPLE.slice(1, 2), handlers: { 'POST /todos/update': () => reply } });
    await waitFor(() => expect(shownTitles()).toHaveLength(1));
    const checkbox = screen.getByRole('checkbox', { name: 'Call the printer' });
    await view.user.click(checkbox);
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.notFound]));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Call the printer' })).not.toBeChecked());

    reply = bareFailure('POST /todos/update');
    await view.user.click(screen.getByRole('checkbox', { name: 'Call the printer' }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.notFound, M.updateFailed]));
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('Edit offers Cancelled and saves only what changed', async () => {
    const toasts = spyOnToasts();
    const view = renderTodosPage({ todos: SAMPLE.slice(0, 1) });
    await waitFor(() => expect(shownTitles()).toHaveLength(1));
    await openMenuItem(view, 'Write the launch plan', T.card.edit);
    const dialog = await findDialog(T.dialog.editTitle);
    expect(within(dialog).getByRole('textbox', { name: T.dialog.title })).toHaveValue('Write the launch plan');
    expect(within(dialog).getByRole('textbox', { name: T.dialog.description })).toHaveValue('First line\nSecond line');

    await view.user.click(within(dialog).getByRole('combobox', { name: T.dialog.status }));
    await waitFor(() => expect(openOptions()).toEqual(['Pending', 'In Progress', 'Completed', 'Cancelled']));
    await clickOpenOption(view.user, 'Cancelled');
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.save }));

    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([M.updated]));
    expect(view.api.callsTo('POST /todos/update').map((call) => call.body)).toEqual([{ id: 1, status: 'cancelled' }]);
    await waitFor(() => expect(within(todoCard('Write the launch plan')).getByText(T.statuses.cancelled)).toBeInTheDocument());
  });

  it('Edit refuses a cleared title, and toasts a failed save', async () => {
    const toasts = spyOnToasts();
    const view = renderTodosPage({
      todos: SAMPLE.slice(0, 1),
      handlers: { 'POST /todos/update': () => bareFailure('POST /todos/update') },
    });
    await waitFor(() => expect(shownTitles()).toHaveLength(1));
    await openMenuItem(view, 'Write the launch plan', T.card.edit);
    const dialog = await findDialog(T.dialog.editTitle);
    const title = within(dialog).getByRole('textbox', { name: T.dialog.title });
    await view.user.clear(title);
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.save }));
    expect(await within(dialog).findByText(M.required)).toBeInTheDocument();
    expect(view.api.callsTo('POST /todos/update')).toHaveLength(0);

    await view.user.type(title, 'Rewrite the plan');
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.save }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.updateFailed]));
    expect(view.api.callsTo('POST /todos/update').map((call) => call.body)).toEqual([{ id: 1, title: 'Rewrite the plan' }]);
  });

  it('Delete asks first, then deletes: toast, list and cards reloaded', async () => {
    const toasts = spyOnToasts();
    const view = renderTodosPage({ todos: SAMPLE.slice(0, 2) });
    await waitFor(() => expect(shownTitles()).toHaveLength(2));
    await openMenuItem(view, 'Call the printer', T.card.delete);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(M.confirmDelete);
    expect(M.confirmDelete).toBe('Are you sure you want to delete this todo?');
    expect(dialog).toHaveTextContent('Call the printer');
    await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));

    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([M.deleted]));
    expect(view.api.callsTo('DELETE /todos/destroy/:id').map((call) => call.path)).toEqual(['/todos/destroy/2']);
    await waitFor(() => expect(shownTitles()).toEqual(['Write the launch plan']));
    expect(cardValue(T.cards.total)).toBe('1');
  });

  it('a refused delete is toasted and the dialog stays', async () => {
    const toasts = spyOnToasts();
    let reply: unknown = new Reply(404, { error: true, message: M.notFound });
    const view = renderTodosPage({ todos: SAMPLE.slice(0, 1), handlers: { 'DELETE /todos/destroy/:id': () => reply } });
    await waitFor(() => expect(shownTitles()).toHaveLength(1));
    await openMenuItem(view, 'Write the launch plan', T.card.delete);
    const dialog = await screen.findByRole('dialog');
    await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.notFound]));
    reply = bareFailure('DELETE /todos/destroy/:id');
    await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.notFound, M.deleteFailed]));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('shows Failed to load todos (and toasts the server’s message) when the list cannot load, then retries', async () => {
    const toasts = spyOnToasts();
    let fail = true;
    const view = renderTodosPage({
      todos: SAMPLE.slice(0, 1),
      handlers: {
        'GET /todos': () =>
          fail
            ? new Reply(503, { error: true, message: 'The database is being upgraded' })
            : {
                items: SAMPLE.slice(0, 1),
                total: 1,
                page: 1,
                per_page: 50,
                counts: { total: 1, pending: 0, in_progress: 1, completed: 0, overdue: 0 },
                today: FAKE_TODAY,
              },
      },
    });
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(M.loadFailed);
    expect(panel).toHaveTextContent('The database is being upgraded');
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['The database is being upgraded']));
    expect(cardValue(T.cards.total)).toBe('—');

    fail = false;
    await view.user.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownTitles()).toEqual(['Write the launch plan']));
    expect(cardValue(T.cards.total)).toBe('1');
  });

  it('loads the next page with Load more until the total is reached', async () => {
    const many = Array.from({ length: 60 }, (_, index) => makeTodo(index + 1, { title: `Todo number ${index + 1}` }));
    const view = renderTodosPage({ todos: many });
    await waitFor(() => expect(shownTitles()).toHaveLength(50));
    expect(screen.getByText(T.list.shown(50, 60))).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: T.list.loadMore }));
    await waitFor(() => expect(shownTitles()).toHaveLength(60));
    expect(lastQuery(view)).toMatchObject({ page: '2', per_page: '50' });
    expect(screen.getByText(T.list.shown(60, 60))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.list.loadMore })).not.toBeInTheDocument();
  });

  describe('?todo=ID (a search result)', () => {
    it('opens the todo’s edit dialog, whatever page it is on, and closing it takes the parameter off the URL', async () => {
      const many = Array.from({ length: 120 }, (_, index) => makeTodo(index + 1, { title: `Todo ${index + 1}` }));
      const view = renderTodosPage({ todos: many, options: { path: '/dashboard/todos?todo=117' } });
      const dialog = await findDialog(T.dialog.editTitle);
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: T.dialog.title })).toHaveValue('Todo 117'));
      expect(view.router.state.location.search).toBe('?todo=117');
      await view.user.click(within(dialog).getByRole('button', { name: T.dialog.cancel }));
      await waitFor(() => expect(view.router.state.location.search).toBe(''));
      expect(view.router.state.historyAction).toBe('REPLACE');
    });

    it('toasts Todo not found. for an unknown id and removes the parameter', async () => {
      const toasts = spyOnToasts();
      const view = renderTodosPage({ todos: SAMPLE, options: { path: '/dashboard/todos?todo=999' } });
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.notFound]));
      expect(M.notFound).toBe('Todo not found.');
      await waitFor(() => expect(view.router.state.location.search).toBe(''));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
