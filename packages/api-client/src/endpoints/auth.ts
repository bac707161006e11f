import type {
  AuthReply,
  EmailVerifyRequest,
  Invitation,
  LoginRequest,
  PasswordResetRequest,
  RegisterRequest,
  ResetRequest,
  SocialLoginData,
  SocialProvider,
  SocialProviders,
} from '@kanri/contracts';
import { ApiError, apiCall, apiCallWithMessage } from '../http';

/** POST /login (spec §7). Success needs no error flag plus a user and an access_token. */
export const login = (body: LoginRequest) =>
  apiCall<AuthReply>('/login', { method: 'POST', body: { fcm_token: null, ...body }, auth: false });

/**
 * POST /register (spec §7). The type is always `member` unless given and the company is sent empty
 * by default (spec §5). Same reply shape as login; no token while e-mail verification is pending.
 */
export const register = (body: RegisterRequest) =>
  apiCall<AuthReply>('/register', {
    method: 'POST',
    body: { fcm_token: null, ...body, type: body.type ?? 'member', company: body.company ?? '' },
    auth: false,
  });

/**
 * POST /password/reset-request: mails a reset link, or with `purpose: 'verification'` a new
 * verification link (spec §7 "also used to resend verification"). The reply never reveals whether
 * the e-mail belongs to an account.
 */
export const requestPasswordReset = ({ email, purpose }: ResetRequest) =>
  apiCall<null>('/password/reset-request', {
    method: 'POST',
    body: purpose ? { email, purpose } : { email },
    auth: false,
  });

/** POST /email/verify with the token of a verification link. */
export const verifyEmail = (body: EmailVerifyRequest) =>
  apiCall<{ email: string } | null>('/email/verify', { method: 'POST', body, auth: false });

/** POST /password/reset: e-mail and token of the reset link plus the new password twice. Resolves to the server's confirmation. */
export const resetPassword = (body: PasswordResetRequest) =>
  apiCallWithMessage<null>('/password/reset', { method: 'POST', body, auth: false });

/** GET /auth/social/providers: the OpenID Connect settings of each provider, null when not configured. */
export const getSocialProviders = () => apiCall<SocialProviders>('/auth/social/providers', { auth: false });

/** GET /invitations/{token}: who an invitation link is for, to prefill the registration form. */
export const getInvitation = (token: string) => apiCall<Invitation>(`/invitations/${encodeURIComponent(token)}`, { auth: false });

/** What the provider gave us: its ID token and, when known, the e-mail and name. */
export interface SocialLoginInput {
  token: string;
  email?: string;
  name?: string;
}

export const SOCIAL_LOGIN_NO_ENDPOINT_MESSAGE = 'Social login failed - unable to find working authentication endpoint...';

/** A failure that means "this path does not exist here", so the next path is tried (spec §7). */
export function isMissingEndpointMessage(message: string): boolean {
  return /404|method not allowed|not supported|route/i.test(message);
}

/** The paths of spec §7, in order. The provider goes in the path, or in the body where the path has none. */
export function socialLoginAttempts(provider: SocialProvider, data: SocialLoginInput) {
  const body = { ...data, isApi: true };
  const withProvider = { ...body, provider };
  const encoded = encodeURIComponent(provider);
  return [
    { path: `/auth/social/${encoded}`, body },
    { path: '/social/auth', body: withProvider },
    { path: '/auth/social', body: withProvider },
    { path: `/login/${encoded}`, body },
  ];
}

/**
 * Social sign-in (spec §7): POST /auth/social/{provider}, then /social/auth, /auth/social and
 * /login/{provider}. It moves on only when a path fails with a message mentioning 404, Method Not
 * Allowed, not supported or route; any other reply is the answer (a real failure throws its
 * ApiError). When every path is missing it throws SOCIAL_LOGIN_NO_ENDPOINT_MESSAGE.
 * Expects `token`, `user` and `isNewUser` on success.
 */
export async function socialLogin(provider: SocialProvider, data: SocialLoginInput): Promise<SocialLoginData> {
  let lastStatus = 404;
  for (const attempt of socialLoginAttempts(provider, data)) {
    try {
      return await apiCall<SocialLoginData>(attempt.path, { method: 'POST', body: attempt.body, auth: false });
    } catch (error) {
      if (!(error instanceof ApiError) || !isMissingEndpointMessage(error.message)) throw error;
      lastStatus = error.status;
    }
  }
  throw new ApiError(SOCIAL_LOGIN_NO_ENDPOINT_MESSAGE, lastStatus);
}
