/**
 * `@kanri/contracts/workspace-export`: `GET /api/v1/workspace-export` (admins, permission
 * `workspaces.export`, signed-in sessions only) downloads the current workspace as one JSON file:
 *
 * ```json
 * { "format": "kanri.workspace-export", "version": 1, "exported_at": "<ISO>",
 *   "exported_by": { "id": 1, "name": "…", "email": "…" },
 *   "workspace": { "id": 1, "name": "…", … },
 *   "tables": { "<table>": [ { <row, snake_case columns> }, … ], … },
 *   "excluded": { "<table>": "<why it is not in the file>", … } }
 * ```
 *
 * A record the exporting admin cannot see in the app is not in the file (other members' notes,
 * todos, notifications, private channels and direct messages, meetings they are not part of), and
 * no secret ever is (password hashes, token hashes, webhook secrets, invitation tokens). Not part of
 * the main entry: the shell's lazily loaded Settings panel and the API import it.
 */

/** The file's `format`. */
export const WORKSPACE_EXPORT_FORMAT = 'kanri.workspace-export' as const;
/** The file's `version`: raised when a reader would misread a newer file. */
export const WORKSPACE_EXPORT_VERSION = 1 as const;

/** Tables (and other things) of a workspace deliberately left out of the file, with the reason given in it. */
export const WORKSPACE_EXPORT_EXCLUDED = {
  sessions: 'Sign-in sessions: secrets (token hashes) of each account.',
  api_tokens: 'Personal access tokens: secrets (token hashes) of each account.',
  user_tokens: 'E-mail verification and password reset tokens: secrets of each account.',
  social_accounts: 'Sign-in provider links: credentials of each account.',
  calendar_feed_tokens: 'Calendar feed links: secrets (token hashes) of each member.',
  outbox_emails: 'Outgoing mail: transient, and its links carry tokens.',
  member_presence: 'Live presence: ephemeral.',
  member_status: 'Busy status: ephemeral.',
  task_tally_versions: "The dashboard's cache version of the task counts: derived from the tasks.",
  webhook_deliveries: 'Webhook delivery queue: an operational log.',
  webhook_attempts: 'Webhook delivery attempts: an operational log.',
  audit_events: 'The security log: read it through GET /api/v1/audit-log.',
  media_files:
    'Uploaded files (task and chat attachments, profile photos, the company logo) are not in the file: task_media and chat_attachments list their metadata only.',
} as const satisfies Record<string, string>;
export type WorkspaceExportExcluded = keyof typeof WORKSPACE_EXPORT_EXCLUDED;

export const WORKSPACE_EXPORT_MESSAGES = {
  /** The reply's `Content-Type`. */
  contentType: 'application/json; charset=utf-8',
} as const;

export interface WorkspaceExportFile {
  format: typeof WORKSPACE_EXPORT_FORMAT;
  version: number;
  exported_at: string;
  exported_by: { id: number; name: string; email: string };
  workspace: { id: number; name: string; created_at: string; updated_at: string };
  tables: Record<string, Record<string, unknown>[]>;
  excluded: Record<string, string>;
}

/** A workspace name as a file-name part: lower-case ASCII letters, digits and dashes; `workspace` when nothing is left. */
export function workspaceSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
  return slug || 'workspace';
}

/** `kanri-<workspace name slug>-<YYYY-MM-DD>.json` (the UTC date of `at`). */
export function workspaceExportFileName(workspaceName: string, at: Date): string {
  return `kanri-${workspaceSlug(workspaceName)}-${at.toISOString().slice(0, 10)}.json`;
}
