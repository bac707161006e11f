import { z } from 'zod';
import {
  AUTH_VALIDATION,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_LENGTH,
  PHONE_PATTERN,
  SOCIAL_PROVIDERS,
} from './auth-constants.js';
import { roleSchema } from './roles.js';
import { userSchema } from './user.js';

export * from './auth-constants.js';

/**
 * Accounts and sessions (spec §2 Login/Register/E-mail verification/Forgot password, §5, §7).
 * The validation texts of spec §5 live once, in ./auth-constants.ts; the rules once, here: the server
 * validates requests with these schemas and the sign-in pages' forms with the same ones.
 */
const trimmed = () => z.string().trim();
const emailField = () => trimmed().toLowerCase().pipe(z.email(AUTH_VALIDATION.emailInvalid));
const newPasswordField = () => z.string().min(PASSWORD_MIN_LENGTH, AUTH_VALIDATION.passwordMin);
/** The confirmation: "Passwords don't match" when blank (spec §5 shows it on an empty form) or different. */
const confirmationField = () => z.string().min(1, AUTH_VALIDATION.passwordsDontMatch);
const passwordsMatch: [
  (value: { password: string; password_confirmation: string }) => boolean,
  { path: PropertyKey[]; message: string },
] = [
  (value) => value.password_confirmation === '' || value.password === value.password_confirmation,
  { path: ['password_confirmation'], message: AUTH_VALIDATION.passwordsDontMatch },
];

/** POST /login. The form's "username" is the e-mail. */
export const loginRequestSchema = z.object({
  email: trimmed().min(1, AUTH_VALIDATION.usernameRequired),
  password: z.string().min(1, AUTH_VALIDATION.passwordRequired),
  fcm_token: z.string().nullable().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The sign-in form (spec §2 Login): its "username" is the request's e-mail, with the same rules. */
export const loginFormSchema = z.object({
  username: loginRequestSchema.shape.email,
  password: loginRequestSchema.shape.password,
});

/**
 * POST /register. `type` is always `member` from the client; the server decides the role.
 * `invite` carries the invitation token of a `/register?invite=…` link.
 */
export const registerRequestSchema = z
  .object({
    type: z.string().optional().default('member'),
    first_name: trimmed().min(NAME_MIN_LENGTH, AUTH_VALIDATION.firstNameMin),
    last_name: trimmed().min(NAME_MIN_LENGTH, AUTH_VALIDATION.lastNameMin),
    email: emailField(),
    phone: trimmed().min(PHONE_MIN_LENGTH, AUTH_VALIDATION.phoneMin).regex(PHONE_PATTERN, AUTH_VALIDATION.phoneInvalid),
    password: newPasswordField(),
    password_confirmation: confirmationField(),
    company: trimmed().optional().default(''),
    fcm_token: z.string().nullable().optional(),
    invite: z.string().optional(),
  })
  .refine(...passwordsMatch);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Auth replies of spec §7: `{ error, user, access_token, message }`; no token when verification is pending. */
export const authReplySchema = z.object({
  error: z.boolean(),
  user: userSchema.optional(),
  access_token: z.string().optional(),
  message: z.string(),
});
export type AuthReply = z.infer<typeof authReplySchema>;

/**
 * POST /password/reset-request. Also resends verification (spec §7): `purpose: 'verification'`
 * mails a new verification link to an unverified account; the default mails a reset link.
 */
export const resetRequestSchema = z.object({
  email: emailField(),
  purpose: z.enum(['reset', 'verification']).optional().default('reset'),
});
export type ResetRequest = z.input<typeof resetRequestSchema>;

/** POST /email/verify. */
export const emailVerifyRequestSchema = z.object({
  token: z.string().trim().min(1, AUTH_VALIDATION.tokenRequired),
});
export type EmailVerifyRequest = z.input<typeof emailVerifyRequestSchema>;
export const emailVerifyReplyDataSchema = z.object({ email: z.string() });

/** POST /password/reset. */
export const passwordResetRequestSchema = z
  .object({
    email: emailField(),
    token: z.string().trim().min(1, AUTH_VALIDATION.tokenRequired),
    password: newPasswordField(),
    password_confirmation: confirmationField(),
  })
  .refine(...passwordsMatch);
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** The new-password form of the reset page (its e-mail and token come from the link). */
export const newPasswordFormSchema = z
  .object({ password: newPasswordField(), password_confirmation: confirmationField() })
  .refine(...passwordsMatch);

/** Social sign-in (spec §7). */
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** POST /auth/social/{provider}: `token` is the provider's OpenID Connect ID token. */
export const socialLoginRequestSchema = z.object({
  token: z.string().min(1, AUTH_VALIDATION.tokenRequired),
  email: z.string().optional(),
  name: z.string().optional(),
  isApi: z.boolean().optional(),
});
export type SocialLoginRequest = z.input<typeof socialLoginRequestSchema>;
export const socialLoginDataSchema = z.object({
  token: z.string(),
  user: userSchema,
  isNewUser: z.boolean(),
});
export type SocialLoginData = z.infer<typeof socialLoginDataSchema>;

/**
 * GET /auth/social/providers: what the login page needs to start each configured provider's
 * OpenID Connect flow in a popup (implicit flow, `response_type=id_token`). Unconfigured → null.
 */
export const socialProviderConfigSchema = z.object({
  client_id: z.string(),
  authorization_url: z.string(),
});
export const socialProvidersSchema = z.record(socialProviderSchema, socialProviderConfigSchema.nullable());
export type SocialProviders = z.infer<typeof socialProvidersSchema>;

/** GET /invitations/{token}: prefills the registration form of an invitation link. */
export const invitationSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  workspace_name: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
