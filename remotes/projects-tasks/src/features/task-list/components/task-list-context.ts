import type { CustomField, Member, Priority, Project, Status, Task } from '@kanri/contracts';
import { createContext, useContext, type PointerEvent as ReactPointerEvent } from 'react';
import type { TaskListController } from '../use-task-list-controller';
import type { LeaveLookup } from '../../../shared/leave';

/** The cell being edited on its own (one inline editor open at a time). */
export interface ActiveCell {
  taskId: number;
  column: string;
}

/** What every row and cell of one task list shares. */
export interface TaskListContextValue {
  project: Project;
  /** The project's statuses in its order. */
  statuses: Status[];
  statusById: ReadonlyMap<number, Status>;
  priorities: Priority[];
  priorityById: ReadonlyMap<number, Priority>;
  /** Members that can be assigned (active ones). */
  members: Member[];
  memberById: ReadonlyMap<number, Member>;
  fields: CustomField[];
  controller: TaskListController;
  active: ActiveCell | null;
  activate: (taskId: number, column: string) => void;
  /** Closes the inline editor; the focus goes back to its cell when it was inside the list. */
  deactivate: () => void;
  /** A search filters the rows: moving rows is off (their neighbours are not all shown). */
  searchActive: boolean;
  multipleAssignees: boolean;
  canDelete: (task: Task) => boolean;
  requestDelete: (task: Task) => void;
  /** Moves the row at `index` one place up (-1) or down (+1), when it can. */
  moveBy: (index: number, delta: -1 | 1) => void;
  canMoveBy: (index: number, delta: -1 | 1) => boolean;
  startRowDrag: (event: ReactPointerEvent, index: number) => void;
  /** Today as YYYY-MM-DD (overdue dates). */
  today: string;
  /** Approved leave over the loaded tasks' due dates: the assignee picker marks and warns. */
  leave?: LeaveLookup;
}

export const TaskListContext = createContext<TaskListContextValue | null>(null);

export function useTaskListContext(): TaskListContextValue {
  const value = useContext(TaskListContext);
  if (!value) throw new Error('Task list cells need a TaskListContext.');
  return value;
}

/** The `data-cell` of a cell's button, to give the focus back after its editor closes. */
export const cellId = (taskId: number, column: string) => `${taskId}:${column}`;
