import { readFileSync } from 'node:fs';
import {
  fromMinorUnits,
  INVOICE_DOCUMENT_TEXTS,
  PAYMENT_TERMS,
  type CompanyProfile,
  type Invoice,
} from '@kanri/contracts/business';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/**
 * The invoice as a PDF (GET /invoices/{id}/pdf): the content of the print view (spec §2) — the
 * company block with its logo, INVOICE and the number, Bill To / Ship To, the dates, payment terms
 * and P.O. number, the items under the invoice's own headers, the summary (discount, shipping and
 * amount paid only when above 0), notes and terms. Real text in DejaVu Sans (embedded, subset), so
 * every currency symbol (₹, ¥, €) and non-Latin names render and can be selected and searched.
 * Amounts are the stored minor units written with the currency's own digits: no float anywhere.
 */

export interface InvoiceLogo {
  bytes: Buffer;
  contentType: string;
}

const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** The DejaVu Sans files of the `dejavu-fonts-ttf` package, read once. */
function fontFiles(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const MARGIN = 50;
/** Room kept at the bottom of each page for its footer (the page number). */
const FOOTER_SPACE = 24;
const CELL_PADDING = 5;
/** The most one text of the blocks above the table may take (fractions of it per line). */
const BLOCK_MAX_HEIGHT = 320;
const COLORS = { text: '#111827', muted: '#6b7280', line: '#e5e7eb', headerFill: '#f3f4f6' } as const;
const SIZES = { body: 9.5, small: 8.5, label: 8.5, company: 14, title: 26, number: 12, total: 11 } as const;

// --- Numbers as text: strings all the way (the amounts are exact) ------------------------------

/** `1234567.50` → `1,234,567.50` (a leading minus kept). */
function groupThousands(plain: string): string {
  const negative = plain.startsWith('-');
  const [integer = '0', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A decimal string without the zeros its scale adds (`1.5000` → `1.5`, `10.000` → `10`). */
function trimZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}

/** A decimal string with at least `digits` decimals (`50` → `50.00`; `12.3456` stays). */
function withDigits(decimal: string, digits: number): string {
  const trimmed = trimZeros(decimal);
  const dot = trimmed.indexOf('.');
  const decimals = dot === -1 ? 0 : trimmed.length - dot - 1;
  if (decimals >= digits) return trimmed;
  return `${trimmed}${dot === -1 && digits > 0 ? '.' : ''}${'0'.repeat(digits - decimals)}`;
}

/**
 * What goes before and after the number for a currency, as en-US writes it: `$`, `¥`, `₹`, `€`,
 * `CA$`; a code and a space for one without a symbol (`KWD `, `CHF `, `SGD `).
 */
function currencyAffixes(currency: string): { prefix: string; suffix: string } {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(1);
    const isNumber = (type: string) => ['integer', 'group', 'decimal', 'fraction'].includes(type);
    const first = parts.findIndex((part) => isNumber(part.type));
    const last = parts.length - 1 - [...parts].reverse().findIndex((part) => isNumber(part.type));
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .map((part) => part.value)
        .join('')
        .replace(/\s/g, ' ');
    return { prefix: text(0, first), suffix: text(last + 1, parts.length) };
  } catch {
    return { prefix: `${currency} `, suffix: '' };
  }
}

export interface MoneyFormat {
  /** Minor units as money: `$1,234.50`, `¥1,500`, `KWD 1.234`, `-$10.00`. */
  amount(minor: number): string;
  /** A rate (a decimal string in major units) with at least the currency's digits: `$50.00`, `$12.3456`. */
  rate(decimal: string): string;
}

export function moneyFormat(currency: string, exponent: number): MoneyFormat {
  const { prefix, suffix } = currencyAffixes(currency);
  const write = (plain: string) => {
    const negative = plain.startsWith('-');
    return `${negative ? '-' : ''}${prefix}${groupThousands(negative ? plain.slice(1) : plain)}${suffix}`;
  };
  return {
    amount: (minor) => write(fromMinorUnits(minor, exponent)),
    rate: (decimal) => write(withDigits(decimal, exponent)),
  };
}

/** `2026-03-04` → `Mar 4, 2026` (the app's calendar dates). */
export function formatInvoiceDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(parsed);
}

// --- The document ----------------------------------------------------------------------------------

