import { ApiError, configureApiClient } from '@kanri/api-client';
import { AccessGate } from '@kanri/app-runtime';
import { createAppStore, signedOut, type AppStore } from '@kanri/app-state';
import type { FieldErrors, User } from '@kanri/contracts';
import { DesignSystemProvider, toast } from '@kanri/design-system/essentials';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import EmailVerificationPage from './features/email-verification/pages/email-verification-page';
import ForgotPasswordPage from './features/forgot-password/pages/forgot-password-page';
import LoginPage from './features/login/pages/login-page';
import RegisterPage from './features/register/pages/register-page';
import ResetPasswordPage from './features/reset-password/pages/reset-password-page';
import { ROUTES } from './texts';

function DashboardProbe() {
  const location = useLocation();
  return <p>Dashboard page {location.pathname}</p>;
}

const guest = (page: ReactElement) => <AccessGate access="guest">{page}</AccessGate>;

/**
 * Renders the app at `path` the way the shell does: the five pages behind the guest guard, a guarded
 * dashboard, a landing page, one store, one query client and the design-system providers.
 */
export function renderAuthApp(path: string, { store = createAppStore(), advanceTimers }: { store?: AppStore; advanceTimers?: (ms: number) => void } = {}) {
  if (store.getState().session.status === 'loading') store.dispatch(signedOut());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: ROUTES.login, element: guest(<LoginPage />) },
      { path: ROUTES.register, element: guest(<RegisterPage />) },
      { path: ROUTES.emailVerification, element: guest(<EmailVerificationPage />) },
      { path: ROUTES.forgotPassword, element: guest(<ForgotPasswordPage />) },
      { path: ROUTES.resetPassword, element: guest(<ResetPasswordPage />) },
      { path: '/', element: <p>Landing page</p> },
      { path: '/dashboard/*', element: <AccessGate access="authenticated"><DashboardProbe /></AccessGate> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <DesignSystemProvider>
          <RouterProvider router={router} />
        </DesignSystemProvider>
      </QueryClientProvider>
    </ReduxProvider>,
  );
  return { ...view, router, store, user, queryClient, pathname: () => router.state.location.pathname };
}

/** Spies on the toast API (it still shows the toasts). */
export function spyOnToasts() {
  return {
    success: jest.spyOn(toast, 'success'),
    error: jest.spyOn(toast, 'error'),
  };
}

/** The messages given to a toast spy, in order. */
export const toastTexts = (spy: jest.SpyInstance) => spy.mock.calls.map((call) => call[0] as string);

/** Waits for a (lazily loaded) input by its label. */
export const findInput = (label: string | RegExp) => screen.findByLabelText(label, { selector: 'input' });

/** A user as the API returns it (spec §3). */
export function sessionUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first_name: 'Ada',
    last_name: 'Lovelace',
    full_name: 'Ada Lovelace',
    email: 'ada@kanri.dev',
    phone: null,
    address: null,
    city: null,
    state: null,
    country: null,
    zip: null,
    status: 'active',
    email_verified: true,
    role: 'member',
    role_id: 5,
    email_verified_at: '2025-01-01T00:00:00.000Z',
    workspace_id: 1,
    guard: 'api',
    photo_url: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A fetch that answers by `METHOD path`; unknown paths get a 404 like the API's. */
export function routeFetch(routes: Record<string, [number, unknown]>) {
  const mock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url).replace(/^\/api\/v1/, '')}`;
    const [status, body] = routes[key] ?? [404, { message: `Route ${key} not found`, error: 'Not Found', statusCode: 404 }];
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
  });
  configureApiClient({ fetch: mock as unknown as typeof fetch });
  return mock;
}

/** A refusal as api-client's calls throw it. */
export const apiFailure = ({ message, status, errors }: { message: string; status: number; errors?: FieldErrors }) =>
  new ApiError(message, status, errors);
