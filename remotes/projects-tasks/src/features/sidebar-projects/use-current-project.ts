import { currentProjectSet, selectCurrentProjectId, useAppDispatch, useAppSelector } from '@kanri/app-state';
import type { Project } from '@kanri/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { reconcileCurrentProject } from '../../domain/current-project';
import { parseRouteId } from '../../shared/api/queries';
import { projectIdParamOf } from '../projects';

/**
 * The current project (Redux `ui.currentProjectId`), kept in line with the server's list and the
 * route: opening a project's task list or board makes it current; otherwise the current project
 * stays while it is listed, else the first project is current, or none (domain/current-project.ts).
 */
export function useCurrentProject(projects: readonly Project[] | undefined): number | null {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentProjectId);
  const { pathname } = useLocation();
  const routeId = parseRouteId(projectIdParamOf(pathname) ?? undefined);
  const ids = useMemo(() => projects?.map((project) => project.id), [projects]);
  // The route project last followed: a project picked elsewhere is not undone by a route that did not change.
  const followed = useRef<number | null>(null);

  useEffect(() => {
    if (!ids) return;
    if (routeId !== null && ids.includes(routeId)) {
      if (followed.current !== routeId) {
        followed.current = routeId;
        if (current !== routeId) dispatch(currentProjectSet(routeId));
        return;
      }
    } else {
      followed.current = null;
    }
    const next = reconcileCurrentProject(ids, current);
    if (next !== current) dispatch(currentProjectSet(next));
  }, [ids, routeId, current, dispatch]);

  return current;
}