interface Column {
  key: 'item' | 'quantity' | 'unit' | 'rate' | 'amount';
  width: number;
  align: 'left' | 'right';
}

/** The items table across the page's 495 points. */
const COLUMNS: Column[] = [
  { key: 'item', width: 215, align: 'left' },
  { key: 'quantity', width: 60, align: 'right' },
  { key: 'unit', width: 50, align: 'left' },
  { key: 'rate', width: 80, align: 'right' },
  { key: 'amount', width: 90, align: 'right' },
];

/** The most pixels a WebP logo is decoded at, and the box its PNG copy is shrunk into (4× the drawn 160 × 64). */
const LOGO_MAX_INPUT_PIXELS = 50_000_000;
const LOGO_PNG_BOX = { width: 640, height: 256 } as const;

/**
 * The logo as pdfkit can draw it: PNG and JPEG as stored; a WebP one (pdfkit reads PNG and JPEG
 * only) decoded with sharp and re-encoded as PNG, shrunk to fit 640 × 256 pixels (transparency
 * kept). A file sharp cannot read gives null: the PDF is made without the logo, never a failure.
 */
export async function pdfReadyLogo(logo: InvoiceLogo | null): Promise<InvoiceLogo | null> {
  if (!logo || logo.contentType !== 'image/webp') return logo;
  try {
    const bytes = await sharp(logo.bytes, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...LOGO_PNG_BOX, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return { bytes, contentType: 'image/png' };
  } catch {
    return null;
  }
}

/** Renders the invoice; resolves with the PDF's bytes. */
export async function renderInvoicePdf(
  invoice: Invoice,
  company: CompanyProfile,
  storedLogo: InvoiceLogo | null,
): Promise<Buffer> {
  const logo = await pdfReadyLogo(storedLogo);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    displayTitle: true,
    lang: 'en',
    info: {
      Title: invoice.invoice_number,
      ...(company.name ? { Author: company.name } : {}),
      Subject: `${INVOICE_DOCUMENT_TEXTS.heading} ${invoice.invoice_number}`,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = fontFiles();
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  new InvoiceLayout(doc, invoice, company, logo).draw();
  doc.end();
  return done;
}

class InvoiceLayout {
  private y = MARGIN;
  private readonly money: MoneyFormat;
  private readonly left = MARGIN;
  private readonly width: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly invoice: Invoice,
    private readonly company: CompanyProfile,
    private readonly logo: InvoiceLogo | null,
  ) {
    this.money = moneyFormat(invoice.currency, invoice.currency_exponent);
    this.width = doc.page.width - 2 * MARGIN;
  }

  draw(): void {
    this.header();
    this.parties();
    this.items();
    this.summary();
    this.longText(INVOICE_DOCUMENT_TEXTS.notes, this.invoice.notes);
    this.longText(INVOICE_DOCUMENT_TEXTS.termsHeading, this.invoice.terms);
    this.footers();
  }

  /** The lowest y the content may reach on a page. */
  private get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_SPACE;
  }

  private font(name: string, size: number, color: string = COLORS.text): this {
    this.doc.font(name).fontSize(size).fillColor(color);
    return this;
  }

  private heightOf(text: string, width: number): number {
    return text === '' ? 0 : this.doc.heightOfString(text, { width });
  }

  /**
   * Writes `text` in the box; returns the y below it. With `maxHeight`, what does not fit is cut
   * with an ellipsis (the blocks above the table stay on the first page, however long an address).
   */
  private write(
    text: string,
    x: number,
    y: number,
    width: number,
    align: 'left' | 'right' | 'center' = 'left',
    maxHeight?: number,
  ): number {
    if (text === '') return y;
    const height = this.heightOf(text, width);
    if (maxHeight !== undefined && height > maxHeight) {
      this.doc.text(text, x, y, { width, align, height: maxHeight, ellipsis: true });
      return y + maxHeight;
    }
    this.doc.text(text, x, y, { width, align });
    return y + height;
  }

  private newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Moves to a new page unless `height` fits below the current position. */
  private ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  private rule(y: number, x = this.left, width = this.width): void {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.75)
      .strokeColor(COLORS.line)
      .stroke();
  }

  /** The company block (logo, name, address and contacts) on the left, INVOICE and its number on the right. */
  private header(): void {
    const leftWidth = 280;
    let leftY = this.y;
    if (this.logo && this.drawLogo(leftY)) leftY += 64 + 10;
    const company = this.company;
    if (company.name) {
      this.font(BOLD, SIZES.company);
      leftY = this.write(company.name, this.left, leftY, leftWidth, 'left', BLOCK_MAX_HEIGHT / 4) + 2;
    }
    this.font(REGULAR, SIZES.small, COLORS.muted);
    const details = [
      company.address,
      company.phone,
      company.email,
      company.website,
      company.tax_id ? INVOICE_DOCUMENT_TEXTS.taxId(company.tax_id) : '',
    ].filter((line) => line.trim() !== '');
    for (const line of details) leftY = this.write(line, this.left, leftY, leftWidth, 'left', BLOCK_MAX_HEIGHT / 4) + 1;

    const rightX = this.left + leftWidth + 15;
    const rightWidth = this.width - leftWidth - 15;
    let rightY = this.y;
    this.font(BOLD, SIZES.title);
    rightY = this.write(INVOICE_DOCUMENT_TEXTS.heading, rightX, rightY, rightWidth, 'right') + 2;
    this.font(BOLD, SIZES.number, COLORS.muted);
    rightY = this.write(this.invoice.invoice_number, rightX, rightY, rightWidth, 'right');

    this.y = Math.max(leftY, rightY) + 20;
    this.rule(this.y);
    this.y += 16;
  }

  /**
   * The logo at the top left, fitted in 160 × 64 points: PNG or JPEG (a WebP one arrives here
   * converted to PNG by pdfReadyLogo). An image pdfkit cannot read is left out.
   */
  private drawLogo(y: number): boolean {
    const logo = this.logo!;
    if (logo.contentType !== 'image/png' && logo.contentType !== 'image/jpeg') return false;
    try {
      this.doc.image(logo.bytes, this.left, y, { fit: [160, 64] });
      return true;
    } catch {
      return false;
    }
  }

  /** Bill To, Ship To (when set), and the dates, terms and P.O. number. */
  private parties(): void {
    const invoice = this.invoice;
    const top = this.y;
    const columnWidth = 160;
    const bottoms: number[] = [];
    const party = (label: string, x: number, lines: { text: string; bold?: boolean }[]) => {
      this.font(BOLD, SIZES.label, COLORS.muted);
      let y = this.write(label.toUpperCase(), x, top, columnWidth) + 3;
      for (const line of lines.filter((entry) => entry.text.trim() !== '')) {
        this.font(line.bold ? BOLD : REGULAR, SIZES.body);
        y = this.write(line.text, x, y, columnWidth, 'left', BLOCK_MAX_HEIGHT / 2) + 1;
      }
      bottoms.push(y);
    };
    party(INVOICE_DOCUMENT_TEXTS.billTo, this.left, [
      { text: invoice.client_name, bold: true },
      { text: invoice.client_email },
      { text: invoice.client_address },
    ]);
    if (invoice.ship_to_address.trim() !== '') {
      party(INVOICE_DOCUMENT_TEXTS.shipTo, this.left + columnWidth + 10, [{ text: invoice.ship_to_address }]);
    }

    const metaWidth = 175;
    const metaX = this.left + this.width - metaWidth;
    const rows: [string, string][] = [
      [INVOICE_DOCUMENT_TEXTS.issueDate, formatInvoiceDate(invoice.issue_date)],
      [INVOICE_DOCUMENT_TEXTS.dueDate, formatInvoiceDate(invoice.due_date)],
      [INVOICE_DOCUMENT_TEXTS.paymentTerms, PAYMENT_TERMS[invoice.payment_terms]?.label ?? invoice.payment_terms],
    ];
    if (invoice.po_number.trim() !== '') rows.push([INVOICE_DOCUMENT_TEXTS.poNumber, invoice.po_number]);
    let y = top;
    for (const [label, value] of rows) {
      this.font(REGULAR, SIZES.body, COLORS.muted);
      const labelBottom = this.write(label, metaX, y, 85);
      this.font(BOLD, SIZES.body);
      const valueBottom = this.write(value, metaX + 85, y, metaWidth - 85, 'right', BLOCK_MAX_HEIGHT / 8);
      y = Math.max(labelBottom, valueBottom) + 3;
    }
    bottoms.push(y);
    this.y = Math.max(...bottoms) + 20;
  }

  private columnX(index: number): number {
    return this.left + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0);
  }

  /** The table's header row, under the invoice's own labels (on every page the table reaches). */
  private tableHeader(): void {
    const headers = this.invoice.headers;
    this.font(BOLD, SIZES.label);
    const height =
      Math.max(...COLUMNS.map((column) => this.heightOf(headers[column.key], column.width - 2 * CELL_PADDING))) +
      2 * CELL_PADDING;
    this.doc.rect(this.left, this.y, this.width, height).fill(COLORS.headerFill);
    this.font(BOLD, SIZES.label);
    COLUMNS.forEach((column, index) => {
      this.write(
        headers[column.key],
        this.columnX(index) + CELL_PADDING,
        this.y + CELL_PADDING,
        column.width - 2 * CELL_PADDING,
        column.align,
      );
    });
    this.y += height;
  }

  /** Where the first row of a table continued on a fresh page starts. */
  private freshPageRoom(): number {
    this.font(BOLD, SIZES.label);
    const headerHeight =
      Math.max(...COLUMNS.map((column) => this.heightOf(this.invoice.headers[column.key], column.width - 2 * CELL_PADDING))) +
      2 * CELL_PADDING;
    return this.bottom - MARGIN - headerHeight;
  }

  private continueTable(): void {
    this.newPage();
    this.tableHeader();
  }

  /**
   * One row per item; rows flow onto further pages with the header repeated. A description taller
   * than a whole page is cut between pages (the other cells stay on its first part).
   */
  private items(): void {
    this.ensure(60);
    this.tableHeader();
    const descriptionWidth = COLUMNS[0]!.width - 2 * CELL_PADDING;
    for (const item of this.invoice.items) {
      const cells = {
        quantity: groupThousands(trimZeros(item.quantity)),
        unit: item.unit,
        rate: this.money.rate(item.rate),
        amount: this.money.amount(item.amount_minor),
      };
      let description = item.description.trim() === '' ? ' ' : item.description;
      let first = true;
      for (;;) {
        this.font(REGULAR, SIZES.body);
        const others = first
          ? Math.max(
              ...COLUMNS.slice(1).map((column) =>
                this.heightOf(cells[column.key as keyof typeof cells], column.width - 2 * CELL_PADDING),
              ),
            )
          : 0;
        const needed = Math.max(this.heightOf(description, descriptionWidth), others) + 2 * CELL_PADDING;
        const room = this.bottom - this.y;
        if (needed <= room) {
          this.row(description, first ? cells : undefined, needed);
          break;
        }
        const lineHeight = this.heightOf('X', descriptionWidth);
        if (needed <= this.freshPageRoom() || room < Math.max(others, 3 * lineHeight) + 2 * CELL_PADDING) {
          this.continueTable();
          continue;
        }
        const [head, rest] = this.splitToFit(description, descriptionWidth, room - 2 * CELL_PADDING);
        this.row(head, first ? cells : undefined, this.heightOf(head, descriptionWidth) + 2 * CELL_PADDING);
        first = false;
        description = rest;
        this.continueTable();
      }
    }
  }

  private row(
    description: string,
    cells: Record<'quantity' | 'unit' | 'rate' | 'amount', string> | undefined,
    height: number,
  ): void {
    this.font(REGULAR, SIZES.body);
    COLUMNS.forEach((column, index) => {
      const text = column.key === 'item' ? description : (cells?.[column.key] ?? '');
      this.write(text, this.columnX(index) + CELL_PADDING, this.y + CELL_PADDING, column.width - 2 * CELL_PADDING, column.align);
    });
    this.y += height;
    this.rule(this.y);
  }

  /** The longest start of `text` (cut at a space when there is one) that fits `height`, and the rest. */
  private splitToFit(text: string, width: number, height: number): [string, string] {
    let low = 1;
    let high = text.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.heightOf(text.slice(0, middle), width) <= height) low = middle;
      else high = middle - 1;
    }
    const space = text.slice(0, low).search(/\s\S*$/);
    const cut = space > low / 2 ? space + 1 : low;
    return [text.slice(0, cut).trimEnd(), text.slice(cut).trimStart() || ' '];
  }

  /** Subtotal, discount, shipping, tax, total, amount paid and balance due, right-aligned under the table. */
  private summary(): void {
    const invoice = this.invoice;
    const lines: { label: string; value: string; strong?: boolean; ruleAbove?: boolean }[] = [
      { label: INVOICE_DOCUMENT_TEXTS.subtotal, value: this.money.amount(invoice.subtotal_minor) },
    ];
    if (invoice.discount_minor > 0)
      lines.push({ label: INVOICE_DOCUMENT_TEXTS.discount, value: this.money.amount(-invoice.discount_minor) });
    if (invoice.shipping_minor > 0)
      lines.push({ label: INVOICE_DOCUMENT_TEXTS.shipping, value: this.money.amount(invoice.shipping_minor) });
    lines.push({ label: INVOICE_DOCUMENT_TEXTS.tax(trimZeros(invoice.tax_rate)), value: this.money.amount(invoice.tax_minor) });
    lines.push({
      label: INVOICE_DOCUMENT_TEXTS.total,
      value: this.money.amount(invoice.total_minor),
      strong: true,
      ruleAbove: true,
    });
    if (invoice.amount_paid_minor > 0) {
      lines.push({ label: INVOICE_DOCUMENT_TEXTS.amountPaid, value: this.money.amount(-invoice.amount_paid_minor) });
    }
    lines.push({
      label: INVOICE_DOCUMENT_TEXTS.balanceDue,
      value: this.money.amount(invoice.balance_due_minor),
      strong: true,
      ruleAbove: true,
    });

    const width = 240;
    const x = this.left + this.width - width;
    const labelWidth = 110;
    this.y += 12;
    this.ensure(lines.length * 20 + 12);
    for (const line of lines) {
      if (line.ruleAbove) {
        this.rule(this.y, x, width);
        this.y += 5;
      }
      const size = line.strong ? SIZES.total : SIZES.body;
      this.font(line.strong ? BOLD : REGULAR, size, line.strong ? COLORS.text : COLORS.muted);
      const labelBottom = this.write(line.label, x, this.y, labelWidth);
      this.font(line.strong ? BOLD : REGULAR, size);
      const valueBottom = this.write(line.value, x + labelWidth, this.y, width - labelWidth, 'right');
      this.y = Math.max(labelBottom, valueBottom) + 5;
    }
  }

  /** Notes or terms under a label, across the page, flowing onto further pages paragraph by paragraph. */
  private longText(label: string, text: string): void {
    if (text.trim() === '') return;
    this.y += 14;
    this.font(BOLD, SIZES.label, COLORS.muted);
    const labelHeight = this.heightOf(label.toUpperCase(), this.width);
    this.font(REGULAR, SIZES.body);
    this.ensure(labelHeight + 3 + this.heightOf('X', this.width) * 2);
    this.font(BOLD, SIZES.label, COLORS.muted);
    this.y = this.write(label.toUpperCase(), this.left, this.y, this.width) + 3;
    let rest = text.trim();
    while (rest !== '') {
      this.font(REGULAR, SIZES.body);
      const room = this.bottom - this.y;
      const needed = this.heightOf(rest, this.width);
      if (needed <= room) {
        this.y = this.write(rest, this.left, this.y, this.width);
        break;
      }
      if (room < this.heightOf('X', this.width) * 2) {
        this.newPage();
        continue;
      }
      const [head, tail] = this.splitToFit(rest, this.width, room);
      this.write(head, this.left, this.y, this.width);
      rest = tail.trim();
      this.newPage();
    }
  }

  /** `INV-0001 · Page 1 of 3` at the foot of every page. */
  private footers(): void {
    const range = this.doc.bufferedPageRange();
    for (let index = 0; index < range.count; index += 1) {
      this.doc.switchToPage(range.start + index);
      // Below the bottom margin: without it, pdfkit would start another page.
      const margins = this.doc.page.margins;
      const bottomMargin = margins.bottom;
      margins.bottom = 0;
      this.font(REGULAR, SIZES.small, COLORS.muted);
      this.write(
        `${this.invoice.invoice_number} · ${INVOICE_DOCUMENT_TEXTS.page(index + 1, range.count)}`,
        this.left,
        this.doc.page.height - MARGIN,
        this.width,
        'center',
      );
      margins.bottom = bottomMargin;
    }
  }
}
