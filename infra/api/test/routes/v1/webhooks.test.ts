import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_PAYLOAD_SCHEMAS,
  WEBHOOK_MESSAGES,
  WEBHOOK_REPLAY_WINDOW_SECONDS,
  webhookEnvelopeSchema,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryPage,
} from '@kanri/contracts/webhooks';
import type { Role } from '@kanri/contracts';
import { sql } from 'drizzle-orm';
import type { ApiConfig } from '../../../src/config.js';
import { tasks, webhooks } from '../../../src/db/schema.js';
import { isPrivateAddress } from '../../../src/webhooks/address.js';
import { retryDelayMs } from '../../../src/webhooks/worker.js';
import {
  createWorkspace,
  createUser,
  linkParams,
  mailsTo,
  openSession,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { eventually } from '../../helpers/eventually.js';
import { startReplicas, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, statusIds } from '../../helpers/work.js';

/** Fast timing: a quick poll and short back-off so retries happen within a test. */
const FAST: Partial<ApiConfig> = {
  webhooks: { pollMs: 50, baseDelayMs: 250, maxDelayMs: 5_000, timeoutMs: 3_000, leaseMs: 10_000 },
};

interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
  at: number;
}

/** A local receiving server: records every request (raw body) and answers the next status of `script` (then 200). */
async function startReceiver() {
  const received: Received[] = [];
  const script: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, raw: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = script.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'try again later');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    script,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The independent check a receiver does: HMAC-SHA256 of `<t>.<raw body>`, constant-time compare, replay window. */
