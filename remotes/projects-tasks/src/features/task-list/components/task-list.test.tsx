import { BUILT_IN_COLUMNS, COLUMN_WIDTHS, DEFAULT_CLICK_APPS, type CustomField } from '@kanri/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dueDateFromShortcut } from '../../../domain';
import { makeProject, makeTask, Reply } from '../../../test-utils';
import { TASK_LIST_PAGE_SIZE } from '../api/task-list-queries';
import { TASK_LIST_TEXTS as T } from '../texts';
import { findRow, headerKeys, listServer, mockListGeometry, renderProjectPage, rows, rowTitles, VIEWPORT } from '../test-support';
import { HEADER_HEIGHT, ROW_HEIGHT } from './task-list-styles';

// Whole pages with antd under jsdom: slow on a busy machine.
jest.setTimeout(120_000);

let restoreGeometry: () => void;
beforeAll(() => {
  restoreGeometry = mockListGeometry();
});
afterAll(() => restoreGeometry());

const FIELD: CustomField = {
  id: 10,
  project_id: 1,
  name: 'Budget',
  type: 'money',
  options: null,
  settings: { currency: 'USD' },
  width: 150,
  position: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

function threeTasks() {
  return [
    makeTask(1, { title: 'Write brief', progress: 40 }),
    makeTask(2, { title: 'Design mockups', status_id: 2 }),
    makeTask(3, { title: 'Ship it' }),
  ];
}

function projectWith(overrides: Parameters<typeof makeProject>[1] = {}) {
  return makeProject(1, {
    name: 'Website',
    task_count: 3,
    status_counts: [
      { status_id: 1, count: 2 },
      { status_id: 2, count: 1 },
      { status_id: 3, count: 0 },
    ],
    ...overrides,
  });
}

async function openRowMenu(title: string) {
  const row = await findRow(title);
  fireEvent.click(within(row).getByRole('button', { name: T.rowActions(title) }));
  return screen.findByRole('menu');
}

async function chooseMenuItem(title: string, item: string, user: { click: (element: Element) => Promise<void> }) {
  const menu = await openRowMenu(title);
  await user.click(within(menu).getByText(item));
}

/** Drags with the pointer: press on `element`, move the window's pointer, release. */
function drag(element: Element, from: { x?: number; y?: number }, to: { x?: number; y?: number }) {
  fireEvent.pointerDown(element, { button: 0, clientX: from.x ?? 0, clientY: from.y ?? 0 });
  fireEvent.pointerMove(window, { clientX: (from.x ?? 0) + 6, clientY: (from.y ?? 0) + 6 });
  fireEvent.pointerMove(window, { clientX: to.x ?? 0, clientY: to.y ?? 0 });
  fireEvent.pointerUp(window, { clientX: to.x ?? 0, clientY: to.y ?? 0 });
}

/** The pointer position over the gap `gap` between rows (0 = above the first). */
const gapY = (gap: number) => HEADER_HEIGHT + gap * ROW_HEIGHT;

describe('task list columns', () => {
  it('shows every built-in column and the custom fields when the ClickApps are on', async () => {
    listServer({ project: projectWith(), tasks: threeTasks(), fields: [FIELD] });
    renderProjectPage(1);
    await findRow('Write brief');
    await waitFor(() => expect(headerKeys()).toEqual([...BUILT_IN_COLUMNS, 'custom:10']));
    for (const label of ['Task name', 'Assignee', 'Due date', 'Priority', 'Status', 'Time tracked', 'Progress', 'Budget']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(label) })).toBeInTheDocument();
    }
    expect(await screen.findByRole('button', { name: T.addColumn })).toBeInTheDocument();
  });

  it('hides Priority, Time tracked, custom columns and Add Column when their ClickApps are off', async () => {
    const click_apps = { ...DEFAULT_CLICK_APPS, priority: false, 'time-tracking': false, 'custom-fields': false };
    listServer({ project: projectWith({ click_apps }), tasks: threeTasks(), fields: [FIELD] });
    renderProjectPage(1);
    await findRow('Write brief');
    await waitFor(() => expect(headerKeys()).toEqual(['name', 'assignee', 'due_date', 'status', 'progress']));
    expect(screen.queryByRole('button', { name: T.addColumn })).not.toBeInTheDocument();
    expect(screen.queryByText('Budget')).not.toBeInTheDocument();
  });

  it('offers a single assignee picker when Multiple Assignees is off, several otherwise', async () => {
    const single = { ...DEFAULT_CLICK_APPS, 'multiple-assignees': false };
    listServer({ project: projectWith({ click_apps: single }), tasks: threeTasks() });
    const first = renderProjectPage(1);
    const row = await findRow('Write brief');
    await first.user.click(within(row).getByRole('button', { name: /Assignees of Write brief/ }));
    await screen.findByRole('combobox', { name: /Assignees of Write brief/ });
    expect(document.querySelector('.ant-select-multiple')).toBeNull();
    first.unmount();

    listServer({ project: projectWith(), tasks: threeTasks() });
    const second = renderProjectPage(1);
    const again = await findRow('Write brief');
    await second.user.click(within(again).getByRole('button', { name: /Assignees of Write brief/ }));
    await screen.findByRole('combobox', { name: /Assignees of Write brief/ });
    expect(document.querySelector('.ant-select-multiple')).not.toBeNull();
  });

  it('hides Add Column from roles that cannot create fields', async () => {
    listServer({ project: projectWith(), tasks: threeTasks(), fields: [FIELD] });
    renderProjectPage(1, { role: 'developer' });
    await findRow('Write brief');
    await screen.findByText('Budget');
    expect(screen.queryByRole('button', { name: T.addColumn })).not.toBeInTheDocument();
  });
});

