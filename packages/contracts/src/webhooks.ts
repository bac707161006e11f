/**
 * `@kanri/contracts/webhooks`: the workspace's outgoing webhooks (admins, permission
 * `webhooks.manage`): the events, what each delivery carries and how it is signed, and the
 * requests and replies of `/api/v1/webhooks*`. Not part of the main entry: the shell's lazily
 * loaded Webhooks panel, the API and the API docs page import it.
 *
 * A delivery is a JSON `POST` to the webhook's URL whose body is a {@link webhookEnvelopeSchema}
 * and whose headers are:
 *
 * - `X-Kanri-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the secret>`
 * - `X-Kanri-Event: <event>` (such as `task.created`)
 * - `X-Kanri-Delivery: <delivery uuid>` (the envelope's `id`; a redelivery has a new one)
 *
 * A receiver recomputes the HMAC over the raw bytes of the body (before any JSON parsing),
 * compares it in constant time with `v1`, and refuses a `t` further than
 * {@link WEBHOOK_REPLAY_WINDOW_SECONDS} from its clock. Any 2xx reply within
 * {@link WEBHOOK_TIMEOUT_MS} counts as delivered; anything else is retried with exponential
 * back-off for {@link WEBHOOK_RETRY_HOURS} hours after the first attempt, then marked failed.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '@kanri/contracts';

/** The events a webhook may subscribe to, in the order the settings show them. */
export const WEBHOOK_EVENTS = [
  'task.created',
  'task.updated',
  'task.deleted',
  'task.moved',
  'comment.added',
  'time_entry.stopped',
  'invoice.sent',
  'invoice.paid',
  'leave.approved',
  'leave.rejected',
  'member.joined',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The test event `POST /webhooks/ping` sends (not subscribable; every webhook receives it on demand). */
export const WEBHOOK_PING_EVENT = 'ping' as const;
/** Every value of the envelope's `event` and of the `X-Kanri-Event` header. */
export const WEBHOOK_DELIVERY_EVENTS = [...WEBHOOK_EVENTS, WEBHOOK_PING_EVENT] as const;
export type WebhookDeliveryEvent = (typeof WEBHOOK_DELIVERY_EVENTS)[number];

/** What each event means (the settings' checkboxes and the API docs). */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookDeliveryEvent, string> = {
  'task.created': 'A task was created.',
  'task.updated': 'A task’s fields changed (title, description, priority, dates, progress, estimate, custom fields…).',
  'task.deleted': 'A task was deleted.',
  'task.moved': 'A task changed status (board column), order or project.',
  'comment.added': 'A comment was added to a task.',
  'time_entry.stopped': 'A running timer was stopped.',
  'invoice.sent': 'An invoice was marked as sent.',
  'invoice.paid': 'An invoice was paid in full.',
  'leave.approved': 'A leave request was approved.',
  'leave.rejected': 'A leave request was rejected.',
  'member.joined': 'A member joined the workspace (added, or an invitation accepted).',
  ping: 'A test event sent by hand from the webhook settings.',
};

/** Header names of a delivery (HTTP headers are case-insensitive; Node lower-cases them). */
export const WEBHOOK_HEADERS = {
  signature: 'X-Kanri-Signature',
  event: 'X-Kanri-Event',
  delivery: 'X-Kanri-Delivery',
} as const;

/** The signature scheme's version tag in `X-Kanri-Signature` (`v1` = HMAC-SHA256, hex). */
export const WEBHOOK_SIGNATURE_VERSION = 'v1';
/** A receiver should refuse a delivery whose `t` is further than this from its clock. */
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 5 * 60;
/** A delivery not answered within this long counts as a failed attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Failed deliveries are retried (exponential back-off) until this long after their first attempt. */
export const WEBHOOK_RETRY_HOURS = 24;
/** How much of a receiver's reply body the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 1024;
/** Webhooks per workspace. */
export const WEBHOOK_MAX_PER_WORKSPACE = 20;
export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** Deliveries per page of the log; the API accepts up to WEBHOOK_DELIVERIES_MAX_PER_PAGE. */
export const WEBHOOK_DELIVERIES_PER_PAGE = 20;
export const WEBHOOK_DELIVERIES_MAX_PER_PAGE = 100;

/** The string that is signed: `<t>.<raw body>`. */
export function webhookSignedPayload(timestamp: number, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/** The value of `X-Kanri-Signature` for a timestamp (unix seconds) and a hex HMAC. */
export function webhookSignatureHeader(timestamp: number, hexHmac: string): string {
  return `t=${timestamp},${WEBHOOK_SIGNATURE_VERSION}=${hexHmac}`;
}

/** Reads `t=<seconds>,v1=<hex>` (other parts ignored); null when malformed. */
export function parseWebhookSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === WEBHOOK_SIGNATURE_VERSION && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Reply messages and validation texts. */
export const WEBHOOK_MESSAGES = {
  retrieved: 'Webhooks retrieved successfully',
  created: 'Webhook created successfully',
  updated: 'Webhook updated successfully',
  deleted: 'Webhook deleted successfully',
  secretRotated: 'Webhook secret rotated successfully',
  pingQueued: 'Test event queued',
  deliveriesRetrieved: 'Deliveries retrieved successfully',
  redeliveryQueued: 'Redelivery queued',
  urlRequired: 'The URL is required.',
  urlInvalid: 'The URL must be an http:// or https:// address.',
  urlTooLong: `The URL may not be longer than ${WEBHOOK_URL_MAX_LENGTH} characters.`,
  urlCredentials: 'The URL may not contain a user name or password.',
  urlUnresolvable: 'The URL’s host name could not be resolved.',
  urlPrivate: 'The URL points to a private, loopback or link-local address. Allow private network addresses to use it.',
  eventsRequired: 'Choose at least one event.',
  eventInvalid: 'Unknown event.',
  tooMany: `A workspace may have at most ${WEBHOOK_MAX_PER_WORKSPACE} webhooks.`,
  webhookNotFound: 'Webhook not found.',
  deliveryNotFound: 'Delivery not found.',
} as const;

const isoMoment = () => z.string().describe('ISO 8601 UTC moment, e.g. 2026-03-04T09:30:00.000Z');
const calendarDay = () => z.string().describe('Calendar date YYYY-MM-DD');

// ---------------------------------------------------------------------------------------------
// Event payloads: the `data` of each event, a snapshot of the row's public fields at the change.
// ---------------------------------------------------------------------------------------------

export const webhookTaskSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status_id: z.number().int(),
  priority_id: z.number().int().nullable(),
  start_date: calendarDay().nullable(),
  due_date: calendarDay().nullable(),
  progress: z.number().int(),
  time_estimate_minutes: z.number().int().nullable(),
  /** The row's order key inside its project (fractional, compares as text). */
  position: z.string(),
  custom_field_values: z.record(z.string(), z.unknown()),
  created_by: z.number().int().nullable(),
  created_at: isoMoment(),
  updated_at: isoMoment(),
});
export type WebhookTask = z.infer<typeof webhookTaskSchema>;

