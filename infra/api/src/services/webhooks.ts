import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_DELIVERIES_PER_PAGE,
  WEBHOOK_MAX_PER_WORKSPACE,
  WEBHOOK_MESSAGES,
  WEBHOOK_PING_EVENT,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type webhookDeliveriesQuerySchema,
  type webhookStoreRequestSchema,
  type webhookUpdateRequestSchema,
} from '@kanri/contracts/webhooks';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { HttpError, httpErrors } from '../lib/http-errors.js';
import { checkWebhookUrl, systemResolver, type Resolver } from '../webhooks/address.js';

/** The channel the enqueueing triggers and these functions NOTIFY: workers wake up on it. */
export const WEBHOOK_CHANNEL = 'kanri_webhooks';

type StoreRequest = z.output<typeof webhookStoreRequestSchema>;
type UpdateRequest = z.output<typeof webhookUpdateRequestSchema>;
type DeliveriesQuery = z.output<typeof webhookDeliveriesQuerySchema>;

/** A new signing secret: `whsec_` and 48 hex digits (192 random bits). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('hex')}`;
}

const WEBHOOK_COLUMNS = sql`w.id, w.url, w.events, w.active, w.allow_private_network, w.secret, w.created_by,
  webhook_moment(w.created_at) as created_at, webhook_moment(w.updated_at) as updated_at,
  (select json_build_object('status', d.status, 'response_code', d.last_response_code, 'created_at', webhook_moment(d.created_at))
     from webhook_deliveries d where d.webhook_id = w.id order by d.id desc limit 1) as last_delivery`;

/** GET /webhooks: the workspace's webhooks, oldest first, each with its newest delivery's status. */
export async function listWebhooks(db: Database, workspaceId: number): Promise<Webhook[]> {
  const { rows } = await db.execute<Webhook>(
    sql`select ${WEBHOOK_COLUMNS} from webhooks w where w.workspace_id = ${workspaceId} order by w.id`,
  );
  return rows;
}

export async function getWebhook(db: Database, workspaceId: number, id: number): Promise<Webhook> {
  const { rows } = await db.execute<Webhook>(
    sql`select ${WEBHOOK_COLUMNS} from webhooks w where w.workspace_id = ${workspaceId} and w.id = ${id}`,
  );
  if (!rows[0]) throw httpErrors.notFound(WEBHOOK_MESSAGES.webhookNotFound);
  return rows[0];
}

/** 422 on `url` unless it is http(s) and (without `allowPrivateNetwork`) resolves to public addresses only. */
export async function assertWebhookUrl(
  url: string,
  allowPrivateNetwork: boolean,
  resolve: Resolver = systemResolver,
): Promise<void> {
  if (allowPrivateNetwork) {
    // Any host is allowed; only the scheme is checked (the name may not resolve from here yet).
    const check = await checkWebhookUrl(url, true, async () => [{ address: '0.0.0.0', family: 4 }]);
    if (!check.ok) throw httpErrors.invalidField('url', WEBHOOK_MESSAGES.urlInvalid);
    return;
  }
  const check = await checkWebhookUrl(url, false, resolve);
  if (check.ok) return;
  const message =
    check.reason === 'private'
      ? WEBHOOK_MESSAGES.urlPrivate
      : check.reason === 'unresolvable'
        ? WEBHOOK_MESSAGES.urlUnresolvable
        : WEBHOOK_MESSAGES.urlInvalid;
  throw httpErrors.invalidField('url', message);
}

function assertNoCredentials(url: string): void {
  const parsed = new URL(url);
  if (parsed.username || parsed.password) throw httpErrors.invalidField('url', WEBHOOK_MESSAGES.urlCredentials);
}

/** POST /webhooks/store: a webhook with a new secret (at most WEBHOOK_MAX_PER_WORKSPACE per workspace). */
export async function createWebhook(
  db: Database,
  workspaceId: number,
  userId: number,
  request: StoreRequest,
  resolve?: Resolver,
): Promise<Webhook> {
  const allowPrivate = request.allow_private_network ?? false;
  assertNoCredentials(request.url);
  await assertWebhookUrl(request.url, allowPrivate, resolve);
  const { rows } = await db.execute<{ id: number }>(sql`insert into webhooks
      (workspace_id, url, events, secret, active, allow_private_network, created_by)
    select ${workspaceId}, ${request.url}, ${sql.param(request.events)}::text[], ${newWebhookSecret()}, ${request.active ?? true},
      ${allowPrivate}, ${userId}
    where (select count(*) from webhooks where workspace_id = ${workspaceId}) < ${WEBHOOK_MAX_PER_WORKSPACE}
    returning id`);
  if (!rows[0]) throw new HttpError(422, WEBHOOK_MESSAGES.tooMany, { url: [WEBHOOK_MESSAGES.tooMany] });
  return getWebhook(db, workspaceId, rows[0].id);
}

