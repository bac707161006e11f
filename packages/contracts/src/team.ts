import { z } from 'zod';
import { idSchema } from './common.js';
import { PRESENCE_STATUSES } from './realtime-constants.js';
import { roleSchema } from './roles.js';
import { timeZoneSchema } from './time-entries.js';
import { userSchema } from './user.js';

/** Texts of the team and settings endpoints. */
export const TEAM_MESSAGES = {
  nameRequired: 'The name is required.',
  emailInvalid: 'Please enter a valid email address',
  alreadyMember: 'This person is already a member of this workspace.',
  invitationSent: 'Invitation sent',
  usersRetrieved: 'Users retrieved successfully',
  settingsRetrieved: 'Settings retrieved successfully',
  settingsUpdated: 'Settings updated successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  invitationRevoked: 'Invitation revoked',
  invitationResent: 'Invitation sent again',
  memberNotFound: 'This person is not a member of this workspace.',
  notInvited: 'This person has already joined: there is no invitation to resend.',
  lastAdminDemote: 'The last admin cannot be given another role. Make another member admin first.',
  lastAdminRemove: 'The last admin cannot be removed. Make another member admin first.',
} as const;

/**
 * POST /users/store (admin): invites a person to the current workspace. Spec's Add User dialog has
 * one name field (`name`); first and last name may be sent instead. Default role: developer.
 */
export const userStoreRequestSchema = z
  .object({
    name: z.string().trim().optional(),
    first_name: z.string().trim().optional(),
    last_name: z.string().trim().optional(),
    email: z.string().trim().toLowerCase().pipe(z.email(TEAM_MESSAGES.emailInvalid)),
    role: roleSchema.optional().default('developer'),
    phone: z.string().trim().optional(),
  })
  .refine((value) => Boolean(value.name || value.first_name || value.last_name), {
    path: ['name'],
    message: TEAM_MESSAGES.nameRequired,
  });
export type UserStoreRequest = z.input<typeof userStoreRequestSchema>;

/**
 * A workspace member as listed by GET /users: the user plus the membership's state, their live
 * presence, whether they are on approved leave today, and their work in this workspace.
 */
export const memberSchema = userSchema.extend({
  /** `invited` until the invitation link is used, then the account's status. */
  membership_status: z.enum(['active', 'invited']),
  /** When the membership was created (the Joined column). */
  joined_at: z.string(),
  /** From their open connections on every API process: `away` when every tab reports idle. */
  presence: z.enum(PRESENCE_STATUSES),
  /** On approved leave today (in the caller's `time_zone`). */
  on_leave: z.boolean(),
  /** Tasks of this workspace assigned to them, and those of them in a status of category `done`. */
  tasks_assigned: z.number().int(),
  tasks_completed: z.number().int(),
  /** Hours tracked in this workspace this calendar month (in the caller's `time_zone`), to the hundredth. */
  hours_this_month: z.number(),
});
export type Member = z.infer<typeof memberSchema>;

/** GET /users?time_zone=: the zone that decides "today" (leave) and "this month" (hours); UTC by default. */
export const memberListQuerySchema = z.object({ time_zone: timeZoneSchema.optional() });
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

/**
 * PUT /users/update `{id, role}` (admin, spec §7): a member's role in the current workspace. The
 * workspace's last admin keeps the role. `time_zone` as GET /users for the member in the reply.
 */
export const userUpdateRequestSchema = z.object({
  id: idSchema,
  role: roleSchema,
  time_zone: timeZoneSchema.optional(),
});
export type UserUpdateRequest = z.input<typeof userUpdateRequestSchema>;

/**
 * DELETE /users/destroy `{id}` (admin, spec §7): removes the member from the current workspace (the
 * account stays); an invited one's invitation is revoked. POST /users/resend-invitation `{id}`:
 * mails an invited member a new link (the old one stops working).
 */
export const memberIdRequestSchema = z.object({ id: idSchema });
export type MemberIdRequest = z.infer<typeof memberIdRequestSchema>;

// GET /settings/general_settings and PUT /settings/update (admin): `@kanri/contracts/profile`.