describe('status counts', () => {
  it('shows the counts per status in the project order and follows a status change at once', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    const { user } = renderProjectPage(1);
    await findRow('Write brief');
    const counts = await screen.findByRole('list', { name: T.statusCounts });
    await waitFor(() =>
      expect(
        within(counts)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['To Do2', 'In Progress1', 'Completed0']),
    );

    // The server answers late: the counts change before it does.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = server.fetchMock.getMockImplementation()!;
    server.fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      if (String(input).includes('/tasks/update')) await gate;
      return original(input, init);
    });
    const row = await findRow('Write brief');
    await user.click(within(row).getByRole('button', { name: /Status of Write brief/ }));
    await user.click(await screen.findByTitle('Completed'));
    await waitFor(() => expect(screen.getByTestId('status-count-1')).toHaveTextContent('To Do1'));
    expect(screen.getByTestId('status-count-3')).toHaveTextContent('Completed1');
    release();
    await waitFor(() => expect(server.callsTo('PUT /tasks/update')).toHaveLength(1));
  });
});

describe('adding tasks', () => {
  it('creates a task with the defaults and puts its row in edit mode', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    const { user } = renderProjectPage(1);
    await findRow('Write brief');
    await user.click(screen.getByTestId('project-add-task'));
    await waitFor(() => expect(server.callsTo('POST /tasks/store')).toHaveLength(1));
    expect(server.callsTo('POST /tasks/store')[0]!.body).toEqual({
      project_id: 1,
      title: 'New Task',
      progress: 0,
      assignee_ids: [],
    });
    const name = await screen.findByRole('textbox', { name: T.taskName });
    expect(name).toHaveValue('New Task');
    expect(name.closest('[data-testid="task-row"]')).toHaveAttribute('data-task-id', '4');
    // The list's own Add Task does the same.
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('task-list-add-task'));
    await waitFor(() => expect(server.callsTo('POST /tasks/store')).toHaveLength(2));
  });

  it('names the first task of an empty project My First Task, from the empty state', async () => {
    const server = listServer({ project: projectWith({ task_count: 0, status_counts: [] }), tasks: [] });
    const { user } = renderProjectPage(1);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    const empty = screen.getByTestId('task-list-empty');
    await user.click(within(empty).getByRole('button', { name: T.addTask }));
    await waitFor(() => expect(server.callsTo('POST /tasks/store')[0]?.body).toMatchObject({ title: 'My First Task' }));
    expect(await screen.findByRole('textbox', { name: T.taskName })).toHaveValue('My First Task');
  });
});