export const webhookCommentSchema = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  user_id: z.number().int().nullable(),
  body: z.string(),
  created_at: isoMoment(),
});

export const webhookTimeEntrySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  task_id: z.number().int().nullable(),
  description: z.string(),
  started_at: isoMoment(),
  ended_at: isoMoment(),
  /** Worked time: end − start − pauses. */
  duration_seconds: z.number().int(),
  billable: z.boolean(),
  source: z.enum(['timer', 'manual']),
});

export const webhookInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  client_id: z.number().int().nullable(),
  client_name: z.string(),
  issue_date: calendarDay(),
  due_date: calendarDay(),
  currency: z.string(),
  /** The number of decimals of the currency: amounts are integers in its minor unit. */
  currency_exponent: z.number().int(),
  status: z.enum(['draft', 'sent', 'paid']),
  total_minor: z.number().int(),
  amount_paid_minor: z.number().int(),
  updated_at: isoMoment(),
});

export const webhookLeaveRequestSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  leave_type: z.string(),
  start_date: calendarDay(),
  end_date: calendarDay(),
  days_count: z.number().int(),
  status: z.enum(['approved', 'rejected']),
  /** The reason for a rejection; empty otherwise. */
  comments: z.string(),
  decided_by: z.number().int().nullable(),
  decided_at: isoMoment().nullable(),
});

export const webhookMemberSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  joined_at: isoMoment(),
});

/** The `data` of each event. */
export const WEBHOOK_EVENT_PAYLOAD_SCHEMAS = {
  'task.created': z.object({ task: webhookTaskSchema }),
  'task.updated': z.object({
    task: webhookTaskSchema,
    /** The columns that changed (`title`, `due_date`…). */
    changed: z.array(z.string()),
  }),
  'task.deleted': z.object({ task: webhookTaskSchema }),
  'task.moved': z.object({
    task: webhookTaskSchema,
    /** Where it was before. */
    from: z.object({ project_id: z.number().int(), status_id: z.number().int(), position: z.string() }),
  }),
  'comment.added': z.object({ comment: webhookCommentSchema }),
  'time_entry.stopped': z.object({ time_entry: webhookTimeEntrySchema }),
  'invoice.sent': z.object({ invoice: webhookInvoiceSchema }),
  'invoice.paid': z.object({ invoice: webhookInvoiceSchema }),
  'leave.approved': z.object({ leave_request: webhookLeaveRequestSchema }),
  'leave.rejected': z.object({ leave_request: webhookLeaveRequestSchema }),
  'member.joined': z.object({ member: webhookMemberSchema }),
  ping: z.object({ webhook_id: z.number().int(), message: z.string() }),
} satisfies Record<WebhookDeliveryEvent, z.ZodType>;

