import { theme } from '@kanri/design-system';

/** A message under a control that is not a FormField of its own (an item's cell, a header label), as FormField shows it. */
export function FieldMessage({ id, message }: { id?: string; message: string | undefined }) {
  const { token } = theme.useToken();
  if (!message) return null;
  return (
    <div id={id} role="alert" style={{ color: token.colorError, fontSize: 12, overflowWrap: 'anywhere' }}>
      {message}
    </div>
  );
}

/** The message formik holds at a nested path (`items.0.rate`) once the field was touched (a submit touches them all). */
export function nestedError(errors: unknown, touched: unknown, path: readonly (string | number)[]): string | undefined {
  let error: unknown = errors;
  let seen: unknown = touched;
  for (const key of path) {
    error = error && typeof error === 'object' ? (error as Record<string | number, unknown>)[key] : undefined;
    seen = seen && typeof seen === 'object' ? (seen as Record<string | number, unknown>)[key] : undefined;
  }
  return seen && typeof error === 'string' ? error : undefined;
}
