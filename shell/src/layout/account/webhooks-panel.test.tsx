import {
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryPage,
} from '@kanri/contracts/webhooks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, ok, renderSignedIn, type Call } from './test-support';
import WebhooksPanel from './webhooks-panel';
import { WEBHOOK_TEXTS as T } from './webhooks-texts';

const HOOK: Webhook = {
  id: 1,
  url: 'https://hooks.example.com/kanri',
  events: ['task.created', 'task.moved'],
  active: true,
  allow_private_network: false,
  secret: `whsec_${'ab'.repeat(24)}`,
  created_by: 7,
  created_at: '2026-03-04T10:00:00.000Z',
  updated_at: '2026-03-04T10:00:00.000Z',
  last_delivery: { status: 'failed', response_code: 500, created_at: new Date(Date.now() - 3_600_000).toISOString() },
};

const DELIVERY: WebhookDelivery = {
  id: 11,
  webhook_id: 1,
  delivery_id: '3b241101-e2bb-4255-8caf-4136c566a962',
  event: 'task.created',
  status: 'failed',
  payload: {
    id: '3b241101-e2bb-4255-8caf-4136c566a962',
    event: 'task.created',
    created_at: '2026-03-04T10:00:00.000Z',
    workspace_id: 1,
    data: { task: { id: 5, title: 'Write the launch post' } },
  },
  attempts_count: 2,
  last_response_code: 500,
  duration_ms: 42,
  next_attempt_at: null,
  first_attempt_at: '2026-03-04T10:00:00.000Z',
  redelivery_of: null,
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
  attempts: [
    {
      id: 2,
      started_at: '2026-03-04T10:00:10.000Z',
      duration_ms: 42,
      response_code: 500,
      error: 'HTTP 500',
      response_excerpt: 'upstream exploded',
    },
    {
      id: 1,
      started_at: '2026-03-04T10:00:00.000Z',
      duration_ms: 40,
      response_code: 500,
      error: 'HTTP 500',
      response_excerpt: 'upstream exploded',
    },
  ],
};

function server(initial: Webhook[] = [HOOK], deliveries: WebhookDelivery[] = [DELIVERY]) {
  let hooks = [...initial];
  let log = [...deliveries];
  return (call: Call): Response => {
    if (call.method === 'GET' && call.path === '/webhooks') return ok(hooks);
    if (call.method === 'POST' && call.path === '/webhooks/store') {
      const body = call.body as Pick<Webhook, 'url' | 'events' | 'active' | 'allow_private_network'>;
      if (body.url.includes('127.0.0.1') && !body.allow_private_network)
        return json({ error: true, message: WEBHOOK_MESSAGES.urlPrivate, errors: { url: [WEBHOOK_MESSAGES.urlPrivate] } }, 422);
      const created: Webhook = { ...HOOK, ...body, id: 2, secret: `whsec_${'cd'.repeat(24)}`, last_delivery: null };
      hooks = [...hooks, created];
      return json({ error: false, message: WEBHOOK_MESSAGES.created, data: created }, 201);
    }
    if (call.method === 'PUT' && call.path === '/webhooks/update') {
      const body = call.body as Partial<Webhook> & { id: number };
      hooks = hooks.map((hook) => (hook.id === body.id ? { ...hook, ...body } : hook));
      return ok(
        hooks.find((hook) => hook.id === body.id),
        WEBHOOK_MESSAGES.updated,
      );
    }
    if (call.method === 'POST' && call.path === '/webhooks/rotate-secret') {
      hooks = hooks.map((hook) => ({ ...hook, secret: `whsec_${'ef'.repeat(24)}` }));
      return ok(hooks[0], WEBHOOK_MESSAGES.secretRotated);
    }
    if (call.method === 'POST' && call.path === '/webhooks/ping') {
      const ping: WebhookDelivery = {
        ...DELIVERY,
        id: 12,
        event: 'ping',
        status: 'succeeded',
        last_response_code: 200,
        attempts_count: 1,
        attempts: [],
        created_at: new Date().toISOString(),
      };
      log = [ping, ...log];
      return ok(ping, WEBHOOK_MESSAGES.pingQueued);
    }
    if (call.method === 'POST' && call.path === '/webhooks/deliveries/redeliver') {
      const again: WebhookDelivery = {
        ...DELIVERY,
        id: 13,
        status: 'pending',
        redelivery_of: 11,
        attempts_count: 0,
        attempts: [],
      };
      log = [again, ...log];
      return ok(again, WEBHOOK_MESSAGES.redeliveryQueued);
    }
    if (call.method === 'GET' && /^\/webhooks\/\d+\/deliveries$/.test(call.path)) {
      const page: WebhookDeliveryPage = { items: log, total: log.length, page: 1, per_page: 20 };
      return ok(page);
    }
    if (call.method === 'DELETE' && call.path === '/webhooks/destroy') {
      hooks = hooks.filter((hook) => hook.id !== (call.body as { id: number }).id);
      return ok(call.body, WEBHOOK_MESSAGES.deleted);
    }
    return json({ error: true, message: 'Not found.' }, 404);
  };
}

