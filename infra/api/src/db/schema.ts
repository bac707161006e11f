/**
 * The one drizzle schema (PostgreSQL, pg-core dialect).
 * Change it, then run `pnpm db:generate` and commit the new file under drizzle/.
 */
import type {
  ClickApps,
  CustomFieldOption,
  CustomFieldSettings,
  CustomFieldType,
  ProjectStatus,
  ProjectTemplate,
  Role,
  SocialProvider,
  StatusCategory,
  TaskActivityType,
  TaskLinkType,
  TimeEntrySource,
  MeetingStatus,
  NoteColor,
  TodoPriority,
  TodoStatus,
} from '@kanri/contracts';
import type { ClientStatus, InvoiceHeaders, InvoiceStatus, InvoiceUnit, PaymentTerms } from '@kanri/contracts/business';
import type { AuditAction } from '@kanri/contracts/audit';
import type {
  LeaveStatus,
  LeaveType,
  NotificationDelivery,
  NotificationKind,
  NotificationTarget,
  NotificationType,
} from '@kanri/contracts/hr';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const moment = (name: string) => timestamp(name, { withTimezone: true });

/** Workspace 1 ("Team Space") is seeded by migration 0003: the first account and open registration join it. */
export const workspaces = pgTable('workspaces', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The five roles of spec §4, seeded by migration 0001 with ids 1..5. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').$type<Role>().notNull().unique(),
});

export type UserStatus = 'active' | 'invited';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always stored lower-cased (the check makes the unique constraint case-insensitive). */
    email: text('email').notNull().unique(),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
    company: text('company'),
    /** `invited` until the person sets a password through an invitation (or signs in with a provider). */
    status: text('status').$type<UserStatus>().notNull().default('active'),
    /** argon2id PHC string; null while invited. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: moment('email_verified_at'),
    photoUrl: text('photo_url'),
    /** The uploaded profile photo (a square WebP in media storage); photo_url then points at it. */
    photoStorageKey: text('photo_storage_key').unique(),
    /** IANA zone used for "today"; null = the workspace's default zone, else the browser's. */
    timeZone: text('time_zone'),
    defaultWorkspaceId: integer('default_workspace_id')
      .notNull()
      .references(() => workspaces.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('users_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

export type MembershipStatus = 'active' | 'invited';

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    status: text('status').$type<MembershipStatus>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user_id_index').on(table.userId),
  ],
);

/** API tokens: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    /** Idle expiry is counted from here; bumped at most once a minute. */
    lastUsedAt: moment('last_used_at').notNull().defaultNow(),
    /** Absolute expiry. */
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_user_id_index').on(table.userId)],
);

/**
 * Personal access tokens (user menu → API tokens, src/services/api-tokens.ts): each acts as its
 * user in one workspace, within `scopes`. Only the SHA-256 of the token is kept, plus its first
 * characters (`token_prefix`) to tell tokens apart.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    tokenPrefix: text('token_prefix').notNull(),
    scopes: text('scopes').array().notNull(),
    /** Null: never expires. */
    expiresAt: moment('expires_at'),
    /** Bumped at most once a minute. */
    lastUsedAt: moment('last_used_at'),
    createdAt: createdAt(),
    revokedAt: moment('revoked_at'),
  },
  (table) => [index('api_tokens_workspace_user_index').on(table.workspaceId, table.userId)],
);

export type UserTokenPurpose = 'verify_email' | 'reset_password';

/** Single-use e-mail verification and password reset tokens (SHA-256 only). */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('user_tokens_user_id_purpose_index').on(table.userId, table.purpose)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: moment('expires_at').notNull(),
    acceptedAt: moment('accepted_at'),
    createdAt: createdAt(),
  },
  (table) => [index('invitations_workspace_id_email_index').on(table.workspaceId, table.email)],
);

