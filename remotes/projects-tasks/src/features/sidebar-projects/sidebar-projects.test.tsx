import { PROJECT_MESSAGES, type Project, type Role } from '@kanri/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { fakeApi, makeProject, renderWithApp, Reply, type ApiCall } from '../../test-utils';
import { PROJECT_TEXTS } from '../projects';
import { SidebarProjects } from './sidebar-projects';
import { SIDEBAR_PROJECTS_TEXTS as T } from './texts';

// Lazy design-system parts (Input, Dropdown, Modal) can take more than a second to appear on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The widget as the shell mounts it (inside the dashboard's routes), over a fake API holding `initial`. */
function setup({
  initial = [
    makeProject(1, { name: 'Apollo', color: '#ff0000' }),
    makeProject(2, { name: 'Borealis' }),
    makeProject(3, { name: 'Cassini' }),
  ],
  role = 'admin',
  path = '/dashboard',
  collapsed = false,
  handlers = {},
}: {
  initial?: Project[];
  role?: Role;
  path?: string;
  collapsed?: boolean;
  handlers?: Record<string, (call: ApiCall) => unknown>;
} = {}) {
  let rows = [...initial];
  let nextId = 100;
  const api = fakeApi({
    'GET /projects': () => rows,
    'GET /statuses': () => [],
    'POST /projects/store': (call) => {
      const body = call.body as { name: string };
      const project = makeProject(nextId++, { name: body.name, position: rows.length });
      rows = [...rows, project];
      return project;
    },
    'DELETE /projects/destroy': (call) => {
      const { id } = call.body as { id: number };
      rows = rows.filter((row) => row.id !== id);
      return { id };
    },
    ...handlers,
  });
  const view = renderWithApp(
    [
      {
        path: '/dashboard/*',
        element: (
          <>
            <SidebarProjects collapsed={collapsed} />
            <Location />
          </>
        ),
      },
    ],
    { path, role },
  );
  return { ...view, api, current: () => view.store.getState().ui.currentProjectId };
}

const projectLink = (name: string) => screen.getByRole('link', { name });
const node = (name: string) => projectLink(name).closest('li') as HTMLElement;
const location = () => screen.getByTestId('location').textContent;