/** PUT /webhooks/update: the fields sent; the URL is checked again against the (new) private-network choice. */
export async function updateWebhook(
  db: Database,
  workspaceId: number,
  request: UpdateRequest,
  resolve?: Resolver,
): Promise<Webhook> {
  const current = await getWebhook(db, workspaceId, request.id);
  const url = request.url ?? current.url;
  const allowPrivate = request.allow_private_network ?? current.allow_private_network;
  if (request.url !== undefined || request.allow_private_network !== undefined) {
    assertNoCredentials(url);
    await assertWebhookUrl(url, allowPrivate, resolve);
  }
  await db.execute(sql`update webhooks set
      url = ${url},
      events = ${sql.param(request.events ?? current.events)}::text[],
      active = ${request.active ?? current.active},
      allow_private_network = ${allowPrivate},
      updated_at = now()
    where id = ${request.id} and workspace_id = ${workspaceId}`);
  return getWebhook(db, workspaceId, request.id);
}

/** DELETE /webhooks/destroy: the webhook and its delivery log. */
export async function deleteWebhook(db: Database, workspaceId: number, id: number): Promise<{ id: number }> {
  const { rows } = await db.execute<{ id: number }>(
    sql`delete from webhooks where id = ${id} and workspace_id = ${workspaceId} returning id`,
  );
  if (!rows[0]) throw httpErrors.notFound(WEBHOOK_MESSAGES.webhookNotFound);
  return rows[0];
}

/** POST /webhooks/rotate-secret: a new secret, used from the next attempt on. */
export async function rotateWebhookSecret(db: Database, workspaceId: number, id: number): Promise<Webhook> {
  const { rows } = await db.execute<{ id: number }>(sql`update webhooks set secret = ${newWebhookSecret()}, updated_at = now()
    where id = ${id} and workspace_id = ${workspaceId} returning id`);
  if (!rows[0]) throw httpErrors.notFound(WEBHOOK_MESSAGES.webhookNotFound);
  return getWebhook(db, workspaceId, id);
}

// The envelope's keys in the contract's order (jsonb keeps its own).
const DELIVERY_COLUMNS = sql`d.id, d.webhook_id, d.delivery_id::text as delivery_id, d.event, d.status,
  json_build_object('id', d.payload -> 'id', 'event', d.payload -> 'event', 'created_at', d.payload -> 'created_at',
    'workspace_id', d.payload -> 'workspace_id', 'data', d.payload -> 'data') as payload,
  d.attempts as attempts_count, d.last_response_code, d.last_duration_ms as duration_ms,
  case when d.status = 'pending' then webhook_moment(d.next_attempt_at) end as next_attempt_at,
  webhook_moment(d.first_attempt_at) as first_attempt_at, d.redelivery_of, webhook_moment(d.created_at) as created_at,
  coalesce((select json_agg(json_build_object('id', a.id, 'started_at', webhook_moment(a.started_at),
      'duration_ms', a.duration_ms, 'response_code', a.response_code, 'error', a.error,
      'response_excerpt', a.response_excerpt) order by a.id desc)
    from webhook_attempts a where a.delivery_id = d.id), '[]'::json) as attempts`;

/**
 * Queues one delivery of `webhookId` (of the workspace) with the envelope `data` of an earlier one
 * or a ping, and wakes the workers; null when no such webhook. `from` marks a redelivery.
 */
async function enqueueOne(
  db: Database,
  workspaceId: number,
  webhookId: number,
  event: string,
  data: unknown,
  createdAt: string | null,
  from: number | null,
): Promise<WebhookDelivery | null> {
  const { rows } = await db.execute<WebhookDelivery>(sql`with queued as (
      insert into webhook_deliveries (webhook_id, workspace_id, event, delivery_id, payload, redelivery_of)
      select w.id, w.workspace_id, ${event}, u.uuid,
        jsonb_build_object('id', u.uuid, 'event', ${event}::text,
          'created_at', coalesce(${createdAt}::text, webhook_moment(now())), 'workspace_id', w.workspace_id,
          'data', ${JSON.stringify(data)}::jsonb),
        ${from}::int
      from webhooks w cross join lateral (select gen_random_uuid() as uuid) u
      where w.id = ${webhookId} and w.workspace_id = ${workspaceId}
      returning *
    ), woken as (select pg_notify(${WEBHOOK_CHANNEL}, '') from queued)
    select ${DELIVERY_COLUMNS} from queued d where (select count(*) from woken) >= 0`);
  return rows[0] ?? null;
}

/** POST /webhooks/ping: a `ping` delivery (sent even to an inactive webhook: it is a test). */
export async function pingWebhook(db: Database, workspaceId: number, id: number): Promise<WebhookDelivery> {
  const delivery = await enqueueOne(
    db,
    workspaceId,
    id,
    WEBHOOK_PING_EVENT,
    { webhook_id: id, message: 'This is a test event from Kanri.' },
    null,
    null,
  );
  if (!delivery) throw httpErrors.notFound(WEBHOOK_MESSAGES.webhookNotFound);
  return delivery;
}

