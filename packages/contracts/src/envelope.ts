import { z } from 'zod';

/** Successful data reply: `{ error: false, message, data }` (ARCHITECTURE §4). */
export const dataReply = <T extends z.ZodType>(data: T) => z.object({ error: z.literal(false), message: z.string(), data });

export type DataReply<T> = { error: false; message: string; data: T };

/** Field name → list of messages, as returned with 422. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Failure reply: `{ error: true, message, errors? }`. */
export const errorReplySchema = z.object({
  error: z.literal(true),
  message: z.string(),
  errors: fieldErrorsSchema.optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** Message used for every 422 reply; the per-field messages carry the details. */
export const VALIDATION_FAILED_MESSAGE = 'The given data was invalid.';
