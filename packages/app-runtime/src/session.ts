import { authStorage, configureApiClient, loadProfileInAccessibleWorkspace, logout } from '@kanri/api-client';
import { signedIn, signedOut, useAppDispatch, userRefreshed } from '@kanri/app-state';
import { toast } from '@kanri/design-system/essentials';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';

export const LOGGED_OUT_MESSAGE = 'Logged out successfully';

/**
 * Resolves the session once at start (spec §4): a stored token restores the stored user at once and
 * refreshes the profile in the background (in another of the user's workspaces when the remembered
 * one refuses them: workspace-switch.ts); any other error at start signs the user out.
 */
export function useSessionBootstrap() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    configureApiClient({
      onUnauthorized: () => {
        authStorage.clear();
        dispatch(signedOut());
      },
    });

    const token = authStorage.getToken();
    const storedUser = authStorage.getUser();
    if (!token) {
      dispatch(signedOut());
      return;
    }
    if (storedUser) dispatch(signedIn(storedUser));

    let cancelled = false;
    loadProfileInAccessibleWorkspace(storedUser)
      .then((user) => {
        if (cancelled) return;
        authStorage.saveUser(user);
        dispatch(storedUser ? userRefreshed(user) : signedIn(user));
      })
      .catch(() => {
        if (cancelled) return;
        authStorage.clear();
        dispatch(signedOut());
      });
    return () => {
      cancelled = true;
    };
  }, [dispatch]);
}

/** Sign Out: revoke the token on the server, forget the session and every cached query. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    authStorage.clear();
    dispatch(signedOut({ byUser: true }));
    queryClient.clear();
    toast.success(LOGGED_OUT_MESSAGE);
  }, [dispatch, queryClient]);
}
