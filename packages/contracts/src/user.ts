import { z } from 'zod';
import { roleSchema } from './roles.js';

/** User as the API returns it (spec §3). */
export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  zip: z.string().nullable(),
  status: z.string(),
  email_verified: z.boolean(),
  role: roleSchema,
  role_id: z.number().int(),
  email_verified_at: z.string().nullable(),
  workspace_id: z.number().int(),
  guard: z.string(),
  photo_url: z.string().nullable(),
  /** The IANA zone of the user's "today": their own, else the workspace's default; null = the browser's. */
  time_zone: z.string().nullable(),
  /** The workspace's first day of the week (Settings); in the signed-in user's own replies only. */
  week_start: z.enum(['sunday', 'monday']).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export * from './user-display.js';

/** The user as kept in the session and in storage: any field but the e-mail may be missing. */
export type SessionUser = Partial<User> & { email: string };
