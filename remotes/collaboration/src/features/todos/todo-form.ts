import {
  todoUpdateRequestSchema,
  type Todo,
  type TodoPriority,
  type TodoStatus,
  type TodoStoreRequest,
  type TodoUpdateRequest,
} from '@kanri/contracts';

/** The Add and Edit Todo form: the request's fields, every one present. */
export interface TodoFormValues {
  title: string;
  description: string;
  priority: TodoPriority;
  status: TodoStatus;
  /** `YYYY-MM-DD`, or null for none. */
  due_date: string | null;
}

/** Spec §9-style defaults of a new todo: medium priority, pending, no due date. */
export const newTodoForm = (): TodoFormValues => ({
  title: '',
  description: '',
  priority: 'medium',
  status: 'pending',
  due_date: null,
});

export const todoForm = (todo: Todo): TodoFormValues => ({
  title: todo.title,
  description: todo.description,
  priority: todo.priority,
  status: todo.status,
  due_date: todo.due_date,
});

/** The edit form's rules: the update request's, without the id the form does not show. */
export const editFormSchema = todoUpdateRequestSchema.omit({ id: true });

/** POST /todos/store's body (the store schema, which the form passed, refuses a cancelled status). */
export const storeRequestOf = (values: TodoFormValues): TodoStoreRequest => ({
  title: values.title.trim(),
  description: values.description.trim(),
  priority: values.priority,
  status: values.status as TodoStoreRequest['status'],
  due_date: values.due_date,
});

/**
 * POST /todos/update's body: the id and only the fields that changed (another tab's change to a
 * field left alone here survives), or null when nothing did.
 */
export function updateRequestOf(values: TodoFormValues, todo: Todo): TodoUpdateRequest | null {
  const next = { ...values, title: values.title.trim(), description: values.description.trim() };
  const before = todoForm(todo);
  const changes: Partial<TodoFormValues> = {};
  for (const key of Object.keys(next) as (keyof TodoFormValues)[]) {
    if (next[key] !== before[key]) (changes as Record<string, unknown>)[key] = next[key];
  }
  return Object.keys(changes).length === 0 ? null : { id: todo.id, ...changes };
}
