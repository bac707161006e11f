import type { User } from '@kanri/contracts';
import { apiCall, apiRequest } from '../http';

/** GET /user: the signed-in user's profile. */
export const getProfile = () => apiCall<User>('/user');

/** POST /logout: revokes the current token. */
export const logout = () => apiRequest<null>('/logout', { method: 'POST' });
