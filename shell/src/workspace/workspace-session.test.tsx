import { AUTH_TOKEN_KEY, rememberWorkspaceChoice, switchWorkspace, USER_KEY, workspaceStorage } from '@kanri/api-client';
import { AppProviders, useSessionBootstrap } from '@kanri/app-runtime';
import {
  createAppStore,
  currentProjectSet,
  selectCurrentUser,
  signedIn,
  signedOut,
  useAppSelector,
  type AppStore,
} from '@kanri/app-state';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { apiCall, configureApiClient, NETWORK_ERROR_MESSAGE } from '@kanri/api-client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { TEXTS } from '../texts';
import { fakeWorkspaceServer, USER } from './test-support';
import { useWorkspaceSession } from './use-workspace-session';
import { WorkspaceGate } from './workspace-gate';

configure({ asyncUtilTimeout: 5000 });

function Root() {
  useSessionBootstrap();
  useWorkspaceSession();
  return <Outlet />;
}

/** A dashboard page: the role the session holds and data fetched in the header's workspace. */
function Probe() {
  const role = useAppSelector(selectCurrentUser)?.role;
  const probe = useQuery({ queryKey: ['probe'], queryFn: () => apiCall<{ workspace: number }>('/probe') });
  return (
    <>
      <p>Role: {role}</p>
      {probe.data ? <p>Data of workspace {probe.data.workspace}</p> : <p>Loading data</p>}
    </>
  );
}

