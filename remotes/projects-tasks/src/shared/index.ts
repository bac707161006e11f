export * from './api/queries';
export * from './components/workflow-badges';
export * from './api/use-workspaces';
export * from './api/use-route-project';
export * from './leave';
export { useToday } from './use-today';