describe('Sidebar Projects section', () => {
  it('lists the projects from the server with their colour; the first starts expanded with Task List and Board', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Apollo' })).toHaveAttribute('href', '/dashboard/projects/1');
    expect(within(node('Apollo')).getByRole('link', { name: T.taskList })).toHaveAttribute('href', '/dashboard/projects/1');
    expect(within(node('Apollo')).getByRole('link', { name: T.board })).toHaveAttribute('href', '/dashboard/projects/1/board');
    expect(node('Apollo').querySelector('[data-color]')).toHaveStyle({ background: '#ff0000' });
    // The others start collapsed.
    expect(within(node('Borealis')).queryByRole('link', { name: T.taskList })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.expand('Borealis') })).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands and collapses a project', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: T.expand('Borealis') }));
    expect(within(node('Borealis')).getByRole('link', { name: T.board })).toHaveAttribute('href', '/dashboard/projects/2/board');
    expect(screen.getByRole('button', { name: T.collapse('Borealis') })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: T.collapse('Apollo') }));
    expect(within(node('Apollo')).queryByRole('link', { name: T.taskList })).not.toBeInTheDocument();
  });

  it('makes the first project current at start, and a clicked project current and open on its task list', async () => {
    const { user, current } = setup();
    await screen.findByRole('link', { name: 'Apollo' });
    await waitFor(() => expect(current()).toBe(1));
    expect(projectLink('Apollo')).toHaveAttribute('aria-current', 'true');

    await user.click(projectLink('Cassini'));
    expect(current()).toBe(3);
    await waitFor(() => expect(location()).toBe('/dashboard/projects/3'));
    expect(projectLink('Cassini')).toHaveAttribute('aria-current', 'true');
    expect(projectLink('Apollo')).not.toHaveAttribute('aria-current');
  });

  it('follows the route: a project’s board makes it current', async () => {
    const { current } = setup({ path: '/dashboard/projects/2/board' });
    await screen.findByRole('link', { name: 'Borealis' });
    await waitFor(() => expect(current()).toBe(2));
    expect(projectLink('Borealis')).toHaveAttribute('aria-current', 'true');
  });

  it('adds a project with Enter: trimmed name sent, the new project current, open and shown', async () => {
    const { user, api, current } = setup();
    await screen.findByRole('link', { name: 'Apollo' });
    await user.click(screen.getByRole('button', { name: T.addProject }));
    await user.type(await screen.findByRole('textbox', { name: T.newProjectName }), '  Voyager  {Enter}');

    expect(await screen.findByRole('link', { name: 'Voyager' })).toHaveAttribute('aria-current', 'true');
    expect(api.callsTo('POST /projects/store').map((call) => call.body)).toEqual([{ name: 'Voyager' }]);
    expect(current()).toBe(100);
    await waitFor(() => expect(location()).toBe('/dashboard/projects/100'));
    expect(within(node('Voyager')).getByRole('link', { name: T.board })).toBeInTheDocument();
    expect(await screen.findByText(PROJECT_MESSAGES.projectCreated)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: T.newProjectName })).not.toBeInTheDocument();
  });

  it('refuses a blank name without sending anything, and Escape cancels', async () => {
    const { user, api } = setup();
    await screen.findByRole('link', { name: 'Apollo' });
    await user.click(screen.getByRole('button', { name: T.addProject }));
    const field = await screen.findByRole('textbox', { name: T.newProjectName });
    await user.type(field, '   {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(PROJECT_MESSAGES.nameRequired);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, 'Half typed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: T.newProjectName })).not.toBeInTheDocument();
    expect(api.callsTo('POST /projects/store')).toHaveLength(0);
  });

  it('keeps the typed name and shows the server’s message when adding fails', async () => {
    const { user } = setup({
      handlers: { 'POST /projects/store': () => new Reply(403, { error: true, message: 'This action is unauthorized.' }) },
    });
    await screen.findByRole('link', { name: 'Apollo' });
    await user.click(screen.getByRole('button', { name: T.addProject }));
    await user.type(await screen.findByRole('textbox', { name: T.newProjectName }), 'Voyager{Enter}');
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: T.newProjectName })).toHaveValue('Voyager');
    expect(screen.queryByRole('link', { name: 'Voyager' })).not.toBeInTheDocument();
  });

  it('deletes the current project after confirmation; the first remaining one becomes current and opens', async () => {
    const { user, api, current } = setup({ path: '/dashboard/projects/1' });
    await screen.findByRole('link', { name: 'Apollo' });
    await waitFor(() => expect(current()).toBe(1));

    await user.click(await screen.findByRole('button', { name: T.projectMenu('Apollo') }));
    await user.click(await screen.findByRole('menuitem', { name: T.deleteProject }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PROJECT_TEXTS.delete.body('Apollo'));
    expect(api.callsTo('DELETE /projects/destroy')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: PROJECT_TEXTS.delete.confirm }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Apollo' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /projects/destroy').map((call) => call.body)).toEqual([{ id: 1 }]);
    expect(current()).toBe(2);
    await waitFor(() => expect(location()).toBe('/dashboard/projects/2'));
    expect(await screen.findByText(PROJECT_MESSAGES.projectDeleted)).toBeInTheDocument();
  });

  it('keeps the current project when another one is deleted, and sends nothing when the confirmation is cancelled', async () => {
    const { user, api, current } = setup();
    await screen.findByRole('link', { name: 'Apollo' });
    await user.click(projectLink('Borealis'));
    expect(current()).toBe(2);

    await user.click(await screen.findByRole('button', { name: T.projectMenu('Cassini') }));
    await user.click(await screen.findByRole('menuitem', { name: T.deleteProject }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: PROJECT_TEXTS.delete.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /projects/destroy')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: T.projectMenu('Cassini') }));
    await user.click(await screen.findByRole('menuitem', { name: T.deleteProject }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: PROJECT_TEXTS.delete.confirm }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cassini' })).not.toBeInTheDocument());
    expect(current()).toBe(2);
    await waitFor(() => expect(location()).toBe('/dashboard/projects/2'));
  });

  it('leaves no project current when the last one is deleted, and says there are none', async () => {
    const { user, current } = setup({ initial: [makeProject(7, { name: 'Solo' })], path: '/dashboard/projects/7/board' });
    await screen.findByRole('link', { name: 'Solo' });
    await user.click(await screen.findByRole('button', { name: T.projectMenu('Solo') }));
    await user.click(await screen.findByRole('menuitem', { name: T.deleteProject }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: PROJECT_TEXTS.delete.confirm }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(current()).toBeNull();
    await waitFor(() => expect(location()).toBe('/dashboard/projects'));
  });

  it('shows the server’s message and keeps the project when deleting fails', async () => {
    const { user } = setup({
      handlers: { 'DELETE /projects/destroy': () => new Reply(404, { error: true, message: PROJECT_MESSAGES.projectNotFound }) },
    });
    await screen.findByRole('link', { name: 'Apollo' });
    await user.click(await screen.findByRole('button', { name: T.projectMenu('Apollo') }));
    await user.click(await screen.findByRole('menuitem', { name: T.deleteProject }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: PROJECT_TEXTS.delete.confirm }));
    expect(await screen.findByText(PROJECT_MESSAGES.projectNotFound)).toBeInTheDocument();
    expect(projectLink('Apollo')).toBeInTheDocument();
  });

  it.each<Role>(['developer', 'designer', 'member'])('gives a %s no plus button and no project menu', async (role) => {
    setup({ role });
    await screen.findByRole('link', { name: 'Apollo' });
    expect(screen.queryByRole('button', { name: T.addProject })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.projectMenu('Apollo') })).not.toBeInTheDocument();
  });

  it('gives a manager the plus button and the project menu', async () => {
    setup({ role: 'manager' });
    await screen.findByRole('link', { name: 'Apollo' });
    expect(screen.getByRole('button', { name: T.addProject })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: T.projectMenu('Apollo') })).toBeInTheDocument();
  });

  it('shows loading, then an error with Retry that loads the projects again', async () => {
    let fail = true;
    const { user } = setup({
      handlers: {
        'GET /projects': () =>
          fail ? new Reply(500, { error: true, message: 'Database unavailable' }) : [makeProject(1, { name: 'Apollo' })],
      },
    });
    expect(screen.getByRole('status', { name: T.loading })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(T.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('link', { name: 'Apollo' })).toBeInTheDocument();
  });

  it('says when there are no projects yet', async () => {
    const { current } = setup({ initial: [] });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(current()).toBeNull();
  });

  it('collapsed: one Projects button opens the list to switch project', async () => {
    const { user, current } = setup({ collapsed: true });
    const button = await screen.findByRole('button', { name: T.title });
    await waitFor(() => expect(current()).toBe(1));
    expect(screen.queryByRole('link', { name: 'Apollo' })).not.toBeInTheDocument();
    await user.click(button);
    await user.click(await screen.findByRole('link', { name: 'Cassini' }));
    expect(current()).toBe(3);
    await waitFor(() => expect(location()).toBe('/dashboard/projects/3'));
  });
});