function renderApp(
  path: string,
  store: AppStore = createAppStore(),
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: '/login', element: <p>Login page</p> },
          {
            path: '/dashboard',
            element: (
              <WorkspaceGate>
                <Outlet />
              </WorkspaceGate>
            ),
            children: [
              { path: 'projects', element: <Probe /> },
              { path: 'tasks/:taskId', element: <Probe /> },
              { path: 'notes', element: <Probe /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, store, pathname: () => router.state.location.pathname };
}

/** A signed-in session restored at start: token and user (confirmed in `workspaceId`) stored. */
function storeSession(workspaceId: number, role = 'admin') {
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  localStorage.setItem(USER_KEY, JSON.stringify({ ...USER, workspace_id: workspaceId, role }));
  workspaceStorage.set(workspaceId);
}

describe('workspace switch in the shell', () => {
  beforeEach(() => localStorage.clear());

  it('switching reloads the role and the data in the new workspace, without showing the old data, and stays on a list page', async () => {
    const server = fakeWorkspaceServer();
    storeSession(1);
    const view = renderApp('/dashboard/notes');
    expect(await screen.findByText('Data of workspace 1')).toBeInTheDocument();
    expect(screen.getByText('Role: admin')).toBeInTheDocument();
    act(() => view.store.dispatch(currentProjectSet(7)));

    act(() => void switchWorkspace(2));

    expect(screen.queryByText('Data of workspace 1')).not.toBeInTheDocument();
    expect(view.store.getState().ui.currentProjectId).toBeNull();
    expect(await screen.findByText('Data of workspace 2')).toBeInTheDocument();
    expect(screen.getByText('Role: developer')).toBeInTheDocument();
    expect(view.pathname()).toBe('/dashboard/notes');
    expect(workspaceStorage.get()).toBe(2);
    expect(server.headersTo('/user').at(-1)).toBe(2);
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toMatchObject({ workspace_id: 2, role: 'developer' });
  });

  it("leaves a page of one of the old workspace's records for the projects list", async () => {
    fakeWorkspaceServer();
    storeSession(1);
    const view = renderApp('/dashboard/tasks/17');
    await screen.findByText('Data of workspace 1');
    act(() => void switchWorkspace(2));
    await waitFor(() => expect(view.pathname()).toBe('/dashboard/projects'));
    expect(await screen.findByText('Data of workspace 2')).toBeInTheDocument();
  });

  it('a switch to a workspace that refuses the user goes back to the previous one with a message', async () => {
    const server = fakeWorkspaceServer();
    storeSession(1);
    const view = renderApp('/dashboard/notes');
    await screen.findByText('Data of workspace 1');
    server.memberOf = [1]; // removed from workspace 2 since the list was loaded
    act(() => void switchWorkspace(2));
    expect(await screen.findByText(TEXTS.workspaceUnavailable)).toBeInTheDocument();
    expect(await screen.findByText('Data of workspace 1')).toBeInTheDocument();
    expect(workspaceStorage.get()).toBe(1);
    expect(view.store.getState().session.status).toBe('authenticated');
  });

  it('falls back to another workspace of the user at start instead of signing out (removed from the remembered one)', async () => {
    const server = fakeWorkspaceServer({ memberOf: [1] });
    rememberWorkspaceChoice(5, { home: 1 });
    storeSession(2, 'developer');
    const view = renderApp('/dashboard/tasks/17');
    expect(await screen.findByText('Data of workspace 1')).toBeInTheDocument();
    expect(screen.getByText('Role: admin')).toBeInTheDocument();
    expect(screen.getByText(TEXTS.workspaceUnavailable)).toBeInTheDocument();
    expect(view.store.getState().session.status).toBe('authenticated');
    expect(view.pathname()).toBe('/dashboard/projects');
    expect(workspaceStorage.get()).toBe(1);
    // The stored session shows at once (the page asked workspace 2, refused); then the fallback.
    expect(server.headersTo('/user')).toEqual([2, 1]);
  });

  it('a user removed from the workspace while working in it is moved to another of theirs', async () => {
    const server = fakeWorkspaceServer();
    rememberWorkspaceChoice(5, { home: 1 });
    storeSession(2, 'developer');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderApp('/dashboard/notes', createAppStore(), queryClient);
    expect(await screen.findByText('Data of workspace 2')).toBeInTheDocument();
    server.memberOf = [1];
    await act(() => queryClient.invalidateQueries({ queryKey: ['probe'] }));
    expect(await screen.findByText('Data of workspace 1')).toBeInTheDocument();
    expect(screen.getByText('Role: admin')).toBeInTheDocument();
    expect(screen.getByText(TEXTS.workspaceUnavailable)).toBeInTheDocument();
  });

  it('a switch the server cannot confirm (network down) goes back to the previous workspace', async () => {
    const server = fakeWorkspaceServer();
    storeSession(1);
    renderApp('/dashboard/notes');
    await screen.findByText('Data of workspace 1');
    const userCallDown = async (url: string, init?: RequestInit) =>
      url.endsWith('/user') ? Promise.reject(new TypeError('offline')) : server.fetch(url, init);
    configureApiClient({ fetch: userCallDown as unknown as typeof fetch });
    act(() => void switchWorkspace(2));
    expect(await screen.findByText((text) => text.startsWith(NETWORK_ERROR_MESSAGE.split('\n')[0]!))).toBeInTheDocument();
    expect(await screen.findByText('Data of workspace 1')).toBeInTheDocument();
    expect(workspaceStorage.get()).toBe(1);
  });

  it('a sign-in never inherits the workspace the previous person left in this browser', async () => {
    const server = fakeWorkspaceServer({ memberOf: [2] });
    workspaceStorage.set(9); // the previous person's workspace
    const store = createAppStore();
    const view = renderApp('/login', store);
    await screen.findByText('Login page');
    expect(store.getState().session.status).toBe('unauthenticated');

    act(() => {
      localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
      store.dispatch(signedIn({ ...USER, workspace_id: 2, role: 'developer' }));
    });
    expect(workspaceStorage.get()).toBe(2);
    await act(() => view.router.navigate('/dashboard/projects'));
    expect(await screen.findByText('Data of workspace 2')).toBeInTheDocument();
    expect(server.requests.map((request) => request.workspaceId)).not.toContain(9);
  });

  it("a sign-in returns to the user's last workspace here, checked with the server", async () => {
    const server = fakeWorkspaceServer();
    rememberWorkspaceChoice(5, { last: 2 });
    const store = createAppStore();
    const view = renderApp('/login', store);
    await screen.findByText('Login page');
    act(() => {
      localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
      store.dispatch(signedIn({ ...USER, workspace_id: 1, role: 'admin' }));
    });
    await act(() => view.router.navigate('/dashboard/projects'));
    expect(await screen.findByText('Data of workspace 2')).toBeInTheDocument();
    expect(screen.getByText('Role: developer')).toBeInTheDocument();
    expect(server.headersTo('/probe')).toEqual([2]);
    act(() => void store.dispatch(signedOut({ byUser: true })));
  });
});
