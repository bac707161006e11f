import { ADMIN_ONLY, type MatrixRow } from '../matrix-expectations.js';

/** The workspace export (Settings → Export): admins only (`workspaces.export`), sessions only. */
export const WORKSPACE_EXPORT_ROWS: MatrixRow[] = [{ method: 'GET', url: '/api/v1/workspace-export', expected: ADMIN_ONLY }];
