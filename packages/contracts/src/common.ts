import { z } from 'zod';

/**
 * Building blocks of the projects-and-tasks contracts: ids, colours, calendar dates and the texts
 * of their validation messages.
 */
export const COMMON_MESSAGES = {
  idInvalid: 'The id must be a positive integer.',
  colorInvalid: 'The color must be a hex color such as #befca9.',
  dateInvalid: 'The date must be a calendar date (YYYY-MM-DD).',
  notFound: 'Not found.',
} as const;

/** Largest id the database stores (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const idSchema = z
  .number({ error: COMMON_MESSAGES.idInvalid })
  .int(COMMON_MESSAGES.idInvalid)
  .min(1, COMMON_MESSAGES.idInvalid)
  .max(MAX_ID, COMMON_MESSAGES.idInvalid);

/** A row id in a path or query string (text, converted to a number). */
export const idParamSchema = z.coerce
  .number({ error: COMMON_MESSAGES.idInvalid })
  .int(COMMON_MESSAGES.idInvalid)
  .min(1, COMMON_MESSAGES.idInvalid)
  .max(MAX_ID, COMMON_MESSAGES.idInvalid);

/** `{ id }`: the body of the destroy endpoints, and of update together with the changes. */
export const idBodySchema = z.object({ id: idSchema });
export type IdBody = z.infer<typeof idBodySchema>;

/** Path parameters `{id}`. */
export const idParamsSchema = z.object({ id: idParamSchema });

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** `#rrggbb`, stored lower-cased. */
export const hexColorSchema = z.string().trim().toLowerCase().regex(HEX_COLOR_PATTERN, COMMON_MESSAGES.colorInvalid);

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `YYYY-MM-DD` names a real day (no 2024-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date without time or zone: `2025-03-31`. */
export const dateOnlySchema = z.string().refine(isCalendarDate, COMMON_MESSAGES.dateInvalid);

/** The reply of the destroy endpoints: the id that is gone. */
export const deletedSchema = z.object({ id: z.number().int() });
export type Deleted = z.infer<typeof deletedSchema>;

/** Who did something, as shown next to activity and comments. */
export const actorSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  photo_url: z.string().nullable(),
});
export type Actor = z.infer<typeof actorSchema>;
