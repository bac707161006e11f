/**
 * The texts and limits of accounts and sessions (spec §2, §5, §9), without zod: the main entry's
 * schemas in ./auth.ts use them, and `@kanri/contracts/constants` serves them to code that runs on
 * every page (api-client, the sign-in pages) without loading zod.
 */
export const AUTH_VALIDATION = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  phoneMin: 'Phone number must be at least 10 digits',
  phoneInvalid: 'Please enter a valid phone number',
  passwordMin: 'Password must be at least 6 characters',
  passwordsDontMatch: "Passwords don't match",
  tokenRequired: 'The token is required.',
} as const;

/** Spec §9 limits. */
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const PHONE_MIN_LENGTH = 10;
/** Optional leading plus, then digits, spaces, dashes and parentheses (spec §5). */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]+$/;
/** Verification and reset links expire after this many minutes (spec §9). */
export const EMAIL_TOKEN_TTL_MINUTES = 60;
/** Invitation links expire after this many days. */
export const INVITATION_TTL_DAYS = 7;
/** The e-mail verification page redirects to /login this long after success (spec §9). */
export const VERIFICATION_REDIRECT_MS = 2000;

/** Server reply texts the pages and tests share. */
export const AUTH_MESSAGES = {
  loginSuccess: 'Login successful',
  invalidCredentials: 'These credentials do not match our records.',
  emailNotVerified: 'Please verify your email address before signing in.',
  registered: 'Registration successful',
  registeredNeedsVerification: 'Registration successful! Please check your email for verification.',
  registrationClosed: 'Registration is by invitation only. Ask an admin of your workspace for an invitation.',
  emailTaken: 'The email has already been taken.',
  invitationInvalid: 'This invitation is invalid or has expired.',
  invitationEmailMismatch: 'Use the e-mail address the invitation was sent to.',
  /** Same reply whether or not the e-mail belongs to an account. */
  resetRequested: 'If an account exists for that e-mail, we have sent it a link.',
  verificationInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Email verified successfully!',
  resetInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  loggedOut: 'Logged out successfully',
  unauthenticated: 'Unauthenticated.',
  notWorkspaceMember: 'You are not a member of this workspace.',
  forbidden: 'This action is unauthorized.',
  socialNotConfigured: (provider: string) => `${provider} sign-in is not configured on this server.`,
  socialTokenInvalid: (provider: string) => `The ${provider} sign-in token could not be verified.`,
} as const;

/** Social sign-in (spec §7). */
export const SOCIAL_PROVIDERS = ['google', 'linkedin', 'apple'] as const;
export const SOCIAL_PROVIDER_LABELS: Record<(typeof SOCIAL_PROVIDERS)[number], string> = {
  google: 'Google',
  linkedin: 'LinkedIn',
  apple: 'Apple',
};
