import { matchPath } from 'react-router-dom';

/** Where a project's views live (spec §2 route table). */
export const projectTaskListPath = (id: number) => `/dashboard/projects/${id}`;
export const projectBoardPath = (id: number) => `/dashboard/projects/${id}/board`;
export const PROJECTS_PAGE_PATH = '/dashboard/projects';

/** The project a pathname shows (its task list or board), as the raw route parameter, else null. */
export function projectIdParamOf(pathname: string): string | null {
  return matchPath('/dashboard/projects/:projectId/*', pathname)?.params.projectId ?? null;
}
