import {
  inviteMember,
  listMembers,
  onPresenceEvent,
  queryKeys,
  removeMember,
  resendInvitation,
  updateMemberRole,
} from '@kanri/api-client';
import type { Member, PresenceEvent, Role, UserStoreRequest } from '@kanri/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The Team Members list: every member with presence, leave today, tasks and hours this month in
 * the viewer's time zone.
 */
export function useTeamMembers(timeZone: string) {
  return useQuery({
    queryKey: queryKeys.team.list({ time_zone: timeZone }),
    queryFn: () => listMembers({ time_zone: timeZone }),
  });
}

/**
 * A member's new presence in every cached member list (this screen's, the pickers'); a member the
 * lists do not hold yet (just joined) makes them reload.
 */
export function applyPresenceEvent(queryClient: QueryClient, event: PresenceEvent) {
  let unknown = false;
  for (const [key, members] of queryClient.getQueriesData<Member[]>({ queryKey: queryKeys.team.members() })) {
    if (!members) continue;
    if (!members.some((member) => member.id === event.user_id)) {
      unknown = true;
      continue;
    }
    queryClient.setQueryData<Member[]>(
      key,
      members.map((member) => (member.id === event.user_id ? { ...member, presence: event.status } : member)),
    );
  }
  if (unknown) void queryClient.invalidateQueries({ queryKey: queryKeys.team.members() });
}

/** Keeps the cached member lists' presence live while mounted (`presence.changed` over the socket). */
export function usePresenceUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => onPresenceEvent((event) => applyPresenceEvent(queryClient, event)), [queryClient]);
}

/** Invites a person; the list reloads after a successful invitation (spec: reload after every change). */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserStoreRequest) => inviteMember(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}

/** The admin's actions on a member; each reloads the member lists when done. */
export function useMemberActions() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all });
  const changeRole = useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) => updateMemberRole({ id, role }),
    onSuccess: reload,
  });
  const remove = useMutation({ mutationFn: (id: number) => removeMember(id), onSuccess: reload });
  const resend = useMutation({ mutationFn: (id: number) => resendInvitation(id), onSuccess: reload });
  return {
    changeRole: changeRole.mutateAsync,
    remove: remove.mutateAsync,
    resend: resend.mutateAsync,
    resending: resend.isPending ? resend.variables : undefined,
  };
}
