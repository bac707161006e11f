import {
  dataReply,
  SOCIAL_PROVIDER_LABELS,
  socialLoginDataSchema,
  socialLoginRequestSchema,
  socialProviderSchema,
  socialProvidersSchema,
} from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../lib/client-info.js';
import { ok } from '../../lib/reply.js';
import { authRateLimit } from '../../plugins/external/rate-limit.js';
import { createIdTokenVerifier, listSocialProviders, socialSignIn } from '../../services/social-sign-in.js';

export const socialAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifyIdToken = createIdTokenVerifier();

  app.get(
    '/auth/social/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The configured social sign-in providers (null when not configured)',
        response: { 200: dataReply(socialProvidersSchema) },
      },
    },
    async () => ok(listSocialProviders(app.config)),
  );

  app.post(
    '/auth/social/:provider',
    {
      config: { rateLimit: authRateLimit(app.config.authRateLimitMax) },
      schema: {
        tags: ['auth'],
        summary: "Sign in with a provider's OpenID Connect ID token (google, linkedin, apple)",
        params: z.object({ provider: z.string() }),
        body: socialLoginRequestSchema,
        response: { 200: dataReply(socialLoginDataSchema) },
      },
    },
    async (request, reply) => {
      const provider = socialProviderSchema.safeParse(request.params.provider);
      if (!provider.success) return reply.callNotFound();
      const data = await socialSignIn(app, verifyIdToken, provider.data, request.body.token, clientOf(request));
      await app.recordAudit(request, {
        action: data.isNewUser ? 'auth.registered' : 'auth.sign_in',
        workspaceId: null,
        accountId: data.user.id,
        actorId: data.user.id,
        details: { method: provider.data },
      });
      return ok(data, `Welcome back! Signed in with ${SOCIAL_PROVIDER_LABELS[provider.data]}.`);
    },
  );
};
