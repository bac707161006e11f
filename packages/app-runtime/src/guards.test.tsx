import { createAppStore, RETURN_TO_KEY, signedIn, signedOut } from '@kanri/app-state';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AccessGate } from './guards';
import type { RouteAccess } from '@kanri/contracts';

function renderAt(path: string, store = createAppStore()) {
  const page = (access: RouteAccess, text: string) => <AccessGate access={access}>{text}</AccessGate>;
  const router = createMemoryRouter(
    [
      { path: '/', element: page('public', 'Landing') },
      { path: '/login', element: page('guest', 'Login form') },
      { path: '/dashboard', element: page('authenticated', 'Dashboard home') },
      { path: '/dashboard/notes', element: page('authenticated', 'Notes page') },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store };
}

describe('AccessGate (spec §2 route guard)', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows Loading... while the session resolves', () => {
    renderAt('/dashboard/notes');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Notes page')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor on a guarded page to / and remembers the page', () => {
    const store = createAppStore();
    store.dispatch(signedOut());
    const { router } = renderAt('/dashboard/notes?view=grid', store);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Landing')).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/dashboard/notes?view=grid');
  });

  it('does not remember the page after an explicit sign-out', () => {
    const store = createAppStore();
    store.dispatch(signedOut({ byUser: true }));
    renderAt('/dashboard/notes', store);
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it('sends a signed-in user away from a signed-out-only page to /dashboard', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ email: 'a@kanri.dev' }));
    const { router } = renderAt('/login', store);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('Dashboard home')).toBeInTheDocument();
  });

  it('shows guarded pages to signed-in users and guest pages to visitors', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ email: 'a@kanri.dev' }));
    renderAt('/dashboard/notes', store);
    expect(screen.getByText('Notes page')).toBeInTheDocument();

    const visitor = createAppStore();
    visitor.dispatch(signedOut());
    renderAt('/login', visitor);
    expect(screen.getByText('Login form')).toBeInTheDocument();
  });

  it('shows public pages whatever the session', () => {
    renderAt('/');
    expect(screen.getByText('Landing')).toBeInTheDocument();
  });
});
