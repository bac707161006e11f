/**
 * What other features use of Projects (the board, the sidebar's project tree). Its pages are not
 * here: routes.ts loads them lazily, and a feature importing this barrel must not load them.
 */
export { PROJECTS_PAGE_PATH, projectBoardPath, projectIdParamOf, projectTaskListPath } from './components/project-paths';
export { useProjectActions } from './components/use-project-actions';
export { DeleteProjectDialog } from './components/delete-project-dialog';
export { PROJECT_TEXTS } from './components/project-texts';
export type { CreateProjectPayload } from './components/create-project-dialog';
export { loadCreateProjectDialog } from './components/load-create-project-dialog';
