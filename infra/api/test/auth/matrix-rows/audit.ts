import { ADMIN_ONLY, type MatrixRow } from '../matrix-expectations.js';

/** The audit log (user menu → Audit log): admins only (`audit.read`). */
export const AUDIT_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/audit-log', expected: ADMIN_ONLY },
  { method: 'GET', url: '/api/v1/audit-log?category=deletions&per_page=5', expected: ADMIN_ONLY },
];
