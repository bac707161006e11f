import { TODO_MESSAGES, todoStoreRequestSchema } from '@kanri/contracts';
import { makeTodo } from '../../test-utils';
import { editFormSchema, newTodoForm, storeRequestOf, todoForm, updateRequestOf } from './todo-form';

describe('the todo form', () => {
  it('starts a new todo at medium priority, pending, without due date', () => {
    expect(newTodoForm()).toEqual({ title: '', description: '', priority: 'medium', status: 'pending', due_date: null });
  });

  it('refuses an empty title with the spec’s message, and a cancelled new todo', () => {
    const empty = todoStoreRequestSchema.safeParse({ ...newTodoForm(), title: '   ' });
    expect(empty.success ? [] : empty.error.issues.map((issue) => issue.message)).toEqual([TODO_MESSAGES.required]);
    const cancelled = todoStoreRequestSchema.safeParse({ ...newTodoForm(), title: 'Plan', status: 'cancelled' });
    expect(cancelled.success ? [] : cancelled.error.issues.map((issue) => issue.message)).toEqual([
      TODO_MESSAGES.createCancelled,
    ]);
  });

  it('lets an edit cancel a todo, and still needs a title', () => {
    expect(editFormSchema.safeParse({ ...todoForm(makeTodo(1)), status: 'cancelled' }).success).toBe(true);
    expect(editFormSchema.safeParse({ ...todoForm(makeTodo(1)), title: '' }).success).toBe(false);
  });

  it('sends a new todo trimmed, with every field', () => {
    expect(
      storeRequestOf({
        title: '  Plan the launch ',
        description: ' Line one\nline two \n',
        priority: 'high',
        status: 'in_progress',
        due_date: '2026-11-05',
      }),
    ).toEqual({
      title: 'Plan the launch',
      description: 'Line one\nline two',
      priority: 'high',
      status: 'in_progress',
      due_date: '2026-11-05',
    });
  });

  it('sends an edit as the id and the fields that changed, or nothing', () => {
    const todo = makeTodo(7, { title: 'Plan', description: 'Notes', due_date: '2026-11-05' });
    expect(updateRequestOf({ ...todoForm(todo), title: 'Plan ' }, todo)).toBeNull();
    expect(updateRequestOf({ ...todoForm(todo), status: 'cancelled', due_date: null }, todo)).toEqual({
      id: 7,
      status: 'cancelled',
      due_date: null,
    });
    expect(updateRequestOf({ ...todoForm(todo), description: '' }, todo)).toEqual({ id: 7, description: '' });
  });
});
