import { errorMessage, formRefusal } from '@kanri/api-client';
import { Alert } from 'antd';
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { Modal } from '../components/lazy';
import { toast } from '../toast/toast';
import { FormStateContext, type FormState } from './form-context';
import { validateWith, type FormSchema } from './validate-with';

export interface FormDialogProps<Values extends FormikValues> {
  open: boolean;
  title: ReactNode;
  okText: string;
  cancelText: string;
  /** The values the form starts from each time it opens. */
  initialValues: Values;
  /** The contract's zod schema for these values: the form's rules and messages. */
  schema?: FormSchema;
  /** Saves; rejects with the failure (an ApiError) when refused. The dialog closes once it resolves. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  /** The fields; a function receives the form's state. */
  children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
  /** False keeps Save (and Enter) from doing anything, silently: for forms that need every field first. */
  canSubmit?: (values: Values) => boolean;
  width?: number;
  /** Grid gap between the fields (px). */
  gap?: number;
  bodyStyle?: CSSProperties;
}

/**
 * A dialog holding one formik form. The schema refuses bad input before sending; a 422 puts each
 * message under its field (until that field changes) and the rest above the form; any other failure
 * is toasted. The dialog
 * cannot be dismissed while saving, and Enter in a field submits.
 */
export function FormDialog<Values extends FormikValues>(props: FormDialogProps<Values>) {
  // A fresh form (values, errors, the last refusal) on every opening.
  return <DialogForm key={useOpenings(props.open)} {...props} />;
}

function DialogForm<Values extends FormikValues>({
  open,
  title,
  okText,
  cancelText,
  initialValues,
  schema,
  onSubmit,
  onClose,
  children,
  canSubmit,
  width,
  gap = 16,
  bodyStyle,
}: FormDialogProps<Values>) {
  // The server's field messages of the last refusal, each kept until its field changes.
  const refused = useRef<{ values: Values; errors: Record<string, string> } | null>(null);

  function validate(values: Values): FormikErrors<Values> {
    const errors: Record<string, unknown> = schema ? validateWith<Values>(schema)(values) : {};
    const last = refused.current;
    for (const [field, message] of Object.entries(last?.errors ?? {})) {
      if (errors[field] === undefined && values[field] === last!.values[field]) errors[field] = message;
    }
    return errors as FormikErrors<Values>;
  }

  async function submit(values: Values, form: FormikHelpers<Values>) {
    form.setStatus(undefined);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      const refusal = formRefusal(error, Object.keys(initialValues));
      if (refusal) {
        refused.current = { values, errors: refusal.fields as Record<string, string> };
        form.setErrors(refusal.fields as FormikErrors<Values>);
        form.setStatus(refusal.form);
      } else {
        toast.error(errorMessage(error));
      }
    }
  }

  return (
    <Formik<Values> initialValues={initialValues} validate={validate} onSubmit={submit}>
      {(form) => {
        const saving = form.isSubmitting;
        const ready = canSubmit ? canSubmit(form.values) : true;
        return (
          <Modal
            open={open}
            title={title}
            okText={okText}
            cancelText={cancelText}
            okButtonProps={{ loading: saving, disabled: !ready, htmlType: 'button' }}
            cancelButtonProps={{ disabled: saving }}
            closable={!saving}
            keyboard={!saving}
            mask={{ closable: false }}
            width={width}
            destroyOnHidden
            onCancel={() => {
              if (!saving) onClose();
            }}
            onOk={() => {
              if (ready) void form.submitForm();
            }}
          >
            <Form noValidate style={{ display: 'grid', gap, paddingTop: 8, ...bodyStyle }}>
              {form.status ? <Alert type="error" showIcon title={form.status as string} /> : null}
              <FormStateContext.Provider value={form as unknown as FormState}>
                {typeof children === 'function' ? children(form) : children}
              </FormStateContext.Provider>
              <button type="submit" hidden disabled={!ready} />
            </Form>
          </Modal>
        );
      }}
    </Formik>
  );
}

/** A number that changes each time `open` turns true: the form starts afresh on every opening. */
function useOpenings(open: boolean): number {
  const state = useRef({ open: false, count: 0 });
  if (open && !state.current.open) state.current.count += 1;
  state.current.open = open;
  return state.current.count;
}