function verifySignature(header: string, raw: string, secret: string, nowSeconds = Date.now() / 1000): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > WEBHOOK_REPLAY_WINDOW_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('webhooks', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let receiver: Receiver;
  let project: number;
  let studio: number;
  let outsiderToken: string;

  beforeAll(async () => {
    testApp = await startTestApp({ config: FAST });
    members = await seedRoleMembers(db());
    project = await insertProject(db(), { name: 'Hooks' });
    studio = await createWorkspace(db(), 'Studio');
    const outsider = await createUser(db(), { email: 'admin@studio.test', role: 'admin', workspaceId: studio });
    outsiderToken = await openSession(db(), outsider.id);
  });
  beforeEach(async () => {
    // Not TRUNCATE: its table locks would deadlock with a worker's claim in flight.
    await db().execute(sql`delete from webhooks`);
    receiver = await startReceiver();
  });
  afterEach(() => receiver.close());
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => members.admin.token,
  );
  const create = async (body: Record<string, unknown>, token?: string, workspaceId?: number) =>
    dataOf(await call('POST', '/webhooks/store', body, token, workspaceId), 201) as Webhook;
  const hookTo = (events: readonly string[] = WEBHOOK_EVENTS, token?: string, workspaceId?: number) =>
    create({ url: receiver.url, events, allow_private_network: true }, token, workspaceId);
  const deliveries = async (webhookId: number, query = '') =>
    dataOf(await call('GET', `/webhooks/${webhookId}/deliveries${query}`)) as WebhookDeliveryPage;
  const newTask = async (title: string) =>
    dataOf(await call('POST', '/tasks/store', { project_id: project, title }), 201) as { id: number; status_id: number };
  const bodies = () =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `response.json()`: the tests read what they expect.
    receiver.received.map((request) => JSON.parse(request.raw) as { id: string; event: string; data: any });

  describe('settings', () => {
    it('creates a webhook with a secret, lists, updates, rotates and deletes it', async () => {
      const created = await create({
        url: 'http://127.0.0.1:9/x',
        events: ['task.moved', 'task.created'],
        allow_private_network: true,
      });
      expect(created).toMatchObject({
        url: 'http://127.0.0.1:9/x',
        events: ['task.created', 'task.moved'],
        active: true,
        allow_private_network: true,
        created_by: members.admin.user.id,
        last_delivery: null,
      });
      expect(created.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
      expect(dataOf(await call('GET', '/webhooks'))).toEqual([created]);

      const updated = dataOf(await call('PUT', '/webhooks/update', { id: created.id, active: false, events: ['member.joined'] }));
      expect(updated).toMatchObject({ active: false, events: ['member.joined'], secret: created.secret });

      const rotated = dataOf(await call('POST', '/webhooks/rotate-secret', { id: created.id })) as Webhook;
      expect(rotated.secret).not.toBe(created.secret);
      expect(rotated.secret).toMatch(/^whsec_/);

      expect(dataOf(await call('DELETE', '/webhooks/destroy', { id: created.id }))).toEqual({ id: created.id });
      expect(dataOf(await call('GET', '/webhooks'))).toEqual([]);
    });

    it('validates the URL and the events per field', async () => {
      const cases: [object, Record<string, string[]>][] = [
        [{ url: 'ftp://example.com/x', events: ['task.created'] }, { url: [WEBHOOK_MESSAGES.urlInvalid] }],
        [{ url: '', events: ['task.created'] }, { url: [WEBHOOK_MESSAGES.urlRequired] }],
        [{ url: 'http://127.0.0.1/x', events: [] }, { events: [WEBHOOK_MESSAGES.eventsRequired] }],
        [
          { url: 'http://user:pw@127.0.0.1/x', events: ['task.created'], allow_private_network: true },
          { url: [WEBHOOK_MESSAGES.urlCredentials] },
        ],
      ];
      for (const [body, errors] of cases) {
        const response = await call('POST', '/webhooks/store', body);
        expect({ body, status: response.statusCode, errors: response.json().errors }).toEqual({ body, status: 422, errors });
      }
    });

    it('keeps webhooks to admins of their workspace', async () => {
      const hook = await hookTo(['task.created']);
      expect((await call('GET', '/webhooks', undefined, members.manager.token)).statusCode).toBe(403);
      expect(dataOf(await call('GET', '/webhooks', undefined, outsiderToken))).toEqual([]);
      expect((await call('PUT', '/webhooks/update', { id: hook.id, active: false }, outsiderToken)).statusCode).toBe(404);
      expect((await call('GET', `/webhooks/${hook.id}/deliveries`, undefined, outsiderToken)).statusCode).toBe(404);
    });
  });

  describe('server-side request forgery', () => {
    const refused = [
      'http://127.0.0.1/hook',
      'http://localhost:8080/hook',
      'http://10.1.2.3/hook',
      'http://172.16.5.4/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/hook',
      'http://[::1]/hook',
      'http://0.0.0.0/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::ffff:a9fe:a9fe]/hook',
      'http://[fe80::1]/hook',
      'http://[fd00::1]/hook',
      'http://224.0.0.1/hook',
    ];

    it.each(refused)('refuses %s unless private network addresses are allowed', async (url) => {
      const response = await call('POST', '/webhooks/store', { url, events: ['task.created'] });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ url: [WEBHOOK_MESSAGES.urlPrivate] });

      const allowed = await call('POST', '/webhooks/store', { url, events: ['task.created'], allow_private_network: true });
      expect(allowed.statusCode).toBe(201);
    });

    it('refuses turning the allowance off while the URL is private', async () => {
      const hook = await hookTo(['task.created']);
      const response = await call('PUT', '/webhooks/update', { id: hook.id, allow_private_network: false });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ url: [WEBHOOK_MESSAGES.urlPrivate] });
    });

    it('tells private from public addresses, IPv4-mapped forms included', () => {
      for (const address of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8', '172.32.0.1', '100.128.0.1']) {
        expect({ address, private: isPrivateAddress(address) }).toEqual({ address, private: false });
      }
      for (const address of [
        '127.0.0.2',
        '::',
        '::ffff:10.0.0.1',
        '::ffff:0a00:0001',
        'fe80::1%eth0',
        'ff02::1',
        '64:ff9b::7f00:1',
      ]) {
        expect({ address, private: isPrivateAddress(address) }).toEqual({ address, private: true });
      }
    });

    it('checks again at send time: a private URL saved without the allowance is never contacted', async () => {
      const [row] = await db()
        .insert(webhooks)
        .values({ workspaceId: 1, url: receiver.url, events: ['task.created'], secret: 'whsec_x' })
        .returning({ id: webhooks.id });
      const ping = dataOf(await call('POST', '/webhooks/ping', { id: row!.id })) as WebhookDelivery;

      await eventually(async () => {
        const [delivery] = (await deliveries(row!.id)).items;
        expect(delivery!.attempts.length).toBeGreaterThan(0);
        expect(delivery!.attempts[0]!.error).toContain('private address');
        expect(delivery!.attempts[0]!.response_code).toBeNull();
      });
      expect(ping.event).toBe('ping');
      expect(receiver.received).toEqual([]);
    });
  });

  describe('deliveries', () => {
    it('signs each delivery: an independent HMAC check over the raw body passes, with the event and delivery headers', async () => {
      const hook = await hookTo(['task.created']);
      const task = await newTask('Signed');

      await eventually(() => expect(receiver.received).toHaveLength(1));
      const [request] = receiver.received;
      const signature = String(request!.headers['x-kanri-signature']);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(signature, request!.raw, hook.secret)).toBe(true);
      expect(verifySignature(signature, request!.raw, 'whsec_wrong')).toBe(false);
      expect(verifySignature(signature, `${request!.raw} `, hook.secret)).toBe(false);
      expect(verifySignature(signature, request!.raw, hook.secret, Date.now() / 1000 + WEBHOOK_REPLAY_WINDOW_SECONDS + 5)).toBe(
        false,
      );
      expect(request!.headers['content-type']).toBe('application/json');
      expect(request!.headers['x-kanri-event']).toBe('task.created');

      const envelope = webhookEnvelopeSchema.parse(JSON.parse(request!.raw));
      expect(request!.headers['x-kanri-delivery']).toBe(envelope.id);
      expect(envelope).toMatchObject({ event: 'task.created', workspace_id: 1 });
      const data = WEBHOOK_EVENT_PAYLOAD_SCHEMAS['task.created'].parse(envelope.data);
      expect(data.task).toMatchObject({ id: task.id, title: 'Signed', project_id: project });

      await eventually(async () => {
        const [delivery] = (await deliveries(hook.id)).items;
        expect(delivery).toMatchObject({ status: 'succeeded', last_response_code: 200, attempts_count: 1 });
        expect(delivery!.attempts[0]).toMatchObject({ response_code: 200, response_excerpt: 'thanks', error: null });
      });
    });

    it('signs with the new secret once rotated', async () => {
      const hook = await hookTo(['task.created']);
      const rotated = dataOf(await call('POST', '/webhooks/rotate-secret', { id: hook.id })) as Webhook;
      await newTask('Rotated');
      await eventually(() => expect(receiver.received).toHaveLength(1));
      const [request] = receiver.received;
      expect(verifySignature(String(request!.headers['x-kanri-signature']), request!.raw, rotated.secret)).toBe(true);
      expect(verifySignature(String(request!.headers['x-kanri-signature']), request!.raw, hook.secret)).toBe(false);
    });

    it('retries with growing delays when the receiver fails, and delivers once it succeeds', async () => {
      receiver.script.push(500, 500);
      const hook = await hookTo(['task.created']);
      await newTask('Flaky');

      await eventually(async () => {
        const [delivery] = (await deliveries(hook.id)).items;
        expect(delivery).toMatchObject({ status: 'succeeded', attempts_count: 3, last_response_code: 200 });
      }, 15_000);
      const [delivery] = (await deliveries(hook.id)).items;
      expect(delivery!.attempts.map((attempt) => attempt.response_code)).toEqual([200, 500, 500]);
      expect(delivery!.attempts[2]!.response_excerpt).toBe('try again later');
      expect(receiver.received).toHaveLength(3);
      expect(new Set(receiver.received.map((request) => request.headers['x-kanri-delivery'])).size).toBe(1);
      const [first, second, third] = receiver.received.map((request) => request.at) as [number, number, number];
      expect(second - first).toBeGreaterThanOrEqual(200);
      expect(third - second).toBeGreaterThan(second - first);
    });

    it('backs off exponentially with jitter, capped', () => {
      const config = { baseDelayMs: 1000, maxDelayMs: 60_000 };
      expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, config, () => 0.5))).toEqual([1000, 2000, 4000, 8000]);
      expect(retryDelayMs(1, config, () => 0)).toBe(800);
      expect(retryDelayMs(1, config, () => 1)).toBe(1200);
      expect(retryDelayMs(30, config, () => 0.5)).toBe(60_000);
    });

    it('fails a delivery once the retry window is over', async () => {
      // Its own database, so that only this app's worker (with a 600 ms window) sends.
      const shortWindow = await startTestApp({
        config: { webhooks: { ...FAST.webhooks, baseDelayMs: 100, retryWindowMs: 600 } },
      });
      try {
        const admin = (await seedRoleMembers(shortWindow.database.db)).admin;
        const own = caller(
          () => shortWindow.app,
          () => admin.token,
        );
        const ownProject = await insertProject(shortWindow.database.db, { name: 'Short' });
        receiver.script.push(...Array(50).fill(503));
        const hook = dataOf(
          await own('POST', '/webhooks/store', { url: receiver.url, events: ['task.created'], allow_private_network: true }),
          201,
        ) as Webhook;
        dataOf(await own('POST', '/tasks/store', { project_id: ownProject, title: 'Never' }), 201);
        const log = async () => (dataOf(await own('GET', `/webhooks/${hook.id}/deliveries`)) as WebhookDeliveryPage).items[0]!;
        await eventually(async () => expect((await log()).status).toBe('failed'), 15_000);
        const delivery = await log();
        expect(delivery.attempts.length).toBeGreaterThanOrEqual(2);
        expect(delivery.last_response_code).toBe(503);
        expect(delivery.next_attempt_at).toBeNull();
      } finally {
        await shortWindow.close();
      }
    });

    it('queues nothing for a change that is rolled back', async () => {
      const hook = await hookTo(['task.created']);
      const statuses = await statusIds(db());
      await expect(
        db().transaction(async (tx) => {
          await tx.insert(tasks).values({
            workspaceId: 1,
            projectId: project,
            title: 'Rolled back',
            statusId: Object.values(statuses)[0]!,
            position: 'zzzz',
          });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await newTask('Committed');

      await eventually(() => expect(receiver.received).toHaveLength(1));
      expect(bodies()[0]!.data.task.title).toBe('Committed');
      expect((await deliveries(hook.id)).total).toBe(1);
    });

    it('sends a test event and redelivers a delivery as a new one with the same data', async () => {
      const hook = await hookTo(['task.created']);
      const ping = dataOf(await call('POST', '/webhooks/ping', { id: hook.id })) as WebhookDelivery;
      expect(ping).toMatchObject({ webhook_id: hook.id, event: 'ping', status: 'pending', redelivery_of: null });
      await eventually(() => expect(receiver.received).toHaveLength(1));
      expect(bodies()[0]).toMatchObject({ id: ping.delivery_id, event: 'ping', data: { webhook_id: hook.id } });

      const again = dataOf(await call('POST', '/webhooks/deliveries/redeliver', { id: ping.id })) as WebhookDelivery;
      expect(again).toMatchObject({ event: 'ping', redelivery_of: ping.id, status: 'pending' });
      expect(again.delivery_id).not.toBe(ping.delivery_id);
      expect(again.payload.data).toEqual(ping.payload.data);
      await eventually(() => expect(receiver.received).toHaveLength(2));
      expect(bodies()[1]).toMatchObject({ id: again.delivery_id, data: ping.payload.data });

      await eventually(async () => {
        const page = await deliveries(hook.id);
        expect(page.items.map((delivery) => [delivery.id, delivery.status])).toEqual([
          [again.id, 'succeeded'],
          [ping.id, 'succeeded'],
        ]);
      });
      const paged = await deliveries(hook.id, '?per_page=1&page=2');
      expect(paged).toMatchObject({ total: 2, page: 2, per_page: 1 });
      expect(paged.items.map((delivery) => delivery.id)).toEqual([ping.id]);
      const listed = (dataOf(await call('GET', '/webhooks')) as Webhook[])[0]!;
      expect(listed.last_delivery).toMatchObject({ status: 'succeeded', response_code: 200 });

      expect((await call('POST', '/webhooks/deliveries/redeliver', { id: ping.id }, outsiderToken)).statusCode).toBe(404);
    });

    it('fires every event from its real route, each with its payload, and only to its own workspace', async () => {
      const hook = await hookTo();
      const foreign = await startReceiver();
      try {
        await create({ url: foreign.url, events: WEBHOOK_EVENTS, allow_private_network: true }, outsiderToken, studio);

        const first = await newTask('First');
        const second = await newTask('Second');
        dataOf(await call('PUT', '/tasks/update', { id: first.id, title: 'First, renamed' }));
        dataOf(await call('PUT', '/tasks/reorder', { id: second.id, before_id: first.id }));
        dataOf(await call('POST', `/tasks/${first.id}/comments`, { body: 'Nice' }), 201);
        dataOf(await call('DELETE', '/tasks/destroy', { id: second.id }));

        dataOf(await call('POST', '/time-entries/start', { description: 'Hooking' }, members.developer.token), 201);
        dataOf(await call('POST', '/time-entries/stop', undefined, members.developer.token));

        const invoice = dataOf(
          await call('POST', '/invoices/store', {
            client_name: 'Acme Corp',
            client_email: 'billing@acme.test',
            issue_date: '2026-03-01',
            payment_terms: 'net_30',
            currency: 'USD',
            items: [{ description: 'Design', quantity: '2', unit: 'hrs', rate: '50' }],
            tax_rate: '10',
          }),
          201,
        ) as { id: number };
        dataOf(await call('POST', '/invoices/status', { id: invoice.id, status: 'sent' }));
        dataOf(await call('POST', '/invoices/status', { id: invoice.id, status: 'paid' }));

        const leave = (start: string) =>
          call(
            'POST',
            '/leave-requests/store',
            { leave_type: 'annual', start_date: start, end_date: start, reason: 'Rest' },
            members.member.token,
          );
        const approved = dataOf(await leave('2031-03-04'), 201) as { id: number };
        const rejected = dataOf(await leave('2031-03-11'), 201) as { id: number };
        dataOf(await call('POST', '/leave-requests/update', { id: approved.id, status: 'approved' }));
        dataOf(await call('POST', '/leave-requests/update', { id: rejected.id, status: 'rejected', comments: 'Busy' }));

        dataOf(
          await call('POST', '/users/store', { name: 'Ada Lovelace', email: 'ada.hooks@example.com', role: 'developer' }),
          201,
        );
        const mail = (await mailsTo(db(), 'ada.hooks@example.com')).at(-1)!;
        const invite = linkParams(mail.text, 'https://kanri.test', '/register').get('invite')!;
        const joined = await testApp.app.inject({
          method: 'POST',
          url: '/api/v1/register',
          payload: {
            type: 'member',
            first_name: 'Ada',
            last_name: 'Lovelace',
            email: 'ada.hooks@example.com',
            phone: '0123456789',
            password: 'analytical',
            password_confirmation: 'analytical',
            invite,
          },
        });
        expect(joined.statusCode).toBe(200);

        await eventually(() => {
          expect(new Set(bodies().map((body) => body.event))).toEqual(new Set(WEBHOOK_EVENTS));
        }, 10_000);
        for (const body of bodies()) {
          const schema = WEBHOOK_EVENT_PAYLOAD_SCHEMAS[body.event as keyof typeof WEBHOOK_EVENT_PAYLOAD_SCHEMAS];
          expect(() => schema.parse(body.data)).not.toThrow();
        }
        const byEvent = (event: string) => bodies().filter((body) => body.event === event);
        expect(byEvent('task.created').map((body) => body.data.task.title)).toEqual(['First', 'Second']);
        expect(byEvent('task.updated').map((body) => body.data)).toEqual([
          expect.objectContaining({ changed: ['title'], task: expect.objectContaining({ title: 'First, renamed' }) }),
        ]);
        expect(byEvent('task.moved')[0]!.data.task.id).toBe(second.id);
        expect(byEvent('task.deleted')[0]!.data.task.id).toBe(second.id);
        expect(byEvent('comment.added')[0]!.data.comment).toMatchObject({ task_id: first.id, body: 'Nice' });
        expect(byEvent('time_entry.stopped')[0]!.data.time_entry).toMatchObject({
          description: 'Hooking',
          user_id: members.developer.user.id,
        });
        expect(byEvent('invoice.sent')[0]!.data.invoice).toMatchObject({ id: invoice.id, status: 'sent' });
        expect(byEvent('invoice.paid')[0]!.data.invoice).toMatchObject({ id: invoice.id, status: 'paid' });
        expect(byEvent('leave.approved')[0]!.data.leave_request).toMatchObject({ id: approved.id, status: 'approved' });
        expect(byEvent('leave.rejected')[0]!.data.leave_request).toMatchObject({ id: rejected.id, comments: 'Busy' });
        expect(byEvent('member.joined')[0]!.data.member).toMatchObject({ email: 'ada.hooks@example.com', role: 'developer' });
        expect(JSON.stringify(bodies())).not.toMatch(/password|whsec_/);
        // The other workspace's webhook heard nothing of workspace 1.
        expect(foreign.received).toEqual([]);
        expect((await deliveries(hook.id)).total).toBe(bodies().length);
      } finally {
        await foreign.close();
      }
    });

    it('skips inactive webhooks and unsubscribed events', async () => {
      const inactive = await create({ url: receiver.url, events: ['task.created'], allow_private_network: true, active: false });
      const other = await hookTo(['comment.added']);
      await newTask('Unheard');
      expect((await deliveries(inactive.id)).total).toBe(0);
      expect((await deliveries(other.id)).total).toBe(0);
    });
  });

  describe('two replicas', () => {
    it('share the queue: every delivery is received exactly once', async () => {
      const replicas = await startReplicas({ config: FAST });
      const shared = replicas.first.database.db;
      try {
        const seeded = await seedRoleMembers(shared);
        const sharedProject = await insertProject(shared, { name: 'Replicated' });
        const [first, second] = [replicas.first, replicas.second].map((replica) =>
          caller(
            () => replica.app,
            () => seeded.admin.token,
          ),
        ) as [typeof call, typeof call];
        dataOf(
          await first('POST', '/webhooks/store', { url: receiver.url, events: ['task.created'], allow_private_network: true }),
          201,
        );

        const count = 40;
        await Promise.all(
          Array.from({ length: count }, (_, index) =>
            (index % 2 ? first : second)('POST', '/tasks/store', { project_id: sharedProject, title: `Task ${index}` }),
          ),
        );
        await eventually(async () => {
          const { rows } = await shared.execute<{ pending: number }>(
            sql`select count(*) filter (where status <> 'succeeded')::int as pending from webhook_deliveries`,
          );
          expect(rows[0]!.pending).toBe(0);
          expect(receiver.received).toHaveLength(count);
        }, 20_000);
        const ids = receiver.received.map((request) => request.headers['x-kanri-delivery']);
        expect(new Set(ids).size).toBe(count);
        const { rows } = await shared.execute<{ attempts: number }>(sql`select count(*)::int as attempts from webhook_attempts`);
        expect(rows[0]!.attempts).toBe(count);
      } finally {
        await replicas.close();
      }
    });
  });
});