/** The body of every delivery. */
export const webhookEnvelopeSchema = z.object({
  /** The delivery's uuid (also `X-Kanri-Delivery`): a receiver may use it to drop duplicates. */
  id: z.uuid(),
  event: z.enum(WEBHOOK_DELIVERY_EVENTS),
  /** When the change happened (not when this attempt was sent). */
  created_at: isoMoment(),
  workspace_id: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;

// ---------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** A webhook as admins see it (with its secret, which signs the deliveries). */
export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  allow_private_network: z.boolean(),
  /** `whsec_` and 48 hex digits. */
  secret: z.string(),
  created_by: z.number().int().nullable(),
  created_at: isoMoment(),
  updated_at: isoMoment(),
  /** The newest delivery's status and time; null before the first one. */
  last_delivery: z
    .object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), response_code: z.number().int().nullable(), created_at: isoMoment() })
    .nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** GET /webhooks: the workspace's webhooks, oldest first. */
export const webhookListSchema = z.array(webhookSchema);

const webhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.urlTooLong)
  .refine((value) => {
    if (value === '') return true; // the required message says it
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.urlInvalid);

const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.eventInvalid }), { error: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

/** POST /webhooks/store (201): the reply is the webhook with its new secret. */
export const webhookStoreRequestSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  active: z.boolean().optional(),
  /** Lets the URL resolve to loopback, private or link-local addresses (off by default: SSRF). */
  allow_private_network: z.boolean().optional(),
});
export type WebhookStoreRequest = z.input<typeof webhookStoreRequestSchema>;

/** PUT /webhooks/update: any of the fields. */
export const webhookUpdateRequestSchema = z.object({
  id: idSchema,
  url: webhookUrlSchema.optional(),
  events: webhookEventsSchema.optional(),
  active: z.boolean().optional(),
  allow_private_network: z.boolean().optional(),
});
export type WebhookUpdateRequest = z.input<typeof webhookUpdateRequestSchema>;

/**
 * DELETE /webhooks/destroy `{ id }` (reply `{ id }`), POST /webhooks/rotate-secret `{ id }` (reply:
 * the webhook with a new secret; the old one stops signing at once), POST /webhooks/ping `{ id }`
 * (reply: the queued `ping` delivery).
 */
export const webhookIdBodySchema = z.object({ id: idSchema });

/** One try of a delivery. */
export const webhookAttemptSchema = z.object({
  id: z.number().int(),
  started_at: isoMoment(),
  duration_ms: z.number().int(),
  /** The receiver's HTTP status; null when none came (refused address, timeout, connection error). */
  response_code: z.number().int().nullable(),
  error: z.string().nullable(),
  /** The first WEBHOOK_RESPONSE_EXCERPT_BYTES of the reply body. */
  response_excerpt: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** A delivery in the log: the envelope sent (as `payload`), where it stands and its attempts, newest first. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  /** The envelope's `id` and `X-Kanri-Delivery`. */
  delivery_id: z.uuid(),
  event: z.enum(WEBHOOK_DELIVERY_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  payload: webhookEnvelopeSchema,
  attempts_count: z.number().int(),
  last_response_code: z.number().int().nullable(),
  /** The last attempt's duration. */
  duration_ms: z.number().int().nullable(),
  /** When the next try is due (pending only). */
  next_attempt_at: isoMoment().nullable(),
  first_attempt_at: isoMoment().nullable(),
  /** The delivery this one resends (a redelivery by hand). */
  redelivery_of: z.number().int().nullable(),
  created_at: isoMoment(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /webhooks/{id}/deliveries: path params. */
export const webhookDeliveriesParamsSchema = z.object({ id: idParamSchema });

/** GET /webhooks/{id}/deliveries?page=&per_page=: newest first. */
export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  per_page: z.coerce.number().int().min(1).max(WEBHOOK_DELIVERIES_MAX_PER_PAGE).optional(),
});
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

/** POST /webhooks/deliveries/redeliver `{ id }` (a delivery's row id): a new delivery, same payload data. */
export const webhookRedeliverRequestSchema = z.object({ id: idSchema });

/** Reply of DELETE /webhooks/destroy. */
export const webhookDeletedSchema = z.object({ id: z.number().int() });
