/**
 * `@kanri/contracts/audit`: the workspace's audit log of security events (admins, permission
 * `audit.read`) — sign-ins and failed sign-ins of its members, their password and session changes,
 * membership and role changes, API tokens, webhooks, settings, exports and every deletion. Not part
 * of the main entry: the shell's lazily loaded Audit log panel and the API import it.
 */
import { z } from 'zod';
import { idParamSchema } from '@kanri/contracts';

/** Every recorded action, grouped by the panel's categories. */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.registered',
  'auth.password_reset',
  'auth.password_changed',
  'auth.session_revoked',
  'member.invited',
  'member.invitation_resent',
  'member.role_changed',
  'member.removed',
  'api_token.created',
  'api_token.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret_rotated',
  'settings.updated',
  'workspace.created',
  'workspace.renamed',
  'workspace.exported',
  'record.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_CATEGORIES = ['sign_ins', 'members', 'access', 'settings', 'deletions'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

export const AUDIT_CATEGORY_ACTIONS: Record<AuditCategory, readonly AuditAction[]> = {
  sign_ins: [
    'auth.sign_in',
    'auth.sign_in_failed',
    'auth.sign_out',
    'auth.registered',
    'auth.password_reset',
    'auth.password_changed',
    'auth.session_revoked',
  ],
  members: ['member.invited', 'member.invitation_resent', 'member.role_changed', 'member.removed'],
  access: [
    'api_token.created',
    'api_token.revoked',
    'webhook.created',
    'webhook.updated',
    'webhook.deleted',
    'webhook.secret_rotated',
  ],
  settings: ['settings.updated', 'workspace.created', 'workspace.renamed', 'workspace.exported'],
  deletions: ['record.deleted', 'member.removed', 'webhook.deleted', 'api_token.revoked'],
};

export const AUDIT_CATEGORY_LABELS: Record<AuditCategory, string> = {
  sign_ins: 'Sign-ins and passwords',
  members: 'Members and roles',
  access: 'API tokens and webhooks',
  settings: 'Settings and exports',
  deletions: 'Deletions',
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.sign_out': 'Signed out',
  'auth.registered': 'Created an account',
  'auth.password_reset': 'Reset the password with an e-mailed link',
  'auth.password_changed': 'Changed the password',
  'auth.session_revoked': 'Signed out a session',
  'member.invited': 'Invited a member',
  'member.invitation_resent': 'Resent an invitation',
  'member.role_changed': "Changed a member's role",
  'member.removed': 'Removed a member',
  'api_token.created': 'Created an API token',
  'api_token.revoked': 'Revoked an API token',
  'webhook.created': 'Added a webhook',
  'webhook.updated': 'Changed a webhook',
  'webhook.deleted': 'Deleted a webhook',
  'webhook.secret_rotated': "Rotated a webhook's secret",
  'settings.updated': 'Changed the workspace settings',
  'workspace.created': 'Created a workspace',
  'workspace.renamed': 'Renamed the workspace',
  'workspace.exported': 'Exported the workspace data',
  'record.deleted': 'Deleted',
};

/** Failed sign-ins are recorded with the reason the server gave, never with the password tried. */
export const AUDIT_FAILURE_REASONS = ['invalid_credentials', 'email_not_verified', 'not_a_member'] as const;
export type AuditFailureReason = (typeof AUDIT_FAILURE_REASONS)[number];

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

export const AUDIT_MESSAGES = {
  retrieved: 'Audit log retrieved successfully',
  categoryInvalid: 'Choose a category from the list.',
} as const;

/** GET /audit-log: newest first, filtered by category and by the member who acted or was concerned. */
export const auditLogQuerySchema = z.object({
  category: z.enum(AUDIT_CATEGORIES, { error: AUDIT_MESSAGES.categoryInvalid }).optional(),
  user_id: idParamSchema.optional(),
  /** The id of the last event of the previous page. */
  cursor: idParamSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

const auditPersonSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type AuditPerson = z.infer<typeof auditPersonSchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who acted: null for a failed sign-in, or an account deleted since. */
  actor: auditPersonSchema.nullable(),
  /** The account an account-level event concerns (the one signed in, or tried). */
  account: auditPersonSchema.nullable(),
  /** What was acted on: a kind (`project`, `member`, `api_token`…), its id and a label when known. */
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  target_label: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  /** "Chrome on Linux"-style summary of the user agent. */
  device: z.string().nullable(),
  /** `token` when a personal access token made the request. */
  via: z.enum(['session', 'token']).nullable(),
  created_at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditLogPageSchema = z.object({
  events: z.array(auditEventSchema),
  next_cursor: z.number().int().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
