/** The Todos screen (`/dashboard/todos`): routed by src/routes.ts; what other features may use. */
export { TODOS_TEXTS } from './texts';
