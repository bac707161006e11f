import { z } from 'zod';
import { roleSchema } from './roles.js';
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

/** A workspace member as listed by GET /users: the user plus the membership's state. */
export const memberSchema = userSchema.extend({
  /** `invited` until the invitation link is used, then the account's status. */
  membership_status: z.enum(['active', 'invited']),
  joined_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** GET /settings/general_settings, PUT /settings/update (admin). */
export const generalSettingsSchema = z.object({
  /** When on, anyone may register as `member` after verifying their e-mail; otherwise by invitation only. */
  open_registration: z.boolean(),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;
export const settingsUpdateRequestSchema = generalSettingsSchema.partial();
export type SettingsUpdateRequest = z.infer<typeof settingsUpdateRequestSchema>;
