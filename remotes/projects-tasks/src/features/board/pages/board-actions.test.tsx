import { TASK_MESSAGES } from '@kanri/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeMember, makeTask } from '../../../test-utils';
import { BOARD_TEXTS as T } from '../texts';
import { card, cardTitles, column, openBoard, withBoardGeometry } from '../test-support';

withBoardGeometry();

const tasks = () => [
  makeTask(1, { title: 'Write brief', assignee_ids: [1], priority_id: 3, due_date: '2026-11-05' }),
  makeTask(2, {
    title: 'Design mockups',
    status_id: 2,
    assignee_ids: [2],
    priority_id: 1,
    due_date: '2026-11-20',
    created_by: 2,
  }),
  makeTask(3, { title: 'Ship it', priority_id: 2 }),
];

async function openComposer(statusId: number, statusName: string) {
  fireEvent.click(within(column(statusId)).getByRole('button', { name: T.addTaskTo(statusName) }));
  return within(column(statusId)).findByRole('textbox', { name: T.addTaskTo(statusName) });
}

async function chooseCardAction(
  taskId: number,
  title: string,
  item: string,
  user: { click: (element: Element) => Promise<void> },
) {
  fireEvent.click(within(card(taskId)).getByRole('button', { name: T.cardActions(title) }));
  const menu = await screen.findByRole('menu');
  await user.click(within(menu).getByText(item));
}

describe('inline Add Task', () => {
  it('adds a task with the column status on Enter and stays open for the next one', async () => {
    const { server, user } = await openBoard({ tasks: tasks() });
    const input = await openComposer(2, 'In Progress');
    await user.type(input, '  Review copy  {Enter}');
    await waitFor(() => expect(cardTitles(2)).toEqual(['Design mockups', 'Review copy']));
    expect(server.callsTo('POST /tasks/store')[0]!.body).toEqual({
      project_id: 1,
      title: 'Review copy',
      status_id: 2,
      progress: 0,
      assignee_ids: [],
    });
    const added = server.state.tasks.at(-1)!;
    expect(card(added.id)).toHaveAttribute('data-highlighted', 'true');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(input).toBeInTheDocument();
  });

  it('refuses a blank name and cancels with Escape', async () => {
    const { server, user } = await openBoard({ tasks: tasks() });
    const input = await openComposer(1, 'To Do');
    await user.type(input, '   {Enter}');
    expect(await screen.findByText(TASK_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(server.callsTo('POST /tasks/store')).toHaveLength(0);
    await user.type(input, 'Draft{Escape}');
    await waitFor(() => expect(within(column(1)).queryByRole('textbox')).toBeNull());
    expect(server.callsTo('POST /tasks/store')).toHaveLength(0);
    expect(cardTitles(1)).toEqual(['Write brief', 'Ship it']);
  });

  it('opens the first column for the header Add Task', async () => {
    const { user } = await openBoard({ tasks: tasks() });
    await user.click(screen.getByTestId('board-add-task'));
    expect(await within(column(1)).findByRole('textbox', { name: T.addTaskTo('To Do') })).toHaveFocus();
  });
});

describe('card menu', () => {
  it('opens the task with Edit Task', async () => {
    const { user, pathname } = await openBoard({ tasks: tasks() });
    await chooseCardAction(3, 'Ship it', T.editTask, user);
    expect(pathname()).toBe('/dashboard/tasks/3');
  });

  it('duplicates every field of the task and shows the copy', async () => {
    const fields = {
      description: 'Three screens',
      status_id: 2,
      priority_id: 3,
      assignee_ids: [2, 1],
      start_date: '2026-11-02',
      due_date: '2026-11-20',
      progress: 30,
      time_estimate_minutes: 120,
      track_time: true,
      tag_ids: [1, 3],
      custom_field_values: { '10': 500 },
    };
    const { server, user } = await openBoard({
      tasks: [makeTask(1, { title: 'Write brief' }), makeTask(2, { title: 'Design mockups', ...fields })],
    });
    await chooseCardAction(2, 'Design mockups', T.duplicate, user);
    await waitFor(() => expect(cardTitles(2)).toEqual(['Design mockups', 'Design mockups']));
    expect(server.callsTo('POST /tasks/store')[0]!.body).toEqual({ project_id: 1, title: 'Design mockups', ...fields });
    expect(await screen.findByText(T.duplicated)).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const { server, user } = await openBoard({ tasks: tasks() });
    await chooseCardAction(3, 'Ship it', T.delete, user);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(cardTitles(1)).toEqual(['Write brief']));
    expect(server.callsTo('DELETE /tasks/destroy')[0]!.body).toEqual({ id: 3 });
    expect(await screen.findByText(TASK_MESSAGES.taskDeleted)).toBeInTheDocument();
  });

  it('offers Delete to a member only on the tasks they created', async () => {
    await openBoard({ tasks: tasks() }, { role: 'member' });
    fireEvent.click(within(card(2)).getByRole('button', { name: T.cardActions('Design mockups') }));
    const others = await screen.findByRole('menu');
    expect(within(others).getByText(T.duplicate)).toBeInTheDocument();
    expect(within(others).queryByText(T.delete)).toBeNull();
    fireEvent.click(within(card(2)).getByRole('button', { name: T.cardActions('Design mockups') }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.click(within(card(3)).getByRole('button', { name: T.cardActions('Ship it') }));
    const own = await screen.findByRole('menu');
    expect(within(own).getByText(T.delete)).toBeInTheDocument();
  });
});

describe('filter', () => {
  it('filters by text, assignee and due date on the loaded tasks, counts the filters and clears them', async () => {
    const { server, user } = await openBoard({
      tasks: tasks(),
      members: [makeMember(1, { full_name: 'Ada Lovelace' }), makeMember(2, { full_name: 'Alan Turing' })],
    });
    const requests = server.callsTo('GET /tasks').length;
    await user.click(screen.getByTestId('board-filter-button'));
    const text = await screen.findByRole('textbox', { name: T.filterText });
    await user.type(text, 'ship');
    await waitFor(() => expect(cardTitles(1)).toEqual(['Ship it']));
    expect(cardTitles(2)).toEqual([]);
    expect(within(column(2)).getByText(T.noMatchesInColumn)).toBeInTheDocument();
    expect(screen.getByTestId('board-filter-count')).toHaveTextContent('1');
    expect(screen.getByTestId('board-filter-button')).toHaveAccessibleName(T.filterWithCount(1));

    await user.clear(text);
    await user.click(screen.getByRole('combobox', { name: T.filterAssignees }));
    await user.click(await screen.findByTitle('Alan Turing'));
    await waitFor(() => expect(cardTitles(2)).toEqual(['Design mockups']));
    expect(cardTitles(1)).toEqual([]);
    expect(screen.getByTestId('board-filter-count')).toHaveTextContent('1');

    await user.click(screen.getByTestId('board-filter-clear'));
    await waitFor(() => expect(cardTitles(1)).toEqual(['Write brief', 'Ship it']));
    expect(screen.queryByTestId('board-filter-count')).toBeNull();
    // Applied in the browser: no new request.
    expect(server.callsTo('GET /tasks')).toHaveLength(requests);
  });

  it('filters by priority', async () => {
    const { user } = await openBoard({ tasks: tasks() });
    await user.click(screen.getByTestId('board-filter-button'));
    await user.click(await screen.findByRole('combobox', { name: T.filterPriority }));
    await user.click(await screen.findByTitle('High'));
    await waitFor(() => expect(cardTitles(1)).toEqual(['Write brief']));
    expect(cardTitles(2)).toEqual([]);
  });
});
