export * from './envelope.js';
export * from './health.js';
export * from './remotes.js';
export * from './roles.js';
export * from './user.js';
export * from './auth.js';
export * from './team.js';
