import type { FormikErrors } from 'formik';

/** What the adapter needs of a zod schema; typed by shape so design-system does not bundle zod. */
export interface FormSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Formik's `validate` from a contract's zod schema: the schema is the single source of a form's
 * rules and texts. The first message of each field wins, as the schema orders its checks; issues
 * about the whole object (no path) are left to the server's reply. Pure (no formik import), so the
 * light entry can carry it.
 *
 * A public page passes a loader instead (`() => import('@kanri/contracts').then((m) => m.loginFormSchema)`):
 * the contracts and zod then load on the first check, not with the page (formik accepts the promise).
 */
export function validateWith<Values>(schema: FormSchema): (values: Values) => FormikErrors<Values>;
export function validateWith<Values>(load: () => Promise<FormSchema>): (values: Values) => Promise<FormikErrors<Values>>;
export function validateWith<Values>(
  schema: FormSchema | (() => Promise<FormSchema>),
): (values: Values) => FormikErrors<Values> | Promise<FormikErrors<Values>> {
  if (typeof schema === 'function') {
    let loading: Promise<FormSchema> | undefined;
    return async (values) => errorsOf<Values>(await (loading ??= schema()), values);
  }
  return (values) => errorsOf<Values>(schema, values);
}

function errorsOf<Values>(schema: FormSchema, values: Values): FormikErrors<Values> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    if (issue.path.length === 0) continue;
    place(errors, issue.path.map(String), issue.message);
  }
  return errors as FormikErrors<Values>;
}

/** Sets `message` at `path` unless a message is already there (the first one wins). */
function place(target: Record<string, unknown>, path: string[], message: string) {
  let node: Record<string, unknown> | unknown[] = target;
  for (const [index, key] of path.entries()) {
    const record = node as Record<string, unknown>;
    if (index === path.length - 1) {
      if (record[key] === undefined) record[key] = message;
      return;
    }
    if (typeof record[key] === 'string') return;
    record[key] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
    node = record[key] as Record<string, unknown>;
  }
}
