import type { Task } from '@kanri/contracts';
import { parseProgress } from '../../domain';
import type { TaskPatch } from './api/task-cache';

/** A row in edit mode: the values being typed, saved together with Save or Enter. */
export interface RowDraft {
  title: string;
  assignee_ids: number[];
  due_date: string | null;
  priority_id: number | null;
  status_id: number;
  /** As typed: turned into 0–100 on save (spec §5: non-numeric becomes 0). */
  progress: string;
  /** Custom field id → new value (null clears it). */
  custom: Record<string, unknown>;
}

export function draftOf(task: Task): RowDraft {
  return {
    title: task.title,
    assignee_ids: [...task.assignee_ids],
    due_date: task.due_date,
    priority_id: task.priority_id,
    status_id: task.status_id,
    progress: String(task.progress),
    custom: {},
  };
}

/** The task as the draft shows it (for the cells that display a draft). */
export function draftTask(task: Task, draft: RowDraft): Task {
  const values = { ...task.custom_field_values };
  for (const [key, value] of Object.entries(draft.custom)) {
    if (value === null) delete values[key];
    else values[key] = value;
  }
  return { ...task, custom_field_values: values };
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** What the draft changes on the task: only the changed fields (an empty object when nothing changed). */
export function draftChanges(task: Task, draft: RowDraft): TaskPatch {
  const patch: TaskPatch = {};
  const title = draft.title.trim();
  if (title !== task.title) patch.title = title;
  if (!sameList(draft.assignee_ids, task.assignee_ids)) patch.assignee_ids = draft.assignee_ids;
  if (draft.due_date !== task.due_date) patch.due_date = draft.due_date;
  if (draft.priority_id !== task.priority_id) patch.priority_id = draft.priority_id;
  if (draft.status_id !== task.status_id) patch.status_id = draft.status_id;
  const progress = parseProgress(draft.progress);
  if (progress !== task.progress) patch.progress = progress;
  const custom = Object.entries(draft.custom).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(task.custom_field_values[key] ?? null),
  );
  if (custom.length > 0) patch.custom_field_values = Object.fromEntries(custom);
  return patch;
}
