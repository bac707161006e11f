import { authStorage } from '@kanri/api-client';
import { pathAfterSignIn, signedIn, useAppDispatch } from '@kanri/app-state';
import type { SessionUser } from '@kanri/contracts';
import { displayName } from '@kanri/contracts/constants';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';

/** The name a welcome toast greets: the first name, else the display name. */
export function greetingName(user: SessionUser): string {
  return user.first_name?.trim() || displayName(user);
}

/**
 * Completes a sign-in (login, registration with a token, social): stores token and user, marks the
 * session signed in and goes to the remembered page, else the role's landing route (spec §2).
 *
 * Order matters. These pages sit behind the shell's guest guard, which answers a signed-in session
 * with a redirect to /dashboard. Committing the sign-in synchronously lets that redirect start
 * first, so the navigation issued right after it is the last one and wins: the user lands on the
 * role's route without /dashboard ever rendering. (Dispatching and navigating in the same tick
 * instead ends on /dashboard: the store update renders before the router's transition.)
 */
export function useFinishSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (token: string, user: SessionUser) => {
      authStorage.save(token, user);
      const target = pathAfterSignIn(user.role);
      flushSync(() => {
        dispatch(signedIn(user));
      });
      void navigate(target, { replace: true });
    },
    [dispatch, navigate],
  );
}
