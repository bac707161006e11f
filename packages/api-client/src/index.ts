export * from './endpoints/auth';
export * from './endpoints/session';
export * from './endpoints/system';
export * from './http';
export * from './messages';
export * from './query-keys';
export * from './storage';