/** One row per workspace; a workspace without a row has the defaults. Workspace 1's row is seeded. */
export const settings = pgTable(
  'settings',
  {
    workspaceId: integer('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Only workspace 1's value counts: it opens registration on the whole instance. */
    openRegistration: boolean('open_registration').notNull().default(false),
    /** IANA zone for members without their own; null = each browser's zone. (The organisation name is the workspace's name.) */
    defaultTimeZone: text('default_time_zone'),
    weekStart: text('week_start').$type<'sunday' | 'monday'>().notNull().default('sunday'),
    /** ISO 4217 code: the default currency of new invoices. */
    defaultCurrency: text('default_currency').notNull().default('USD'),
    updatedAt: updatedAt(),
  },
  (table) => [check('settings_week_start_check', sql`${table.weekStart} in ('sunday', 'monday')`)],
);

export type MailTransport = 'outbox' | 'smtp';

/** Every mail the API composed; `sent_at` is null when it was only kept here (no SMTP, or SMTP failed). */
export const outboxEmails = pgTable('outbox_emails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  transport: text('transport').$type<MailTransport>().notNull(),
  sentAt: moment('sent_at'),
  createdAt: createdAt(),
});

/** A provider account (OpenID Connect `sub`) linked to a user. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('social_accounts_provider_subject_unique').on(table.provider, table.subject),
    index('social_accounts_user_id_index').on(table.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Projects and tasks. Every tenant row carries `workspace_id`; child rows (project statuses,
// assignees, tags, links) are reached through a parent that does. Workspaces get their statuses,
// priorities and tags from the `kanri_seed_workspace` trigger (migration 0005).

const calendarDate = (name: string) => date(name, { mode: 'string' });

/**
 * Text compared byte by byte (`COLLATE "C"`), whatever the database's locale: the fractional
 * order keys of `src/lib/order-keys.ts` sort as plain ASCII.
 */
const orderKey = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/** A workspace's task statuses (spec §4), in `position` order. The slug is fixed at creation. */
export const statuses = pgTable(
  'statuses',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    color: text('color').notNull(),
    category: text('category').$type<StatusCategory>().notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('statuses_workspace_id_slug_unique').on(table.workspaceId, table.slug),
    uniqueIndex('statuses_workspace_id_name_unique').on(table.workspaceId, sql`lower(${table.name})`),
    check('statuses_category_check', sql`${table.category} in ('todo', 'in_progress', 'done')`),
  ],
);

/** A workspace's task priorities (spec §4), lowest first. */
export const priorities = pgTable(
  'priorities',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('priorities_workspace_id_slug_unique').on(table.workspaceId, table.slug),
    uniqueIndex('priorities_workspace_id_name_unique').on(table.workspaceId, sql`lower(${table.name})`),
  ],
);

