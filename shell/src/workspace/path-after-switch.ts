export const PATH_AFTER_RECORD_GONE = '/dashboard/projects';

/**
 * Where to go after a workspace switch: a page of one record (`/dashboard/projects/:id[/board]`,
 * `/dashboard/tasks/:id`, any path deeper than `/dashboard/<area>`) shows a row of the old workspace,
 * so it is left for a list; projects and tasks go to the projects list, other areas to their own
 * list. Null: stay (area lists reload with the new workspace's data).
 */
export function pathAfterWorkspaceSwitch(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'dashboard' || segments.length <= 2) return null;
  const area = segments[1]!;
  return area === 'projects' || area === 'tasks' ? PATH_AFTER_RECORD_GONE : `/dashboard/${area}`;
}
