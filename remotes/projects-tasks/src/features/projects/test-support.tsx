/**
 * Test support of Projects for other features' tests (jest only): the project detail page, which
 * hosts the task list (features/task-list/test-support.tsx renders it).
 */
export { default as ProjectDetailPage } from './pages/project-detail-page';
