export * from './session-slice';
export * from './store';
export * from './ui-slice';
export * from './return-to';
export * from './permissions';
