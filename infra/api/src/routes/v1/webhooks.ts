import { dataReply } from '@kanri/contracts';
import {
  WEBHOOK_MESSAGES,
  webhookDeletedSchema,
  webhookDeliveriesParamsSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookIdBodySchema,
  webhookListSchema,
  webhookRedeliverRequestSchema,
  webhookSchema,
  webhookStoreRequestSchema,
  webhookUpdateRequestSchema,
} from '@kanri/contracts/webhooks';
import type { AuditAction } from '@kanri/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import type { AuditRule } from '../../plugins/app/audit.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import {
  getWebhook,
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  pingWebhook,
  redeliver,
  rotateWebhookSecret,
  updateWebhook,
} from '../../services/webhooks.js';

const URL_RULES =
  '422 on url: not http(s), user name or password in it, or (unless allow_private_network) a host that resolves to a loopback, private, link-local, CGNAT, unique-local, unspecified or multicast address.';

/**
 * The workspace's outgoing webhooks (admins, `webhooks.manage`): settings, secrets, a test event
 * and the delivery log. Deliveries are queued by database triggers and sent by the worker
 * (plugins/app/webhooks.ts); the signature and payloads are in `@kanri/contracts/webhooks`.
 */
/** A webhook in the reply as the audit target: its id and URL, and its events (never its secret). */
const webhookAudit = (action: AuditAction): AuditRule => ({
  action,
  targetType: 'webhook',
  describe: ({ data }) => ({
    targetId: data?.id as number | undefined,
    targetLabel: data?.url as string | undefined,
    details: { events: data?.events, active: data?.active },
  }),
});

export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = { permission: 'webhooks.manage' } as const;

  app.get(
    '/webhooks',
    {
      config: manage,
      schema: {
        tags: ['webhooks'],
        summary: "The workspace's webhooks with their secrets and last delivery",
        security: BEARER_SECURITY,
        response: { 200: dataReply(webhookListSchema) },
      },
    },
    async (request) => ok(await listWebhooks(app.db, requireAuth(request).workspaceId), WEBHOOK_MESSAGES.retrieved),
  );

  app.post(
    '/webhooks/store',
    {
      config: { ...manage, audit: webhookAudit('webhook.created') },
      schema: {
        tags: ['webhooks'],
        summary: 'Create a webhook (the reply holds its new signing secret)',
        description: URL_RULES,
        security: BEARER_SECURITY,
        body: webhookStoreRequestSchema,
        response: { 201: dataReply(webhookSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const created = await createWebhook(app.db, auth.workspaceId, auth.user.id, request.body);
      return reply.code(201).send(ok(created, WEBHOOK_MESSAGES.created));
    },
  );

  app.put(
    '/webhooks/update',
    {
      config: { ...manage, audit: webhookAudit('webhook.updated') },
      schema: {
        tags: ['webhooks'],
        summary: 'Change a webhook (only the fields sent)',
        description: URL_RULES,
        security: BEARER_SECURITY,
        body: webhookUpdateRequestSchema,
        response: { 200: dataReply(webhookSchema) },
      },
    },
    async (request) => ok(await updateWebhook(app.db, requireAuth(request).workspaceId, request.body), WEBHOOK_MESSAGES.updated),
  );

  app.delete(
    '/webhooks/destroy',
    {
      config: {
        ...manage,
        audit: {
          action: 'webhook.deleted',
          targetType: 'webhook',
          before: async (request, db) => {
            const webhook = await getWebhook(db, requireAuth(request).workspaceId, (request.body as { id: number }).id);
            return { targetId: webhook.id, targetLabel: webhook.url };
          },
        },
      },
      schema: {
        tags: ['webhooks'],
        summary: 'Delete a webhook and its delivery log',
        security: BEARER_SECURITY,
        body: webhookIdBodySchema,
        response: { 200: dataReply(webhookDeletedSchema) },
      },
    },
    async (request) =>
      ok(await deleteWebhook(app.db, requireAuth(request).workspaceId, request.body.id), WEBHOOK_MESSAGES.deleted),
  );

  app.post(
    '/webhooks/rotate-secret',
    {
      config: { ...manage, audit: webhookAudit('webhook.secret_rotated') },
      schema: {
        tags: ['webhooks'],
        summary: 'Give a webhook a new signing secret (the old one stops at once)',
        security: BEARER_SECURITY,
        body: webhookIdBodySchema,
        response: { 200: dataReply(webhookSchema) },
      },
    },
    async (request) =>
      ok(await rotateWebhookSecret(app.db, requireAuth(request).workspaceId, request.body.id), WEBHOOK_MESSAGES.secretRotated),
  );

  app.post(
    '/webhooks/ping',
    {
      config: manage,
      schema: {
        tags: ['webhooks'],
        summary: 'Queue a test event (`ping`) to a webhook',
        security: BEARER_SECURITY,
        body: webhookIdBodySchema,
        response: { 200: dataReply(webhookDeliverySchema) },
      },
    },
    async (request) =>
      ok(await pingWebhook(app.db, requireAuth(request).workspaceId, request.body.id), WEBHOOK_MESSAGES.pingQueued),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: manage,
      schema: {
        tags: ['webhooks'],
        summary: "A webhook's deliveries, newest first, with their attempts",
        security: BEARER_SECURITY,
        params: webhookDeliveriesParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: dataReply(webhookDeliveryPageSchema) },
      },
    },
    async (request) =>
      ok(
        await listDeliveries(app.db, requireAuth(request).workspaceId, request.params.id, request.query),
        WEBHOOK_MESSAGES.deliveriesRetrieved,
      ),
  );

  app.post(
    '/webhooks/deliveries/redeliver',
    {
      config: manage,
      schema: {
        tags: ['webhooks'],
        summary: 'Send a delivery again: a new delivery (new id) with the same event and data',
        security: BEARER_SECURITY,
        body: webhookRedeliverRequestSchema,
        response: { 200: dataReply(webhookDeliverySchema) },
      },
    },
    async (request) =>
      ok(await redeliver(app.db, requireAuth(request).workspaceId, request.body.id), WEBHOOK_MESSAGES.redeliveryQueued),
  );
};
