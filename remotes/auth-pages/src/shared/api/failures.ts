import { fieldErrorMessages } from '@kanri/api-client';
import type { FieldErrors } from '@kanri/contracts';
import { toast } from '@kanri/design-system/essentials';

/** Spec §5: each server field message is its own error toast. Returns whether any was shown. */
export function toastFieldErrors(errors: FieldErrors | undefined): boolean {
  const messages = fieldErrorMessages(errors);
  for (const message of messages) toast.error(message);
  return messages.length > 0;
}
