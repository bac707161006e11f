export * from './leave-lookup';
export * from './on-leave';
export * from './texts';
export * from './use-approved-leave';
