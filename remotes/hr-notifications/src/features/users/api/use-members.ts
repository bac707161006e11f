import { inviteMember, queryKeys } from '@kanri/api-client';
import type { UserStoreRequest } from '@kanri/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Invites a person; the list reloads after a successful invitation (spec: reload after every change). */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserStoreRequest) => inviteMember(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}
