import {
  DEFAULT_CLICK_APPS,
  type Meeting,
  type Member,
  type Note,
  type Todo,
  type Priority,
  type Project,
  type Role,
  type SessionUser,
  type Status,
  type Tag,
  type Task,
  type TimeEntry,
  type User,
  type Workspace,
} from '@kanri/contracts';
import {
  DEFAULT_INVOICE_HEADERS,
  INVOICE_DEFAULTS,
  type Client,
  type Invoice,
  type InvoiceSummary,
} from '@kanri/contracts/business';
import type { ChatMessage, ChatPerson, Conversation, ConversationMember } from '@kanri/contracts/chat';
import type {
  LeaveCounts,
  LeavePage,
  LeaveRequest,
  Notification,
  NotificationCounts,
  NotificationPage,
} from '@kanri/contracts/hr';

/** The time stamp of every fixture (created_at, updated_at, joined_at). */
export const STAMP = '2026-11-01T10:00:00.000Z';

/** The workspace's statuses as a starter project has them: To Do, In Progress, Completed. */
export const STATUSES: Status[] = [
  { id: 1, name: 'To Do', slug: 'to-do', color: '#94a3b8', category: 'todo', position: 0, task_count: 1 },
  { id: 2, name: 'In Progress', slug: 'in-progress', color: '#3b82f6', category: 'in_progress', position: 1, task_count: 1 },
  { id: 3, name: 'Completed', slug: 'completed', color: '#22c55e', category: 'done', position: 2, task_count: 0 },
];

/** The workspace's priorities, lowest first: Low, Medium, High. */
export const PRIORITIES: Priority[] = [
  { id: 1, name: 'Low', slug: 'low', color: '#22c55e', position: 0, task_count: 0 },
  { id: 2, name: 'Medium', slug: 'medium', color: '#f59e0b', position: 1, task_count: 2 },
  { id: 3, name: 'High', slug: 'high', color: '#ef4444', position: 2, task_count: 0 },
];

/** The workspace's tags. */
export const TAGS: Tag[] = [
  { id: 1, name: 'Frontend', color: '#3b82f6' },
  { id: 2, name: 'Backend', color: '#22c55e' },
  { id: 3, name: 'Design', color: '#ec4899' },
  { id: 4, name: 'Research', color: '#a855f7' },
  { id: 5, name: 'Bug', color: '#ef4444' },
  { id: 6, name: 'Feature', color: '#f59e0b' },
];