describe('inline editing', () => {
  it('changes the status from the row dropdown with one updateTask', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    const { user } = renderProjectPage(1);
    const row = await findRow('Write brief');
    await user.click(within(row).getByRole('button', { name: /Status of Write brief: To Do/ }));
    await user.click(await screen.findByTitle('In Progress'));
    await waitFor(() => expect(server.callsTo('PUT /tasks/update')).toHaveLength(1));
    expect(server.callsTo('PUT /tasks/update')[0]!.body).toEqual({ id: 1, status_id: 2 });
    expect(
      await within(await findRow('Write brief')).findByRole('button', { name: /Status of Write brief: In Progress/ }),
    ).toBeInTheDocument();
  });

  it('rolls an inline change back and shows the server message when it is refused', async () => {
    listServer({
      project: projectWith(),
      tasks: threeTasks(),
      handlers: {
        'PUT /tasks/update': () => new Reply(422, { error: true, message: 'This status is not used in this project.' }),
      },
    });
    const { user } = renderProjectPage(1);
    const row = await findRow('Write brief');
    await user.click(within(row).getByRole('button', { name: /Priority of Write brief/ }));
    await user.click(await screen.findByTitle('High'));
    expect(await screen.findByText('This status is not used in this project.')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByRole('button', { name: /Priority of Write brief: Medium/ })).toBeInTheDocument());
  });

  it('sets the due date with the Tomorrow shortcut', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    const { user } = renderProjectPage(1);
    const row = await findRow('Write brief');
    await user.click(within(row).getByRole('button', { name: /Due date of Write brief/ }));
    await user.click(await screen.findByText('Tomorrow'));
    await waitFor(() => expect(server.callsTo('PUT /tasks/update')).toHaveLength(1));
    expect(server.callsTo('PUT /tasks/update')[0]!.body).toEqual({
      id: 1,
      due_date: dueDateFromShortcut('tomorrow', new Date()),
    });
  });

  it('opens the task when its name is clicked', async () => {
    listServer({ project: projectWith(), tasks: threeTasks() });
    const { user, pathname } = renderProjectPage(1);
    await user.click(await screen.findByRole('link', { name: 'Design mockups' }));
    expect(await screen.findByText('Task page')).toBeInTheDocument();
    expect(pathname()).toBe('/dashboard/tasks/2');
  });
});

describe('row edit mode', () => {
  it('saves every changed field with Enter', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    const { user } = renderProjectPage(1);
    await chooseMenuItem('Write brief', T.editRow, user);
    const name = await screen.findByRole('textbox', { name: T.taskName });
    await user.clear(name);
    await user.paste('Write the brief');
    await user.type(name, '{Enter}');
    await waitFor(() => expect(server.callsTo('PUT /tasks/update')).toHaveLength(1));
    expect(server.callsTo('PUT /tasks/update')[0]!.body).toEqual({ id: 1, title: 'Write the brief' });
    expect(screen.queryByRole('textbox', { name: T.taskName })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Write the brief' })).toBeInTheDocument();
  });

  it('drops the changes with Escape and sends nothing', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    const { user } = renderProjectPage(1);
    await chooseMenuItem('Write brief', T.editRow, user);
    const name = await screen.findByRole('textbox', { name: T.taskName });
    await user.click(name);
    await user.paste(' changed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: T.taskName })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write brief' })).toBeInTheDocument();
    expect(server.callsTo('PUT /tasks/update')).toHaveLength(0);
  });

  it('saves a non-numeric progress as 0 with Save', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    const { user } = renderProjectPage(1);
    await chooseMenuItem('Write brief', T.editRow, user);
    const progress = await screen.findByRole('textbox', { name: T.editProgress('Write brief') });
    expect(progress).toHaveValue('40');
    await user.clear(progress);
    await user.paste('abc');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(server.callsTo('PUT /tasks/update')).toHaveLength(1));
    expect(server.callsTo('PUT /tasks/update')[0]!.body).toEqual({ id: 1, progress: 0 });
    const row = await findRow('Write brief');
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('refuses a blank name and stays in edit mode', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    const { user } = renderProjectPage(1);
    await chooseMenuItem('Write brief', T.editRow, user);
    const name = await screen.findByRole('textbox', { name: T.taskName });
    await user.clear(name);
    await user.paste('   ');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The task name is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: T.taskName })).toBeInTheDocument();
    expect(server.callsTo('PUT /tasks/update')).toHaveLength(0);
  });
});

