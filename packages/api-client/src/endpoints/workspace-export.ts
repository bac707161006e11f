import { apiDownload } from '../http';

/**
 * GET /workspace-export (admins, signed-in sessions): the current workspace as one JSON file
 * (`@kanri/contracts/workspace-export`). A big workspace takes a while: ten minutes at most.
 */
export const downloadWorkspaceExport = () => apiDownload('/workspace-export', { timeoutMs: 600_000 });
