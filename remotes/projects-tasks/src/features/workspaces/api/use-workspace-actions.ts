import { createWorkspace, queryKeys, switchWorkspace, updateWorkspace } from '@kanri/api-client';
import { WORKSPACE_MESSAGES, type Workspace } from '@kanri/contracts';
import { toast } from '@kanri/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Create and rename a workspace: the call, the cache (the list updated at once, then refetched),
 * the contract's success toast. Both reject with the ApiError when the server refuses, so the
 * dialog can show a 422's messages under the name.
 */
export function useWorkspaceActions() {
  const queryClient = useQueryClient();
  const createMutation = useMutation({ mutationFn: createWorkspace });
  const renameMutation = useMutation({ mutationFn: updateWorkspace });
  const listKey = queryKeys.workspaces.list();

  function saved(workspace: Workspace, message: string) {
    queryClient.setQueryData<Workspace[]>(listKey, (old) => [...(old ?? []).filter((row) => row.id !== workspace.id), workspace]);
    void queryClient.invalidateQueries({ queryKey: queryKeys.workspaces.all });
    toast.success(message);
  }

  /** Creates the workspace (the caller becomes its admin) and switches to it, as ClickUp does. */
  async function create(name: string): Promise<Workspace> {
    const workspace = await createMutation.mutateAsync({ name });
    saved(workspace, WORKSPACE_MESSAGES.created);
    switchWorkspace(workspace.id);
    return workspace;
  }

  async function rename(id: number, name: string): Promise<Workspace> {
    const workspace = await renameMutation.mutateAsync({ id, name });
    saved(workspace, WORKSPACE_MESSAGES.updated);
    return workspace;
  }

  return { create, rename, creating: createMutation.isPending, renaming: renameMutation.isPending };
}