/** A workspace's task tags (spec §3 Tag); the six labels are seeded. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('tags_workspace_id_name_unique').on(table.workspaceId, sql`lower(${table.name})`)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull(),
    status: text('status').$type<ProjectStatus>().notNull(),
    startDate: calendarDate('start_date'),
    endDate: calendarDate('end_date'),
    template: text('template').$type<ProjectTemplate>().notNull(),
    /** Every ClickApp id → on/off, completed with the defaults at creation. */
    clickApps: jsonb('click_apps').$type<ClickApps>().notNull(),
    /** Sidebar order. */
    position: integer('position').notNull(),
    /** Whether time tracked on its tasks is billable by default. */
    billable: boolean('billable').notNull().default(true),
    /** Minor units of `currency` per hour; null: no rate. Time entries copy it when they start. */
    hourlyRateMinor: integer('hourly_rate_minor'),
    currency: text('currency').notNull().default('USD'),
    /** The client the work is for (clients and invoices); unlinked when the client is deleted. */
    clientId: integer('client_id').references((): AnyPgColumn => clients.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('projects_workspace_id_position_index').on(table.workspaceId, table.position),
    index('projects_client_id_index').on(table.clientId),
    check('projects_status_check', sql`${table.status} in ('active', 'planning')`),
    check('projects_hourly_rate_check', sql`${table.hourlyRateMinor} >= 0`),
    check('projects_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** The statuses a project's tasks move through (its board columns), in order. */
export const projectStatuses = pgTable(
  'project_statuses',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    statusId: integer('status_id')
      .notNull()
      .references(() => statuses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.statusId] }),
    index('project_statuses_status_id_index').on(table.statusId),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    statusId: integer('status_id')
      .notNull()
      .references(() => statuses.id),
    priorityId: integer('priority_id').references(() => priorities.id),
    startDate: calendarDate('start_date'),
    dueDate: calendarDate('due_date'),
    progress: smallint('progress').notNull().default(0),
    timeEstimateMinutes: integer('time_estimate_minutes'),
    trackTime: boolean('track_time').notNull().default(false),
    /** Row order inside the project: a fractional key, so moving one row is one update. */
    position: orderKey('position').notNull(),
    /** Custom field id (as text) → value, validated by the field's type. */
    customFieldValues: jsonb('custom_field_values').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('tasks_project_id_position_unique').on(table.projectId, table.position),
    // Both cover what the dashboard's statistics read of every task of a workspace (index-only scans,
    // no heap row to take apart past the title and description): the counts by project, status and
    // priority with the due dates, and the open tasks' ids for their assignees. Each also serves
    // what its leading columns did before (workspace, project and status; workspace and status).
    index('tasks_workspace_project_status_priority_due_index').on(
      table.workspaceId,
      table.projectId,
      table.statusId,
      table.priorityId,
      table.dueDate,
    ),
    index('tasks_workspace_status_project_id_index').on(table.workspaceId, table.statusId, table.projectId, table.id),
    index('tasks_priority_id_index').on(table.priorityId),
    check('tasks_progress_check', sql`${table.progress} between 0 and 100`),
    check('tasks_time_estimate_check', sql`${table.timeEstimateMinutes} >= 0`),
  ],
);

/**
 * The version of each workspace's task tallies (the dashboard's counts of tasks by project, status,
 * priority and due date, and of open tasks by assignee and project). Migration 0022's triggers set a
 * new one, from a sequence, at the commit of every change that can alter the tallies; the dashboard
 * reuses the tallies it keeps in memory while the version it reads beside them is the same.
 */
export const taskTallyVersions = pgTable('task_tally_versions', {
  workspaceId: integer('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Who a task is assigned to, in order (the first one is the spec's `assigned_to`). */
export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.userId] }),
    index('task_assignees_user_id_index').on(table.userId, table.taskId),
  ],
);

export const taskTags = pgTable(
  'task_tags',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.tagId] }), index('task_tags_tag_id_index').on(table.tagId)],
);

/** "task blocks / is waiting on / is related to related task"; one link per pair, seen from both ends. */
export const taskLinks = pgTable(
  'task_links',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    relatedTaskId: integer('related_task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    type: text('type').$type<TaskLinkType>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('task_links_task_id_related_task_id_unique').on(table.taskId, table.relatedTaskId),
    index('task_links_related_task_id_index').on(table.relatedTaskId),
    check('task_links_type_check', sql`${table.type} in ('blocks', 'waiting_on', 'related')`),
    check('task_links_not_self_check', sql`${table.taskId} <> ${table.relatedTaskId}`),
  ],
);

/** A project's custom columns (spec §3 "Custom field definition"). */
export const customFields = pgTable(
  'custom_fields',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    /** Dropdown and labels choices; null for the other types. */
    options: jsonb('options').$type<CustomFieldOption[]>(),
    settings: jsonb('settings').$type<CustomFieldSettings>().notNull().default({}),
    width: integer('width').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('custom_fields_project_id_position_index').on(table.projectId, table.position),
    index('custom_fields_workspace_id_index').on(table.workspaceId),
  ],
);

/** Each user's task-list columns in a project: order and widths. */
export const projectLayouts = pgTable(
  'project_layouts',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    columnOrder: jsonb('column_order').$type<string[]>().notNull(),
    columnWidths: jsonb('column_widths').$type<Record<string, number>>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.userId] }), index('project_layouts_user_id_index').on(table.userId)],
);

