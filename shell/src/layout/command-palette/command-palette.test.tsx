import { currentProjectSet } from '@kanri/app-state';
import { TASK_MESSAGES, type RemotesJson } from '@kanri/contracts';
import type { SearchHit, SearchResult } from '@kanri/contracts/search';
import { fakeApi, makeProject, makeTask, makeTimeEntry, renderWithApp, spyOnToasts, toastTexts } from '@kanri/testing';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { SEARCH_HINT, SearchBox } from './search-box';
import { PALETTE_TEXTS as T } from './palette-texts';
import { labelMatches, paletteSections } from './palette-items';

configure({ asyncUtilTimeout: 3000 });

const REGISTRY: RemotesJson = {
  remotes: [
    {
      name: 'kanri_projects_tasks',
      manifest: '/remotes/projects-tasks/mf-manifest.json',
      routes: [],
      nav: [
        { label: 'Dashboard', path: '/dashboard', group: 'Main', icon: 'home', order: 1 },
        { label: 'Projects', path: '/dashboard/projects', group: 'Project Management', icon: 'projects', order: 0 },
      ],
    },
    {
      name: 'kanri_hr',
      manifest: '/remotes/hr-notifications/mf-manifest.json',
      routes: [],
      nav: [
        { label: 'Team Members', path: '/dashboard/users', group: 'Team and HR', icon: 'users', order: 1 },
        {
          label: 'Clients',
          path: '/dashboard/clients',
          group: 'Business',
          icon: 'clients',
          order: 1,
          permission: 'clients.list',
        },
      ],
    },
  ],
};

const hit = (kind: SearchHit['kind'], id: number, title: string, more: Partial<SearchHit> = {}): SearchHit => ({
  kind,
  id,
  title,
  subtitle: null,
  url: kind === 'task' ? `/dashboard/tasks/${id}` : `/dashboard/${kind}s?${kind}=${id}`,
  at: null,
  rank: 0.5,
  ...more,
});

const RESULT: SearchResult = {
  q: 'launch',
  groups: [
    {
      kind: 'task',
      items: [
        hit('task', 12, 'Launch checklist', { subtitle: 'Apollo' }),
        hit('task', 13, 'Plan the launch party', { subtitle: 'Apollo' }),
      ],
      has_more: true,
    },
    { kind: 'note', items: [hit('note', 4, 'Launch notes')], has_more: false },
    {
      kind: 'message',
      items: [hit('message', 40, 'Launch at noon', { subtitle: 'general', url: '/dashboard/chat?conversation=3&message=40' })],
      has_more: false,
    },
  ],
};

function Where() {
  return <p>Elsewhere</p>;
}

function renderBox(options: { role?: 'admin' | 'member' } = {}) {
  const view = renderWithApp(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <input aria-label="Some field" />
            <SearchBox registry={REGISTRY} />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { path: '/dashboard', role: options.role ?? 'admin' },
  );
  const location = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, location };
}

const input = () => screen.getByRole('combobox', { name: T.inputLabel });
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

async function openWithShortcut(user: ReturnType<typeof renderBox>['user'], key = '{Control>}k{/Control}') {
  await user.keyboard(key);
  return screen.findByRole('dialog', { name: T.dialogLabel });
}

