import { createContext } from 'react';

/** What `FormField` reads of the form `FormDialog` holds (formik's state, without importing formik). */
export interface FormState {
  values: Record<string, unknown>;
  errors: Record<string, unknown>;
  touched: Record<string, unknown>;
  setFieldValue: (field: string, value: unknown) => unknown;
}

export const FormStateContext = createContext<FormState | null>(null);
