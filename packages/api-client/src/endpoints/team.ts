import type { Deleted, Member, MemberListQuery, UserStoreRequest, UserUpdateRequest } from '@kanri/contracts';
import { apiCall } from '../http';
import { queryString } from './tasks';

/**
 * GET /users: the members of the current workspace, invited ones included, each with their
 * presence, whether they are on leave today and their tasks and hours this month (`time_zone`
 * decides today and the month; UTC by default).
 */
export const listMembers = (query: MemberListQuery = {}) =>
  apiCall<Member[]>(`/users${queryString({ time_zone: query.time_zone })}`);

/** POST /users/store (admin): invites a person; the server mails them a registration link. */
export const inviteMember = (body: UserStoreRequest) => apiCall<Member>('/users/store', { method: 'POST', body });

/** PUT /users/update (admin): a member's role; the workspace's last admin keeps theirs (422). */
export const updateMemberRole = (body: UserUpdateRequest) => apiCall<Member>('/users/update', { method: 'PUT', body });

/** DELETE /users/destroy (admin): removes a member from the workspace (an invited one: revokes the invitation). */
export const removeMember = (id: number) => apiCall<Deleted>('/users/destroy', { method: 'DELETE', body: { id } });

/** POST /users/resend-invitation (admin): mails an invited member a new link. */
export const resendInvitation = (id: number) => apiCall<Member>('/users/resend-invitation', { method: 'POST', body: { id } });