describe('the header search box and the command palette', () => {
  it('shows the hint in the header and opens the palette on click', async () => {
    fakeApi({ 'GET /time-entries/active': () => null, 'GET /projects': () => [] });
    const { user } = renderBox();
    const box = screen.getByRole('button', { name: /Search \[CTRL \+ K\]/ });
    expect(box).toHaveTextContent(SEARCH_HINT);
    expect(SEARCH_HINT).toBe('Search [CTRL + K]');
    await user.click(box);
    expect(await screen.findByRole('dialog', { name: T.dialogLabel })).toBeInTheDocument();
    expect(input()).toHaveFocus();
  });

  it('opens with Ctrl+K and Cmd+K from anywhere, text fields included; Escape closes and gives the focus back', async () => {
    fakeApi({ 'GET /time-entries/active': () => null, 'GET /projects': () => [] });
    const { user } = renderBox();
    const field = screen.getByRole('textbox', { name: 'Some field' });
    await user.click(field);
    await openWithShortcut(user);
    expect(input()).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(field).toHaveFocus());

    await openWithShortcut(user, '{Meta>}k{/Meta}');
    // The shortcut again closes it.
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('searches as the user types and shows the matches grouped by kind, with accessible roles', async () => {
    const api = fakeApi({ 'GET /time-entries/active': () => null, 'GET /projects': () => [], 'GET /search': () => RESULT });
    const { user } = renderBox();
    await openWithShortcut(user);
    await user.type(input(), 'launch');
    const list = await screen.findByRole('listbox', { name: T.resultsLabel });
    const tasks = await within(list).findByRole('group', { name: 'Tasks' });
    expect(
      within(tasks)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Launch checklist'), expect.stringContaining('Plan the launch party')]);
    expect(within(tasks).getByText(T.moreMatches)).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Notes' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Messages' })).toBeInTheDocument();
    // Debounced: one request for the whole word.
    expect(api.callsTo('GET /search').map((call) => call.query.get('q'))).toEqual(['launch']);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', list.id);
    expect(activeOption()).toHaveTextContent('Launch checklist');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
  });

  it('moves with the arrows (wrapping around) and opens the match with Enter', async () => {
    fakeApi({ 'GET /time-entries/active': () => null, 'GET /projects': () => [], 'GET /search': () => RESULT });
    const { user, location } = renderBox();
    await openWithShortcut(user);
    await user.type(input(), 'launch');
    await screen.findByRole('group', { name: 'Tasks' });
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Plan the launch party');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Launch at noon');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Launch checklist');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Launch at noon');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/dashboard/chat?conversation=3&message=40'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a task at its page', async () => {
    fakeApi({ 'GET /time-entries/active': () => null, 'GET /projects': () => [], 'GET /search': () => RESULT });
    const { user, location } = renderBox();
    await openWithShortcut(user);
    await user.type(input(), 'launch');
    await screen.findByRole('group', { name: 'Tasks' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/dashboard/tasks/12'));
  });

  it('never shows the answer to an older text, even when it arrives last', async () => {
    const pending = new Map<string, (result: SearchResult) => void>();
    fakeApi({
      'GET /time-entries/active': () => null,
      'GET /projects': () => [],
      'GET /search': (call) => new Promise<SearchResult>((resolve) => pending.set(call.query.get('q')!, resolve)),
    });
    const { user } = renderBox();
    await openWithShortcut(user);
    await user.type(input(), 'la');
    await waitFor(() => expect(pending.has('la')).toBe(true));
    await user.type(input(), 'unch');
    await waitFor(() => expect(pending.has('launch')).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);

    await act(async () => pending.get('launch')!(RESULT));
    expect(await screen.findByRole('group', { name: 'Tasks' })).toBeInTheDocument();
    await act(async () =>
      pending.get('la')!({ q: 'la', groups: [{ kind: 'project', items: [hit('project', 9, 'Old answer')], has_more: false }] }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Old answer')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tasks' })).toBeInTheDocument();
  });

  it('says No results when nothing matches', async () => {
    fakeApi({
      'GET /time-entries/active': () => null,
      'GET /projects': () => [],
      'GET /search': (call) => ({ q: call.query.get('q')!, groups: [] }),
    });
    const { user } = renderBox();
    await openWithShortcut(user);
    await user.type(input(), 'zzzz');
    expect(await screen.findByTestId('command-palette-empty')).toHaveTextContent(T.noResults);
    expect(screen.getByRole('status')).toHaveTextContent(T.noResults);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the actions and the pages before any text, the pages the role may see only', async () => {
    fakeApi({ 'GET /time-entries/active': () => null, 'GET /projects': () => [] });
    const { user } = renderBox({ role: 'member' });
    await openWithShortcut(user);
    const actions = screen.getByRole('group', { name: T.actions });
    expect(
      within(actions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining(T.newTask), expect.stringContaining(T.startTimer)]);
    const pages = screen.getByRole('group', { name: T.pages });
    expect(
      within(pages)
        .getAllByRole('option')
        .map((option) => option.querySelector('[title]')?.textContent),
    ).toEqual(['Go to Dashboard', 'Go to Projects', 'Go to Team Members']);
  });

  it('Go to page…: typing narrows the pages, Enter goes there', async () => {
    fakeApi({
      'GET /time-entries/active': () => null,
      'GET /projects': () => [],
      'GET /search': (call) => ({ q: call.query.get('q')!, groups: [] }),
    });
    const { user, location } = renderBox();
    await openWithShortcut(user);
    await user.type(input(), 'go team');
    await waitFor(() => expect(activeOption()).toHaveTextContent('Go to Team Members'));
    expect(screen.queryByText(T.newTask)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/dashboard/users'));
  });

  it('New Task creates a task in the current project and opens it, or opens the projects page without one', async () => {
    const toasts = spyOnToasts();
    const api = fakeApi({
      'GET /time-entries/active': () => null,
      'GET /projects': () => [makeProject(7, { name: 'Apollo' })],
      'GET /search': (call) => ({ q: call.query.get('q')!, groups: [] }),
      'POST /tasks/store': (call) => makeTask(31, { project_id: (call.body as { project_id: number }).project_id }),
    });
    const first = renderBox();
    await openWithShortcut(first.user);
    expect(activeOption()).toHaveTextContent(T.newTaskNoProject);
    await first.user.keyboard('{Enter}');
    await waitFor(() => expect(first.location()).toBe('/dashboard/projects'));
    expect(api.callsTo('POST /tasks/store')).toHaveLength(0);
    first.unmount();

    const second = renderBox();
    act(() => {
      second.store.dispatch(currentProjectSet(7));
    });
    await openWithShortcut(second.user);
    await second.user.type(input(), 'new ta');
    await waitFor(() => expect(activeOption()).toHaveTextContent(T.newTaskInProject('Apollo')));
    await second.user.keyboard('{Enter}');
    await waitFor(() => expect(second.location()).toBe('/dashboard/tasks/31'));
    expect(api.callsTo('POST /tasks/store').map((call) => call.body)).toEqual([{ project_id: 7 }]);
    expect(toastTexts(toasts.success)).toContain(TASK_MESSAGES.taskCreated);
  });

  it('Start timer starts the time tracker through the API', async () => {
    const toasts = spyOnToasts();
    const api = fakeApi({
      'GET /time-entries/active': () => null,
      'GET /projects': () => [],
      'POST /time-entries/start': () => makeTimeEntry(5, { is_active: true }),
    });
    const { user } = renderBox();
    await openWithShortcut(user);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(api.callsTo('POST /time-entries/start')).toHaveLength(1));
    await waitFor(() => expect(toastTexts(toasts.success)).toContain(T.timerStarted));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('paletteSections', () => {
  it('puts the search groups first, then the matching actions and pages', () => {
    const pages = REGISTRY.remotes.flatMap((remote) => remote.nav);
    const sections = paletteSections('pro', RESULT, pages);
    expect(sections.map((section) => section.label)).toEqual(['Tasks', 'Notes', 'Messages', T.pages]);
    expect(sections.at(-1)!.items.map((item) => item.type === 'page' && item.entry.path)).toEqual(['/dashboard/projects']);
    expect(paletteSections('', null, pages).map((section) => section.label)).toEqual([T.actions, T.pages]);
  });

  it('matches labels by the start of their words', () => {
    expect(labelMatches('Go to Team Members', 'go mem')).toBe(true);
    expect(labelMatches('Start timer', 'tim')).toBe(true);
    expect(labelMatches('Start timer', 'imer')).toBe(false);
  });
});
