import type { AuthReply, LoginRequest } from '@kanri/contracts';
import { apiRequest } from '../http';

/** POST /login (spec §7). Success needs no error flag plus a user and an access_token. */
export const login = (body: LoginRequest) =>
  apiRequest<AuthReply>('/login', { method: 'POST', body: { fcm_token: null, ...body }, auth: false });
