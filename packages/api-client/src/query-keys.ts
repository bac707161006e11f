/** TanStack Query key factories: one root per area, so a mutation can invalidate its whole area. */
export const queryKeys = {
  system: {
    all: ['system'] as const,
    health: () => [...queryKeys.system.all, 'health'] as const,
    roles: () => [...queryKeys.system.all, 'roles'] as const,
  },
  session: {
    all: ['session'] as const,
    profile: () => [...queryKeys.session.all, 'profile'] as const,
  },
  auth: {
    all: ['auth'] as const,
    socialProviders: () => [...queryKeys.auth.all, 'social-providers'] as const,
    invitation: (token: string) => [...queryKeys.auth.all, 'invitation', token] as const,
  },
  team: {
    all: ['team'] as const,
    members: () => [...queryKeys.team.all, 'members'] as const,
    /** The Team Members screen's list (with `time_zone`); `members()` is a prefix of it (presence patches both). */
    list: (query: Record<string, unknown>) => [...queryKeys.team.members(), query] as const,
  },
  settings: {
    all: ['settings'] as const,
    general: () => [...queryKeys.settings.all, 'general'] as const,
  },
  projects: {
    all: ['projects'] as const,
    list: () => [...queryKeys.projects.all, 'list'] as const,
    detail: (id: number) => [...queryKeys.projects.all, 'detail', id] as const,
    layout: (id: number) => [...queryKeys.projects.all, 'layout', id] as const,
  },
  tasks: {
    all: ['tasks'] as const,
    lists: () => [...queryKeys.tasks.all, 'list'] as const,
    list: (query: Record<string, unknown>) => [...queryKeys.tasks.lists(), query] as const,
    detail: (id: number) => [...queryKeys.tasks.all, 'detail', id] as const,
    activity: (id: number) => [...queryKeys.tasks.all, 'activity', id] as const,
    media: (id: number) => [...queryKeys.tasks.all, 'media', id] as const,
  },
  workflow: {
    all: ['workflow'] as const,
    statuses: () => [...queryKeys.workflow.all, 'statuses'] as const,
    priorities: () => [...queryKeys.workflow.all, 'priorities'] as const,
  },
  customFields: {
    all: ['custom-fields'] as const,
    list: (projectId?: number) => [...queryKeys.customFields.all, projectId ?? 'workspace'] as const,
  },
  tags: {
    all: ['tags'] as const,
    list: () => [...queryKeys.tags.all, 'list'] as const,
  },
  /** The caller's time entries and reports; every time-entry change invalidates `time.all`. */
  time: {
    all: ['time'] as const,
    active: () => [...queryKeys.time.all, 'active'] as const,
    lists: () => [...queryKeys.time.all, 'list'] as const,
    list: (query: Record<string, unknown>) => [...queryKeys.time.lists(), query] as const,
    reports: () => [...queryKeys.time.all, 'report'] as const,
    report: (query: Record<string, unknown>) => [...queryKeys.time.reports(), query] as const,
  },
  /** The caller's meetings (organised or invited to) and calendar feed link. */
  meetings: {
    all: ['meetings'] as const,
    lists: () => [...queryKeys.meetings.all, 'list'] as const,
    list: (query: Record<string, unknown>) => [...queryKeys.meetings.lists(), query] as const,
    feed: () => [...queryKeys.meetings.all, 'feed'] as const,
  },
  /** The caller's private todos. */
  todos: {
    all: ['todos'] as const,
    lists: () => [...queryKeys.todos.all, 'list'] as const,
    list: (query: Record<string, unknown>) => [...queryKeys.todos.lists(), query] as const,
  },
  /** The caller's private notes. */
  notes: {
    all: ['notes'] as const,
    lists: () => [...queryKeys.notes.all, 'list'] as const,
    list: (query: Record<string, unknown>) => [...queryKeys.notes.lists(), query] as const,
  },
  /** The workspace's clients (admins and managers). */
  clients: {
    all: ['clients'] as const,
    lists: () => [...queryKeys.clients.all, 'list'] as const,
    list: (query: Record<string, unknown>) => [...queryKeys.clients.lists(), query] as const,
  },
  /** The workspace's invoices, the next number, unbilled time (admins and managers). */
  invoices: {
    all: ['invoices'] as const,
    lists: () => [...queryKeys.invoices.all, 'list'] as const,
    list: (query: Record<string, unknown>) => [...queryKeys.invoices.lists(), query] as const,
    detail: (id: number) => [...queryKeys.invoices.all, 'detail', id] as const,
    nextNumber: () => [...queryKeys.invoices.all, 'next-number'] as const,
    unbilledTime: (query: Record<string, unknown>) => [...queryKeys.invoices.all, 'unbilled-time', query] as const,
  },
  /** The organization printed on invoices. */
  company: {
    all: ['company'] as const,
    profile: () => [...queryKeys.company.all, 'profile'] as const,
    /** The logo's bytes; keyed by the profile's `updated_at` so a new logo is fetched anew. */
    logo: (updatedAt: string | null) => [...queryKeys.company.all, 'logo', updatedAt] as const,
  },
  /** Leave requests (the caller's own, or everyone's for approvers) and the workspace's approved leave. */
  leaveRequests: {
    all: ['leave-requests'] as const,
    lists: () => [...queryKeys.leaveRequests.all, 'list'] as const,
    list: (query: Record<string, unknown>) => [...queryKeys.leaveRequests.lists(), query] as const,
    approved: (from: string, to: string) => [...queryKeys.leaveRequests.all, 'approved', from, to] as const,
  },
  /** The caller's own notifications: the page's lists, the header bell's latest ten, the e-mail preferences. */
  notifications: {
    all: ['notifications'] as const,
    lists: () => [...queryKeys.notifications.all, 'list'] as const,
    list: (query: Record<string, unknown>) => [...queryKeys.notifications.lists(), query] as const,
    bell: () => [...queryKeys.notifications.all, 'bell'] as const,
    preferences: () => [...queryKeys.notifications.all, 'preferences'] as const,
  },
  /** Not scoped to the current workspace: every workspace the user belongs to. */
  workspaces: {
    all: ['workspaces'] as const,
    list: () => [...queryKeys.workspaces.all, 'list'] as const,
  },
};
