import {
  AUTH_MESSAGES,
  dataReply,
  emailVerifyReplyDataSchema,
  emailVerifyRequestSchema,
  passwordResetRequestSchema,
  resetRequestSchema,
} from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { authRateLimit } from '../../plugins/external/rate-limit.js';
import { requestAccountLink, resetPassword, verifyEmail } from '../../services/account-emails.js';

/** The mailed-link flows: password reset and e-mail verification. */
export const accountEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = authRateLimit(app.config.authRateLimitMax);

  app.post(
    '/password/reset-request',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link, or (purpose "verification") a new verification link',
        description: 'Answers the same whether or not the e-mail has an account.',
        body: resetRequestSchema,
        response: { 200: dataReply(z.null()) },
      },
    },
    async (request) => {
      await requestAccountLink(app, request.body);
      return ok(null, AUTH_MESSAGES.resetRequested);
    },
  );

  app.post(
    '/email/verify',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail address with the token of its link',
        body: emailVerifyRequestSchema,
        response: { 200: dataReply(emailVerifyReplyDataSchema) },
      },
    },
    async (request) => ok(await verifyEmail(app, request.body.token), AUTH_MESSAGES.emailVerified),
  );

  app.post(
    '/password/reset',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link; signs out every session',
        body: passwordResetRequestSchema,
        response: { 200: dataReply(z.null()) },
      },
    },
    async (request) => {
      const accountId = await resetPassword(app, request.body);
      await app.recordAudit(request, { action: 'auth.password_reset', workspaceId: null, accountId, actorId: accountId });
      return ok(null, AUTH_MESSAGES.passwordReset);
    },
  );
};
