import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useContext, useId } from 'react';
import { FormStateContext } from './form-context';

/** What a control inside `FormField` binds to. `props` goes on the control (id, status, aria). */
export interface FormControl<Value> {
  value: Value;
  setValue: (value: Value) => void;
  props: {
    id: string;
    status?: 'error';
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  };
}

/**
 * One top-level field of a `FormDialog`'s form: its label, the control and the field's message below
 * it once a submit was tried (formik then marks every field touched). `labelled={false}` when the
 * control names itself (aria-label) and the label is only shown.
 */
export function FormField<Value = string>({
  name,
  label,
  labelled = true,
  children,
}: {
  name: string;
  label: ReactNode;
  labelled?: boolean;
  children: (control: FormControl<Value>) => ReactNode;
}) {
  const form = useContext(FormStateContext);
  const id = `${useId()}-${name}`;
  const { token } = theme.useToken();
  if (!form) throw new Error(`FormField "${name}" is rendered outside a FormDialog`);
  const message = form.errors[name];
  const error = form.touched[name] && typeof message === 'string' ? message : undefined;
  const control: FormControl<Value> = {
    value: form.values[name] as Value,
    setValue: (value) => void form.setFieldValue(name, value),
    props: {
      id,
      ...(error ? { status: 'error' as const, 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
    },
  };
  return (
    <div style={{ display: 'grid', gap: 6, minWidth: 0, justifyItems: 'start' }} data-field={name}>
      {labelled ? (
        <label htmlFor={id} style={{ fontSize: 13, color: token.colorTextSecondary }}>
          {label}
        </label>
      ) : (
        <span style={{ fontSize: 13, color: token.colorTextSecondary }} aria-hidden>
          {label}
        </span>
      )}
      {children(control)}
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ color: token.colorError, fontSize: 12, overflowWrap: 'anywhere' }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
