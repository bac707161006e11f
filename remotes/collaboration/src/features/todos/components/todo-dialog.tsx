import {
  TODO_CREATE_STATUSES,
  TODO_DESCRIPTION_MAX_LENGTH,
  TODO_PRIORITIES,
  TODO_STATUSES,
  TODO_TITLE_MAX_LENGTH,
  todoStoreRequestSchema,
  type Todo,
  type TodoPriority,
  type TodoStatus,
} from '@kanri/contracts';
import { DateInput, FormDialog, FormField, Input, Select, TextArea } from '@kanri/design-system';
import { useMemo } from 'react';
import { useTodoActions } from '../api/use-todos';
import { editFormSchema, newTodoForm, storeRequestOf, todoForm, updateRequestOf, type TodoFormValues } from '../todo-form';
import { TODOS_TEXTS } from '../texts';

const T = TODOS_TEXTS;
const D = T.dialog;

/**
 * Add a todo (`todo` null) or edit one: title, description, priority (medium by default), status
 * (cancelled only when editing, spec §4) and due date. The contract's schema checks the form before
 * sending (`Title is required`); the server's 422 messages appear under their fields.
 */
export function TodoDialog({ open, todo, onClose }: { open: boolean; todo: Todo | null; onClose: () => void }) {
  const actions = useTodoActions();
  // The form's starting values, fixed for this opening (not moved by a refetch of the list).
  const initial = useMemo(
    () => (todo ? todoForm(todo) : newTodoForm()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed on each opening, not on refetches of the todo
    [open, todo?.id],
  );
  const statuses: readonly TodoStatus[] = todo ? TODO_STATUSES : TODO_CREATE_STATUSES;

  async function submit(values: TodoFormValues) {
    if (!todo) {
      await actions.create(storeRequestOf(values));
      return;
    }
    const request = updateRequestOf(values, todo);
    if (request) await actions.update(request);
  }

  return (
    <FormDialog<TodoFormValues>
      open={open}
      title={todo ? D.editTitle : D.addTitle}
      okText={todo ? D.save : D.add}
      cancelText={D.cancel}
      initialValues={initial}
      schema={todo ? editFormSchema : todoStoreRequestSchema}
      onSubmit={submit}
      onClose={onClose}
      width={560}
      gap={14}
    >
      <FormField name="title" label={D.title}>
        {(control) => (
          <Input
            {...control.props}
            value={control.value}
            placeholder={D.titlePlaceholder}
            maxLength={TODO_TITLE_MAX_LENGTH}
            autoComplete="off"
            autoFocus
            onChange={(event) => control.setValue(event.target.value)}
            style={{ width: '100%' }}
          />
        )}
      </FormField>
      <FormField name="description" label={D.description}>
        {(control) => (
          <TextArea
            {...control.props}
            value={control.value}
            placeholder={D.descriptionPlaceholder}
            maxLength={TODO_DESCRIPTION_MAX_LENGTH}
            autoSize={{ minRows: 3, maxRows: 8 }}
            onChange={(event) => control.setValue(event.target.value)}
            style={{ width: '100%' }}
          />
        )}
      </FormField>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 12 }}>
        <FormField<TodoPriority> name="priority" label={D.priority}>
          {(control) => (
            <Select<TodoPriority>
              {...control.props}
              aria-label={D.priority}
              value={control.value}
              onChange={control.setValue}
              options={TODO_PRIORITIES.map((value) => ({ value, label: T.priorities[value] }))}
              style={{ width: '100%' }}
            />
          )}
        </FormField>
        <FormField<TodoStatus> name="status" label={D.status}>
          {(control) => (
            <Select<TodoStatus>
              {...control.props}
              aria-label={D.status}
              value={control.value}
              onChange={control.setValue}
              options={statuses.map((value) => ({ value, label: T.statuses[value] }))}
              style={{ width: '100%' }}
            />
          )}
        </FormField>
        <FormField<string | null> name="due_date" label={D.dueDate}>
          {(control) => (
            <DateInput
              id={control.props.id}
              aria-label={D.dueDate}
              value={control.value}
              onChange={control.setValue}
              placeholder={D.dueDatePlaceholder}
              shortcuts
              style={{ width: '100%' }}
            />
          )}
        </FormField>
      </div>
    </FormDialog>
  );
}
