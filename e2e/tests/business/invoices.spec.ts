import { expect, test, type Locator, type Page } from '@playwright/test';
import { useSignedInSession } from '../../support/session';
import { pickOption } from '../../support/widgets';
import { uniqueName, workApi } from '../../support/work';

interface Client {
  id: number;
  name: string;
  email: string;
}

interface InvoiceSummary {
  id: number;
  invoice_number: string;
  status: string;
  total_minor: number;
}

const cards = (page: Page) => page.getByRole('region', { name: 'Invoice statistics' });
const statValue = (page: Page, title: string) =>
  cards(page).getByText(title, { exact: true }).locator('xpath=following-sibling::div[1]');

/** The table row of an invoice, by its (unique) number. */
const row = (page: Page, number: string) => page.locator('.ant-table-row', { hasText: number });

/** The open invoice view (a drawer) whose title matches. */
const drawerTitled = (page: Page, title: string | RegExp) =>
  page.locator('.ant-drawer-open').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });

/** US dollars from integer cents, as en-US writes them (`$1,294.22`); no float arithmetic. */
function usd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${sign}$${whole.toLocaleString('en-US')}.${rest}`;
}

/** The live summary's lines as `label: value`. */
async function summaryLines(dialog: Locator): Promise<string[]> {
  const summary = dialog.getByRole('region', { name: 'Summary' });
  const terms = await summary.locator('dt').allTextContents();
  const values = await summary.locator('dd').allTextContents();
  return terms.map((term, index) => `${term}: ${values[index]}`.replace(/\u00a0/g, ' '));
}

/** The USD line of a money card in cents (0 when the card has none). */
async function usdCents(page: Page, title: string): Promise<number> {
  const lines = await statValue(page, title).locator('span[title]').allTextContents();
  const line = lines.find((text) => text.startsWith('$'));
  if (!line) return 0;
  const [whole, cents = '0'] = line.slice(1).replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

test('invoices: created with a picked client and an exact live summary, counted, searched, filtered, rewritten after asking, duplicated, deleted; JPY without decimals', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { token } = await useSignedInSession(page, request);
  const api = workApi(request, token);
  const client = await api.call<Client>('post', '/clients/store', {
    name: uniqueName('Acme Ltd'),
    email: 'billing@acme.test',
    address: '1 Main St\nSpringfield',
  });

  await page.goto('/dashboard/invoice');
  await expect(page.getByRole('heading', { name: 'Invoice Management', exact: true })).toBeVisible();
  await expect(statValue(page, 'Total Invoices')).toHaveText(/^\d+$/);
  const totalBefore = Number(await statValue(page, 'Total Invoices').textContent());
  const revenueBefore = await usdCents(page, 'Total Revenue');

  // Saving without a client name keeps the dialog open with the message; nothing is sent.
  await page.getByRole('button', { name: 'New Invoice' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Invoice' });
  await expect(create.getByRole('textbox', { name: 'Invoice Number' })).toHaveValue(/^INV-\d{4,}$/);
  const number = await create.getByRole('textbox', { name: 'Invoice Number' }).inputValue();
  await create.getByRole('button', { name: 'Save Invoice' }).click();
  await expect(create.getByText('Client name is required')).toBeVisible();
  await expect(create).toBeVisible();

  // The client picked from the list fills Bill To.
  const clientName = create.getByRole('combobox', { name: 'Client Name' });
  await clientName.fill(client.name.slice(0, 12));
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: client.name }).click();
  await expect(clientName).toHaveValue(client.name);
  await expect(create.getByRole('textbox', { name: 'Client Email' })).toHaveValue('billing@acme.test');
  await expect(create.getByRole('textbox', { name: 'Client Address' })).toHaveValue('1 Main St\nSpringfield');
  await expect(create.getByText('Client name is required')).toHaveCount(0);

  // Two items: 2.5 hrs × 80.00 and 3 pcs × 19.99; tax 10 % (the default), discount 5, shipping 12.50.
  await create.getByRole('textbox', { name: 'Description of item 1' }).fill('Design work');
  await create.getByRole('textbox', { name: 'Quantity of item 1' }).fill('2.5');
  await pickOption(page, create.getByRole('combobox', { name: 'Unit of item 1' }), 'hrs');
  await create.getByRole('textbox', { name: 'Rate of item 1' }).fill('80.00');
  await expect(create.getByRole('button', { name: 'Remove item 1' })).toHaveCount(0);
  await create.getByRole('button', { name: 'Add Item' }).click();
  await create.getByRole('textbox', { name: 'Description of item 2' }).fill('Licences');
  await create.getByRole('textbox', { name: 'Quantity of item 2' }).fill('3');
  await create.getByRole('textbox', { name: 'Rate of item 2' }).fill('19.99');
  await expect(create.getByRole('textbox', { name: 'Tax Rate (%)' })).toHaveValue('10');
  await create.getByRole('textbox', { name: 'Discount', exact: true }).fill('5');
  await create.getByRole('textbox', { name: 'Shipping', exact: true }).fill('12.50');

  // The figures, by hand in integer cents: each amount and the tax rounded once, half away from zero.
  const first = (25 * 8000) / 10; // 2.5 × 80.00 → 20000
  const second = 3 * 1999; // 5997
  const subtotal = first + second;
  const taxable = subtotal - 500 + 1250;
  const tax = Math.floor((taxable * 10 + 50) / 100); // 2674.7 → 2675
  const total = taxable + tax;
  expect(total).toBe(29422);
  await expect(create.getByRole('textbox', { name: 'Amount of item 1' })).toHaveValue(usd(first));
  await expect(create.getByRole('textbox', { name: 'Amount of item 2' })).toHaveValue(usd(second));
  await expect
    .poll(() => summaryLines(create))
    .toEqual([
      `Subtotal: ${usd(subtotal)}`,
      `Discount: ${usd(-500)}`,
      `Shipping: ${usd(1250)}`,
      `Tax (10%): ${usd(tax)}`,
      `Total: ${usd(total)}`,
      `Amount Paid: ${usd(0)}`,
      `Balance Due: ${usd(total)}`,
    ]);
  await expect(create.getByRole('button', { name: 'Remove item 2' })).toBeVisible();
  // The whole dialog in one picture: a taller window for the shot.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width, height: 1500 });
  await page.screenshot({ path: '/tmp/shots/invoices-dialog.png' });
  await page.setViewportSize(viewport);

  await create.getByRole('button', { name: 'Save Invoice' }).click();
  await expect(page.getByText('Invoice created successfully')).toBeVisible();
  await expect(create).toBeHidden();
  await expect(row(page, number)).toContainText(usd(total));
  await expect(row(page, number)).toContainText(client.name);
  await expect(row(page, number)).toContainText('Draft');
  await expect(statValue(page, 'Total Invoices')).toHaveText(String(totalBefore + 1));
  await expect.poll(() => usdCents(page, 'Total Revenue')).toBe(revenueBefore + total);
  const stored = await api.call<{ items: InvoiceSummary[] }>('get', `/invoices?search=${encodeURIComponent(number)}`);
  const invoice = stored.items.find((item) => item.invoice_number === number)!;
  expect(invoice.total_minor).toBe(total);

  // Searched by number and by client, filtered by status.
  const search = page.getByRole('textbox', { name: 'Search invoices' });
  await search.fill(number);
  await expect(row(page, number)).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await search.fill(client.name);
  await expect(row(page, number)).toBeVisible();
  const filter = page.getByRole('radiogroup', { name: 'Status' });
  await filter.getByText('Draft', { exact: true }).click();
  await expect(row(page, number)).toBeVisible();
  await filter.getByText('Sent', { exact: true }).click();
  await expect(page.getByText('No invoices found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/invoices-empty-filtered.png', fullPage: true });

  // Marked sent, it shows under Sent; editing it asks first, and the change is saved once confirmed.
  await api.call('post', '/invoices/status', { id: invoice.id, status: 'sent' });
  await page.reload();
  await page.getByRole('textbox', { name: 'Search invoices' }).fill(client.name);
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Sent', { exact: true }).click();
  await expect(row(page, number)).toContainText('Sent');
  await row(page, number).getByText(client.name).click();
  const drawer = drawerTitled(page, `Invoice ${number}`);
  await drawer.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Invoice' });
  await expect(edit.getByRole('textbox', { name: 'Invoice Number' })).toHaveValue(number);
  await edit.getByRole('textbox', { name: 'P.O. Number' }).fill('PO-7781');
  await edit.getByRole('button', { name: 'Save Invoice' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change a sent invoice?' });
  await expect(confirm.getByText('This invoice has been sent. Saving changes rewrites it: confirm to continue.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Invoice updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  const rewritten = await api.call<{ po_number: string; status: string }>('get', `/invoices/${invoice.id}`);
  expect(rewritten).toMatchObject({ po_number: 'PO-7781', status: 'sent' });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // Duplicated: a draft copy, shown in the view; then deleted from its row after asking.
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('All', { exact: true }).click();
  await row(page, number)
    .getByRole('button', { name: `Duplicate ${number}` })
    .click();
  await expect(page.getByText('Invoice duplicated')).toBeVisible();
  const copyDrawer = drawerTitled(page, /^Invoice INV-/);
  await expect(copyDrawer).toBeVisible();
  const copyNumber = ((await copyDrawer.locator('.ant-drawer-title').textContent()) ?? '').replace('Invoice ', '').trim();
  expect(copyNumber).not.toBe(number);
  await copyDrawer.getByRole('button', { name: 'Close' }).click();
  await expect(copyDrawer).toBeHidden();
  await expect(row(page, copyNumber)).toContainText('Draft');
  await expect(row(page, copyNumber)).toContainText(usd(total));
  // Only drafts can be deleted.
  await expect(row(page, number).getByRole('button', { name: `Delete ${number}` })).toHaveCount(0);
  await row(page, copyNumber)
    .getByRole('button', { name: `Delete ${copyNumber}` })
    .click();
  const remove = page.getByRole('dialog', { name: 'Delete Invoice' });
  await expect(remove.getByText('Are you sure you want to delete this invoice?')).toBeVisible();
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Invoice deleted successfully')).toBeVisible();
  await expect(row(page, copyNumber)).toHaveCount(0);
  await expect(row(page, number)).toBeVisible();

  // A JPY invoice: amounts without decimals (3 × 1999.5 = 5998.5 → ¥5,999; tax 599.9 → ¥600).
  await search.fill('');
  await expect(remove).toBeHidden();
  const tanaka = uniqueName('Tanaka KK');
  await page.getByRole('button', { name: 'New Invoice', exact: true }).click();
  const yen = page.getByRole('dialog', { name: 'Create New Invoice' });
  await expect(yen.getByRole('textbox', { name: 'Invoice Number' })).toHaveValue(/^INV-\d{4,}$/);
  const yenNumber = await yen.getByRole('textbox', { name: 'Invoice Number' }).inputValue();
  await yen.getByRole('combobox', { name: 'Client Name' }).fill(tanaka);
  await pickOption(page, yen.getByRole('combobox', { name: 'Currency' }), 'JPY (¥) - Japanese Yen');
  await yen.getByRole('textbox', { name: 'Description of item 1' }).fill('Consulting');
  await yen.getByRole('textbox', { name: 'Quantity of item 1' }).fill('3');
  await yen.getByRole('textbox', { name: 'Rate of item 1' }).fill('1999.5');
  await expect(yen.getByRole('textbox', { name: 'Amount of item 1' })).toHaveValue('¥5,999');
  await expect.poll(() => summaryLines(yen)).toContain('Total: ¥6,599');
  await yen.getByRole('button', { name: 'Save Invoice' }).click();
  await expect(yen).toBeHidden();
  await expect(row(page, yenNumber)).toContainText('¥6,599');
  await expect(row(page, yenNumber)).not.toContainText('¥6,599.');
  await expect(statValue(page, 'Total Revenue')).toContainText('¥');
  await page.screenshot({ path: '/tmp/shots/invoices-page.png', fullPage: true });
});
