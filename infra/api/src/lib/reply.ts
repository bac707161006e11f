import type { AuthReply, DataReply, User } from '@kanri/contracts';

/** The data envelope of every successful reply: `{ error: false, message, data }`. */
export function ok<T>(data: T, message = 'OK'): DataReply<T> {
  return { error: false, message, data };
}

/** The auth envelope of spec §7: `{ error: false, user, access_token?, message }` (no token before verification). */
export function authReply(user: User, message: string, accessToken?: string): AuthReply {
  if (accessToken === undefined) return { error: false, user, message };
  return { error: false, user, access_token: accessToken, message };
}
