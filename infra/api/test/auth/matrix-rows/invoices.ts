import type { MatrixRow } from '../matrix-expectations.js';

/** Invoices, payments, tracked time and PDFs: every route × caller (admins and managers only). */
export const INVOICE_ROWS: MatrixRow[] = [];