/** A task's history and comments: created, one row per changed field (old → new), comments, attachments. */
export const taskActivities = pgTable(
  'task_activities',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<TaskActivityType>().notNull(),
    /** The changed field (`status_id`, `custom_field`...); null for created and comments. */
    field: text('field'),
    /** For a `custom_field` change: which one (kept when the field is deleted later). */
    customFieldId: integer('custom_field_id'),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    /** The comment's text. */
    body: text('body'),
    createdAt: createdAt(),
  },
  (table) => [index('task_activities_task_id_id_index').on(table.taskId, table.id)],
);

/** The columns of an uploaded file (task and chat attachments): its cleaned name, type, size and key on disk. */
const storedFileColumns = () => ({
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  /** Bytes. */
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull().unique(),
});

/**
 * Files attached to a task. The bytes live on disk under MEDIA_DIR at `storage_key` (random, never
 * the user's file name); `file_name` is the cleaned name shown and sent with the download.
 */
export const taskMedia = pgTable(
  'task_media',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('task_media_task_id_id_index').on(table.taskId, table.id),
    index('task_media_workspace_id_index').on(table.workspaceId),
    check('task_media_size_check', sql`${table.size} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Time tracking (infra/api/README.md, "Time tracking").

/** A `tstzmultirange` (PostgreSQL 14+), read and written as its text form. */
const timeRanges = customType<{ data: string }>({ dataType: () => 'tstzmultirange' });

/**
 * A stretch of work of one user in one workspace: a timer (start … stop, with pauses) or typed in
 * (`manual`). Instants are stored to the millisecond. `ended_at` is null while the timer runs or is
 * paused; at most one such entry per user and workspace (the partial unique index). `pauses` are
 * the paused stretches (an open pause, upper bound infinite, while paused); tracked time is
 * `[started_at, ended_at or now) - pauses`. The task may go (its entries keep their time); the
 * project is the task's, its rate and currency are copied when the entry starts.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    startedAt: moment('started_at').notNull(),
    endedAt: moment('ended_at'),
    pauses: timeRanges('pauses')
      .notNull()
      .default(sql`'{}'`),
    billable: boolean('billable').notNull().default(true),
    hourlyRateMinor: integer('hourly_rate_minor'),
    currency: text('currency'),
    source: text('source').$type<TimeEntrySource>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    /** One running or paused timer per user and workspace. */
    uniqueIndex('time_entries_one_active_unique')
      .on(table.workspaceId, table.userId)
      .where(sql`${table.endedAt} is null`),
    /** A user's entries newest first (the list's order and cursor) and by period (reports, overlaps). */
    index('time_entries_workspace_id_user_id_started_at_index').on(table.workspaceId, table.userId, table.startedAt, table.id),
    /** Everyone's entries by period (reports of admins and managers). */
    index('time_entries_workspace_id_started_at_index').on(table.workspaceId, table.startedAt),
    /**
     * The entries that may reach more than a day past their start (running ones, timers stopped
     * after more than 24 hours): a period query reads the others by start alone (from a day before
     * the period) and these few through this index.
     */
    index('time_entries_long_index')
      .on(table.workspaceId, table.userId, table.startedAt)
      .where(sql`${table.endedAt} is null or ${table.endedAt} - ${table.startedAt} > interval '24 hours'`),
    index('time_entries_task_id_index').on(table.taskId),
    check('time_entries_source_check', sql`${table.source} in ('timer', 'manual')`),
    check('time_entries_end_check', sql`${table.endedAt} >= ${table.startedAt}`),
    check('time_entries_hourly_rate_check', sql`${table.hourlyRateMinor} >= 0`),
  ],
);

/**
 * Meetings (spec §3 Meeting): organised by one member, seen by the organiser and the participants.
 * `status` is the stored one; the API shows scheduled meetings as ongoing or completed by the clock.
 * `sequence` is RFC 5545's SEQUENCE, raised by every change.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startTime: moment('start_time').notNull(),
    endTime: moment('end_time').notNull(),
    location: text('location').notNull().default(''),
    meetingUrl: text('meeting_url'),
    status: text('status').$type<MeetingStatus>().notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('meetings_workspace_id_organizer_id_start_time_index').on(table.workspaceId, table.organizerId, table.startTime),
    check('meetings_status_check', sql`${table.status} in ('scheduled', 'ongoing', 'completed', 'cancelled')`),
    check('meetings_end_check', sql`${table.endTime} > ${table.startTime}`),
  ],
);

/** Who is invited to a meeting (the organiser is not listed). */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.meetingId, table.userId] }),
    index('meeting_participants_user_id_index').on(table.userId, table.meetingId),
  ],
);

/**
 * A member's calendar feed link (GET /meetings.ics?token=…): only the SHA-256 of the token is kept;
 * one link per member and workspace, replaced by a new one, gone when revoked.
 */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at'),
  },
  (table) => [unique('calendar_feed_tokens_workspace_id_user_id_unique').on(table.workspaceId, table.userId)],
);

/** Todos (spec §3 Todo): private to their owner. */
export const todos = pgTable(
  'todos',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<TodoStatus>().notNull().default('pending'),
    priority: text('priority').$type<TodoPriority>().notNull().default('medium'),
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('todos_workspace_id_user_id_due_date_index').on(table.workspaceId, table.userId, table.dueDate),
    check('todos_status_check', sql`${table.status} in ('pending', 'in_progress', 'completed', 'cancelled')`),
    check('todos_priority_check', sql`${table.priority} in ('low', 'medium', 'high', 'urgent')`),
  ],
);

/** Notes (spec §3 Note): private to their owner. */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    color: text('color').$type<NoteColor>().notNull().default('default'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    isPinned: boolean('is_pinned').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    /** The list's order: pinned first, then most recently updated. */
    index('notes_list_index').on(
      table.workspaceId,
      table.userId,
      table.isArchived,
      table.isPinned.desc(),
      table.updatedAt.desc(),
      table.id.desc(),
    ),
    check('notes_color_check', sql`${table.color} in ('default', 'yellow', 'green', 'blue', 'purple', 'pink', 'orange')`),
  ],
);

/**
 * Each member's notifications (spec §3 Notification), in a workspace: written by the notifications
 * module (services/notifications.ts) in the same transaction as the change that causes them, pushed
 * live by the `notifications_push` trigger (a NOTIFY at commit), e-mailed when the recipient chose
 * e-mail for the kind (`email_due`, sent from the outbox by the mailer worker).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened (`NOTIFICATION_KINDS`). */
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** How it looks (spec's type: info, success, warning, error). */
    type: text('type').$type<NotificationType>().notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** What a click opens (`NotificationTarget`), null for nothing. */
    target: jsonb('target').$type<NotificationTarget>(),
    /** The rule's facts (ids, names as they were), for the e-mail and later rules. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    readAt: moment('read_at'),
    /** To be e-mailed (the recipient's preference for the kind when it was written). */
    emailDue: boolean('email_due').notNull().default(false),
    emailedAt: moment('emailed_at'),
  },
  (table) => [
    index('notifications_user_index').on(table.workspaceId, table.userId, table.id.desc()),
    index('notifications_unread_index')
      .on(table.workspaceId, table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_email_outbox_index')
      .on(table.id)
      .where(sql`${table.emailDue} and ${table.emailedAt} is null`),
    check('notifications_type_check', sql`${table.type} in ('info', 'success', 'warning', 'error')`),
  ],
);

/** Per user and kind: in the app only (no row) or also by e-mail. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    delivery: text('delivery').$type<NotificationDelivery>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('notification_preferences_delivery_check', sql`${table.delivery} in ('in_app', 'email')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Leave requests (spec §3 Leave request): each member's own; approvers decide on other people's.

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leaveType: text('leave_type').$type<LeaveType>().notNull(),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date').notNull(),
    daysCount: integer('days_count').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<LeaveStatus>().notNull().default('pending'),
    /** The reason for a rejection; empty otherwise. */
    comments: text('comments').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('leave_requests_user_index').on(table.workspaceId, table.userId, table.startDate),
    index('leave_requests_period_index').on(table.workspaceId, table.startDate, table.endDate),
    check('leave_requests_type_check', sql`${table.leaveType} in ('annual', 'sick', 'personal', 'maternity', 'emergency')`),
    check('leave_requests_status_check', sql`${table.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('leave_requests_period_check', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/**
 * Live presence across API processes: each process keeps one row per member and workspace it has
 * sockets for (how many, how many idle) and refreshes `seen_at` on every ping tick; rows of a
 * process that stopped refreshing count as gone.
 */
export const memberPresence = pgTable(
  'member_presence',
  {
    processId: text('process_id').notNull(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connections: integer('connections').notNull(),
    idleConnections: integer('idle_connections').notNull().default(0),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.processId, table.workspaceId, table.userId] }),
    index('member_presence_workspace_index').on(table.workspaceId, table.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Clients and invoices (infra/api/README.md, "Clients and invoices"). Admins and managers only.

/** Money: integer minor units of the row's currency, read as JavaScript numbers (totals stay below 10^15). */
const minorUnits = (name: string) => bigint(name, { mode: 'number' });

/** The workspace's customers (spec §3 Client). Archived ones leave the list; one with invoices cannot be deleted. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    status: text('status').$type<ClientStatus>().notNull().default('active'),
    address: text('address').notNull().default(''),
    isArchived: boolean('is_archived').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('clients_workspace_id_created_at_index').on(
      table.workspaceId,
      table.isArchived,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    check('clients_status_check', sql`${table.status} in ('active', 'inactive', 'potential')`),
  ],
);

/**
 * Invoices (spec §3 Invoice). `status` is the stored one (draft, sent, paid); overdue is shown for a
 * sent invoice past its due date with a balance. The sums are stored as computed by the contracts'
 * invoice maths when the invoice or its payments change (amount paid = Σ payments).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoice_number').notNull(),
    /** The client picked (its details are copied below); a client with invoices cannot be deleted. */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull().default(''),
    clientAddress: text('client_address').notNull().default(''),
    shipToAddress: text('ship_to_address').notNull().default(''),
    issueDate: calendarDate('issue_date').notNull(),
    dueDate: calendarDate('due_date').notNull(),
    paymentTerms: text('payment_terms').$type<PaymentTerms>().notNull(),
    poNumber: text('po_number').notNull().default(''),
    currency: text('currency').notNull(),
    /** ISO 4217 minor unit of the currency when the invoice was made: the scale of every amount. */
    currencyExponent: smallint('currency_exponent').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('draft'),
    headers: jsonb('headers').$type<InvoiceHeaders>().notNull(),
    taxRate: numeric('tax_rate', { precision: 7, scale: 3 }).notNull(),
    subtotalMinor: minorUnits('subtotal_minor').notNull(),
    discountMinor: minorUnits('discount_minor').notNull().default(0),
    shippingMinor: minorUnits('shipping_minor').notNull().default(0),
    taxMinor: minorUnits('tax_minor').notNull(),
    totalMinor: minorUnits('total_minor').notNull(),
    amountPaidMinor: minorUnits('amount_paid_minor').notNull().default(0),
    notes: text('notes').notNull().default(''),
    terms: text('terms').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('invoices_workspace_id_invoice_number_unique').on(table.workspaceId, table.invoiceNumber),
    index('invoices_workspace_id_created_at_index').on(table.workspaceId, table.createdAt.desc(), table.id.desc()),
    index('invoices_client_id_index').on(table.clientId),
    check('invoices_status_check', sql`${table.status} in ('draft', 'sent', 'paid')`),
    check('invoices_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      'invoices_amounts_check',
      sql`${table.discountMinor} >= 0 and ${table.shippingMinor} >= 0 and ${table.amountPaidMinor} >= 0 and ${table.amountPaidMinor} <= greatest(${table.totalMinor}, 0)`,
    ),
  ],
);

/** An invoice's lines, in order. Quantity and rate are exact decimals; the amount is quantity × rate rounded once. */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 4 }).notNull(),
    unit: text('unit').$type<InvoiceUnit>().notNull(),
    rate: numeric('rate', { precision: 20, scale: 4 }).notNull(),
    amountMinor: minorUnits('amount_minor').notNull(),
  },
  (table) => [index('invoice_items_invoice_id_position_index').on(table.invoiceId, table.position)],
);

/**
 * Which time entries an item bills. `time_entry_id` is the primary key: an entry is on one invoice
 * at most, whatever requests race. Removing the item (or deleting the draft) releases its entries.
 */
export const invoiceItemTimeEntries = pgTable(
  'invoice_item_time_entries',
  {
    timeEntryId: integer('time_entry_id')
      .primaryKey()
      .references(() => timeEntries.id, { onDelete: 'cascade' }),
    invoiceItemId: integer('invoice_item_id')
      .notNull()
      .references(() => invoiceItems.id, { onDelete: 'cascade' }),
  },
  (table) => [index('invoice_item_time_entries_invoice_item_id_index').on(table.invoiceItemId)],
);

/** Payments received against an invoice; their sum is its amount paid. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paidOn: calendarDate('paid_on').notNull(),
    amountMinor: minorUnits('amount_minor').notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoice_payments_invoice_id_index').on(table.invoiceId, table.paidOn),
    check('invoice_payments_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/** The organization printed on invoices (spec §3 Company profile): one per workspace; the logo is a stored file. */
export const companyProfiles = pgTable('company_profiles', {
  workspaceId: integer('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
  logoStorageKey: text('logo_storage_key').unique(),
  logoContentType: text('logo_content_type'),
  logoSize: integer('logo_size'),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Team chat (infra/api/README.md, "Team chat"; contracts `@kanri/contracts/chat`).

/**
 * A member's own status in a workspace, besides their connections: `busy` (PUT /chat/status) shows
 * as their presence while they have a live connection.
 */
export const memberStatus = pgTable(
  'member_status',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    busy: boolean('busy').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.userId] })],
);

/**
 * A channel (a name unique in the workspace whatever the case; public or private) or a direct
 * message (no name; `direct_key`, the sorted member ids, makes the same people get the same one).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    type: text('type').$type<'channel' | 'direct'>().notNull(),
    name: text('name').notNull().default(''),
    topic: text('topic').notNull().default(''),
    isPrivate: boolean('is_private').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Direct messages: the members' ids, sorted, comma-separated. */
    directKey: text('direct_key'),
    archivedAt: moment('archived_at'),
    /** The latest main-history message's time (the list's order). */
    lastMessageAt: moment('last_message_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chat_conversations_channel_name_unique')
      .on(table.workspaceId, sql`lower(${table.name})`)
      .where(sql`${table.type} = 'channel'`),
    uniqueIndex('chat_conversations_direct_key_unique').on(table.workspaceId, table.directKey),
    index('chat_conversations_browse_index')
      .on(table.workspaceId)
      .where(sql`${table.type} = 'channel' and not ${table.isPrivate} and ${table.archivedAt} is null`),
    check('chat_conversations_type_check', sql`${table.type} in ('channel', 'direct')`),
    check('chat_conversations_direct_key_check', sql`(${table.type} = 'direct') = (${table.directKey} is not null)`),
  ],
);

/** Who is in a conversation, with their read marker (the newest message id read) and their mute. */
export const chatMembers = pgTable(
  'chat_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    muted: boolean('muted').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('chat_members_user_index').on(table.workspaceId, table.userId),
  ],
);

/** The change sequence of chat messages (GET /chat/messages/since): see services/chat/seq.ts. */
export const chatMessageSeq = pgSequence('chat_message_seq');

/**
 * A message, or a thread reply (`parent_id`). `seq` is stamped anew at every change (create, edit,
 * delete, reaction, reply count), under a per-workspace lock held to commit, so the committed seqs
 * of a workspace only ever grow (services/chat/seq.ts). `client_id` makes the store idempotent.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => chatMessages.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    body: text('body').notNull(),
    mentionIds: integer('mention_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    replyCount: integer('reply_count').notNull().default(0),
    lastReplyAt: moment('last_reply_at'),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    editedAt: moment('edited_at'),
    deletedAt: moment('deleted_at'),
  },
  (table) => [
    unique('chat_messages_client_id_unique').on(table.workspaceId, table.senderId, table.clientId),
    index('chat_messages_history_index')
      .on(table.conversationId, table.id.desc())
      .where(sql`${table.parentId} is null`),
    index('chat_messages_thread_index')
      .on(table.parentId, table.id)
      .where(sql`${table.parentId} is not null`),
    index('chat_messages_seq_index').on(table.workspaceId, table.seq),
    // fastupdate off: see migration 0020.
    index('chat_messages_search_index')
      .using('gin', sql`to_tsvector('simple', ${table.body})`)
      .with({ fastupdate: false }),
  ],
);

/** One person's emoji on a message. */
export const chatReactions = pgTable(
  'chat_reactions',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.emoji, table.userId] })],
);

/**
 * A file uploaded to a conversation (as task attachments: bytes under MEDIA_DIR at `storage_key`),
 * then attached to one message of its uploader (`message_id`, null until then).
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => chatMessages.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_attachments_message_index').on(table.messageId),
    index('chat_attachments_conversation_index').on(table.conversationId),
    check('chat_attachments_size_check', sql`${table.size} >= 0`),
  ],
);

/**
 * Outgoing webhooks of a workspace (admins): deliveries of the subscribed `events` are signed with
 * `secret` (HMAC-SHA256, see `@kanri/contracts/webhooks`). Deliveries are enqueued by the triggers
 * of migration 0018 in the transaction of the change itself.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    active: boolean('active').notNull().default(true),
    /** Lets the URL resolve to loopback, private or link-local addresses (refused otherwise: SSRF). */
    allowPrivateNetwork: boolean('allow_private_network').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webhooks_workspace_id_index').on(table.workspaceId)],
);

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/**
 * The durable queue: one row per event and webhook. Workers claim due `pending` rows with
 * `FOR UPDATE SKIP LOCKED` and lease them (`locked_until`); a lease that runs out (a process that
 * died mid-send) makes the row claimable again.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The delivery's uuid: the envelope's `id` and the `X-Kanri-Delivery` header. */
    deliveryId: uuid('delivery_id').notNull().unique(),
    /** The envelope sent as the body. */
    payload: jsonb('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lockedUntil: moment('locked_until'),
    firstAttemptAt: moment('first_attempt_at'),
    lastResponseCode: integer('last_response_code'),
    lastDurationMs: integer('last_duration_ms'),
    redeliveryOf: integer('redelivery_of').references((): AnyPgColumn => webhookDeliveries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_due_index')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_webhook_id_id_index').on(table.webhookId, table.id),
    check('webhook_deliveries_status_check', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** Each try of a delivery: when, how long, the reply's status and the start of its body (≤ 1 KiB). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    startedAt: moment('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    responseCode: integer('response_code'),
    error: text('error'),
    responseExcerpt: text('response_excerpt'),
  },
  (table) => [index('webhook_attempts_delivery_id_index').on(table.deliveryId)],
);

/**
 * The audit log of security events (issue 21): who did what to what, from where. Account-level
 * events (sign-ins, failed sign-ins, password and session changes) have no workspace: every
 * workspace the account is a member of sees them. Rows are only ever inserted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The account an account-level event concerns. */
    accountId: integer('account_id').references(() => users.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    via: text('via').$type<'session' | 'token'>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_workspace_id_id_index').on(table.workspaceId, table.id),
    index('audit_events_account_id_id_index').on(table.accountId, table.id),
  ],
);
