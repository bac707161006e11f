import type { User } from '@kanri/contracts';
import { apiCall } from '../http';

/** GET /user: the signed-in user's profile. */
export const getProfile = () => apiCall<User>('/user');

/** POST /logout: revokes the current token. */
export const logout = () => apiCall<null>('/logout', { method: 'POST' });
