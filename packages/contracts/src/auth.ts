import { z } from 'zod';
import { userSchema } from './user.js';

/** Auth replies of spec §7: `{ error, user, access_token, message }`. */
export const authReplySchema = z.object({
  error: z.boolean(),
  user: userSchema.optional(),
  access_token: z.string().optional(),
  message: z.string(),
});
export type AuthReply = z.infer<typeof authReplySchema>;

export const loginRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
  fcm_token: z.string().nullable().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
