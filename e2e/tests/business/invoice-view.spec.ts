import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { useSignedInSession } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';

const SHOTS = '/tmp/shots';

interface Invoice {
  id: number;
  invoice_number: string;
  total_minor: number;
}

// --- A small PNG, made here (the server sniffs the content, so it must be a real image) -----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width`×`height` RGB PNG: a green band over a dark one (the brand's colours). */
function makePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = y < height / 2 ? [190, 252, 169] : [15, 15, 16];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- The page ---------------------------------------------------------------------------------------

const drawer = (page: Page) => page.locator('.ant-drawer-section');
const documentOf = (scope: Page | Locator, number: string) => scope.getByRole('article', { name: `Invoice ${number}` });
const dialog = (page: Page, title: string) =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/** The summary's lines as `label value`, in order. */
async function summary(document: Locator): Promise<string[]> {
  const lines = await document.getByLabel('Summary').locator(':scope > div').allInnerTexts();
  return lines.map((line) => line.replace(/\s+/g, ' ').trim());
}

/** The items table's rows as their cells' texts. */
async function items(document: Locator): Promise<string[][]> {
  const rows = document.getByRole('table', { name: 'Items' }).locator('tbody tr');
  const count = await rows.count();
  const result: string[][] = [];
  for (let index = 0; index < count; index += 1) result.push(await rows.nth(index).locator('td').allInnerTexts());
  return result;
}

