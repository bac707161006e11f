import {
  computeInvoiceTotals,
  DEFAULT_INVOICE_HEADERS,
  dueDateFor,
  INVOICE_DEFAULTS,
  INVOICE_DOCUMENT_TEXTS,
  toMinorUnits,
  type CompanyProfile,
  type Invoice,
  type InvoiceItem,
  type PaymentTerms,
} from '@kanri/contracts/business';
import sharp from 'sharp';
import { SAMPLE_FILES } from '../helpers/multipart.js';
import { readPdf } from '../helpers/pdf-text.js';
import { formatInvoiceDate, moneyFormat, renderInvoicePdf } from '../../src/services/invoice-pdf.js';

const COMPANY: CompanyProfile = {
  name: 'Kanri Studio',
  address: '12 Harbour Road\nWellington 6011',
  phone: '+64 4 555 0100',
  email: 'billing@kanri.test',
  website: 'https://kanri.test',
  tax_id: 'NZ-123-456',
  has_logo: false,
  logo_content_type: null,
  updated_at: '2026-03-01T09:00:00.000Z',
};

const BLANK_COMPANY: CompanyProfile = {
  name: '',
  address: '',
  phone: '',
  email: '',
  website: '',
  tax_id: '',
  has_logo: false,
  logo_content_type: null,
  updated_at: null,
};

interface InvoiceSeed {
  number: string;
  currency: string;
  exponent: number;
  items: { description: string; quantity: string; rate: string; unit?: InvoiceItem['unit'] }[];
  taxRate?: string;
  /** Major units, as the form sends them. */
  discount?: string;
  shipping?: string;
  amountPaid?: string;
  clientName?: string;
  extra?: Partial<Invoice>;
}

/** An invoice as GET /invoices/{id} returns it, its sums computed by the contract's maths. */
function invoiceOf(seed: InvoiceSeed): Invoice {
  const exponent = seed.exponent;
  const discountMinor = toMinorUnits(seed.discount ?? '0', exponent);
  const shippingMinor = toMinorUnits(seed.shipping ?? '0', exponent);
  const amountPaidMinor = toMinorUnits(seed.amountPaid ?? '0', exponent);
  const taxRate = seed.taxRate ?? INVOICE_DEFAULTS.taxRate;
  const totals = computeInvoiceTotals({ items: seed.items, taxRate, discountMinor, shippingMinor, amountPaidMinor }, exponent);
  const terms: PaymentTerms = 'net_30';
  return {
    id: 1,
    invoice_number: seed.number,
    client_id: null,
    client_name: seed.clientName ?? 'Acme Corporation',
    client_email: 'accounts@acme.test',
    issue_date: '2026-03-04',
    due_date: dueDateFor('2026-03-04', terms),
    currency: seed.currency,
    currency_exponent: exponent,
    status: 'sent',
    total_minor: totals.totalMinor,
    amount_paid_minor: amountPaidMinor,
    balance_due_minor: totals.balanceDueMinor,
    created_at: '2026-03-04T09:00:00.000Z',
    updated_at: '2026-03-04T09:00:00.000Z',
    client_address: '1 Infinite Loop\nCupertino, CA',
    ship_to_address: '',
    payment_terms: terms,
    po_number: '',
    items: seed.items.map((item, index) => ({
      id: index + 1,
      description: item.description,
      quantity: item.quantity,
      unit: item.unit ?? 'hrs',
      rate: item.rate,
      amount_minor: totals.itemAmountsMinor[index]!,
      time_entry_ids: [],
    })),
    headers: { ...DEFAULT_INVOICE_HEADERS },
    subtotal_minor: totals.subtotalMinor,
    discount_minor: discountMinor,
    shipping_minor: shippingMinor,
    tax_rate: taxRate,
    tax_minor: totals.taxMinor,
    notes: 'Thank you for your business.',
    terms: INVOICE_DEFAULTS.terms,
    payments: [],
    ...seed.extra,
  };
}

