/**
 * Every user-visible text of the auth pages, in one place, so screens and tests read the same
 * strings (ARCHITECTURE §3). Validation texts come from the contract (`AUTH_VALIDATION`, spec §5)
 * and server texts from `AUTH_MESSAGES`: they are not repeated here.
 */
import { SOCIAL_LOGIN_NO_ENDPOINT_MESSAGE } from '@kanri/api-client';
import { EMAIL_TOKEN_TTL_MINUTES } from '@kanri/contracts/constants';

export const BRAND = 'Kanri';

export const ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  emailVerification: '/email-verification',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

/** Browser storage key of spec §3: the e-mail waiting for verification after registration. */
export const PENDING_VERIFICATION_EMAIL_KEY = 'pending_verification_email';

/** "Google, LinkedIn or Apple" */
function listWithOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

export const TEXTS = {
  layout: {
    homeLink: `${BRAND} home`,
    passwordShow: (field: string) => `Show ${field.toLowerCase()}`,
  },

  login: {
    title: 'Sign In',
    subtitle: 'Welcome back. Sign in to your Kanri workspace.',
    username: 'Username',
    usernamePlaceholder: 'you@company.com',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    forgotPassword: 'Forgot password?',
    submit: 'Sign In',
    noAccount: "Don't have an account?",
    registerLink: 'Create an account',
    welcomeBack: (firstName: string) => `Welcome back, ${firstName}!`,
    failed: 'Login failed',
    unreachable: 'Login failed - unable to connect to authentication service. Please contact support.',
    error: (message: string) => `Login error: ${message}`,
    notVerified: 'Your e-mail address is not verified yet.',
    resendVerification: 'Resend the verification e-mail',
  },

  social: {
    divider: 'or continue with',
    groupLabel: 'Sign in with a social account',
    demoNotice: (providers: readonly string[]) =>
      `Social sign-in is in demo mode: ask your administrator to configure ${listWithOr(providers)}.`,
    signedIn: (provider: string) => `Welcome back! Signed in with ${provider}.`,
    accountCreated: (provider: string) => `Welcome to ${BRAND}! Your account was created with ${provider}.`,
    failed: (provider: string) => `${provider} login failed`,
    noEndpoint: SOCIAL_LOGIN_NO_ENDPOINT_MESSAGE,
    error: (message: string) => `Social login error: ${message}`,
    popupBlocked: (provider: string) => `Allow pop-ups for this site to sign in with ${provider}.`,
    tokenMismatch: 'the sign-in reply does not belong to this request.',
    completing: 'Completing sign-in…',
    completingHint: 'You can close this window if it stays open.',
  },

  register: {
    title: 'Create your account',
    subtitle: 'Join your team on Kanri.',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    phonePlaceholder: '+1 555 123 4567',
    company: 'Company (optional)',
    email: 'Email',
    emailPlaceholder: 'you@company.com',
    password: 'Password',
    confirmPassword: 'Confirm password',
    submit: 'Create Account',
    haveAccount: 'Already have an account?',
    signInLink: 'Sign In',
    checkingInvitation: 'Checking your invitation…',
    invited: (workspace: string, role: string) => `You were invited to ${workspace} as ${role}`,
    invitedEmailHint: 'The invitation was sent to this address.',
    welcome: (firstName: string) => `Welcome to ${BRAND}, ${firstName}! Your account has been created.`,
    needsVerification: 'Registration successful! Please check your email for verification.',
    failed: 'Registration failed',
    unreachable: 'Registration failed - unable to connect to registration service. Please contact support.',
    error: (message: string) => `Registration error: ${message}`,
  },

  emailVerification: {
    title: 'Verify your e-mail',
    subtitle: 'Confirm your e-mail address to finish signing up.',
    verifying: 'Verifying your e-mail…',
    verified: 'Email verified successfully!',
    redirecting: 'Taking you to Sign In…',
    failed: 'Email verification failed',
    error: 'An error occurred during email verification',
    sentTo: (email: string) => `We sent a verification link to ${email}`,
    nextStepsTitle: 'Next steps',
    nextSteps: [
      'Open the e-mail we sent you (check your spam folder too).',
      `Click the verification link within ${EMAIL_TOKEN_TTL_MINUTES} minutes.`,
      'Sign in with your e-mail and password.',
    ],
    noEmailReceived: "Didn't get the e-mail?",
    resend: 'Resend Email',
    resent: 'Verification email sent! Please check your inbox.',
    resendFailed: 'Failed to send verification email',
    resendError: 'An error occurred while sending the email',
    noEmail: 'No email found for verification. Please register again.',
    noEmailOnResend: 'No email address found. Please register again.',
    registerLink: 'Register',
    signInLink: 'Sign In',
  },

  forgotPassword: {
    title: 'Forgot password',
    subtitle: 'Enter your e-mail and we will send you a link to reset your password.',
    email: 'Email',
    emailPlaceholder: 'you@company.com',
    submit: 'Send Reset Link',
    sent: 'Password reset link sent to your email!',
    sentTitle: 'Check your email',
    sentTo: (email: string) => `If ${email} belongs to a ${BRAND} account, we sent a password reset link to it.`,
    expires: `The link expires in ${EMAIL_TOKEN_TTL_MINUTES} minutes.`,
    tryAgain: 'Use another e-mail',
    backToSignIn: 'Back to Sign In',
    remembered: 'Remembered it?',
    failed: 'Failed to send reset email',
    error: 'An error occurred while sending the reset email',
  },

  resetPassword: {
    title: 'Reset password',
    subtitle: 'Choose a new password for your account.',
    forEmail: (email: string) => `For ${email}`,
    password: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Reset Password',
    doneTitle: 'Password reset',
    done: 'Your password has been reset.',
    signIn: 'Sign In',
    failed: 'Failed to reset password',
    error: 'An error occurred while resetting your password',
    requestNew: 'Request a new link',
    incompleteTitle: 'This reset link is incomplete',
    incompleteBody: 'Open the link from your e-mail again, or request a new one.',
    backToSignIn: 'Back to Sign In',
  },
} as const;
