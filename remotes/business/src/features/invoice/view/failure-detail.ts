import { failureMessage } from '@kanri/api-client';

/** An error panel's description: the server's reason, or nothing when it would only repeat the title. */
export function failureDetail(error: unknown, title: string): string | undefined {
  const message = failureMessage(error, title);
  return message === title ? undefined : message;
}
