import { apiCallWithMessage } from '@kanri/api-client';
import type { ApiToken, ApiTokenCreated, ApiTokenCreateRequest } from '@kanri/contracts/api-tokens';
import { toast } from '@kanri/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The endpoints of user menu → API tokens, in the panel's lazily loaded chunk (not api-client: the
 * shell loads that on every page), with their query key.
 */
export const apiTokenKeys = {
  all: ['account', 'api-tokens'] as const,
};

export const apiTokensApi = {
  list: () => apiCallWithMessage<ApiToken[]>('/api-tokens').then((reply) => reply.data),
  create: (body: ApiTokenCreateRequest) => apiCallWithMessage<ApiTokenCreated>('/api-tokens', { method: 'POST', body }),
  revoke: (id: number) => apiCallWithMessage<{ id: number }>(`/api-tokens/${id}`, { method: 'DELETE' }),
};

/** The caller's tokens in the current workspace, and the writes that refresh them. */
export function useApiTokens() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: apiTokenKeys.all, queryFn: apiTokensApi.list });
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all });
  const create = async (body: ApiTokenCreateRequest) => {
    const { data, message } = await apiTokensApi.create(body);
    toast.success(message);
    void refresh();
    return data;
  };
  const revoke = useMutation({
    mutationFn: apiTokensApi.revoke,
    onSuccess: ({ message }) => {
      toast.success(message);
      void refresh();
    },
  });
  return { query, create, revoke };
}
