import { TASK_MESSAGES, type Project, type Task } from '@kanri/contracts';
import { toast } from '@kanri/design-system';
import { useCallback, useRef, useState } from 'react';
import { FIRST_TASK_NAME } from '../../domain';
import { useTaskListActions, type TaskListActions } from './api/task-list-queries';
import { draftChanges, draftOf, type RowDraft } from './row-draft';

export interface RowEditing {
  taskId: number;
  draft: RowDraft;
  /** A task just added: its row is scrolled into view and its name selected. */
  isNew: boolean;
}

/**
 * The state a page shares with its task list: the row in edit mode (one at a time) and Add Task,
 * so the page's own Add Task button and the list's do the same thing.
 */
export function useTaskListController(project: Pick<Project, 'id' | 'task_count'>) {
  const actions = useTaskListActions(project.id);
  const [editing, setEditingState] = useState<RowEditing | null>(null);
  const [adding, setAdding] = useState(false);
  // Enter may arrive in the same event as the last keystroke: save reads the newest draft from here.
  const editingRef = useRef<RowEditing | null>(null);

  const setEditing = useCallback((next: RowEditing | null) => {
    editingRef.current = next;
    setEditingState(next);
  }, []);

  const startEdit = useCallback(
    (task: Task, isNew = false) => setEditing({ taskId: task.id, draft: draftOf(task), isNew }),
    [setEditing],
  );

  const updateDraft = useCallback(
    (change: Partial<RowDraft>) => {
      const current = editingRef.current;
      if (!current) return;
      setEditing({
        ...current,
        draft: { ...current.draft, ...change, custom: { ...current.draft.custom, ...(change.custom ?? {}) } },
      });
    },
    [setEditing],
  );

  const cancelEdit = useCallback(() => setEditing(null), [setEditing]);

  /** Saves the row being edited; a blank name is refused and the row stays in edit mode. */
  const saveEdit = useCallback(
    async (task: Task): Promise<boolean> => {
      const current = editingRef.current;
      if (!current || current.taskId !== task.id) return false;
      if (current.draft.title.trim() === '') {
        toast.error(TASK_MESSAGES.titleRequired);
        return false;
      }
      const patch = draftChanges(task, current.draft);
      setEditing(null);
      if (Object.keys(patch).length === 0) return true;
      return actions.update(task, patch);
    },
    [actions, setEditing],
  );

  const taskCount = useRef(project.task_count);
  taskCount.current = project.task_count;

  /** Creates a task with the spec §9 defaults (My First Task in an empty project) and edits its row. */
  const addTask = useCallback(async (): Promise<Task | null> => {
    setAdding(true);
    const task = await actions.create(taskCount.current === 0 ? FIRST_TASK_NAME : undefined);
    setAdding(false);
    if (task) startEdit(task, true);
    return task;
  }, [actions, startEdit]);

  return { actions, editing, startEdit, updateDraft, cancelEdit, saveEdit, addTask, adding };
}

export type TaskListController = ReturnType<typeof useTaskListController> & { actions: TaskListActions };
