import { ApiError } from '@kanri/api-client';
import { WORKFLOW_TEXTS } from './texts';

/** The first message the server gave for `field` in a 422 reply, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  return error.errors?.[field]?.[0];
}

/** A failure's message for a toast. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : WORKFLOW_TEXTS.unknownError;
}
