import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';
import { openAccountPanel } from '../../support/widgets';

/** Screenshots for a reviewer when SHOTS_DIR is set (dark theme: the suite's colour scheme). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
}

/** A receiving server on this machine that records each delivery and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, raw: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/kanri-webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('user menu: Webhooks', () => {
  test('an admin adds a webhook to a local receiver, sees a task delivery succeed and redelivers it', async ({
    page,
    request,
  }) => {
    const { token } = await useSignedInSession(page, request);
    const receiver = await startReceiver();
    try {
      await page.goto('/dashboard');
      const drawer = await openAccountPanel(page, 'Webhooks');
      await drawer.getByRole('button', { name: 'New webhook' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: 'New webhook' });
      await dialog.getByLabel('Payload URL').fill(receiver.url);
      await expect(dialog.getByRole('checkbox', { name: 'All events' })).toBeChecked();
      await dialog.getByRole('checkbox', { name: 'Allow private network addresses' }).check();
      await expect(dialog.getByText(/The URL may then reach loopback, private and link-local addresses/)).toBeVisible();
      await shot(page, 'webhooks-create');
      await dialog.getByRole('button', { name: 'Create webhook' }).click();
      await expect(page.getByText('Webhook created successfully').first()).toBeVisible();

      const row = drawer.getByRole('listitem', { name: receiver.url });
      await expect(row.getByText('All events')).toBeVisible();
      await expect(row.getByText('No deliveries yet')).toBeVisible();

      const api = workApi(request, token);
      const project = await api.createProject(uniqueName('Webhook project'));
      const task = await api.createTask(project.id, uniqueName('Delivered task'));
      await expect.poll(() => receiver.received.filter((r) => r.headers['x-kanri-event'] === 'task.created').length).toBe(1);

      // The receiver can check the signature with the secret the panel shows.
      await row.getByRole('button', { name: 'Show', exact: true }).click();
      const secret = await row.getByRole('textbox', { name: `Signing secret: ${receiver.url}` }).inputValue();
      const [first] = receiver.received.filter((r) => r.headers['x-kanri-event'] === 'task.created');
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(first!.headers['x-kanri-signature']))!;
      expect(createHmac('sha256', secret).update(`${t}.${first!.raw}`).digest('hex')).toBe(v1);
      expect(JSON.parse(first!.raw).data.task).toMatchObject({ id: task.id, title: task.title });

      await row.getByRole('button', { name: 'Delivery log' }).click();
      const log = row.getByRole('region', { name: `Delivery log of ${receiver.url}` });
      const delivery = log.getByTestId('webhook-delivery').filter({ hasText: 'task.created' });
      await expect(async () => {
        await log.getByRole('button', { name: 'Refresh' }).click({ timeout: 2_000 });
        await expect(delivery.filter({ hasText: 'Succeeded' })).toHaveCount(1, { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(delivery).toContainText('200');
      await expect(delivery).toContainText('1 attempt');
      await delivery.click();
      await expect(log.getByText(task.title).first()).toBeVisible();
      await expect(log.getByText('received', { exact: true })).toBeVisible();
      await shot(page, 'webhooks-log');

      await log
        .locator('.ant-collapse-item')
        .filter({ has: page.getByTestId('webhook-delivery').filter({ hasText: 'task.created' }) })
        .getByRole('button', { name: 'Redeliver', exact: true })
        .click();
      await expect(page.getByText('Redelivery queued').first()).toBeVisible();
      await expect(
        log.getByTestId('webhook-delivery').filter({ hasText: 'Redelivery' }).filter({ hasText: 'Succeeded' }),
      ).toHaveCount(1);
      const created = receiver.received.filter((r) => r.headers['x-kanri-event'] === 'task.created');
      expect(created).toHaveLength(2);
      expect(created[1]!.headers['x-kanri-delivery']).not.toBe(created[0]!.headers['x-kanri-delivery']);
      expect(JSON.parse(created[1]!.raw).data).toEqual(JSON.parse(created[0]!.raw).data);
      await row.getByRole('button', { name: 'Hide', exact: true }).click();
      await shot(page, 'webhooks-redelivered');
    } finally {
      await receiver.close();
    }
  });
});
