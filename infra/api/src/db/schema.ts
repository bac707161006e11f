/**
 * The one drizzle schema, shared by PGlite and PostgreSQL (same pg-core dialect).
 * Change it, then run `pnpm db:generate` and commit the new file under drizzle/.
 */
import type { Role, SocialProvider } from '@kanri/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
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
export const settings = pgTable('settings', {
  workspaceId: integer('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  /** Only workspace 1's value counts: it opens registration on the whole instance. */
  openRegistration: boolean('open_registration').notNull().default(false),
  updatedAt: updatedAt(),
});

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
