import { useWorkspaceId, useWorkspaces } from '@kanri/api-client';
import type { Workspace } from '@kanri/contracts';

/**
 * The workspace the app works in now (the `workspace_id` header; changed with `switchWorkspace`),
 * as the user's list describes it: undefined while the list loads or when it failed.
 */
export function useCurrentWorkspace(): { workspaceId: number; workspace: Workspace | undefined } {
  const workspaceId = useWorkspaceId();
  const workspaces = useWorkspaces();
  return { workspaceId, workspace: workspaces.data?.find((workspace) => workspace.id === workspaceId) };
}
