import {
  ApiError,
  createClient,
  deleteClient,
  failureMessage,
  formFailure,
  listClients,
  queryKeys,
  updateClient,
} from '@kanri/api-client';
import {
  CLIENT_MESSAGES,
  type Client,
  type ClientListQuery,
  type ClientStoreRequest,
  type ClientUpdateRequest,
} from '@kanri/contracts/business';
import { toast } from '@kanri/design-system';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * GET /clients for one search, filter and page: the rows, their total and the cards' counts. The
 * last reply stays on screen while the next loads (typing, paging). Not asked without `enabled`
 * (a member without `clients.list`).
 */
export const useClientsQuery = (query: ClientListQuery, enabled = true) =>
  useQuery({
    queryKey: queryKeys.clients.list({ ...query }),
    queryFn: () => listClients(query),
    placeholderData: keepPreviousData,
    enabled,
  });

/** A delete the server refused for a reason to show (a client with invoices: archive it instead). */
export const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 409 || error.status === 422);

/**
 * Add, change, archive and delete a client: the call, the spec's success toast, then every client
 * query refetches, and the projects too (a client's projects are the projects' `client_id`). Create
 * and update reject for their dialog (see `formFailure`).
 */
export function useClientActions() {
  const queryClient = useQueryClient();
  const createMutation = useMutation({ mutationFn: createClient });
  const updateMutation = useMutation({ mutationFn: updateClient });
  const deleteMutation = useMutation({ mutationFn: deleteClient });

  function changed(message: string) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.clients.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
    toast.success(message);
  }

  async function create(request: ClientStoreRequest): Promise<Client> {
    try {
      const client = await createMutation.mutateAsync(request);
      changed(CLIENT_MESSAGES.created);
      return client;
    } catch (error) {
      throw formFailure(error, CLIENT_MESSAGES.createFailed);
    }
  }

  async function update(request: ClientUpdateRequest): Promise<Client> {
    try {
      const client = await updateMutation.mutateAsync(request);
      changed(CLIENT_MESSAGES.updated);
      return client;
    } catch (error) {
      throw formFailure(error, CLIENT_MESSAGES.updateFailed);
    }
  }

  /** Archives or restores; a failure is toasted. Resolves whether it was done. */
  async function setArchived(client: Client, archived: boolean): Promise<boolean> {
    try {
      await updateMutation.mutateAsync({ id: client.id, is_archived: archived });
    } catch (error) {
      toast.error(failureMessage(error, CLIENT_MESSAGES.updateFailed));
      return false;
    }
    changed(archived ? CLIENT_MESSAGES.archived : CLIENT_MESSAGES.restored);
    return true;
  }

  /**
   * Deletes. A refusal (a client with invoices) rejects with the server's message, for the
   * confirmation to show; any other failure is toasted and resolves false (the question stays).
   */
  async function remove(client: Client): Promise<boolean> {
    try {
      await deleteMutation.mutateAsync(client.id);
    } catch (error) {
      const message = failureMessage(error, CLIENT_MESSAGES.deleteFailed);
      if (isRefusal(error)) throw new Error(message, { cause: error });
      toast.error(message);
      return false;
    }
    changed(CLIENT_MESSAGES.deleted);
    return true;
  }

  return { create, update, setArchived, remove };
}
