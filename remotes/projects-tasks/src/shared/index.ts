export * from './api/queries';
export * from './components/workflow-badges';
