import { isNotFound, useProject } from '@kanri/api-client';
import { currentProjectSet, useAppDispatch } from '@kanri/app-state';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { parseRouteId } from './queries';

/**
 * The project of a `/dashboard/projects/:projectId…` route, made the current project once loaded.
 * `notFound` covers both a malformed id and one the server does not know.
 */
export function useRouteProject() {
  const { projectId } = useParams();
  const id = parseRouteId(projectId);
  const project = useProject(id);
  const dispatch = useAppDispatch();
  const loadedId = project.data?.id;

  useEffect(() => {
    if (loadedId !== undefined) dispatch(currentProjectSet(loadedId));
  }, [dispatch, loadedId]);

  const notFound = id === null || (project.isError && isNotFound(project.error));
  return { project, notFound };
}
