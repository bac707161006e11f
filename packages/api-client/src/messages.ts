/** Client-side error texts of spec §8; tests and screens share them. */
export const REQUEST_TIMEOUT_MESSAGE = 'Request timeout - server not responding in time';
export const INVALID_JSON_MESSAGE = 'Invalid JSON response from server';
export const NETWORK_ERROR_MESSAGE = [
  'Unable to connect to the server. Please check:',
  '1. Your internet connection',
  '2. That the server is running and reachable',
  '3. That the server allows requests from this origin (CORS)',
].join('\n');

export const httpStatusMessage = (status: number, statusText: string) => `HTTP ${status}: ${statusText}`;

/** Spec §9 time-outs. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const CONNECTIVITY_TIMEOUT_MS = 5_000;
