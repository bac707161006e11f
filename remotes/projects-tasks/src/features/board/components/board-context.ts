import type { Member, Priority, Task } from '@kanri/contracts';
import type { LeaveLookup } from '../../../shared/leave';
import { createContext, useContext } from 'react';

/** What every card reads: reference data, the project's ClickApps and the card actions. */
export interface BoardContextValue {
  priorityById: ReadonlyMap<number, Priority>;
  memberById: ReadonlyMap<number, Member>;
  /** Priority ClickApp on. */
  showPriority: boolean;
  /** Time Tracking ClickApp on. */
  showTracked: boolean;
  /** `YYYY-MM-DD`, to tell overdue dates. */
  today: string;
  /** Statuses of the `done` category: their tasks are never overdue. */
  doneStatusIds: ReadonlySet<number>;
  /** Approved leave over the board's due dates: cards mark assignees away on their task's due date. */
  leave?: LeaveLookup;
  canDelete: (task: Task) => boolean;
  duplicate: (task: Task) => void;
  requestDelete: (task: Task) => void;
}

export const BoardContext = createContext<BoardContextValue | null>(null);

export function useBoardContext(): BoardContextValue {
  const value = useContext(BoardContext);
  if (!value) throw new Error('useBoardContext outside the board');
  return value;
}
