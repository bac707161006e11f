import type { CustomField, Task } from '@kanri/contracts';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { fakeApi, makeTask, renderWithApp } from '../../../test-utils';
import '../testing';
import { CustomFieldCell } from './custom-field-cell';

/** Test harness of the cell: the task list's part (holding the task, saving the value) played by a small parent. */

type Save = (value: unknown) => Promise<void>;

function Harness({
  field,
  initial,
  projectFields,
  editable,
  save,
  taskOverrides,
}: {
  field: CustomField;
  initial: unknown;
  projectFields: CustomField[];
  editable: boolean;
  save: Save;
  taskOverrides: Partial<Task>;
}) {
  const [task, setTask] = useState(() =>
    makeTask(1, { ...taskOverrides, custom_field_values: initial === undefined ? {} : { [String(field.id)]: initial } }),
  );
  return (
    <div style={{ width: 150, height: 40 }}>
      <CustomFieldCell
        field={field}
        task={task}
        projectFields={projectFields}
        editable={editable}
        onChange={async (value) => {
          await save(value);
          setTask((current) => ({
            ...current,
            custom_field_values: { ...current.custom_field_values, [String(field.id)]: value },
          }));
        }}
      />
    </div>
  );
}

export function renderCell(
  field: CustomField,
  {
    value,
    editable = true,
    projectFields = [field],
    save = jest.fn<Promise<void>, [unknown]>(async () => undefined),
    handlers = {},
    taskOverrides = {},
  }: {
    value?: unknown;
    editable?: boolean;
    projectFields?: CustomField[];
    save?: jest.Mock<Promise<void>, [unknown]>;
    handlers?: Parameters<typeof fakeApi>[0];
    taskOverrides?: Partial<Task>;
  } = {},
) {
  const api = fakeApi(handlers);
  const view = renderWithApp(
    <Harness
      field={field}
      initial={value}
      projectFields={projectFields}
      editable={editable}
      save={save}
      taskOverrides={taskOverrides}
    />,
  );
  return { ...view, api, save, cell: () => screen.getByTestId(`custom-field-cell-${field.id}`) };
}

/** Lazy editors load their chunk on first use: allow for it on a busy machine. */
export const SLOW = { timeout: 15_000 };
