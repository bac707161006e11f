import { authStorage, useActiveTimer } from '@kanri/api-client';
import { AppProviders } from '@kanri/app-runtime';
import { createAppStore, signedIn } from '@kanri/app-state';
import type { RemotesJson, TimeEntry, TimeEntryEvent } from '@kanri/contracts';
import { fakeApi, makeTimeEntry, signedInUser } from '@kanri/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TEXTS } from '../texts';
import { WORKSPACES } from '../workspace/test-support';
import { DashboardLayout } from './dashboard-layout';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

configure({ asyncUtilTimeout: 5000 });

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

let remoteCount = 0;

/** A registry whose time remote (a fresh name per test, so no test sees another's loaded widget) fills the tracker slot. */
function registry({ tracker = true } = {}): RemotesJson {
  remoteCount += 1;
  return {
    remotes: [
      {
        name: 'kanri_projects_tasks',
        manifest: '/remotes/projects-tasks/mf-manifest.json',
        routes: [{ path: '/dashboard', access: 'authenticated', layout: 'dashboard' }],
        nav: [],
      },
      {
        name: `kanri_time_${remoteCount}`,
        manifest: '/remotes/time/mf-manifest.json',
        routes: [{ path: '/dashboard/tasks', access: 'authenticated', layout: 'dashboard' }],
        nav: [],
        ...(tracker ? { widgets: [{ slot: 'floating-tracker', module: './floating-tracker' }] } : {}),
      },
    ],
  };
}

/** Stands in for the time remote's widget: shows the active timer it reads from the shared cache. */
function FakeTracker() {
  const active = useActiveTimer();
  if (active.isPending) return null;
  return <p>Tracker: {active.data ? `entry ${active.data.id}${active.data.is_paused ? ' paused' : ''}` : 'idle'}</p>;
}

/** A WebSocket the test drives (the shell's live connection). */
class FakeSocket {
  static all: FakeSocket[] = [];
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) }));
  }
  close() {}
}

/** The server's active timer (what GET /time-entries/active answers). */
let serverActive: TimeEntry | null = null;

function renderDashboard(value: RemotesJson, path = '/dashboard') {
  fakeApi({ 'GET /workspaces': () => WORKSPACES, 'GET /time-entries/active': () => serverActive });
  const store = createAppStore();
  store.dispatch(signedIn(signedInUser('admin')));
  return render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<DashboardLayout registry={value} />}>
            <Route index element={<h1>Overview</h1>} />
            <Route path="tasks" element={<h1>Task List</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('Floating tracker slot', () => {
  const realWebSocket = globalThis.WebSocket;
  beforeEach(() => {
    loadRemoteMock.mockReset();
    localStorage.clear();
    FakeSocket.all = [];
    serverActive = null;
  });
  afterEach(() => {
    globalThis.WebSocket = realWebSocket;
  });

  it.each(['/dashboard', '/dashboard/tasks'])('mounts the widget the registry names on the dashboard page %s', async (path) => {
    loadRemoteMock.mockResolvedValue({ default: FakeTracker });
    const { container } = renderDashboard(registry(), path);
    expect(await screen.findByText('Tracker: idle')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith(`kanri_time_${remoteCount}/floating-tracker`);
    const slot = container.querySelector('[data-slot="floating-tracker"]')!;
    expect(within(slot as HTMLElement).getByText('Tracker: idle')).toBeInTheDocument();
    // Outside the page's own content, which keeps room below for it.
    expect(screen.getByRole('main')).not.toContainElement(slot as HTMLElement);
    expect(screen.getByRole('main')).toHaveStyle({ paddingBottom: '96px' });
  });

  it('loads nothing when no remote provides the slot', () => {
    renderDashboard(registry({ tracker: false }));
    expect(loadRemoteMock).not.toHaveBeenCalled();
    expect(document.querySelector('[data-slot="floating-tracker"]')).toBeNull();
  });

  it('shows a small Retry in its corner when the remote is down, and loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockRejectedValueOnce(new Error('remoteEntry.js failed to load'));
    renderDashboard(registry());
    expect(await screen.findByRole('alert', { name: `${TEXTS.timeTracker}: ${TEXTS.remoteFailedTitle}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();

    loadRemoteMock.mockResolvedValue({ default: FakeTracker });
    await userEvent.click(screen.getByRole('button', { name: `Retry ${TEXTS.timeTracker}` }));
    expect(await screen.findByText('Tracker: idle')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('a timer started, paused and stopped in another tab reaches the widget through the live connection', async () => {
    globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
    authStorage.save('secret-token', signedInUser('admin'));
    loadRemoteMock.mockResolvedValue({ default: FakeTracker });
    renderDashboard(registry());
    expect(await screen.findByText('Tracker: idle')).toBeInTheDocument();
    const socket = FakeSocket.all.at(-1)!;
    socket.send({ type: 'ready', workspace_id: 1 });

    const entry = makeTimeEntry(5, { ended_at: null, is_active: true });
    const event = (action: TimeEntryEvent['action'], changed: TimeEntryEvent['entry']): TimeEntryEvent => ({
      type: 'time_entry.changed',
      action,
      workspace_id: 1,
      user_id: 1,
      entry_id: 5,
      entry: changed,
      client_id: 'another-tab',
      at: '2026-11-21T10:00:00.000Z',
    });
    // The other tab's changes happen on the server, which tells this tab.
    const happened = (action: TimeEntryEvent['action'], changed: TimeEntry) => {
      serverActive = changed.is_active ? changed : null;
      socket.send(event(action, changed));
    };
    happened('started', entry);
    expect(await screen.findByText('Tracker: entry 5')).toBeInTheDocument();
    happened('paused', { ...entry, is_paused: true });
    expect(await screen.findByText('Tracker: entry 5 paused')).toBeInTheDocument();
    happened('stopped', makeTimeEntry(5));
    expect(await screen.findByText('Tracker: idle')).toBeInTheDocument();
  });
});
