import {
  AUTH_MESSAGES,
  SOCIAL_PROVIDER_LABELS,
  type SocialLoginData,
  type SocialProvider,
  type SocialProviders,
} from '@kanri/contracts';
import { and, eq } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import { SOCIAL_PROVIDER_DEFAULTS, socialProviderConfig, type ApiConfig, type SocialProviderConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { lockAccounts } from '../db/locks.js';
import { socialAccounts } from '../db/schema.js';
import { httpErrors } from '../lib/http-errors.js';
import { splitFullName } from '../lib/names.js';
import { roleOfNewAccount, signIn } from './auth.js';
import type { ClientInfo, ServiceContext } from './context.js';
import { acceptPendingInvitations } from './invitations.js';
import { HOME_WORKSPACE_ID } from './settings.js';
import { addMembership, findUserByEmail, findUserById, insertUser, roleIdOf, updateUser, type UserRow } from './users.js';

/** What a verified ID token says about its person. */
export interface SocialIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type IdTokenVerifier = (
  provider: SocialProvider,
  settings: SocialProviderConfig,
  token: string,
) => Promise<SocialIdentity>;

/** Provider clocks may run a little ahead or behind ours. */
const CLOCK_TOLERANCE_SECONDS = 30;

type Jose = typeof import('jose');
type KeySet = ReturnType<Jose['createRemoteJWKSet']>;

/**
 * jose is ESM-only: loaded on first use with import(), so hosts that run the API from source under
 * jest (the gateway's tests) can load it without compiling jose.
 */
let jose: Promise<Jose> | undefined;
const loadJose = () => (jose ??= import('jose'));

/**
 * Verifies OpenID Connect ID tokens: signature against the provider's JWKS (fetched once, then
 * cached and refreshed by jose), issuer, audience = our client id, expiry. Make one per app.
 */
export function createIdTokenVerifier(): IdTokenVerifier {
  const keySets = new Map<string, KeySet>();
  return async (provider, settings, token) => {
    const { createRemoteJWKSet, jwtVerify } = await loadJose();
    let keySet = keySets.get(settings.jwksUrl);
    if (!keySet) keySets.set(settings.jwksUrl, (keySet = createRemoteJWKSet(new URL(settings.jwksUrl))));
    const { payload } = await jwtVerify(token, keySet, {
      issuer: settings.issuer,
      audience: settings.clientId,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    return identityOf(provider, payload);
  };
}

/** GET /auth/social/providers: how the login page starts each configured provider; null when not configured. */
export function listSocialProviders(config: ApiConfig): SocialProviders {
  const providers = Object.keys(SOCIAL_PROVIDER_DEFAULTS) as SocialProvider[];
  return Object.fromEntries(
    providers.map((provider) => {
      const settings = socialProviderConfig(config, provider);
      const entry = settings ? { client_id: settings.clientId, authorization_url: settings.authorizationUrl } : null;
      return [provider, entry];
    }),
  ) as SocialProviders;
}

/**
 * POST /auth/social/{provider}: signs in the person of a verified ID token. Only the token's claims
 * count (the body's e-mail and name are the client's word). A known provider account or e-mail signs
 * in; an unknown e-mail gets an account under the registration rules, verified by the provider.
 */
export async function socialSignIn(
  ctx: ServiceContext,
  verify: IdTokenVerifier,
  provider: SocialProvider,
  idToken: string,
  client: ClientInfo,
): Promise<SocialLoginData> {
  const label = SOCIAL_PROVIDER_LABELS[provider];
  const settings = socialProviderConfig(ctx.config, provider);
  if (!settings) throw httpErrors.serviceUnavailable(AUTH_MESSAGES.socialNotConfigured(label));
  const identity = await verify(provider, settings, idToken).catch((error: unknown) => {
    ctx.log.info({ err: error, provider }, 'Social sign-in token refused');
    throw httpErrors.unauthorized(AUTH_MESSAGES.socialTokenInvalid(label));
  });

  return ctx.db.transaction(async (tx) => {
    await lockAccounts(tx);
    const linked = await findLinkedUser(tx, provider, identity.subject);
    const known = linked ?? (await findUserByEmail(tx, identity.email));
    const user = known ? await confirmKnownUser(tx, known, identity) : await createSocialUser(tx, identity);
    if (!linked) await tx.insert(socialAccounts).values({ provider, subject: identity.subject, userId: user.id });
    const { dto, token } = await signIn(ctx, tx, user, client);
    return { token, user: dto, isNewUser: !known };
  });
}

async function findLinkedUser(tx: Database, provider: SocialProvider, subject: string): Promise<UserRow | undefined> {
  const [link] = await tx
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)));
  return link ? findUserById(tx, link.userId) : undefined;
}

/**
 * The provider vouches for the token's e-mail: when it is the account's, the account is verified
 * and active, and invitations sent to that e-mail are accepted (as their links would be).
 */
async function confirmKnownUser(tx: Database, user: UserRow, identity: SocialIdentity): Promise<UserRow> {
  if (user.email !== identity.email) return user;
  await acceptPendingInvitations(tx, user.id, user.email);
  return updateUser(tx, user.id, { emailVerifiedAt: user.emailVerifiedAt ?? new Date(), status: 'active' });
}

async function createSocialUser(tx: Database, identity: SocialIdentity): Promise<UserRow> {
  const role = await roleOfNewAccount(tx);
  const user = await insertUser(tx, {
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: identity.email,
    emailVerifiedAt: new Date(),
    defaultWorkspaceId: HOME_WORKSPACE_ID,
  });
  await addMembership(tx, {
    workspaceId: HOME_WORKSPACE_ID,
    userId: user.id,
    roleId: await roleIdOf(tx, role),
    status: 'active',
  });
  return user;
}

function identityOf(provider: SocialProvider, claims: JWTPayload): SocialIdentity {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!claims.sub || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error('The ID token has no subject or e-mail');
  const verified = claims.email_verified;
  const unverified = verified === false || verified === 'false';
  if (unverified || (provider === 'google' && verified !== true && verified !== 'true')) {
    throw new Error('The provider has not verified the e-mail');
  }
  return { subject: claims.sub, email, ...namesOf(claims, email) };
}

function namesOf(claims: JWTPayload, email: string): { firstName: string; lastName: string } {
  const given = stringClaim(claims.given_name);
  const family = stringClaim(claims.family_name);
  if (given || family) return { firstName: given, lastName: family };
  const name = stringClaim(claims.name);
  return name ? splitFullName(name) : { firstName: email.slice(0, email.indexOf('@')), lastName: '' };
}

function stringClaim(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}
