import { useQuery } from '@tanstack/react-query';
import { listMembers } from './endpoints/team';
import { getProject, listProjects } from './endpoints/projects';
import { listWorkspaces } from './endpoints/workspaces';
import { isNotFound } from './errors';
import { queryKeys } from './query-keys';

/**
 * The reference data several remotes and the shell read, one hook per list so the key and the
 * fetch are written once. Mutations invalidate `queryKeys.<area>.all`.
 */
export const useProjects = () => useQuery({ queryKey: queryKeys.projects.list(), queryFn: listProjects });

/** One project; a missing one (404) is not retried. */
export const useProject = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.projects.detail(id ?? 0),
    queryFn: () => getProject(id as number),
    enabled: id !== null && id > 0,
    retry: (count, error) => count < 2 && !isNotFound(error),
  });

/** The members of the current workspace, invited ones included. */
export const useMembers = () => useQuery({ queryKey: queryKeys.team.members(), queryFn: () => listMembers() });

/** Every workspace the user belongs to, with their role in each. */
export const useWorkspaces = () => useQuery({ queryKey: queryKeys.workspaces.list(), queryFn: listWorkspaces });
