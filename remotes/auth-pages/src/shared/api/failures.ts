import { fieldErrorMessages } from '@kanri/api-client';
import type { FieldErrors } from '@kanri/contracts';
import { toast } from '@kanri/design-system/essentials';

/** The service could not be reached: no reply at all, or a gateway error without a server body. */
export function isUnreachable(result: { status: number; message: string }): boolean {
  if (result.status === 0) return true;
  return [502, 503, 504].includes(result.status) && /^HTTP \d{3}:/.test(result.message);
}

/** Spec §5: each server field message is its own error toast. Returns whether any was shown. */
export function toastFieldErrors(errors: FieldErrors | undefined): boolean {
  const messages = fieldErrorMessages(errors);
  for (const message of messages) toast.error(message);
  return messages.length > 0;
}

/** The first message of each field, for Formik's `setErrors` (only the fields the form has). */
export function formErrors<K extends string>(errors: FieldErrors | undefined, fields: readonly K[]): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const first = fieldErrorMessages(errors?.[field] ? { [field]: errors[field]! } : undefined)[0];
    if (first) result[field] = first;
  }
  return result;
}
