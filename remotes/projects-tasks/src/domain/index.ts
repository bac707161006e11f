export * from './columns';
export * from './current-project';
export * from './project-name';
export * from './task-defaults';
export * from './time-estimate';
