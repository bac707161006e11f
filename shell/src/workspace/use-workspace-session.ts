import { adoptSignInWorkspace, onWorkspaceChange } from '@kanri/api-client';
import { useAppStore, workspaceSwitched } from '@kanri/app-state';
import { toast } from '@kanri/design-system/essentials';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';
import { pathAfterWorkspaceSwitch } from './path-after-switch';

/**
 * The shell's side of a workspace switch (mounted once, at the root of the routes):
 * - a sign-in lands in the user's own workspace, never the one the previous person on this browser
 *   left in storage (`adoptSignInWorkspace`);
 * - after any change (`switchWorkspace` from the header or a remote, a fallback, another tab) every
 *   cached query is dropped, the UI state of the old workspace is reset, and a page showing a record
 *   of the old workspace is left; a fallback (the server refused the workspace) is explained in a
 *   toast. `WorkspaceGate` then reloads the user's role in the new workspace
 *   before the dashboard mounts again, so nothing of the old workspace is shown.
 */
export function useWorkspaceSession() {
  const store = useAppStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const pathnameRef = useRef(location.pathname);
  pathnameRef.current = location.pathname;

  // Subscribed to the store, not an effect on the session: the workspace is set before anything
  // renders for the signed-in user, so no request goes out with another person's workspace.
  useEffect(() => {
    let previous = store.getState().session;
    return store.subscribe(() => {
      const session = store.getState().session;
      if (session === previous) return;
      const signedIn = previous.status === 'unauthenticated' && session.status === 'authenticated';
      previous = session;
      if (signedIn && session.user) adoptSignInWorkspace(session.user);
    });
  }, [store]);

  useEffect(
    () =>
      onWorkspaceChange((change) => {
        // clear() also cancels requests in flight: no answer of the old workspace lands afterwards.
        queryClient.clear();
        store.dispatch(workspaceSwitched(change.workspaceId));
        const target = pathAfterWorkspaceSwitch(pathnameRef.current);
        if (target) void navigate(target, { replace: true });
        if (change.reason === 'fallback') toast.warning(TEXTS.workspaceUnavailable);
      }),
    [navigate, queryClient, store],
  );
}
