import type { DataReply } from '@kanri/contracts';

/** The data envelope of every successful reply: `{ error: false, message, data }`. */
export function ok<T>(data: T, message = 'OK'): DataReply<T> {
  return { error: false, message, data };
}
