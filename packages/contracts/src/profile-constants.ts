/**
 * Texts and limits of the profile (user menu → Profile) and the workspace settings (user menu →
 * Settings), without zod: the shell's lazily loaded panels and the API share them.
 */
export const PROFILE_MESSAGES = {
  retrieved: 'Profile retrieved successfully',
  updated: 'Profile updated successfully',
  currentPasswordRequired: 'The current password is required.',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  noPassword: 'This account signs in with a provider and has no password yet: use Forgot password to set one.',
  photoUploaded: 'Photo updated',
  photoRemoved: 'Photo removed',
  photoType: 'The photo must be a PNG, JPEG or WebP image.',
  photoTooLarge: 'The photo must be at most 5 MB.',
  photoUnreadable: 'This file is not a readable image.',
  photoTooSmall: 'The photo must be at least 32 × 32 pixels.',
  photoMissing: 'This photo does not exist.',
  sessionsRetrieved: 'Sessions retrieved successfully',
  sessionRevoked: 'Signed out of that session',
  sessionNotFound: 'This session does not exist.',
  sessionIsCurrent: 'This is the current session: use Sign Out instead.',
} as const;

export const SETTINGS_MESSAGES = {
  organisationNameRequired: 'The organisation name is required.',
  organisationNameTooLong: 'The organisation name may not be longer than 80 characters.',
  weekStartInvalid: 'The week starts on Sunday or Monday.',
  currencyInvalid: 'The currency must be an ISO 4217 code such as USD.',
} as const;

/** Uploads above this size are refused (checked while receiving). */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Stored photos are squares of this many pixels (WebP). */
export const PROFILE_PHOTO_SIZE = 256;
/** Smaller images are refused. */
export const PROFILE_PHOTO_MIN_SIZE = 32;
/** The image types accepted, by content (the file's name does not matter). */
export const PROFILE_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The workspace name's limit: the organisation name is the workspace's name. */
export const ORGANISATION_NAME_MAX_LENGTH = 80;

export const WEEK_STARTS = ['sunday', 'monday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];
/** Spec §2: "The week starts on Sunday." */
export const DEFAULT_WEEK_START: WeekStart = 'sunday';
/** The currencies the invoice area offers (spec §9); any other ISO 4217 code may be set too. */
export { INVOICE_CURRENCIES, INVOICE_CURRENCY_LABELS } from './business-constants.js';
/** Spec §9 invoice default. */
export const DEFAULT_SETTINGS_CURRENCY = 'USD';
