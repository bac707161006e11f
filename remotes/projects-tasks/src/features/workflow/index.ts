/** The Statuses and Priorities screens share one workflow screen, configured by a `WorkflowKind`. */
export { WorkflowScreen } from './components/workflow-screen';
export type { WorkflowKind } from './workflow-kind';
export { WORKFLOW_TEXTS } from './texts';