describe('custom field cells', () => {
  const NOTES: CustomField = { ...FIELD, id: 11, name: 'Notes', type: 'text', settings: {} };

  it('saves a value typed into a custom field cell at once', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks(), fields: [NOTES] });
    const { user } = renderProjectPage(1);
    const row = await findRow('Write brief');
    await user.click(await within(row).findByRole('button', { name: 'Edit Notes' }));
    await user.click(await within(row).findByRole('textbox', { name: 'Notes' }));
    await user.paste('Needs review');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.callsTo('PUT /tasks/update')).toHaveLength(1));
    expect(server.callsTo('PUT /tasks/update')[0]!.body).toEqual({ id: 1, custom_field_values: { '11': 'Needs review' } });
    expect(await within(await findRow('Write brief')).findByText('Needs review')).toBeInTheDocument();
  });

  it('undoes a refused pick in the open labels editor and reports it once', async () => {
    const TAGS: CustomField = {
      ...FIELD,
      id: 12,
      name: 'Tags',
      type: 'labels',
      settings: {},
      options: [
        { id: 'opt-a', label: 'Backend', color: '#3B82F6' },
        { id: 'opt-b', label: 'Urgent', color: '#EF4444' },
      ],
    };
    listServer({
      project: projectWith(),
      tasks: threeTasks(),
      fields: [TAGS],
      handlers: { 'PUT /tasks/update': () => new Reply(422, { error: true, message: 'That label is gone.' }) },
    });
    const { user } = renderProjectPage(1);
    const row = await findRow('Write brief');
    await user.click(await within(row).findByRole('button', { name: 'Edit Tags' }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (item) => item.textContent === 'Urgent',
      );
      if (!found) throw new Error('No option Urgent');
      return found;
    });
    await user.click(option);
    expect(await screen.findByText('That label is gone.')).toBeInTheDocument();
    await waitFor(() => expect(option).not.toHaveClass('ant-select-item-option-selected'));
    expect(screen.getAllByText('That label is gone.')).toHaveLength(1);
  });

  it('keeps custom values edited in row edit mode until Save, then sends them with the rest', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks(), fields: [NOTES] });
    const { user } = renderProjectPage(1);
    await chooseMenuItem('Write brief', T.editRow, user);
    const name = await screen.findByRole('textbox', { name: T.taskName });
    const row = name.closest<HTMLElement>('[data-testid="task-row"]')!;
    await user.click(await within(row).findByRole('button', { name: 'Edit Notes' }));
    await user.click(await within(row).findByRole('textbox', { name: 'Notes' }));
    await user.paste('Draft note');
    await user.keyboard('{Enter}');
    expect(await within(row).findByText('Draft note')).toBeInTheDocument();
    expect(server.callsTo('PUT /tasks/update')).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: T.save }));
    await waitFor(() => expect(server.callsTo('PUT /tasks/update')).toHaveLength(1));
    expect(server.callsTo('PUT /tasks/update')[0]!.body).toEqual({ id: 1, custom_field_values: { '11': 'Draft note' } });
  });
});

