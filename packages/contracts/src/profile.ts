/**
 * `@kanri/contracts/profile`: the signed-in user's own account under `/api/v1/profile` (names,
 * phone, photo, time zone, password, sessions) and the workspace settings of spec §7
 * (`GET /settings/general_settings`, `PUT /settings/update`). Not part of the main entry: the shell's
 * lazily loaded Profile and Settings panels and the API import it.
 *
 * The organisation name is the workspace's name (one source of truth, also renamed on the
 * Workspaces screen). Time zones: a user's own `time_zone` (null = not chosen) wins, else the
 * workspace's `default_time_zone`, else the browser's; `GET /user` carries the first two combined.
 */
import { z } from 'zod';
// What the main entry has comes from it, not from its files: in a browser build the main entry is
// one shared module, and a second importer of its files would split it up (bigger on every page).
import {
  AUTH_VALIDATION,
  CURRENCY_CODE_PATTERN,
  idParamsSchema,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_LENGTH,
  PHONE_PATTERN,
  timeZoneSchema,
  userSchema,
} from '@kanri/contracts';
import { ORGANISATION_NAME_MAX_LENGTH, PROFILE_MESSAGES, SETTINGS_MESSAGES, WEEK_STARTS } from './profile-constants.js';

export * from './profile-constants.js';

const weekStartSchema = z.enum(WEEK_STARTS, { error: SETTINGS_MESSAGES.weekStartInvalid });

/** Whether a code is a currency of ISO 4217 (as the runtime knows them; the invoice list's always). */
export function isCurrencyCode(code: string): boolean {
  if (!CURRENCY_CODE_PATTERN.test(code)) return false;
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency');
  return known ? known.includes(code) : true;
}

const currencySchema = z
  .string({ error: SETTINGS_MESSAGES.currencyInvalid })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, SETTINGS_MESSAGES.currencyInvalid);

/** What every member may know of the workspace's settings (the Profile reply carries it). */
export const workspacePreferencesSchema = z.object({
  organisation_name: z.string(),
  /** IANA zone for members without their own; null = each browser's. */
  default_time_zone: z.string().nullable(),
  week_start: weekStartSchema,
  default_currency: z.string(),
});
export type WorkspacePreferences = z.infer<typeof workspacePreferencesSchema>;

/** GET /settings/general_settings, PUT /settings/update (admin). */
export const workspaceSettingsSchema = workspacePreferencesSchema.extend({
  /** When on, anyone may register as `member` after verifying their e-mail; otherwise by invitation only. */
  open_registration: z.boolean(),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;

/** PUT /settings/update: any of the fields; 422 per field on bad values. */
export const workspaceSettingsUpdateRequestSchema = z.object({
  open_registration: z.boolean().optional(),
  organisation_name: z
    .string({ error: SETTINGS_MESSAGES.organisationNameRequired })
    .trim()
    .min(1, SETTINGS_MESSAGES.organisationNameRequired)
    .max(ORGANISATION_NAME_MAX_LENGTH, SETTINGS_MESSAGES.organisationNameTooLong)
    .optional(),
  default_time_zone: timeZoneSchema.nullable().optional(),
  week_start: weekStartSchema.optional(),
  default_currency: currencySchema.optional(),
});
export type WorkspaceSettingsUpdateRequest = z.input<typeof workspaceSettingsUpdateRequestSchema>;

/** GET /profile: the user (as in GET /user), their own zone choice and the workspace's preferences. */
export const profileSchema = z.object({
  user: userSchema,
  /** The user's own choice; null = the workspace default (else the browser's). */
  time_zone: z.string().nullable(),
  has_password: z.boolean(),
  workspace: workspacePreferencesSchema,
});
export type Profile = z.infer<typeof profileSchema>;

const trimmed = () => z.string().trim();

/** PUT /profile: names, phone (blank clears it) and time zone (null: the workspace's). */
export const profileUpdateRequestSchema = z.object({
  first_name: trimmed().min(NAME_MIN_LENGTH, AUTH_VALIDATION.firstNameMin).max(100),
  last_name: trimmed().min(NAME_MIN_LENGTH, AUTH_VALIDATION.lastNameMin).max(100),
  phone: trimmed()
    .max(40)
    .refine((value) => value === '' || value.length >= PHONE_MIN_LENGTH, AUTH_VALIDATION.phoneMin)
    .refine((value) => value === '' || PHONE_PATTERN.test(value), AUTH_VALIDATION.phoneInvalid)
    .optional(),
  time_zone: timeZoneSchema.nullable().optional(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** PUT /profile/password: the current password, then the new one twice. Other sessions end. */
export const passwordChangeRequestSchema = z
  .object({
    current_password: z.string().min(1, PROFILE_MESSAGES.currentPasswordRequired),
    password: z.string().min(PASSWORD_MIN_LENGTH, AUTH_VALIDATION.passwordMin),
    password_confirmation: z.string().min(1, AUTH_VALIDATION.passwordsDontMatch),
  })
  .refine((value) => value.password_confirmation === '' || value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: AUTH_VALIDATION.passwordsDontMatch,
  });
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

/** One of the user's live sessions (GET /profile/sessions). */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  /** "Chrome on Windows", from the user agent ("Unknown device" without one). */
  device: z.string(),
  user_agent: z.string().nullable(),
  /** The address it was opened from. */
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session of this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema);

/** DELETE /profile/sessions/:id. */
export const sessionIdParamsSchema = idParamsSchema;
