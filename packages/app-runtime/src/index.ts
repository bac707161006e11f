export { AccessGate } from './guards';
export { AppProviders, createQueryClient } from './providers';
export { LOGGED_OUT_MESSAGE, useSessionBootstrap, useSignOut } from './session';
export { findInPages, LINKED_RECORD_MAX_PAGES, useLinkedRecord } from './linked-record';