describe('deleting', () => {
  it('deletes a task after confirmation', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    const { user } = renderProjectPage(1);
    await chooseMenuItem('Ship it', T.delete, user);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(server.callsTo('DELETE /tasks/destroy')[0]?.body).toEqual({ id: 3 }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ship it' })).not.toBeInTheDocument());
    expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument();
  });

  it('does not offer Delete on the tasks of others to a member', async () => {
    listServer({
      project: projectWith(),
      tasks: [makeTask(1, { title: 'Theirs', created_by: 2 }), makeTask(2, { title: 'Mine', created_by: 1 })],
    });
    const { user } = renderProjectPage(1, { role: 'member' });
    let menu = await openRowMenu('Theirs');
    expect(within(menu).queryByText(T.delete)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    menu = await openRowMenu('Mine');
    expect(within(menu).getByText(T.delete)).toBeInTheDocument();
  });
});

describe('columns: resize and order', () => {
  it('keeps a dragged width within the limits and saves the layout', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    renderProjectPage(1);
    await findRow('Write brief');
    const handle = await screen.findByTestId('column-resize-name');
    drag(handle, { x: 300 }, { x: 2000 });
    const header = screen.getByTestId('column-header-name');
    expect(header).toHaveStyle({ width: `${COLUMN_WIDTHS.name.max}px` });
    await waitFor(() => expect(server.callsTo('PUT /projects/1/layout')).toHaveLength(1), { timeout: 3000 });
    expect(server.callsTo('PUT /projects/1/layout')[0]!.body).toEqual({
      column_order: [...BUILT_IN_COLUMNS],
      column_widths: { name: COLUMN_WIDTHS.name.max },
    });

    // Too narrow is kept at the minimum too; the keyboard resizes the same way.
    drag(screen.getByTestId('column-resize-status'), { x: 500 }, { x: 0 });
    expect(screen.getByTestId('column-header-status')).toHaveStyle({ width: `${COLUMN_WIDTHS.status.min}px` });
    const separator = screen.getByRole('separator', { name: T.resize('Progress') });
    fireEvent.keyDown(separator, { key: 'ArrowRight' });
    expect(screen.getByTestId('column-header-progress')).toHaveStyle({ width: `${COLUMN_WIDTHS.progress.default + 10}px` });
    await waitFor(() => expect(server.callsTo('PUT /projects/1/layout')).toHaveLength(2), { timeout: 3000 });
    expect(server.callsTo('PUT /projects/1/layout')[1]!.body).toMatchObject({
      column_widths: { status: COLUMN_WIDTHS.status.min, progress: COLUMN_WIDTHS.progress.default + 10 },
    });
  });

  it('shows the columns in the saved order with the saved widths', async () => {
    listServer({
      project: projectWith(),
      tasks: threeTasks(),
      fields: [FIELD],
      layout: {
        column_order: ['status', 'custom:10', 'name', 'progress', 'assignee', 'due_date', 'priority', 'time_tracked'],
        column_widths: { status: 170, 'custom:10': 220 },
      },
    });
    renderProjectPage(1);
    await findRow('Write brief');
    await waitFor(() =>
      expect(headerKeys()).toEqual([
        'name',
        'status',
        'custom:10',
        'progress',
        'assignee',
        'due_date',
        'priority',
        'time_tracked',
      ]),
    );
    expect(screen.getByTestId('column-header-status')).toHaveStyle({ width: '170px' });
    expect(screen.getByTestId('column-header-custom:10')).toHaveStyle({ width: '220px' });
  });

  it('moves a column by dragging its header and saves the order', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    renderProjectPage(1);
    await findRow('Write brief');
    // Status starts after name 300 + assignee 160 + due date 120 + priority 100 (and the 28 px handle).
    const statusLeft = 28 + 300 + 160 + 120 + 100;
    drag(screen.getByTestId('column-header-status'), { x: statusLeft + 20 }, { x: 28 + 300 + 20 });
    await waitFor(() =>
      expect(headerKeys()).toEqual(['name', 'status', 'assignee', 'due_date', 'priority', 'time_tracked', 'progress']),
    );
    await waitFor(() => expect(server.callsTo('PUT /projects/1/layout')).toHaveLength(1), { timeout: 3000 });
    expect(server.callsTo('PUT /projects/1/layout')[0]!.body).toMatchObject({
      column_order: ['name', 'status', 'assignee', 'due_date', 'priority', 'time_tracked', 'progress'],
    });
  });

  it('moves a column with its menu (Move left), for keyboard users', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    const { user } = renderProjectPage(1);
    await findRow('Write brief');
    await user.click(await screen.findByRole('button', { name: T.columnMenu('Progress') }));
    await user.click(await screen.findByText(T.moveLeft));
    await waitFor(() => expect(headerKeys().slice(-2)).toEqual(['progress', 'time_tracked']));
    await waitFor(() => expect(server.callsTo('PUT /projects/1/layout')).toHaveLength(1), { timeout: 3000 });
  });
});

