import { getInvitation, queryKeys } from '@kanri/api-client';
import { useQuery } from '@tanstack/react-query';

/** The invitation of a `/register?invite=TOKEN` link; idle without a token. */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: queryKeys.auth.invitation(token ?? ''),
    queryFn: () => getInvitation(token!),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
}