test('invoice view: tracked time becomes a line, sent, paid in two payments, printed and downloaded as PDF with the organization', async ({
  page,
  context,
  request,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const { token } = await useSignedInSession(page, request);
  const api = workApi(request, token);

  // Through the API: a client, its project at 80.00 USD an hour, a task, two stopped billable entries
  // (1 h and 30 min, on a day of their own in the past), the organization, a draft invoice of 100.00.
  const clientName = uniqueName('Globex');
  const company = uniqueName('Kanri Labs');
  const client = await api.call<{ id: number }>('post', '/clients/store', {
    name: clientName,
    email: 'ap@globex.test',
    address: '500 Oak Avenue\nSpringfield',
  });
  const project = await api.createProject(uniqueName('Website'), { billable: true, hourly_rate_minor: 8000, currency: 'USD' });
  await api.call('put', '/projects/update', { id: project.id, client_id: client.id });
  const taskTitle = uniqueName('Landing page');
  const task = await api.createTask(project.id, taskTitle);
  const day = Date.UTC(2023, 0, 2) + Math.floor(Math.random() * 600) * 86_400_000;
  const at = (hours: number) => new Date(day + hours * 3_600_000).toISOString();
  await api.call('post', '/time-entries/store', { task_id: task.id, started_at: at(9), ended_at: at(10), billable: true });
  await api.call('post', '/time-entries/store', { task_id: task.id, started_at: at(11), ended_at: at(11.5), billable: true });
  await api.call('put', '/settings/company', {
    name: company,
    address: '1 Market Street\nSan Francisco, CA 94105',
    phone: '+1 555 010 0100',
    email: 'billing@kanri.test',
    website: 'https://kanri.test',
    tax_id: 'US-12-3456789',
  });
  const invoice = await api.call<Invoice>('post', '/invoices/store', {
    client_id: client.id,
    client_name: clientName,
    client_email: 'ap@globex.test',
    client_address: '500 Oak Avenue\nSpringfield',
    issue_date: new Date().toISOString().slice(0, 10),
    payment_terms: 'net_30',
    currency: 'USD',
    items: [{ description: 'Setup', quantity: '1', unit: 'pcs', rate: '100' }],
    tax_rate: '10',
  });
  const number = invoice.invoice_number;

  // Organization Settings: the values from the server, a PNG logo uploaded and previewed, saved.
  await page.goto('/dashboard/invoice');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = dialog(page, 'Organization Settings');
  await expect(settings.getByLabel('Company Name')).toHaveValue(company);
  await expect(settings.getByLabel('Tax ID')).toHaveValue('US-12-3456789');
  await expect(settings.getByLabel('Logo file')).toHaveAttribute('accept', /\.png.*\.webp|image\/png/);
  await settings.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(120, 48) });
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  const preview = settings.getByRole('img', { name: 'Company logo preview' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
  await settings.getByLabel('Phone').fill('+1 555 010 0199');
  await page.screenshot({ path: `${SHOTS}/invoice-view-settings.png` });
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Organization settings saved')).toBeVisible();
  await expect(settings).toBeHidden();

  // The view: the invoice as a document with the organization and its logo.
  await page.getByRole('textbox', { name: 'Search invoices' }).fill(number);
  await page.getByRole('button', { name: `View ${number}`, exact: true }).click();
  const view = drawer(page);
  const document = documentOf(view, number);
  await expect(document.getByRole('heading', { name: 'INVOICE' })).toBeVisible();
  await expect(document.getByTestId('invoice-status')).toHaveText('Draft');
  await expect(document.getByTestId('invoice-bill-to')).toContainText(clientName);
  await expect(document.getByTestId('invoice-company')).toContainText(company);
  await expect(document.getByTestId('invoice-company')).toContainText('+1 555 010 0199');
  await expect(document.getByRole('img', { name: `${company} logo` })).toBeVisible();
  expect(await summary(document)).toEqual(['Subtotal $100.00', 'Tax (10%) $10.00', 'Total $110.00', 'Balance Due $110.00']);

  // Add unbilled time, per task: the task's 1.5 h at 80.00 → one line of 120.00.
  await view.getByRole('button', { name: 'Add unbilled time' }).click();
  const unbilled = dialog(page, 'Add unbilled time');
  const list = unbilled.getByRole('list', { name: 'Unbilled time' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(taskTitle);
  await expect(list.getByRole('listitem')).toContainText('1.50 h');
  await expect(list.getByRole('listitem')).toContainText('$80.00/h');
  await expect(list.getByRole('listitem')).toContainText('$120.00');
  await expect(unbilled.getByRole('button', { name: 'Add to invoice' })).toBeDisabled();
  await unbilled.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(unbilled.getByRole('status', { name: 'Total of the selection' })).toContainText('$120.00');
  // Per day: the same time, on its day.
  await unbilled.getByText('Per day', { exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(unbilled.getByRole('status', { name: 'Total of the selection' })).toContainText('$0.00');
  await unbilled.getByText('Per task', { exact: true }).click();
  await expect(list.getByRole('listitem')).toContainText(taskTitle);
  await list.getByRole('checkbox').check();
  await expect(unbilled.getByRole('status', { name: 'Total of the selection' })).toContainText('$120.00');
  await page.screenshot({ path: `${SHOTS}/invoice-view-unbilled.png` });
  await unbilled.getByRole('button', { name: 'Add to invoice' }).click();
  await expect(page.getByText('Tracked time added to the invoice')).toBeVisible();
  await expect(unbilled).toBeHidden();
  await expect
    .poll(() => items(document))
    .toEqual([
      ['Setup', '1', 'pcs', '$100.00', '$100.00'],
      [expect.stringContaining(taskTitle), '1.5', 'hrs', '$80.00', '$120.00'],
    ]);
  expect(await summary(document)).toEqual(['Subtotal $220.00', 'Tax (10%) $22.00', 'Total $242.00', 'Balance Due $242.00']);

  // The entries are no longer offered.
  await view.getByRole('button', { name: 'Add unbilled time' }).click();
  await expect(unbilled.getByText('No unbilled time for this client in USD.')).toBeVisible();
  await unbilled.getByRole('button', { name: 'Cancel' }).click();
  await expect(unbilled).toBeHidden();

  // Mark as Sent; then a partial payment and the rest: Paid.
  await view.getByRole('button', { name: 'Mark as Sent' }).click();
  await expect(document.getByTestId('invoice-status')).toHaveText('Sent');
  await expect(view.getByRole('button', { name: 'Add unbilled time' })).toBeDisabled();
  await view.getByRole('button', { name: 'Record Payment' }).click();
  const payment = dialog(page, 'Record Payment');
  const amount = payment.getByLabel('Amount (USD)');
  await expect(amount).toHaveValue('242.00');
  await amount.fill('300');
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expect(payment.getByText('The payment cannot exceed the balance due.')).toBeVisible();
  await amount.fill('100.50');
  await payment.getByLabel('Note').fill('Deposit');
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(payment).toBeHidden();
  await expect.poll(() => summary(document)).toContain('Balance Due $141.50');
  expect(await summary(document)).toContain('Amount Paid -$100.50');
  const payments = view.getByRole('region', { name: 'Payments of this invoice' });
  await expect(payments.getByRole('row', { name: /\$100\.50/ })).toContainText('Deposit');

  await view.getByRole('button', { name: 'Record Payment' }).click();
  await expect(amount).toHaveValue('141.50');
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expect(document.getByTestId('invoice-status')).toHaveText('Paid');
  await expect.poll(() => summary(document)).toContain('Balance Due $0.00');
  await expect(payments.getByRole('row')).toHaveCount(3);
  await expect(view.getByRole('button', { name: 'Record Payment' })).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/invoice-view-drawer.png` });
  await payments.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/invoice-view-payments.png` });

  // Print: a new window with the styled invoice; printing is stubbed, so the window stays open.
  await context.addInitScript(() => {
    window.print = () => {};
  });
  const popupOpened = page.waitForEvent('popup');
  await view.getByRole('button', { name: 'Print', exact: true }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(new RegExp(`/dashboard/invoice/${invoice.id}/print$`));
  const printed = documentOf(popup, number);
  await expect(printed.getByTestId('invoice-number')).toHaveText(number);
  await expect(printed.getByTestId('invoice-bill-to')).toContainText(clientName);
  await expect(printed.getByRole('img', { name: `${company} logo` })).toBeVisible();
  const printedSummary = await summary(printed);
  expect(printedSummary).toEqual([
    'Subtotal $220.00',
    'Tax (10%) $22.00',
    'Total $242.00',
    'Amount Paid -$242.00',
    'Balance Due $0.00',
  ]);
  expect(printedSummary.some((line) => line.startsWith('Discount') || line.startsWith('Shipping'))).toBe(false);
  await expect(popup.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(popup.locator('aside, nav')).toHaveCount(0);
  await popup.screenshot({ path: `${SHOTS}/invoice-view-print.png`, fullPage: true });
  await popup.close();

  // Download PDF: the server's PDF, whose text has the number, the client and the total.
  const downloading = page.waitForEvent('download');
  await view.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(await download.path())) });
  try {
    const { text } = await parser.getText();
    expect(text).toContain(number);
    expect(text).toContain(clientName);
    expect(text).toContain('$242.00');
  } finally {
    await parser.destroy();
  }

  // On a phone the drawer takes the screen and the items table scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await view.getByRole('toolbar', { name: 'Invoice actions' }).scrollIntoViewIfNeeded();
  const itemsWrap = document.locator('.kb-doc-items-wrap');
  await expect.poll(() => itemsWrap.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/invoice-view-narrow.png` });
});
