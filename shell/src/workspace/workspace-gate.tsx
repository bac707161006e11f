import {
  ApiError,
  authStorage,
  currentWorkspaceId,
  isNotWorkspaceMember,
  loadProfileInAccessibleWorkspace,
  switchWorkspace,
  useWorkspaceId,
} from '@kanri/api-client';
import { selectCurrentUser, signedOut, useAppDispatch, useAppSelector, useAppStore, userRefreshed } from '@kanri/app-state';
import { FullPageSpinner, toast } from '@kanri/design-system/essentials';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { TEXTS } from '../texts';

/**
 * The dashboard renders only once the session user is known as a member of the current workspace
 * (`user.workspace_id` is the header's workspace: GET /user answers with the role there), so the
 * nav and every role-guarded control follow a switch, and no page mounts with the old workspace's
 * role. While that is checked (after a switch or a sign-in into a remembered workspace), a spinner.
 * A workspace that refuses the user falls back to another of theirs instead of signing them out.
 */
export function WorkspaceGate({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const workspaceId = useWorkspaceId();
  const confirmed = typeof user?.workspace_id !== 'number' || user.workspace_id === workspaceId;
  const confirm = useConfirmWorkspace();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!confirmed) confirm();
  }, [confirmed, workspaceId, confirm]);

  // Removed from this workspace while working in it: every request now answers 403.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && isNotWorkspaceMember(event.action.error)) confirm();
      }),
    [queryClient, confirm],
  );

  return confirmed ? <>{children}</> : <FullPageSpinner label={TEXTS.switchingWorkspace} />;
}

/** Asks GET /user in the current workspace (one request at a time) and puts the answer in the session. */
function useConfirmWorkspace() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const busy = useRef(false);

  const confirm = useCallback(() => {
    const user = store.getState().session.user;
    if (busy.current || !user) return;
    busy.current = true;
    loadProfileInAccessibleWorkspace(user)
      .then((profile) => {
        busy.current = false;
        authStorage.saveUser(profile);
        dispatch(userRefreshed(profile));
        // Another tab switched while this was asked: ask again for the workspace now current.
        if (profile.workspace_id !== currentWorkspaceId()) confirm();
      })
      .catch((error: unknown) => {
        busy.current = false;
        if (error instanceof ApiError && error.status === 401) return; // the API client signed the user out
        if (isNotWorkspaceMember(error)) {
          // Not a member of any workspace this browser knows for them: a new sign-in finds one.
          authStorage.clear();
          dispatch(signedOut());
        } else if (typeof user.workspace_id === 'number') {
          // The server could not be asked: back to the workspace the user was last confirmed in.
          switchWorkspace(user.workspace_id);
        }
        toast.error(error instanceof Error && error.message ? error.message : TEXTS.workspaceUnavailable);
      });
  }, [dispatch, store]);

  return confirm;
}
