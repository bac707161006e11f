import type { Member, UserStoreRequest } from '@kanri/contracts';
import { apiCall } from '../http';

/** GET /users: the members of the current workspace, invited ones included. */
export const listMembers = () => apiCall<Member[]>('/users');

/** POST /users/store (admin): invites a person; the server mails them a registration link. */
export const inviteMember = (body: UserStoreRequest) => apiCall<Member>('/users/store', { method: 'POST', body });
