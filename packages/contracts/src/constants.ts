/**
 * `@kanri/contracts/constants`: the texts, limits and small rules of the contracts, without zod.
 * For code every page runs (api-client, app-state, the shell's start, the sign-in pages): the main
 * entry's schemas bring zod, about 37 KiB gzip with them (infra/bench). The main entry re-exports
 * all of these, the same values.
 */
export * from './auth-constants.js';
export * from './permissions.js';
export * from './realtime-constants.js';
export * from './remotes-constants.js';
export * from './role-constants.js';
export * from './task-media-constants.js';
export * from './time-constants.js';
export * from './user-display.js';
export * from './collaboration-constants.js';
export * from './currency.js';
export * from './time-math.js';
export * from './notification-constants.js';
