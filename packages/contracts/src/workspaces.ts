import { z } from 'zod';
import { idSchema } from './common.js';
import { roleSchema } from './roles.js';

/**
 * Workspaces (spec §7 "Workspaces", ARCHITECTURE §4 "Tenancy"). A user belongs to one or more
 * workspaces with a role in each; the `workspace_id` header picks the one a request works in.
 * Whoever creates a workspace is its admin; admins of a workspace rename it.
 */
export const WORKSPACE_MESSAGES = {
  retrieved: 'Workspaces retrieved successfully',
  created: 'Workspace created successfully',
  updated: 'Workspace updated successfully',
  notFound: 'Workspace not found.',
  nameRequired: 'The workspace name is required.',
  nameTooLong: 'The workspace name may not be longer than 80 characters.',
} as const;

export const WORKSPACE_NAME_MAX_LENGTH = 80;

const workspaceName = () =>
  z
    .string({ error: WORKSPACE_MESSAGES.nameRequired })
    .trim()
    .min(1, WORKSPACE_MESSAGES.nameRequired)
    .max(WORKSPACE_NAME_MAX_LENGTH, WORKSPACE_MESSAGES.nameTooLong);

/** One workspace as its member sees it: GET /workspaces lists the caller's active memberships. */
export const workspaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The caller's role in this workspace. */
  role: roleSchema,
  /** Active members (invited ones not counted). */
  member_count: z.number().int(),
  created_at: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** POST /workspaces/store: any admin creates one and becomes its admin. */
export const workspaceStoreRequestSchema = z.object({ name: workspaceName() });
export type WorkspaceStoreRequest = z.input<typeof workspaceStoreRequestSchema>;

/** PUT /workspaces/update `{ id, name }`: admins of that workspace. */
export const workspaceUpdateRequestSchema = z.object({ id: idSchema, name: workspaceName() });
export type WorkspaceUpdateRequest = z.input<typeof workspaceUpdateRequestSchema>;
