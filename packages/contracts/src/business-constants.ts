/**
 * Clients and invoices: their plain values, texts and small rules (spec §2, §3, §4, §5, §8, §9),
 * without zod, so the pages, the print view and the server share them.
 */
export const CLIENT_STATUSES = ['active', 'inactive', 'potential'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  potential: 'Potential',
};

/** Stored statuses: the create form offers these three (spec §4). */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What an invoice shows: a sent invoice past its due date with a balance is overdue. */
export const INVOICE_DISPLAY_STATUSES = ['draft', 'sent', 'paid', 'overdue'] as const;
export type InvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceDisplayStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
};

/** Spec §9 payment terms → days from the issue date to the due date. */
export const PAYMENT_TERMS = {
  due_on_receipt: { label: 'Due on Receipt', days: 0 },
  net_15: { label: 'Net 15', days: 15 },
  net_30: { label: 'Net 30', days: 30 },
  net_45: { label: 'Net 45', days: 45 },
  net_60: { label: 'Net 60', days: 60 },
} as const;
export type PaymentTerms = keyof typeof PAYMENT_TERMS;
export const PAYMENT_TERMS_KEYS = Object.keys(PAYMENT_TERMS) as PaymentTerms[];

/** The due date that follows the terms: `issueDate` (YYYY-MM-DD) plus the terms' days. */
export function dueDateFor(issueDate: string, terms: PaymentTerms): string {
  const date = new Date(`${issueDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + PAYMENT_TERMS[terms].days);
  return date.toISOString().slice(0, 10);
}

/** Spec §9 currencies (the select's options; any other three-letter code can be added). */
export const INVOICE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'JPY', 'AUD', 'INR', 'CHF'] as const;
export const INVOICE_CURRENCY_LABELS: Record<(typeof INVOICE_CURRENCIES)[number], string> = {
  USD: 'US Dollar',
  EUR: 'Euro',
  GBP: 'British Pound',
  CAD: 'Canadian Dollar',
  JPY: 'Japanese Yen',
  AUD: 'Australian Dollar',
  INR: 'Indian Rupee',
  CHF: 'Swiss Franc',
};

/** Spec §9 units of an item. */
export const INVOICE_UNITS = [
  'pcs',
  'pieces',
  'units',
  'items',
  'hrs',
  'hours',
  'days',
  'weeks',
  'months',
  'kg',
  'lbs',
  'grams',
  'tons',
  'm',
  'ft',
  'cm',
  'inches',
  'yards',
  'liters',
  'gallons',
  'ml',
  'cups',
  'sqft',
  'sqm',
  'acres',
  'sessions',
  'meetings',
  'calls',
  'licenses',
  'subscriptions',
  'users',
] as const;
export type InvoiceUnit = (typeof INVOICE_UNITS)[number];
/** The unit of the items made from tracked time. */
export const TIME_ITEM_UNIT: InvoiceUnit = 'hrs';

/** Spec §9 default column headers (the Customize Headers popover changes them per invoice). */
export const DEFAULT_INVOICE_HEADERS = {
  item: 'Item',
  quantity: 'Quantity',
  unit: 'Unit',
  rate: 'Rate',
  amount: 'Amount',
} as const;
export type InvoiceHeaderKey = keyof typeof DEFAULT_INVOICE_HEADERS;

/** Spec §9 invoice defaults. */
export const INVOICE_DEFAULTS = {
  taxRate: '10',
  paymentTerms: 'net_30' as PaymentTerms,
  currency: 'USD',
  status: 'draft' as InvoiceStatus,
  terms: 'Payment is due within 30 days of invoice date. Late fees may apply.',
  unit: 'pcs' as InvoiceUnit,
} as const;

/** Numbers are `INV-` and a sequence, zero-padded to this many digits (INV-0001). */
export const INVOICE_NUMBER_PREFIX = 'INV-';
export const INVOICE_NUMBER_DIGITS = 4;
/** Spec §2: the print window prints after about 500 ms. */
export const PRINT_DELAY_MS = 500;

/** Decimals accepted: quantities and rates up to 4 places, tax rates up to 3. */
export const QUANTITY_MAX_DECIMALS = 4;
export const RATE_MAX_DECIMALS = 4;
export const TAX_RATE_MAX_DECIMALS = 3;
/** The largest quantity, rate, or money amount in major units a field accepts. */
export const INVOICE_MAX_QUANTITY = 1_000_000_000;
export const INVOICE_MAX_RATE = 1_000_000_000;
export const INVOICE_MAX_AMOUNT = 1_000_000_000_000;
/** Totals stay within what JavaScript numbers hold exactly (minor units). */
export const INVOICE_MAX_TOTAL_MINOR = 10 ** 15;
export const INVOICE_MAX_ITEMS = 200;

export const CLIENT_NAME_MAX_LENGTH = 200;
export const CLIENT_TEXT_MAX_LENGTH = 200;
export const CLIENT_ADDRESS_MAX_LENGTH = 1000;
export const INVOICE_TEXT_MAX_LENGTH = 200;
export const INVOICE_LONG_TEXT_MAX_LENGTH = 5000;
export const BUSINESS_SEARCH_MAX_LENGTH = 200;
export const BUSINESS_DEFAULT_PER_PAGE = 50;
export const BUSINESS_MAX_PER_PAGE = 100;

/** Company logo: PNG, JPEG or WebP, content sniffed, at most this many bytes. */
export const COMPANY_LOGO_TYPES = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Server replies (success texts are spec §8's toasts) and validation messages. */
export const CLIENT_MESSAGES = {
  listed: 'Clients retrieved successfully',
  created: 'Client added successfully',
  updated: 'Client updated successfully',
  deleted: 'Client deleted successfully',
  archived: 'Client archived',
  restored: 'Client restored',
  loadFailed: 'Failed to load clients',
  createFailed: 'Failed to add client',
  updateFailed: 'Failed to update client',
  deleteFailed: 'Failed to delete client',
  /** Spec §5. */
  required: 'Name and email are required',
  emailInvalid: 'Please enter a valid email address',
  nameTooLong: `The name can be at most ${CLIENT_NAME_MAX_LENGTH} characters.`,
  textTooLong: `At most ${CLIENT_TEXT_MAX_LENGTH} characters.`,
  addressTooLong: `The address can be at most ${CLIENT_ADDRESS_MAX_LENGTH} characters.`,
  statusInvalid: 'The status must be active, inactive or potential.',
  projectsInvalid: 'Every project must be a project of this workspace.',
  hasInvoices: 'This client has invoices and cannot be deleted. Archive it instead.',
  confirmDelete: 'Are you sure you want to delete this client?',
} as const;

export const INVOICE_MESSAGES = {
  listed: 'Invoices retrieved successfully',
  retrieved: 'Invoice retrieved successfully',
  created: 'Invoice created successfully',
  updated: 'Invoice updated successfully',
  deleted: 'Invoice deleted successfully',
  duplicated: 'Invoice duplicated',
  paymentRecorded: 'Payment recorded',
  /** The note of the payment that marking an invoice paid records. */
  markedPaidNote: 'Marked as paid',
  paymentDeleted: 'Payment deleted',
  timeAdded: 'Tracked time added to the invoice',
  unbilledListed: 'Unbilled time retrieved successfully',
  nextNumber: 'Next invoice number',
  loadFailed: 'Failed to load invoices',
  createFailed: 'Failed to create invoice',
  updateFailed: 'Failed to update invoice',
  deleteFailed: 'Failed to delete invoice',
  duplicateFailed: 'Failed to duplicate invoice',
  paymentFailed: 'Failed to record payment',
  pdfFailed: 'Failed to download PDF',
  clientNameRequired: 'Client name is required',
  emailInvalid: 'Please enter a valid email address',
  itemsRequired: 'Add at least one item',
  tooManyItems: `An invoice can have at most ${INVOICE_MAX_ITEMS} items.`,
  numberInvalid: 'The invoice number is required (at most 50 characters).',
  numberTaken: 'This invoice number is already used in this workspace.',
  currencyInvalid: 'The currency must be a three-letter code such as SGD.',
  unitInvalid: 'Pick a unit from the list.',
  quantityInvalid: `The quantity must be a number from 0 with at most ${QUANTITY_MAX_DECIMALS} decimals.`,
  rateInvalid: `The rate must be a number from 0 with at most ${RATE_MAX_DECIMALS} decimals.`,
  taxRateInvalid: `The tax rate must be a percentage from 0 to 100 with at most ${TAX_RATE_MAX_DECIMALS} decimals.`,
  moneyInvalid: 'The amount must be a number from 0.',
  amountInvalid: (currency: string, decimals: number) =>
    decimals === 0
      ? `The amount must be a whole number from 0 (${currency} has no decimals).`
      : `The amount must be a number from 0 with at most ${decimals} decimals in ${currency}.`,
  discountTooLarge: 'The discount cannot exceed the subtotal plus shipping.',
  totalTooLarge: 'The invoice total is too large.',
  amountPaidTooLarge: 'The amount paid cannot exceed the total.',
  textTooLong: `At most ${INVOICE_TEXT_MAX_LENGTH} characters.`,
  headerInvalid: 'A header needs 1 to 40 characters.',
  statusInvalid: 'The status must be draft, sent or paid.',
  termsInvalid: 'Pick payment terms from the list.',
  longTextTooLong: `At most ${INVOICE_LONG_TEXT_MAX_LENGTH} characters.`,
  clientInvalid: 'Pick a client of this workspace.',
  /** A sent or paid invoice is changed only when the change is confirmed. */
  confirmRewrite: 'This invoice has been sent. Saving changes rewrites it: confirm to continue.',
  confirmRewriteTitle: 'Change a sent invoice?',
  onlyDraftDeleted: 'Only draft invoices can be deleted.',
  confirmDelete: 'Are you sure you want to delete this invoice?',
  paymentTooLarge: 'The payment cannot exceed the balance due.',
  paymentAmountRequired: 'The payment amount must be more than 0.',
  noteTooLong: `At most ${INVOICE_TEXT_MAX_LENGTH} characters.`,
  onlyDraftTime: 'Tracked time can be added to a draft invoice only.',
  timeNeedsClient: 'Pick a client of this workspace first: tracked time comes from its projects.',
  timeAlreadyInvoiced: 'Some of this time was invoiced meanwhile. Reload the list and try again.',
  timeEntriesInvalid: 'Pick billable time entries of this client that are not invoiced yet.',
  /** Empty states (spec §2). */
  emptyTitle: 'No invoices found',
  emptyFiltered: 'Try adjusting your search or filter criteria',
  emptyFirst: 'Get started by creating your first invoice',
} as const;

export const COMPANY_MESSAGES = {
  retrieved: 'Organization settings retrieved successfully',
  updated: 'Organization settings saved',
  logoUploaded: 'Logo uploaded',
  logoRemoved: 'Logo removed',
  logoType: 'The logo must be a PNG, JPEG or WebP image.',
  logoTooLarge: `The logo can be at most ${COMPANY_LOGO_MAX_BYTES / (1024 * 1024)} MB.`,
  logoContent: 'The file is not the image its name says.',
  logoMissing: 'There is no logo.',
  emailInvalid: 'Please enter a valid email address',
  websiteInvalid: 'The website must be an http or https address.',
  textTooLong: `At most ${CLIENT_TEXT_MAX_LENGTH} characters.`,
} as const;

/** The invoice as a document: the print view and the server's PDF say the same. */
export const INVOICE_DOCUMENT_TEXTS = {
  heading: 'INVOICE',
  billTo: 'Bill To',
  shipTo: 'Ship To',
  issueDate: 'Issue Date',
  dueDate: 'Due Date',
  paymentTerms: 'Payment Terms',
  poNumber: 'P.O. Number',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: (rate: string) => `Tax (${rate}%)`,
  total: 'Total',
  amountPaid: 'Amount Paid',
  balanceDue: 'Balance Due',
  notes: 'Notes',
  termsHeading: 'Terms',
  taxId: (taxId: string) => `Tax ID: ${taxId}`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