/**
 * POST /webhooks/deliveries/redeliver: a new delivery (new uuid) of the same event and data, marked
 * as a redelivery of the one given.
 */
export async function redeliver(db: Database, workspaceId: number, deliveryId: number): Promise<WebhookDelivery> {
  const { rows } = await db.execute<{ webhook_id: number; event: string; data: unknown; created_at: string }>(sql`select
      webhook_id, event, payload -> 'data' as data, payload ->> 'created_at' as created_at
    from webhook_deliveries where id = ${deliveryId} and workspace_id = ${workspaceId}`);
  const original = rows[0];
  if (!original) throw httpErrors.notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  const delivery = await enqueueOne(
    db,
    workspaceId,
    original.webhook_id,
    original.event,
    original.data,
    original.created_at,
    deliveryId,
  );
  if (!delivery) throw httpErrors.notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return delivery;
}

/** GET /webhooks/{id}/deliveries: newest first, paged, each with its attempts (newest first). */
export async function listDeliveries(
  db: Database,
  workspaceId: number,
  webhookId: number,
  query: DeliveriesQuery,
): Promise<WebhookDeliveryPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? WEBHOOK_DELIVERIES_PER_PAGE;
  const { rows } = await db.execute<{ total: number; items: WebhookDelivery[] }>(sql`select
      (select count(*)::int from webhook_deliveries where webhook_id = w.id) as total,
      coalesce((select json_agg(p order by p.id desc) from (
        select ${DELIVERY_COLUMNS} from webhook_deliveries d where d.webhook_id = w.id
        order by d.id desc limit ${perPage} offset ${(page - 1) * perPage}) p), '[]'::json) as items
    from webhooks w where w.id = ${webhookId} and w.workspace_id = ${workspaceId}`);
  if (!rows[0]) throw httpErrors.notFound(WEBHOOK_MESSAGES.webhookNotFound);
  return { items: rows[0].items, total: rows[0].total, page, per_page: perPage };
}

// ---------------------------------------------------------------------------------------------
// The worker's statements
// ---------------------------------------------------------------------------------------------

export type ClaimedDelivery = {
  id: number;
  delivery_id: string;
  event: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
  allow_private_network: boolean;
};

/**
 * Takes up to `limit` due deliveries for `leaseMs`: rows another process holds (locked now, or
 * leased and not yet expired) are skipped, so replicas never send one twice.
 */
export async function claimDueDeliveries(db: Database, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const { rows } = await db.execute<ClaimedDelivery>(sql`update webhook_deliveries d
    set locked_until = now() + ${leaseMs} * interval '1 millisecond'
    from webhooks w
    where d.id in (
        select id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
        order by next_attempt_at
        for update skip locked
        limit ${limit})
      and w.id = d.webhook_id
    returning d.id, d.delivery_id::text as delivery_id, d.event, d.payload::text as body, d.attempts,
      w.url, w.secret, w.allow_private_network`);
  return rows;
}

export interface AttemptRecord {
  startedAt: Date;
  ok: boolean;
  durationMs: number;
  responseCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
  /** Delay before the next try if this one failed. */
  retryDelayMs: number;
  /** Retries stop this long after the first attempt. */
  retryWindowMs: number;
}

/**
 * Records one attempt and settles the delivery: succeeded on 2xx; otherwise pending again after
 * `retryDelayMs` (no later than the end of the retry window), or failed once that window is over.
 */
export async function recordAttempt(db: Database, deliveryId: number, attempt: AttemptRecord): Promise<void> {
  const started = attempt.startedAt.toISOString();
  const deadline = sql`(coalesce(first_attempt_at, ${started}::timestamptz) + ${attempt.retryWindowMs} * interval '1 millisecond')`;
  // The attempt is written only for a delivery still there (its webhook may have been deleted meanwhile).
  await db.execute(sql`with settled as (
      update webhook_deliveries set
        attempts = attempts + 1,
        first_attempt_at = coalesce(first_attempt_at, ${started}::timestamptz),
        last_response_code = ${attempt.responseCode},
        last_duration_ms = ${attempt.durationMs},
        locked_until = null,
        status = case when ${attempt.ok} then 'succeeded' when now() >= ${deadline} then 'failed' else 'pending' end,
        next_attempt_at = case when ${attempt.ok} then next_attempt_at
          else least(now() + ${attempt.retryDelayMs} * interval '1 millisecond', ${deadline}) end
      where id = ${deliveryId}
      returning id
    )
    insert into webhook_attempts (delivery_id, started_at, duration_ms, response_code, error, response_excerpt)
    select id, ${started}::timestamptz, ${attempt.durationMs}, ${attempt.responseCode}, ${attempt.error}, ${attempt.responseExcerpt}
    from settled`);
}
