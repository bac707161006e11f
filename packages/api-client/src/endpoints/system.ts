import type { Health, RoleRecord } from '@kanri/contracts';
import { apiCall } from '../http';
import { CONNECTIVITY_TIMEOUT_MS } from '../messages';

export const getHealth = () => apiCall<Health>('/health', { auth: false });

/** Connectivity test of spec §7: GET /roles without auth, 5 s time-out. */
export const testConnectivity = () => apiCall<RoleRecord[]>('/roles', { auth: false, timeoutMs: CONNECTIVITY_TIMEOUT_MS });

export const getRoles = () => apiCall<RoleRecord[]>('/roles', { auth: false });
