import { useProjects } from '@kanri/api-client';
import { TIME_ENTRY_DESCRIPTION_MAX_LENGTH, timerStartRequestSchema, type Task } from '@kanri/contracts';
import { FormDialog, FormField, Input, Select, Spin, Typography, useDebounced } from '@kanri/design-system';
import { useRef, useState } from 'react';
import { useTaskSearch } from '../api/use-task-search';
import { TIMESHEET_TEXTS } from '../texts';
import type { RowSeed } from '../timesheet-grid';

const T = TIMESHEET_TEXTS.addRowDialog;

interface AddRowValues {
  task_id: number | null;
  description: string;
}

const INITIAL: AddRowValues = { task_id: null, description: '' };

/**
 * Add Row: a task picked from the workspace's tasks (searched on the server), or a description for
 * time without task. The row shows empty until time is typed in it.
 */
export function AddRowDialog({ open, onClose, onAdd }: { open: boolean; onClose: () => void; onAdd: (row: RowSeed) => void }) {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search, 250);
  const tasks = useTaskSearch(open ? debounced : '');
  const projects = useProjects();
  // Tasks seen in the results, to name the row once picked.
  const seen = useRef(new Map<number, Task>());
  for (const task of tasks.data?.items ?? []) seen.current.set(task.id, task);
  const projectOf = (task: Task) => projects.data?.find((project) => project.id === task.project_id);
  const waiting = search !== debounced || tasks.isFetching;

  async function submit(values: AddRowValues) {
    const task = values.task_id !== null ? seen.current.get(values.task_id) : undefined;
    if (task) {
      const project = projectOf(task);
      onAdd({
        taskId: task.id,
        description: '',
        title: task.title,
        projectName: project?.name ?? null,
        projectColor: project?.color ?? null,
      });
    } else {
      const description = values.description.trim();
      onAdd({ taskId: null, description, title: description, projectName: null, projectColor: null });
    }
    setSearch('');
  }

  return (
    <FormDialog<AddRowValues>
      open={open}
      title={T.title}
      okText={T.submit}
      cancelText={T.cancel}
      initialValues={INITIAL}
      schema={timerStartRequestSchema}
      canSubmit={(values) => values.task_id !== null || values.description.trim() !== ''}
      onSubmit={submit}
      onClose={() => {
        setSearch('');
        onClose();
      }}
      width={480}
      gap={12}
    >
      {(form) => (
        <>
          <FormField<number | null> name="task_id" label={T.task}>
            {(control) => (
              <Select<number | null>
                {...control.props}
                aria-label={T.task}
                placeholder={T.taskPlaceholder}
                value={control.value}
                allowClear
                onChange={(id) => {
                  control.setValue(id ?? null);
                  if (id !== null && id !== undefined) void form.setFieldValue('description', '');
                }}
                showSearch={{ searchValue: search, onSearch: setSearch, filterOption: false, autoClearSearchValue: false }}
                virtual={false}
                notFoundContent={waiting ? <Spin size="small" /> : T.noTasks}
                options={(tasks.data?.items ?? []).map((task) => {
                  const project = projectOf(task);
                  return {
                    value: task.id,
                    label: project ? `${task.title} · ${project.name}` : task.title,
                  };
                })}
                style={{ width: '100%' }}
              />
            )}
          </FormField>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.or}
          </Typography.Text>
          <FormField name="description" label={T.description}>
            {(control) => (
              <Input
                {...control.props}
                value={control.value}
                placeholder={T.descriptionPlaceholder}
                maxLength={TIME_ENTRY_DESCRIPTION_MAX_LENGTH}
                autoComplete="off"
                disabled={form.values.task_id !== null}
                onChange={(event) => control.setValue(event.target.value)}
              />
            )}
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
