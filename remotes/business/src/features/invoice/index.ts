/** What other features of this remote may use of Invoices (the page is reached through routes.ts). */
export { INVOICE_TEXTS } from './texts';
export { InvoiceStatusTag, INVOICE_STATUS_COLORS } from './list/invoice-status-tag';
