import { apiCallWithMessage } from '@kanri/api-client';
import type {
  Webhook,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookStoreRequest,
  WebhookUpdateRequest,
} from '@kanri/contracts/webhooks';
import { toast } from '@kanri/design-system';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The endpoints of user menu → Webhooks, in the panel's lazily loaded chunk (not api-client: the
 * shell loads that on every page), with their query keys.
 */
export const webhookKeys = {
  all: ['account', 'webhooks'] as const,
  list: ['account', 'webhooks', 'list'] as const,
  deliveries: (id: number, page: number) => ['account', 'webhooks', 'deliveries', id, page] as const,
};

export const webhooksApi = {
  list: () => apiCallWithMessage<Webhook[]>('/webhooks').then((reply) => reply.data),
  create: (body: WebhookStoreRequest) => apiCallWithMessage<Webhook>('/webhooks/store', { method: 'POST', body }),
  update: (body: WebhookUpdateRequest) => apiCallWithMessage<Webhook>('/webhooks/update', { method: 'PUT', body }),
  remove: (id: number) => apiCallWithMessage<{ id: number }>('/webhooks/destroy', { method: 'DELETE', body: { id } }),
  rotate: (id: number) => apiCallWithMessage<Webhook>('/webhooks/rotate-secret', { method: 'POST', body: { id } }),
  ping: (id: number) => apiCallWithMessage<WebhookDelivery>('/webhooks/ping', { method: 'POST', body: { id } }),
  deliveries: (id: number, page: number) =>
    apiCallWithMessage<WebhookDeliveryPage>(`/webhooks/${id}/deliveries?page=${page}`).then((reply) => reply.data),
  redeliver: (id: number) =>
    apiCallWithMessage<WebhookDelivery>('/webhooks/deliveries/redeliver', { method: 'POST', body: { id } }),
};

/** While a delivery is on its way, the log (and the list's last status) is read again this often. */
const PENDING_REFRESH_MS = 2000;

/** The workspace's webhooks and the writes that refresh them (and their logs). */
export function useWebhooks() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: webhookKeys.list,
    queryFn: webhooksApi.list,
    refetchInterval: (current) =>
      current.state.data?.some((hook) => hook.last_delivery?.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  const saved = ({ message }: { message: string }) => {
    toast.success(message);
    void refresh();
  };
  const create = async (body: WebhookStoreRequest) => saved(await webhooksApi.create(body));
  const update = async (body: WebhookUpdateRequest) => saved(await webhooksApi.update(body));
  const onError = (error: Error) => toast.error(error.message);
  const toggle = useMutation({ mutationFn: webhooksApi.update, onSuccess: saved, onError });
  const remove = useMutation({ mutationFn: webhooksApi.remove, onSuccess: saved });
  const rotate = useMutation({ mutationFn: webhooksApi.rotate, onSuccess: saved });
  const ping = useMutation({ mutationFn: webhooksApi.ping, onSuccess: saved, onError });
  const redeliver = useMutation({ mutationFn: webhooksApi.redeliver, onSuccess: saved, onError });
  return { query, create, update, toggle, remove, rotate, ping, redeliver };
}

/** One page of a webhook's delivery log, refreshed while one of them is pending. */
export function useDeliveries(webhookId: number, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(webhookId, page),
    queryFn: () => webhooksApi.deliveries(webhookId, page),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}
