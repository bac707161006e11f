import { SIGNED_IN, type MatrixRow } from '../matrix-expectations.js';

/**
 * The dashboard home: every member reads the statistics of their workspace (what each figure covers
 * for their role is tested in test/routes/v1/dashboard.test.ts); another workspace's is a 403.
 */
export const DASHBOARD_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/dashboard/statistics', expected: SIGNED_IN },
  { method: 'GET', url: '/api/v1/dashboard/statistics?time_zone=Europe/Paris&period=last-month', expected: SIGNED_IN },
];
