import { inviteMember, listMembers, queryKeys } from '@kanri/api-client';
import type { UserStoreRequest } from '@kanri/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function useMembers() {
  return useQuery({ queryKey: queryKeys.team.members(), queryFn: listMembers });
}

/** Invites a person; the list reloads after a successful invitation (spec: reload after every change). */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserStoreRequest) => inviteMember(body),
    onSuccess: async (result) => {
      if (result.success) await queryClient.invalidateQueries({ queryKey: queryKeys.team.all });
    },
  });
}