/** Whitespace collapsed: the extracted text keeps the layout's line breaks and tabs. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('invoice PDF', () => {
  it('renders a USD invoice with a discount: number, client, dates, items, summary and the total as text', async () => {
    const invoice = invoiceOf({
      number: 'INV-0042',
      currency: 'USD',
      exponent: 2,
      items: [
        { description: 'Website design', quantity: '10', rate: '120' },
        { description: 'Hosting (annual)', quantity: '1', rate: '99.5', unit: 'items' },
      ],
      discount: '100',
      shipping: '25',
      amountPaid: '500',
      extra: { po_number: 'PO-7781', ship_to_address: 'Warehouse 9, Dock Street' },
    });
    // 1,200 + 99.50 = 1,299.50; − 100 + 25 = 1,224.50; tax 10 % = 122.45; total 1,346.95; paid 500.
    expect(invoice.total_minor).toBe(134_695);

    const pdf = await renderInvoicePdf(invoice, COMPANY, null);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, title } = await readPdf(pdf);
    const all = flat(text);

    expect(title).toBe('INV-0042');
    for (const expected of [
      INVOICE_DOCUMENT_TEXTS.heading,
      'INV-0042',
      'Kanri Studio',
      'Wellington 6011',
      INVOICE_DOCUMENT_TEXTS.taxId('NZ-123-456'),
      INVOICE_DOCUMENT_TEXTS.billTo.toUpperCase(),
      'Acme Corporation',
      'accounts@acme.test',
      INVOICE_DOCUMENT_TEXTS.shipTo.toUpperCase(),
      'Warehouse 9, Dock Street',
      `${INVOICE_DOCUMENT_TEXTS.issueDate} ${formatInvoiceDate('2026-03-04')}`,
      `${INVOICE_DOCUMENT_TEXTS.dueDate} Apr 3, 2026`,
      `${INVOICE_DOCUMENT_TEXTS.paymentTerms} Net 30`,
      `${INVOICE_DOCUMENT_TEXTS.poNumber} PO-7781`,
      `${DEFAULT_INVOICE_HEADERS.item} ${DEFAULT_INVOICE_HEADERS.quantity} ${DEFAULT_INVOICE_HEADERS.unit}`,
      'Website design 10 hrs $120.00 $1,200.00',
      'Hosting (annual) 1 items $99.50 $99.50',
      `${INVOICE_DOCUMENT_TEXTS.subtotal} $1,299.50`,
      `${INVOICE_DOCUMENT_TEXTS.discount} -$100.00`,
      `${INVOICE_DOCUMENT_TEXTS.shipping} $25.00`,
      `${INVOICE_DOCUMENT_TEXTS.tax('10')} $122.45`,
      `${INVOICE_DOCUMENT_TEXTS.total} $1,346.95`,
      `${INVOICE_DOCUMENT_TEXTS.amountPaid} -$500.00`,
      `${INVOICE_DOCUMENT_TEXTS.balanceDue} $846.95`,
      'Thank you for your business.',
      INVOICE_DEFAULTS.terms,
      `INV-0042 · ${INVOICE_DOCUMENT_TEXTS.page(1, 1)}`,
    ]) {
      expect(all).toContain(expected);
    }
  });

  it('leaves out discount, shipping, amount paid and the P.O. number when there are none', async () => {
    const invoice = invoiceOf({
      number: 'INV-0043',
      currency: 'USD',
      exponent: 2,
      items: [{ description: 'Consulting', quantity: '2', rate: '50' }],
    });
    const all = flat((await readPdf(await renderInvoicePdf(invoice, COMPANY, null))).text);

    expect(all).toContain(`${INVOICE_DOCUMENT_TEXTS.total} $110.00`);
    expect(all).toContain(`${INVOICE_DOCUMENT_TEXTS.balanceDue} $110.00`);
    expect(all).not.toContain(INVOICE_DOCUMENT_TEXTS.discount);
    expect(all).not.toContain(INVOICE_DOCUMENT_TEXTS.shipping);
    expect(all).not.toContain(INVOICE_DOCUMENT_TEXTS.amountPaid);
    expect(all).not.toContain(INVOICE_DOCUMENT_TEXTS.poNumber);
    expect(all).not.toContain(INVOICE_DOCUMENT_TEXTS.shipTo.toUpperCase());
  });

  it('writes yen without decimals and a non-Latin client name', async () => {
    const invoice = invoiceOf({
      number: 'INV-0100',
      currency: 'JPY',
      exponent: 0,
      clientName: 'Ωμέγα Σύμβουλοι — Москва',
      items: [{ description: 'Translation', quantity: '3', rate: '1500' }],
      taxRate: '8',
    });
    // 4,500 + 8 % = 360 → 4,860.
    const all = flat((await readPdf(await renderInvoicePdf(invoice, BLANK_COMPANY, null))).text);

    expect(all).toContain('Ωμέγα Σύμβουλοι — Москва');
    expect(all).toContain('Translation 3 hrs ¥1,500 ¥4,500');
    expect(all).toContain(`${INVOICE_DOCUMENT_TEXTS.tax('8')} ¥360`);
    expect(all).toContain(`${INVOICE_DOCUMENT_TEXTS.total} ¥4,860`);
  });

  it('writes rupees with the ₹ sign and an exact tax rate with decimals', async () => {
    const invoice = invoiceOf({
      number: 'INV-0200',
      currency: 'INR',
      exponent: 2,
      items: [{ description: 'Support retainer', quantity: '1.5', rate: '1234567.89' }],
      taxRate: '18.5',
    });
    // 1.5 × 1,234,567.89 = 1,851,851.835 → 1,851,851.84; tax 18.5 % = 342,592.5904 → 342,592.59.
    const all = flat((await readPdf(await renderInvoicePdf(invoice, COMPANY, null))).text);

    expect(all).toContain('Support retainer 1.5 hrs ₹1,234,567.89 ₹1,851,851.84');
    expect(all).toContain(`${INVOICE_DOCUMENT_TEXTS.tax('18.5')} ₹342,592.59`);
    expect(all).toContain(`${INVOICE_DOCUMENT_TEXTS.total} ₹2,194,444.43`);
  });

  it('flows 60 items onto further pages with the header repeated, and wraps long descriptions', async () => {
    const long = `Discovery workshop ${'with stakeholders and follow-up notes '.repeat(12)}end.`;
    const invoice = invoiceOf({
      number: 'INV-0300',
      currency: 'EUR',
      exponent: 2,
      items: Array.from({ length: 60 }, (_, index) => ({
        description: index === 5 ? long : `Line item ${index + 1}`,
        quantity: '1',
        rate: '10',
      })),
      extra: { headers: { item: 'Leistung', quantity: 'Menge', unit: 'Einheit', rate: 'Preis', amount: 'Betrag' } },
    });
    const { text, pages } = await readPdf(await renderInvoicePdf(invoice, COMPANY, null));
    const all = flat(text);

    expect(pages).toBeGreaterThan(1);
    for (let index = 1; index <= 60; index += 1) {
      if (index !== 6) expect(all).toContain(`Line item ${index} 1 hrs €10.00 €10.00`);
    }
    expect(all).toContain('end.');
    // The header on every page the table reaches, and each page numbered.
    expect(all.split('Leistung Menge Einheit Preis Betrag').length - 1).toBe(pages);
    expect(all).toContain(`INV-0300 · ${INVOICE_DOCUMENT_TEXTS.page(pages, pages)}`);
    expect(all).toContain(`${INVOICE_DOCUMENT_TEXTS.total} €660.00`);
  });

  it('cuts a description longer than a page between pages, losing nothing', async () => {
    const words = Array.from({ length: 1500 }, (_, index) => `w${index}`);
    const invoice = invoiceOf({
      number: 'INV-0301',
      currency: 'USD',
      exponent: 2,
      items: [
        { description: 'First', quantity: '1', rate: '1' },
        { description: words.join(' '), quantity: '2', rate: '3' },
      ],
    });
    const { text, pages } = await readPdf(await renderInvoicePdf(invoice, BLANK_COMPANY, null));
    const all = flat(text);

    expect(pages).toBeGreaterThan(1);
    const found = all.match(/\bw\d+\b/g) ?? [];
    expect(new Set(found)).toEqual(new Set(words));
    expect(all).toContain('$6.00');
  });

  it('writes three-decimal currencies and codes without a symbol as the code', async () => {
    expect(moneyFormat('KWD', 3).amount(1234)).toBe('KWD 1.234');
    expect(moneyFormat('USD', 2).amount(123450)).toBe('$1,234.50');
    expect(moneyFormat('JPY', 0).amount(1500)).toBe('¥1,500');
    expect(moneyFormat('SGD', 2).amount(-250)).toBe('-SGD 2.50');
    expect(moneyFormat('USD', 2).rate('12.3456')).toBe('$12.3456');
    expect(moneyFormat('USD', 2).rate('50.0000')).toBe('$50.00');
    expect(moneyFormat('JPY', 0).rate('1500.0000')).toBe('¥1,500');

    const invoice = invoiceOf({
      number: 'INV-0400',
      currency: 'KWD',
      exponent: 3,
      items: [{ description: 'Audit', quantity: '1', rate: '1000.125' }],
    });
    const all = flat((await readPdf(await renderInvoicePdf(invoice, COMPANY, null))).text);
    expect(all).toContain('Audit 1 hrs KWD 1,000.125 KWD 1,000.125');
    expect(all).toContain(`${INVOICE_DOCUMENT_TEXTS.total} KWD 1,100.138`);
  });

  it('draws a PNG or JPEG logo, a WebP one converted to PNG, and never fails on an unreadable image', async () => {
    const invoice = invoiceOf({
      number: 'INV-0500',
      currency: 'USD',
      exponent: 2,
      items: [{ description: 'Work', quantity: '1', rate: '1' }],
    });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const withPng = await renderInvoicePdf(invoice, COMPANY, { bytes: png, contentType: 'image/png' });
    const without = await renderInvoicePdf(invoice, COMPANY, null);
    expect(withPng.toString('latin1')).toContain('/Subtype /Image');
    expect(without.toString('latin1')).not.toContain('/Subtype /Image');

    // A real WebP (wider than the box, with transparency): drawn from its PNG copy.
    const webpLogo = await sharp({
      create: { width: 1200, height: 300, channels: 4, background: { r: 30, g: 90, b: 200, alpha: 0.5 } },
    })
      .webp()
      .toBuffer();
    const webp = await renderInvoicePdf(invoice, COMPANY, { bytes: webpLogo, contentType: 'image/webp' });
    expect(webp.toString('latin1')).toContain('/Subtype /Image');
    expect(webp.toString('latin1')).toMatch(/\/Width 640\s/);
    expect(flat((await readPdf(webp)).text)).toContain('INV-0500');

    // The test samples are signatures followed by random bytes: not images pdfkit or sharp can read.
    const broken = await renderInvoicePdf(invoice, COMPANY, { bytes: SAMPLE_FILES.jpg, contentType: 'image/jpeg' });
    expect(flat((await readPdf(broken)).text)).toContain('INV-0500');
    const brokenWebp = await renderInvoicePdf(invoice, COMPANY, { bytes: SAMPLE_FILES.webp, contentType: 'image/webp' });
    expect(brokenWebp.toString('latin1')).not.toContain('/Subtype /Image');
    expect(flat((await readPdf(brokenWebp)).text)).toContain('INV-0500');
  });
});
