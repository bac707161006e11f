import { AccessGate } from '@kanri/app-runtime';
import type { AppStore } from '@kanri/app-state';
import type { User } from '@kanri/contracts';
import { fakeApi, makeUser, renderWithApp, Reply } from '@kanri/testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import EmailVerificationPage from './features/email-verification/pages/email-verification-page';
import ForgotPasswordPage from './features/forgot-password/pages/forgot-password-page';
import LoginPage from './features/login/pages/login-page';
import RegisterPage from './features/register/pages/register-page';
import ResetPasswordPage from './features/reset-password/pages/reset-password-page';
import { ROUTES } from './texts';

export { apiFailure, spyOnToasts, toastTexts } from '@kanri/testing';

function DashboardProbe() {
  const location = useLocation();
  return <p>Dashboard page {location.pathname}</p>;
}

const guest = (page: ReactElement) => <AccessGate access="guest">{page}</AccessGate>;

/**
 * Renders the app at `path` the way the shell does: the five pages behind the guest guard, a guarded
 * dashboard, a landing page, one store, one query client and the design-system providers. Nobody is
 * signed in unless the store given has a session.
 */
export function renderAuthApp(
  path: string,
  { store, advanceTimers }: { store?: AppStore; advanceTimers?: (ms: number) => void } = {},
) {
  return renderWithApp(
    [
      { path: ROUTES.login, element: guest(<LoginPage />) },
      { path: ROUTES.register, element: guest(<RegisterPage />) },
      { path: ROUTES.emailVerification, element: guest(<EmailVerificationPage />) },
      { path: ROUTES.forgotPassword, element: guest(<ForgotPasswordPage />) },
      { path: ROUTES.resetPassword, element: guest(<ResetPasswordPage />) },
      { path: '/', element: <p>Landing page</p> },
      {
        path: '/dashboard/*',
        element: (
          <AccessGate access="authenticated">
            <DashboardProbe />
          </AccessGate>
        ),
      },
    ],
    { path, role: null, ...(store ? { store } : {}), userEvent: advanceTimers ? { advanceTimers } : {} },
  );
}

/** Waits for a (lazily loaded) input by its label. */
export const findInput = (label: string | RegExp) => screen.findByLabelText(label, { selector: 'input' });

/** A user as the API returns it (spec §3): Ada Lovelace, id 7, a verified member. */
export function sessionUser(overrides: Partial<User> = {}): User {
  return makeUser(7, {
    first_name: 'Ada',
    last_name: 'Lovelace',
    full_name: 'Ada Lovelace',
    email: 'ada@kanri.dev',
    role: 'member',
    role_id: 5,
    email_verified_at: '2025-01-01T00:00:00.000Z',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/**
 * The fake API (@kanri/testing's `fakeApi`, contract-checked) from whole replies: `METHOD path` →
 * `[status, body]`. Unknown routes answer 404. Returns the fetch mock.
 */
export function routeFetch(routes: Record<string, [number, unknown]>) {
  const handlers = Object.fromEntries(
    Object.entries(routes).map(([key, [status, body]]) => [key, () => new Reply(status, body)]),
  );
  // login-page.social.test.tsx ("says '{provider} login failed' when the reply carries no session")
  // answers POST /auth/social/apple with `data: null`, which the API never sends (its 200 carries
  // socialLoginDataSchema): that one reply is exempt from the contract check until the test changes.
  return fakeApi(handlers, { unchecked: ['POST /auth/social/apple'] }).fetchMock;
}
