import { rememberReturnTo, selectSessionStatus, selectSignedOutByUser, useAppSelector } from '@kanri/app-state';
import type { RouteAccess } from '@kanri/contracts';
import { FullPageSpinner } from '@kanri/design-system/essentials';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * The route guard of spec §2: a spinner with Loading... while the session resolves; a signed-out
 * visitor on a guarded page goes to / (the page is remembered for after sign-in); a signed-in user
 * on a signed-out-only page goes to /dashboard.
 */
export function AccessGate({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const signedOutByUser = useAppSelector(selectSignedOutByUser);
  const location = useLocation();

  if (access === 'public') return <>{children}</>;
  if (status === 'loading') return <FullPageSpinner />;

  if (access === 'authenticated' && status === 'unauthenticated') {
    if (!signedOutByUser) rememberReturnTo(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/" replace />;
  }
  if (access === 'guest' && status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
