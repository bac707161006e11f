import type { Database } from '../../../src/db/database.js';
import { webhooks } from '../../../src/db/schema.js';
import { ADMIN_ONLY, type MatrixRow } from '../matrix-expectations.js';

/** A webhook of workspace 1 for one row's call (to a closed local port: nothing listens there). */
async function aWebhook(db: Database): Promise<number> {
  const [row] = await db
    .insert(webhooks)
    .values({
      workspaceId: 1,
      url: 'http://127.0.0.1:9/matrix',
      events: ['member.joined'],
      secret: 'whsec_matrix',
      allowPrivateNetwork: true,
    })
    .returning({ id: webhooks.id });
  return row!.id;
}

const ADMIN_404 = { ...ADMIN_ONLY, admin: 404 };

/** Webhooks (user menu → Webhooks): admins only (`webhooks.manage`), another workspace's rows are 404. */
export const WEBHOOK_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/webhooks', expected: ADMIN_ONLY },
  {
    method: 'POST',
    url: '/api/v1/webhooks/store',
    body: { url: 'http://127.0.0.1:9/matrix', events: ['task.created'], allow_private_network: true, active: false },
    expected: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    method: 'PUT',
    url: '/api/v1/webhooks/update',
    body: async ({ db }) => ({ id: await aWebhook(db), active: false }),
    expected: ADMIN_ONLY,
  },
  {
    method: 'DELETE',
    url: '/api/v1/webhooks/destroy',
    body: async ({ db }) => ({ id: await aWebhook(db) }),
    expected: ADMIN_ONLY,
  },
  {
    method: 'POST',
    url: '/api/v1/webhooks/rotate-secret',
    body: async ({ db }) => ({ id: await aWebhook(db) }),
    expected: ADMIN_ONLY,
  },
  {
    method: 'POST',
    url: '/api/v1/webhooks/ping',
    body: async ({ db }) => ({ id: await aWebhook(db) }),
    expected: ADMIN_ONLY,
  },
  { method: 'GET', url: '/api/v1/webhooks/987654321/deliveries', expected: ADMIN_404 },
  { method: 'POST', url: '/api/v1/webhooks/deliveries/redeliver', body: { id: 987654321 }, expected: ADMIN_404 },
];
