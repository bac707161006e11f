/** Every text of user menu → Audit log (the panel and its tests share them). */
export const AUDIT_TEXTS = {
  intro:
    "Security events of this workspace: its members' sign-ins and failed sign-ins, password and session changes, invitations and role changes, API tokens, webhooks, settings, exports and every deletion.",
  category: 'Event type',
  allCategories: 'All events',
  member: 'Member',
  allMembers: 'Everyone',
  loadFailed: 'Could not load the audit log',
  emptyTitle: 'No events yet',
  emptyHint: 'Sign-ins, role changes and deletions will appear here as they happen.',
  noMatchTitle: 'No events match these filters',
  noMatchHint: 'Choose another event type or member.',
  listLabel: 'Audit events',
  loadMore: 'Load older events',
  someone: 'Someone',
  unknownAccount: 'an unknown account',
  viaToken: 'API token',
  failed: 'Failed',
  roleChange: (from: string, to: string) => `${from} → ${to}`,
  failureReasons: {
    invalid_credentials: 'wrong e-mail or password',
    email_not_verified: 'e-mail not verified',
    not_a_member: 'not a member of any workspace',
  } as Record<string, string>,
  triedAs: (email: string) => `as ${email}`,
  sessionsEnded: (count: number) => `${count} other session${count === 1 ? '' : 's'} ended`,
} as const;
