import { EyeInvisibleOutlined, EyeOutlined, Input } from '@kanri/design-system/essentials';
import { useField } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { TEXTS } from '../../texts';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  /** Right of the label (e.g. the Forgot password? link). */
  extra?: ReactNode;
  children: ReactNode;
}

/** Label, control and the field's validation message (announced, and tied to the control). */
export function FieldFrame({ id, label, error, extra, children }: FieldFrameProps) {
  return (
    <div className="ka-field">
      <div className="ka-label-row">
        <label htmlFor={id}>{label}</label>
        {extra}
      </div>
      <div className="ka-control">{children}</div>
      {error ? (
        <div id={`${id}-error`} className="ka-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  readOnly?: boolean;
  hint?: string;
  extra?: ReactNode;
}

/** A Formik-bound text input: its error shows once the field was touched (blur or submit). */
export function TextField({ name, label, type = 'text', placeholder, autoComplete, readOnly, hint, extra }: TextFieldProps) {
  const id = useId();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldFrame id={id} label={label} error={error} extra={extra}>
      <Input
        {...field}
        value={field.value ?? ''}
        id={id}
        type={type}
        size="large"
        placeholder={placeholder}
        autoComplete={autoComplete}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : undefined}
        title={readOnly ? hint : undefined}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldFrame>
  );
}

interface PasswordFieldProps {
  name: string;
  label: string;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
  extra?: ReactNode;
}

/** A Formik-bound password input with a keyboard-reachable show/hide toggle. */
export function PasswordField({ name, label, placeholder, autoComplete, extra }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldFrame id={id} label={label} error={error} extra={extra}>
      <Input
        {...field}
        value={field.value ?? ''}
        id={id}
        type={visible ? 'text' : 'password'}
        size="large"
        placeholder={placeholder}
        autoComplete={autoComplete}
        spellCheck={false}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        suffix={
          <button
            type="button"
            className="ka-eye"
            aria-label={TEXTS.layout.passwordShow(label)}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        }
      />
    </FieldFrame>
  );
}