/** A user as `GET /user` and the auth replies give it: a verified developer of workspace 1. */
export function makeUser(id: number, overrides: Partial<User> = {}): User {
  return {
    id,
    first_name: 'First',
    last_name: 'Last',
    full_name: `User ${id}`,
    email: `user${id}@kanri.test`,
    phone: null,
    address: null,
    city: null,
    state: null,
    country: null,
    zip: null,
    status: 'active',
    email_verified: true,
    role: 'developer',
    role_id: 3,
    email_verified_at: null,
    workspace_id: 1,
    guard: 'api',
    photo_url: null,
    time_zone: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** A member of workspace 1 as `GET /users` lists them: an active developer named `Member {id}`. */
export function makeMember(id: number, overrides: Partial<Member> = {}): Member {
  return {
    ...makeUser(id, { full_name: `Member ${id}` }),
    membership_status: 'active',
    joined_at: STAMP,
    presence: 'offline',
    on_leave: false,
    tasks_assigned: 0,
    tasks_completed: 0,
    hours_this_month: 0,
    ...overrides,
  };
}

/** Workspace 1 is named Team Space on the server (the spec's breadcrumb); the user is its admin unless told. */
export function makeWorkspace(id: number, overrides: Partial<Workspace> = {}): Workspace {
  return {
    id,
    name: id === 1 ? 'Team Space' : `Workspace ${id}`,
    role: 'admin',
    member_count: 1,
    created_at: STAMP,
    ...overrides,
  };
}

/** A starter project of workspace 1 (statuses 1-3, no tasks), placed `id - 1` in the sidebar. */
export function makeProject(id: number, overrides: Partial<Project> = {}): Project {
  return {
    id,
    workspace_id: 1,
    name: `Project ${id}`,
    description: null,
    color: '#befca9',
    status: 'active',
    start_date: null,
    end_date: null,
    template: 'starter',
    click_apps: { ...DEFAULT_CLICK_APPS },
    status_ids: [1, 2, 3],
    position: id - 1,
    task_count: 0,
    status_counts: [
      { status_id: 1, count: 0 },
      { status_id: 2, count: 0 },
      { status_id: 3, count: 0 },
    ],
    billable: true,
    hourly_rate_minor: null,
    currency: 'USD',
    client_id: null,
    created_by: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** A task of project 1: To Do, Medium, nobody assigned, ordered by id. */
export function makeTask(id: number, overrides: Partial<Task> = {}): Task {
  return {
    id,
    workspace_id: 1,
    project_id: 1,
    title: `Task ${id}`,
    description: null,
    status_id: 1,
    priority_id: 2,
    assigned_to: null,
    assignee_ids: [],
    start_date: null,
    due_date: null,
    progress: 0,
    time_estimate_minutes: null,
    track_time: false,
    tracked_ms: 0,
    tag_ids: [],
    relationships: [],
    position: `a${String(id).padStart(6, '0')}`,
    custom_field_values: {},
    created_by: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/**
 * A finished time entry of Ada (user 1) without task: `General work`, one hour from 09:00 UTC on
 * the fixture day. Override `started_at`/`ended_at`/`pauses` with `duration_ms` to match.
 */
export function makeTimeEntry(id: number, overrides: Partial<TimeEntry> = {}): TimeEntry {
  return {
    id,
    workspace_id: 1,
    user_id: 1,
    user: { id: 1, full_name: 'Ada Lovelace', email: 'ada@kanri.test', photo_url: null },
    task_id: null,
    task_title: null,
    project_id: null,
    project_name: null,
    project_color: null,
    description: 'General work',
    started_at: '2026-11-01T09:00:00.000Z',
    ended_at: '2026-11-01T10:00:00.000Z',
    is_active: false,
    is_paused: false,
    pauses: [],
    duration_ms: 3_600_000,
    billable: true,
    hourly_rate_minor: null,
    currency: null,
    source: 'timer',
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** A scheduled meeting Ada (user 1) organises, 10:00–10:30 UTC on the fixture day, with Grace (user 2) invited. */
export function makeMeeting(id: number, overrides: Partial<Meeting> = {}): Meeting {
  return {
    id,
    workspace_id: 1,
    title: `Meeting ${id}`,
    description: '',
    start_time: '2026-11-01T10:00:00.000Z',
    end_time: '2026-11-01T10:30:00.000Z',
    location: '',
    meeting_url: null,
    organizer: { id: 1, full_name: 'Ada Lovelace', email: 'ada@kanri.test', photo_url: null },
    participants: [{ id: 2, full_name: 'Grace Hopper', email: 'grace@kanri.test', photo_url: null }],
    status: 'scheduled',
    sequence: 0,
    is_organizer: true,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** A pending, medium-priority todo of the signed-in user, without due date. */
export function makeTodo(id: number, overrides: Partial<Todo> = {}): Todo {
  return {
    id,
    title: `Todo ${id}`,
    description: '',
    status: 'pending',
    priority: 'medium',
    due_date: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** A note of the signed-in user in the default colour, not pinned, not archived. */
export function makeNote(id: number, overrides: Partial<Note> = {}): Note {
  return {
    id,
    title: `Note ${id}`,
    content: `Content of note ${id}`,
    color: 'default',
    tags: [],
    is_pinned: false,
    is_archived: false,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** The session user the render helper signs in (Ada Lovelace, id 1) with `role`. */
export function signedInUser(role: Role = 'admin', overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    email: 'ada@kanri.test',
    first_name: 'Ada',
    last_name: 'Lovelace',
    full_name: 'Ada Lovelace',
    role,
    ...overrides,
  };
}

/** An active client without projects or invoices. */
export function makeClient(id: number, overrides: Partial<Client> = {}): Client {
  return {
    id,
    name: `Client ${id}`,
    email: `client${id}@example.test`,
    phone: '',
    company: '',
    status: 'active',
    address: '',
    projects_count: 0,
    projects: [],
    invoices_count: 0,
    is_archived: false,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/**
 * A draft USD invoice of client 1 with one item (2 × 50.00 = 100.00), tax 10 %: total 110.00.
 * Overrides replace fields as given (recompute the sums when changing items).
 */
export function makeInvoice(id: number, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id,
    invoice_number: `INV-${String(id).padStart(4, '0')}`,
    client_id: 1,
    client_name: 'Client 1',
    client_email: 'client1@example.test',
    client_address: '',
    ship_to_address: '',
    issue_date: '2026-03-01',
    due_date: '2026-03-31',
    payment_terms: 'net_30',
    po_number: '',
    currency: 'USD',
    currency_exponent: 2,
    status: 'draft',
    items: [
      {
        id: id * 100,
        description: 'Design work',
        quantity: '2',
        unit: 'hrs',
        rate: '50',
        amount_minor: 10000,
        time_entry_ids: [],
      },
    ],
    headers: { ...DEFAULT_INVOICE_HEADERS },
    subtotal_minor: 10000,
    discount_minor: 0,
    shipping_minor: 0,
    tax_rate: '10',
    tax_minor: 1000,
    total_minor: 11000,
    amount_paid_minor: 0,
    balance_due_minor: 11000,
    notes: '',
    terms: INVOICE_DEFAULTS.terms,
    payments: [],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** The list row of an invoice (`makeInvoice`'s summary). */
export function makeInvoiceSummary(id: number, overrides: Partial<Invoice> = {}): InvoiceSummary {
  const invoice = makeInvoice(id, overrides);
  return {
    id: invoice.id,
    invoice_number: invoice.invoice_number,
    client_id: invoice.client_id,
    client_name: invoice.client_name,
    client_email: invoice.client_email,
    issue_date: invoice.issue_date,
    due_date: invoice.due_date,
    currency: invoice.currency,
    currency_exponent: invoice.currency_exponent,
    status: invoice.status,
    total_minor: invoice.total_minor,
    amount_paid_minor: invoice.amount_paid_minor,
    balance_due_minor: invoice.balance_due_minor,
    created_at: invoice.created_at,
    updated_at: invoice.updated_at,
  };
}

/** A pending annual leave request of user 2 (Grace Hopper), Nov 9–11, 2026: 3 days. */
export function makeLeaveRequest(id: number, overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  return {
    id,
    user_id: 2,
    user_name: 'Grace Hopper',
    leave_type: 'annual',
    start_date: '2026-11-09',
    end_date: '2026-11-11',
    days_count: 3,
    reason: 'Family visit',
    status: 'pending',
    comments: '',
    decided_by: null,
    decided_by_name: null,
    decided_at: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** A GET /leave-requests reply: `items`, with the cards counted from them unless given. */
export function makeLeavePage(items: LeaveRequest[], counts: Partial<LeaveCounts> = {}): LeavePage {
  const count = (status: LeaveRequest['status']) => items.filter((item) => item.status === status).length;
  return {
    items,
    counts: {
      total: items.length,
      pending: count('pending'),
      approved: count('approved'),
      rejected: count('rejected'),
      this_month: items.filter((item) => item.start_date.slice(0, 7) === STAMP.slice(0, 7)).length,
      ...counts,
    },
  };
}

/** An unread info notification of Ada: a task assigned by Grace Hopper (task 7 of project 1). */
export function makeNotification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'task.assigned',
    type: 'info',
    title: `Notification ${id}`,
    message: 'Grace Hopper assigned you a task',
    target: { kind: 'task', task_id: 7, project_id: 1 },
    actor_id: 2,
    actor_name: 'Grace Hopper',
    is_read: false,
    created_at: STAMP,
    ...overrides,
  };
}

/** A GET /notifications reply: `items` as the last page, counts from them unless given. */
export function makeNotificationPage(
  items: Notification[],
  { counts = {}, next_before = null }: { counts?: Partial<NotificationCounts>; next_before?: number | null } = {},
): NotificationPage {
  return {
    items,
    counts: {
      total: items.length,
      unread: items.filter((item) => !item.is_read).length,
      today: 0,
      this_week: 0,
      ...counts,
    },
    next_before,
  };
}

/** A person as chat shows them: `Member {id}` without a photo. */
export function makeChatPerson(id: number, overrides: Partial<ChatPerson> = {}): ChatPerson {
  return { id, full_name: `Member ${id}`, photo_url: null, ...overrides };
}

/**
 * A message of conversation 1 in the main history, sent by member 2 a minute after STAMP per id
 * step (ids grow with time, as on the server).
 */
export function makeChatMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const at = new Date(Date.parse(STAMP) + id * 60_000).toISOString();
  return {
    id,
    conversation_id: 1,
    parent_id: null,
    client_id: null,
    sender: makeChatPerson(2),
    body: `Message ${id}`,
    mention_ids: [],
    attachments: [],
    reactions: [],
    reply_count: 0,
    last_reply_at: null,
    created_at: at,
    edited_at: null,
    deleted_at: null,
    ...overrides,
  };
}

/** A public channel `#channel-{id}` the caller is a member of, without messages or unread ones. */
export function makeConversation(id: number, overrides: Partial<Conversation> = {}): Conversation {
  return {
    id,
    type: 'channel',
    name: `channel-${id}`,
    topic: '',
    is_private: false,
    created_by: 1,
    others: [],
    member_count: 2,
    is_member: true,
    can_manage: false,
    archived: false,
    muted: false,
    unread_count: 0,
    last_read_message_id: 0,
    last_message: null,
    last_activity_at: STAMP,
    created_at: STAMP,
    ...overrides,
  };
}

/** A member of a conversation as View Members lists them: `Member {id}`, a developer. */
export function makeConversationMember(id: number, overrides: Partial<ConversationMember> = {}): ConversationMember {
  return { ...makeChatPerson(id), email: `user${id}@kanri.test`, role: 'developer', joined_at: STAMP, ...overrides };
}
