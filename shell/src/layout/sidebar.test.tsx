import { AppProviders } from '@kanri/app-runtime';
import type { RemotesJson, SidebarWidgetProps } from '@kanri/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TEXTS } from '../texts';
import { SidebarNav } from './sidebar';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

configure({ asyncUtilTimeout: 5000 });

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const nav = (label: string, path: string, group: 'Main' | 'Project Management' | 'Collaboration', order: number) => ({
  label,
  path,
  group,
  icon: 'x',
  order,
});

let remoteCount = 0;

/** A registry whose projects remote has a fresh name, so no test sees another's loaded widget. */
function registry(widgets?: RemotesJson['remotes'][number]['widgets']): RemotesJson {
  remoteCount += 1;
  return {
    remotes: [
      {
        name: `kanri_projects_tasks_${remoteCount}`,
        manifest: '/remotes/projects-tasks/mf-manifest.json',
        routes: [],
        nav: [nav('Dashboard', '/dashboard', 'Main', 1), nav('Projects', '/dashboard/projects', 'Project Management', 0)],
        ...(widgets ? { widgets } : {}),
      },
      {
        name: 'kanri_collaboration',
        manifest: '/remotes/collaboration/mf-manifest.json',
        routes: [],
        nav: [nav('Notes', '/dashboard/notes', 'Collaboration', 1)],
      },
    ],
  };
}

const WIDGETS = [{ slot: 'sidebar-projects', module: './sidebar-projects' }];

function FakeProjectsWidget({ collapsed }: SidebarWidgetProps) {
  return <p>Projects widget ({collapsed ? 'collapsed' : 'expanded'})</p>;
}

function renderSidebar(value: RemotesJson, collapsed = false) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/dashboard']}>
        <SidebarNav registry={value} collapsed={collapsed} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('Sidebar Projects slot', () => {
  beforeEach(() => loadRemoteMock.mockReset());

  it('loads the widget the registry names for the slot and renders it after Project Management', async () => {
    loadRemoteMock.mockResolvedValue({ default: FakeProjectsWidget });
    renderSidebar(registry(WIDGETS));
    expect(await screen.findByText('Projects widget (expanded)')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith(`kanri_projects_tasks_${remoteCount}/sidebar-projects`);

    const groups = within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Main',
      'Project Management',
      TEXTS.projects,
      'Collaboration',
    ]);
    expect(within(groups[2]!).getByText('Projects widget (expanded)')).toBeInTheDocument();
  });

  it('passes the collapsed state to the widget', async () => {
    loadRemoteMock.mockResolvedValue({ default: FakeProjectsWidget });
    renderSidebar(registry(WIDGETS), true);
    expect(await screen.findByText('Projects widget (collapsed)')).toBeInTheDocument();
  });

  it('loads nothing when no remote provides the slot', () => {
    renderSidebar(registry());
    expect(loadRemoteMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: TEXTS.projects })).not.toBeInTheDocument();
    expect(screen.getByText('Notes').closest('a')).toBeInTheDocument();
  });

  it('contains a remote that is down to its own slot and loads it again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockRejectedValueOnce(new Error('remoteEntry.js failed to load'));
    renderSidebar(registry(WIDGETS));

    const slot = screen.getByRole('group', { name: TEXTS.projects });
    expect(await within(slot).findByRole('alert')).toHaveTextContent(TEXTS.remoteFailedTitle);
    // The rest of the sidebar keeps working.
    expect(screen.getByText('Notes').closest('a')).toBeInTheDocument();
    expect(screen.getByText('Projects', { selector: 'a span' })).toBeInTheDocument();

    loadRemoteMock.mockResolvedValue({ default: FakeProjectsWidget });
    await userEvent.click(within(slot).getByRole('button', { name: `Retry ${TEXTS.projects}` }));
    expect(await within(slot).findByText('Projects widget (expanded)')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(within(slot).queryByRole('alert')).not.toBeInTheDocument());
    jest.restoreAllMocks();
  });

  it('contains a widget that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('widget bug');
    }
    loadRemoteMock.mockResolvedValue({ default: Broken });
    renderSidebar(registry(WIDGETS));
    const slot = screen.getByRole('group', { name: TEXTS.projects });
    expect(await within(slot).findByRole('alert')).toHaveTextContent(TEXTS.remoteFailedTitle);
    expect(screen.getByText('Dashboard').closest('a')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('refuses an expose without a component', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockResolvedValue({});
    renderSidebar(registry(WIDGETS));
    expect(await within(screen.getByRole('group', { name: TEXTS.projects })).findByRole('alert')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
