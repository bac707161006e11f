import { selectCurrentProjectId } from '@kanri/app-state';
import { screen, waitFor, within } from '@testing-library/react';
import { makeProject, makeTask, Reply } from '../../../test-utils';
import { PROJECT_DETAIL_TEXTS as T, TASK_LIST_TEXTS } from '../../task-list';
import { findRow, listServer, mockListGeometry, renderProjectPage, rowTitles } from '../../task-list/test-support';

// Whole pages with antd under jsdom: slow on a busy machine.
jest.setTimeout(120_000);

let restoreGeometry: () => void;
beforeAll(() => {
  restoreGeometry = mockListGeometry();
});
afterAll(() => restoreGeometry());

const project = makeProject(1, {
  name: 'Website Redesign',
  color: '#a855f7',
  task_count: 3,
  status_counts: [
    { status_id: 1, count: 3 },
    { status_id: 2, count: 0 },
    { status_id: 3, count: 0 },
  ],
});
const tasks = [
  makeTask(1, { title: 'Write the report' }),
  makeTask(2, { title: 'Review copy' }),
  makeTask(3, { title: 'Report numbers' }),
];

describe('Project detail page', () => {
  it('shows the project: back link, colour dot, name, task count and its tasks, and makes it current', async () => {
    listServer({ project, tasks });
    const { store } = renderProjectPage(1);
    expect(await screen.findByRole('heading', { name: 'Website Redesign' })).toBeInTheDocument();
    expect(screen.getByTestId('project-color-dot')).toHaveStyle({ background: '#a855f7' });
    expect(screen.getByTestId('project-task-count')).toHaveTextContent('3 tasks');
    expect(screen.getByTestId('project-back-link')).toHaveAttribute('href', '/');
    await findRow('Write the report');
    expect(rowTitles()).toEqual(['Write the report', 'Review copy', 'Report numbers']);
    expect(selectCurrentProjectId(store.getState())).toBe(1);
  });

  it('shows Project Not Found with Return to Dashboard for an unknown project', async () => {
    listServer({
      project,
      tasks,
      handlers: { 'GET /projects/99': () => new Reply(404, { error: true, message: 'Project not found.' }) },
    });
    const { user, pathname } = renderProjectPage(99);
    expect(await screen.findByText(T.notFound)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: T.returnToDashboard });
    expect(link).toHaveAttribute('href', '/');
    await user.click(link);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(pathname()).toBe('/');
  });

  it('shows Project Not Found for an id that is not a number, without asking the server', async () => {
    const server = listServer({ project, tasks });
    renderProjectPage('not-a-project');
    expect(await screen.findByText(T.notFound)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.startsWith('/projects/'))).toHaveLength(0);
  });

  it('offers Retry when the project cannot be loaded for another reason', async () => {
    let fail = true;
    listServer({
      project,
      tasks,
      handlers: {
        'GET /projects/1': () => (fail ? new Reply(500, { error: true, message: 'Database unavailable' }) : project),
      },
    });
    const { user } = renderProjectPage(1);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Website Redesign' })).toBeInTheDocument();
  });

  it('copies the page link with Share and says so', async () => {
    listServer({ project, tasks });
    const { user } = renderProjectPage(1);
    await user.click(await screen.findByRole('button', { name: T.share }));
    expect(await screen.findByText(T.linkCopied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/dashboard/projects/1');
  });

  it('says so when the link cannot be copied', async () => {
    listServer({ project, tasks });
    const { user } = renderProjectPage(1);
    const button = await screen.findByRole('button', { name: T.share });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(button);
    expect(await screen.findByText(T.copyFailed)).toBeInTheDocument();
  });

  it('searches on the server after a pause in typing and shows the matching tasks', async () => {
    const server = listServer({ project, tasks });
    const { user } = renderProjectPage(1);
    await findRow('Write the report');
    await user.click(screen.getByRole('textbox', { name: T.searchLabel }));
    await user.paste('report');
    await waitFor(() => expect(rowTitles()).toEqual(['Write the report', 'Report numbers']));
    const searches = server.callsTo('GET /tasks').map((call) => call.query.get('search'));
    expect(searches).toEqual([null, 'report']);
    expect(server.callsTo('GET /tasks')[1]!.query.get('project_id')).toBe('1');

    await user.clear(screen.getByRole('textbox', { name: T.searchLabel }));
    await user.paste('zzz');
    expect(await screen.findByText(TASK_LIST_TEXTS.noMatches('zzz'))).toBeInTheDocument();
  });

  it('clears the search before Add Task so the new row can be edited', async () => {
    const server = listServer({ project, tasks });
    const { user } = renderProjectPage(1);
    await findRow('Write the report');
    await user.click(screen.getByRole('textbox', { name: T.searchLabel }));
    await user.paste('review');
    await waitFor(() => expect(rowTitles()).toEqual(['Review copy']));
    await user.click(screen.getByTestId('project-add-task'));
    expect(await screen.findByRole('textbox', { name: TASK_LIST_TEXTS.taskName })).toHaveValue('New Task');
    expect(screen.getByRole('textbox', { name: T.searchLabel })).toHaveValue('');
    expect(server.callsTo('POST /tasks/store')).toHaveLength(1);
    const list = screen.getByTestId('task-list');
    expect(within(list).getAllByTestId('task-row')).toHaveLength(4);
  });
});
