import { getInvitation, queryKeys } from '@kanri/api-client';
import type { Invitation } from '@kanri/contracts';
import { AUTH_MESSAGES } from '@kanri/contracts/constants';
import { useQuery } from '@tanstack/react-query';

async function fetchInvitation(token: string): Promise<Invitation> {
  const result = await getInvitation(token);
  if (!result.success) throw new Error(result.message || AUTH_MESSAGES.invitationInvalid);
  return result.data;
}

/** The invitation of a `/register?invite=TOKEN` link; idle without a token. */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: queryKeys.auth.invitation(token ?? ''),
    queryFn: () => fetchInvitation(token!),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
}
