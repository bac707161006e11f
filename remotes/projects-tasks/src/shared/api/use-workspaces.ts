import { listWorkspaces, queryKeys, useWorkspaceId } from '@kanri/api-client';
import type { Workspace } from '@kanri/contracts';
import { useQuery } from '@tanstack/react-query';

/** Every workspace the signed-in user belongs to, with their role and the member count (GET /workspaces). */
export const useWorkspaces = () => useQuery({ queryKey: queryKeys.workspaces.list(), queryFn: listWorkspaces });

/**
 * The workspace the app works in now (the `workspace_id` header; changed with `switchWorkspace`),
 * as the user's list describes it: undefined while the list loads or when it failed.
 */
export function useCurrentWorkspace(): { workspaceId: number; workspace: Workspace | undefined } {
  const workspaceId = useWorkspaceId();
  const workspaces = useWorkspaces();
  return { workspaceId, workspace: workspaces.data?.find((workspace) => workspace.id === workspaceId) };
}