describe('WebhooksPanel', () => {
  it('lists the webhooks with their events, active switch, last delivery and a hidden secret', async () => {
    renderSignedIn(<WebhooksPanel />, server());

    const [row] = await screen.findAllByTestId('webhook');
    expect(within(row!).getByText(HOOK.url)).toBeInTheDocument();
    expect(within(row!).getByText('task.created')).toBeInTheDocument();
    expect(within(row!).getByText('task.moved')).toBeInTheDocument();
    expect(within(row!).getByRole('switch', { name: T.activeLabel(HOOK.url) })).toBeChecked();
    expect(within(row!).getByText(T.status.failed)).toBeInTheDocument();
    expect(row).toHaveTextContent('500 · 1h ago');
    const secret = await within(row!).findByLabelText(`${T.secret}: ${HOOK.url}`);
    expect(secret).not.toHaveValue(HOOK.secret);
    await userEvent.click(within(row!).getByRole('button', { name: T.reveal }));
    expect(secret).toHaveValue(HOOK.secret);
  });

  it('shows a skeleton while loading, then the empty state', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = server([]);
    const { container } = renderSignedIn(<WebhooksPanel />, async (call) => {
      await gate;
      return answer(call);
    });
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    release();
    expect(await screen.findByText(T.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(T.emptyHint)).toBeInTheDocument();
  });

  it('creates a webhook: all events by default, the private-network warning, a refused private address', async () => {
    const user = userEvent.setup();
    const { calls } = renderSignedIn(<WebhooksPanel />, server([]));
    await screen.findByText(T.emptyTitle);
    await user.click(screen.getByRole('button', { name: /New webhook/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });

    expect(within(dialog).getByRole('checkbox', { name: T.allEvents })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: T.allEvents }));
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(T.url), 'http://127.0.0.1:4000/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: /task\.created/ }));
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlPrivate)).toBeInTheDocument();

    expect(within(dialog).queryByText(T.allowPrivateWarning)).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: T.allowPrivate }));
    expect(within(dialog).getByText(T.allowPrivateWarning)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: T.create }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)!.body).toEqual({
      url: 'http://127.0.0.1:4000/hook',
      events: ['task.created'],
      active: true,
      allow_private_network: true,
    });
    expect(await screen.findByText('http://127.0.0.1:4000/hook')).toBeInTheDocument();
  });

  it('turns a webhook off with its switch and rotates its secret after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = renderSignedIn(<WebhooksPanel />, server());
    const toggle = await screen.findByRole('switch', { name: T.activeLabel(HOOK.url) });
    await user.click(toggle);
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ id: 1, active: false }));
    await waitFor(() => expect(screen.getByRole('switch', { name: T.activeLabel(HOOK.url) })).not.toBeChecked());

    await user.click(screen.getByRole('button', { name: T.rotate }));
    const confirm = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(confirm).getByText(T.rotateBody)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: T.rotateOk }));
    await waitFor(() => expect(calls.some((call) => call.path === '/webhooks/rotate-secret')).toBe(true));
    await user.click(screen.getByRole('button', { name: T.reveal }));
    await waitFor(() => expect(screen.getByLabelText(`${T.secret}: ${HOOK.url}`)).toHaveValue(`whsec_${'ef'.repeat(24)}`));
  });

  it('shows the delivery log with payload and response, sends a test event and redelivers', async () => {
    const user = userEvent.setup();
    const { calls } = renderSignedIn(<WebhooksPanel />, server());
    await user.click(await screen.findByRole('button', { name: T.showLog }));

    const log = await screen.findByRole('region', { name: T.logLabel(HOOK.url) });
    const [delivery] = await within(log).findAllByTestId('webhook-delivery');
    expect(within(delivery!).getByText('task.created')).toBeInTheDocument();
    expect(within(delivery!).getByText(T.status.failed)).toBeInTheDocument();
    expect(delivery).toHaveTextContent('500 · 42 ms · 2 attempts · 1h ago');

    await user.click(within(log).getByText('task.created'));
    expect(await within(log).findByText(/Write the launch post/)).toBeInTheDocument();
    expect(within(log).getAllByText('upstream exploded')).toHaveLength(2);

    await user.click(within(log).getByRole('button', { name: T.redeliver }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/webhooks/deliveries/redeliver')?.body).toEqual({ id: DELIVERY.id }),
    );
    expect(await within(log).findByText(T.redelivery)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.sendTest }));
    expect(await within(log).findByText('ping')).toBeInTheDocument();
    expect(within(log).getByText(T.status.succeeded)).toBeInTheDocument();
    expect(WEBHOOK_EVENTS).toContain('task.created');
  });
});
