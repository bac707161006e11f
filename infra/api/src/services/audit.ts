import { AUTH_MESSAGES } from '@kanri/contracts';
import {
  AUDIT_CATEGORY_ACTIONS,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEvent,
  type AuditFailureReason,
  type AuditLogPage,
  type AuditLogQuery,
} from '@kanri/contracts/audit';
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { auditEvents, users, workspaceMembers } from '../db/schema.js';
import { HttpError } from '../lib/http-errors.js';
import { deviceOf } from '../lib/user-agent.js';
import { findMembership, findUserByEmail, findUserById } from './users.js';

export interface NewAuditEvent {
  action: AuditAction;
  /** Null for account-level events (sign-ins, passwords, sessions): every workspace of `accountId` sees them. */
  workspaceId: number | null;
  accountId?: number | null;
  actorId?: number | null;
  targetType?: string | null;
  targetId?: string | number | null;
  targetLabel?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
  via?: 'session' | 'token' | null;
}

/** Longest user agent kept: enough for any real browser's, bounded against a hostile header. */
const USER_AGENT_MAX_LENGTH = 512;

export async function recordAuditEvent(db: Database, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    workspaceId: event.workspaceId,
    accountId: event.accountId ?? null,
    actorId: event.actorId ?? null,
    targetType: event.targetType ?? null,
    targetId: event.targetId === undefined || event.targetId === null ? null : String(event.targetId),
    targetLabel: event.targetLabel ?? null,
    details: event.details ?? {},
    ip: event.ip ?? null,
    userAgent: event.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    via: event.via ?? null,
  });
}

const actors = alias(users, 'audit_actors');
const accounts = alias(users, 'audit_accounts');

/**
 * GET /audit-log: the workspace's events and the account-level events of its members (those that
 * happened while they were members), newest first, in pages keyed by id.
 */
export async function listAuditEvents(db: Database, workspaceId: number, query: AuditLogQuery): Promise<AuditLogPage> {
  const perPage = Number(query.per_page ?? AUDIT_PAGE_SIZE);
  const memberAccount = sql`exists (
    select 1 from ${workspaceMembers}
    where ${workspaceMembers.workspaceId} = ${workspaceId}
      and ${workspaceMembers.userId} = ${auditEvents.accountId}
      and ${workspaceMembers.createdAt} <= ${auditEvents.createdAt}
  )`;
  const conditions: SQL[] = [
    or(eq(auditEvents.workspaceId, workspaceId), and(isNull(auditEvents.workspaceId), memberAccount)) as SQL,
  ];
  if (query.category) conditions.push(inArray(auditEvents.action, [...AUDIT_CATEGORY_ACTIONS[query.category]]));
  if (query.user_id !== undefined) {
    const userId = Number(query.user_id);
    conditions.push(or(eq(auditEvents.actorId, userId), eq(auditEvents.accountId, userId)) as SQL);
  }
  if (query.cursor !== undefined) conditions.push(lt(auditEvents.id, Number(query.cursor)));

  const rows = await db
    .select({
      event: auditEvents,
      actor: { id: actors.id, name: sql<string>`trim(${actors.firstName} || ' ' || ${actors.lastName})`, email: actors.email },
      account: {
        id: accounts.id,
        name: sql<string>`trim(${accounts.firstName} || ' ' || ${accounts.lastName})`,
        email: accounts.email,
      },
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorId))
    .leftJoin(accounts, eq(accounts.id, auditEvents.accountId))
    .where(and(...conditions))
    .orderBy(desc(auditEvents.id))
    .limit(perPage + 1);

  const page = rows.slice(0, perPage);
  return {
    events: page.map(({ event, actor, account }): AuditEvent => ({
      id: event.id,
      action: event.action,
      actor: actor?.id ? actor : null,
      account: account?.id ? account : null,
      target_type: event.targetType,
      target_id: event.targetId,
      target_label: event.targetLabel,
      details: event.details,
      ip: event.ip,
      device: event.userAgent ? deviceOf(event.userAgent) : null,
      via: event.via,
      created_at: event.createdAt.toISOString(),
    })),
    next_cursor: rows.length > perPage ? (page.at(-1)?.event.id ?? null) : null,
  };
}

/** Why a sign-in was refused, for the log (never the password tried); undefined: not a refusal. */
export function signInFailureReason(error: unknown): AuditFailureReason | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.message === AUTH_MESSAGES.invalidCredentials) return 'invalid_credentials';
  if (error.message === AUTH_MESSAGES.emailNotVerified) return 'email_not_verified';
  if (error.message === AUTH_MESSAGES.notWorkspaceMember) return 'not_a_member';
  return undefined;
}

/** The account a failed sign-in tried, when the e-mail is one (its workspaces' admins see the attempt). */
export async function accountIdOfEmail(db: Database, email: string): Promise<number | null> {
  return (await findUserByEmail(db, email))?.id ?? null;
}

/** A member of the workspace as an event's target: "Name <e-mail>", and their role and state then. */
export async function memberFacts(db: Database, workspaceId: number, userId: number) {
  const [user, membership] = await Promise.all([findUserById(db, userId), findMembership(db, userId, workspaceId)]);
  if (!user || !membership) return undefined;
  return {
    targetId: userId,
    targetLabel: `${`${user.firstName} ${user.lastName}`.trim()} <${user.email}>`,
    details: { role: membership.role, status: membership.status },
  };
}
