import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('postgres'),
  /** Whether the API runs its own PostgreSQL server (DATABASE_URL unset). */
  embedded: z.boolean(),
  version: z.string(),
  uptime_seconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
