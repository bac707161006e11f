import { ApiError } from '@kanri/api-client';
import { AppProviders } from '@kanri/app-runtime';
import { createAppStore, signedIn, signedOut, type AppStore } from '@kanri/app-state';
import type { FieldErrors, Role, SessionUser } from '@kanri/contracts';
import { toast } from '@kanri/design-system/essentials';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { signedInUser } from './fixtures';

type UserEventOptions = NonNullable<Parameters<typeof userEvent.setup>[0]>;

/** userEvent as the tests use it: no delay between keys, no pointer-events check (antd's overlays). */
export const DEFAULT_USER_EVENT_OPTIONS: UserEventOptions = { pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null };

/** A userEvent instance (`options` replace the defaults above). */
export const setupUser = (options: UserEventOptions = DEFAULT_USER_EVENT_OPTIONS) => userEvent.setup(options);

/** A QueryClient for tests: no retries, so a failing call shows its error at once. */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The current path, shown for tests to read (`screen.getByTestId('location')`). */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export interface RenderWithAppOptions {
  /** Where the memory router starts (default `/`). */
  path?: string;
  /**
   * Who is signed in: Ada Lovelace (id 1) with this role (default admin), or `null` for a guest
   * (the session is resolved as signed out unless the given store already has one).
   */
  role?: Role | null;
  /** The session user instead of Ada (with `role` when given). */
  user?: SessionUser;
  store?: AppStore;
  queryClient?: QueryClient;
  /** Options of `userEvent.setup` (they replace DEFAULT_USER_EVENT_OPTIONS). */
  userEvent?: UserEventOptions;
}

/**
 * Renders `routes` (or one element at `/`) in the app's providers (AppProviders: store, QueryClient
 * without retries, design system) with a signed-in user of `role`, starting at `path`. Paths no
 * route matches show "Elsewhere" (unless the routes have their own `*`). Returns the render result
 * with the router, the store, the QueryClient, a userEvent instance and `pathname()`.
 */
export function renderWithApp(
  routesOrElement: RouteObject[] | ReactElement,
  {
    path = '/',
    role,
    user: sessionUser,
    store = createAppStore(),
    queryClient = createTestQueryClient(),
    userEvent: userEventOptions,
  }: RenderWithAppOptions = {},
) {
  if (role === null) {
    if (store.getState().session.status === 'loading') store.dispatch(signedOut());
  } else {
    store.dispatch(signedIn(sessionUser ? { ...sessionUser, ...(role ? { role } : {}) } : signedInUser(role ?? 'admin')));
  }
  const given = Array.isArray(routesOrElement) ? routesOrElement : [{ path: '/', element: routesOrElement }];
  const routes = given.some((route) => route.path === '*') ? given : [...given, { path: '*', element: <p>Elsewhere</p> }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = setupUser(userEventOptions);
  const view = render(
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    router,
    store,
    queryClient,
    user,
    pathname: () => router.state.location.pathname,
  };
}

/** Spies on the toast API (the toasts still show). */
export function spyOnToasts() {
  return {
    success: jest.spyOn(toast, 'success'),
    error: jest.spyOn(toast, 'error'),
  };
}

/** The messages given to a toast spy, in order. */
export const toastTexts = (spy: jest.SpyInstance) => spy.mock.calls.map((call) => call[0] as string);

/** A refusal as api-client's calls throw it (for tests that mock an endpoint module). */
export const apiFailure = ({ message, status, errors }: { message: string; status: number; errors?: FieldErrors }) =>
  new ApiError(message, status, errors);
