import type { MatrixRow } from '../matrix-expectations.js';

/** Clients and the organization settings (company profile, logo): every route × caller (admins and managers only). */
export const CLIENT_ROWS: MatrixRow[] = [];
