import {
  AUTH_MESSAGES,
  authReplySchema,
  dataReply,
  loginRequestSchema,
  registerRequestSchema,
  userSchema,
} from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../lib/client-info.js';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth, requireSession } from '../../plugins/app/auth.js';
import { authRateLimit } from '../../plugins/external/rate-limit.js';
import { accountIdOfEmail, signInFailureReason } from '../../services/audit.js';
import { login, logout, register } from '../../services/auth.js';
import { workspaceDefaults } from '../../services/settings.js';
import { toUserDto } from '../../services/users.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = authRateLimit(app.config.authRateLimitMax);

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: authReplySchema },
      },
    },
    async (request) => {
      try {
        const reply = await login(app, request.body, clientOf(request));
        const accountId = reply.user?.id ?? null;
        await app.recordAudit(request, { action: 'auth.sign_in', workspaceId: null, accountId, actorId: accountId });
        return reply;
      } catch (error) {
        const reason = signInFailureReason(error);
        if (reason) {
          await app.recordAudit(request, {
            action: 'auth.sign_in_failed',
            workspaceId: null,
            accountId: await accountIdOfEmail(app.db, request.body.email),
            details: { email: request.body.email, reason },
          });
        }
        throw error;
      }
    },
  );

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create an account: first account (admin), invitation link, or open registration',
        body: registerRequestSchema,
        response: { 200: authReplySchema },
      },
    },
    async (request) => {
      const reply = await register(app, request.body, clientOf(request));
      // Open registration answers before the e-mail is verified, without the user.
      const accountId = reply.user?.id ?? (await accountIdOfEmail(app.db, request.body.email));
      if (accountId !== null) {
        await app.recordAudit(request, {
          action: 'auth.registered',
          workspaceId: null,
          accountId,
          actorId: accountId,
          details: { invited: Boolean(request.body.invite) },
        });
      }
      return reply;
    },
  );

  app.get(
    '/user',
    {
      preValidation: app.authenticate,
      // "Who am I" for personal access tokens too, whatever their scopes.
      config: { apiTokens: 'any' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, as a member of the current workspace',
        security: BEARER_SECURITY,
        response: { 200: dataReply(userSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(toUserDto(auth.user, auth, await workspaceDefaults(app.db, auth.workspaceId)));
    },
  );

  app.post(
    '/logout',
    {
      preValidation: app.authenticate,
      config: { audit: { action: 'auth.sign_out', account: true } },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session of this token',
        security: BEARER_SECURITY,
        response: { 200: dataReply(z.null()) },
      },
    },
    async (request) => {
      await logout(app, requireSession(requireAuth(request)).id);
      return ok(null, AUTH_MESSAGES.loggedOut);
    },
  );
};