describe('row order', () => {
  it('moves a row by dragging its handle and sends after_id', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    renderProjectPage(1);
    const row = await findRow('Write brief');
    drag(within(row).getByTestId('task-drag-handle'), { y: gapY(0) + 20 }, { y: gapY(2) });
    expect(rowTitles()).toEqual(['Design mockups', 'Write brief', 'Ship it']);
    await waitFor(() => expect(server.callsTo('PUT /tasks/reorder')).toHaveLength(1));
    expect(server.callsTo('PUT /tasks/reorder')[0]!.body).toEqual({ id: 1, after_id: 2 });
  });

  it('sends before_id when a row moves up, from the row menu', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    const { user } = renderProjectPage(1);
    await chooseMenuItem('Ship it', T.moveUp, user);
    await waitFor(() => expect(server.callsTo('PUT /tasks/reorder')[0]?.body).toEqual({ id: 3, before_id: 2 }));
    expect(rowTitles()).toEqual(['Write brief', 'Ship it', 'Design mockups']);
  });

  it('puts the row back and shows the error when the server refuses the move', async () => {
    const server = listServer({
      project: projectWith(),
      tasks: threeTasks(),
      handlers: {
        'PUT /tasks/reorder': () =>
          new Reply(422, { error: true, message: 'Tasks can only be moved among the tasks of their project.' }),
      },
    });
    renderProjectPage(1);
    const row = await findRow('Ship it');
    drag(within(row).getByTestId('task-drag-handle'), { y: gapY(2) + 20 }, { y: gapY(0) });
    await waitFor(() => expect(server.callsTo('PUT /tasks/reorder')).toHaveLength(1));
    expect(server.callsTo('PUT /tasks/reorder')[0]!.body).toEqual({ id: 3, before_id: 1 });
    expect(await screen.findByText('Tasks can only be moved among the tasks of their project.')).toBeInTheDocument();
    await waitFor(() => expect(rowTitles()).toEqual(['Write brief', 'Design mockups', 'Ship it']));
  });

  it('turns dragging off while a search filters the list', async () => {
    const server = listServer({ project: projectWith(), tasks: threeTasks() });
    const { user } = renderProjectPage(1);
    await findRow('Write brief');
    // "it": in "Write brief" and "Ship it", not in "Design mockups".
    await user.click(await screen.findByRole('textbox', { name: 'Search tasks of this project' }));
    await user.paste('it');
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === '/tasks' && call.query.get('search') === 'it')).toBe(true),
    );
    await waitFor(() => expect(rowTitles()).toEqual(['Write brief', 'Ship it']));
    const handle = within(await findRow('Ship it')).getByTestId('task-drag-handle');
    expect(handle).toBeDisabled();
    drag(handle, { y: gapY(1) + 20 }, { y: gapY(0) });
    expect(server.callsTo('PUT /tasks/reorder')).toHaveLength(0);
  });
});

describe('virtualization', () => {
  it('renders a small window of 10,000 tasks and loads the next page near the end', async () => {
    const firstPage = Array.from({ length: TASK_LIST_PAGE_SIZE }, (_, index) =>
      makeTask(index + 1, { title: `Task number ${index + 1}` }),
    );
    const server = listServer({
      project: projectWith({ task_count: 10_000, status_counts: [{ status_id: 1, count: 10_000 }] }),
      tasks: firstPage,
      total: 10_000,
    });
    renderProjectPage(1);
    await findRow('Task number 1');
    expect(screen.getByTestId('task-list-total')).toHaveTextContent('200 of 10,000 loaded');
    expect(screen.getByRole('table', { name: T.tableLabel })).toHaveAttribute('aria-rowcount', '10001');
    const shown = rows().length;
    expect(shown).toBeGreaterThan(VIEWPORT.height / ROW_HEIGHT - 2);
    expect(shown).toBeLessThan(40);
    expect(document.body.querySelectorAll('*').length).toBeLessThanOrEqual(1400);
    const taskPageCalls = () => server.callsTo('GET /tasks');
    expect(taskPageCalls()).toHaveLength(1);
    expect(taskPageCalls()[0]!.query.get('per_page')).toBe(String(TASK_LIST_PAGE_SIZE));

    // Scroll to the end of the loaded rows: the next page is asked for with the cursor.
    const area = screen.getByTestId('task-list-scroll');
    act(() => {
      Object.defineProperty(area, 'scrollTop', { configurable: true, value: TASK_LIST_PAGE_SIZE * ROW_HEIGHT - VIEWPORT.height });
      fireEvent.scroll(area);
    });
    await waitFor(() => expect(taskPageCalls()).toHaveLength(2));
    expect(taskPageCalls()[1]!.query.get('cursor')).toBe(String(TASK_LIST_PAGE_SIZE));
    expect(await screen.findByRole('link', { name: 'Task number 200' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Task number 1' })).not.toBeInTheDocument();
    expect(rows().length).toBeLessThan(40);
  });
});
