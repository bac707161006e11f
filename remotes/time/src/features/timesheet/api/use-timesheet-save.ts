import { errorMessage, invalidateAfterTimeChange, setTimesheetCell } from '@kanri/api-client';
import { timesheetCellRequestSchema, type TimesheetCellRequest } from '@kanri/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A refused cell: why (the contract's or the server's message). */
export class CellRefusal extends Error {}

/**
 * PUT /time-entries/timesheet for one cell: the request is checked against the contract first;
 * resolves with the duration the server kept, then every time query refetches (and the task's
 * tracked time). Rejects with a CellRefusal carrying the message to show.
 */
export function useTimesheetSave() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: setTimesheetCell });
  return async (request: TimesheetCellRequest): Promise<number> => {
    const checked = timesheetCellRequestSchema.safeParse(request);
    if (!checked.success) throw new CellRefusal(checked.error.issues[0]?.message ?? '');
    try {
      const cell = await mutation.mutateAsync(request);
      invalidateAfterTimeChange(queryClient, [request.task_id, ...cell.entries.map((entry) => entry.task_id)]);
      return cell.duration_ms;
    } catch (error) {
      throw new CellRefusal(errorMessage(error));
    }
  };
}
