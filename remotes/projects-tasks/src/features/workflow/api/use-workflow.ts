import { queryKeys } from '@kanri/api-client';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { moveItem } from '../order';
import type { WorkflowCreateInput, WorkflowItem, WorkflowKind, WorkflowUpdateInput } from '../workflow-kind';

/** The list of one kind, in order (same cache entry as useStatuses/usePriorities). */
export function useWorkflowList(kind: WorkflowKind) {
  return useQuery({ queryKey: kind.queryKey, queryFn: kind.list });
}

/**
 * A change to statuses or priorities shows everywhere: the lists, projects (their statuses and
 * per-status counts) and tasks (a deleted item's tasks moved to another).
 */
function invalidateAfterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.workflow.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
}

type Snapshot = { previous: WorkflowItem[] | undefined };

/**
 * Create, update (name, colour, category), move and delete, each invalidating what a change
 * touches. Colour, category and order change in the cache at once and roll back if the server
 * refuses. Callers show the outcome (toasts, field messages).
 */
export function useWorkflowMutations(kind: WorkflowKind) {
  const queryClient = useQueryClient();
  const orderKey = [kind.id, 'order'] as const;

  async function patchList(change: (items: WorkflowItem[]) => WorkflowItem[]): Promise<Snapshot> {
    await queryClient.cancelQueries({ queryKey: kind.queryKey });
    const previous = queryClient.getQueryData<WorkflowItem[]>(kind.queryKey);
    if (previous) queryClient.setQueryData<WorkflowItem[]>(kind.queryKey, change(previous));
    return { previous };
  }

  function rollback(snapshot: Snapshot | undefined) {
    if (snapshot?.previous) queryClient.setQueryData(kind.queryKey, snapshot.previous);
  }

  const create = useMutation({
    mutationFn: (input: WorkflowCreateInput) => kind.create(input),
    onSettled: () => invalidateAfterChange(queryClient),
  });

  const update = useMutation({
    mutationFn: (input: WorkflowUpdateInput) => kind.update(input),
    onMutate: (input): Promise<Snapshot> =>
      // The name waits for the server (it may refuse a blank or taken one); colour and category show at once.
      patchList((items) =>
        items.map((item) =>
          item.id === input.id
            ? {
                ...item,
                ...(input.color !== undefined && { color: input.color }),
                ...(input.category !== undefined && { category: input.category }),
              }
            : item,
        ),
      ),
    onError: (_error, _input, snapshot) => rollback(snapshot),
    onSettled: () => invalidateAfterChange(queryClient),
  });

  const move = useMutation({
    mutationKey: orderKey,
    mutationFn: ({ id, position }: { id: number; position: number }) => kind.update({ id, position }),
    onMutate: ({ id, position }) => patchList((items) => moveItem(items, id, position)),
    onError: (_error, _input, snapshot) => rollback(snapshot),
    onSettled: () => {
      // Several quick moves: refetch once, after the last, so the list does not jump back and forth.
      if (queryClient.isMutating({ mutationKey: orderKey }) <= 1) invalidateAfterChange(queryClient);
    },
  });

  const remove = useMutation({
    mutationFn: (input: { id: number; move_to?: number }) => kind.remove(input),
    onSuccess: (_data, input) => {
      queryClient.setQueryData<WorkflowItem[]>(kind.queryKey, (items) => items?.filter((item) => item.id !== input.id));
    },
    onSettled: () => invalidateAfterChange(queryClient),
  });

  return { create, update, move, remove };
}
