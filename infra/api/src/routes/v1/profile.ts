import { dataReply, deletedSchema } from '@kanri/contracts';
import {
  accountSessionListSchema,
  passwordChangeRequestSchema,
  PROFILE_MESSAGES,
  profileSchema,
  profileUpdateRequestSchema,
  sessionIdParamsSchema,
} from '@kanri/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SNIFF_BYTES } from '../../lib/attachments.js';
import { httpErrors } from '../../lib/http-errors.js';
import { receiveUpload } from '../../lib/multipart-upload.js';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { multipartPlugin } from '../../plugins/external/multipart.js';
import { authRateLimit } from '../../plugins/external/rate-limit.js';
import {
  changePassword,
  getProfile,
  listSessions,
  openPhoto,
  removePhoto,
  revokeOwnSession,
  updateProfile,
  uploadPhoto,
} from '../../services/profile.js';

/**
 * The signed-in user's own account (user menu → Profile). Spec §7 names only `GET /user` (which
 * carries `time_zone` too); the rest lives under `/profile`. Any member of the header's workspace,
 * whatever the role: each call reaches the caller's own account only.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // multipart/form-data is understood by these routes only (the photo upload).
  await app.register(multipartPlugin);
  const signedIn = { preValidation: app.authenticate };

  app.get(
    '/profile',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        summary: "The caller's profile, own time zone choice and the workspace's preferences",
        security: BEARER_SECURITY,
        response: { 200: dataReply(profileSchema) },
      },
    },
    async (request) => ok(await getProfile(app.db, requireAuth(request)), PROFILE_MESSAGES.retrieved),
  );

  app.put(
    '/profile',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        summary: 'Change first and last name, phone (blank clears it) and time zone (null: the workspace default)',
        security: BEARER_SECURITY,
        body: profileUpdateRequestSchema,
        response: { 200: dataReply(profileSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const profile = await updateProfile(app.db, auth, request.body);
      // The cached sessions hold the user row: the next request must see the change.
      app.forgetSessionsOf(auth.user.id);
      return ok(profile, PROFILE_MESSAGES.updated);
    },
  );

  app.put(
    '/profile/password',
    {
      ...signedIn,
      // Guessing the current password is as rate limited as signing in.
      config: {
        rateLimit: authRateLimit(app.config.authRateLimitMax),
        audit: {
          action: 'auth.password_changed',
          account: true,
          describe: ({ data }) => ({ details: { sessions_ended: data?.sessions_ended } }),
        },
      },
      schema: {
        tags: ['profile'],
        summary: 'Change the password (asks the current one); every other session of the user ends',
        description: '422 on `current_password` when it is wrong; the session of this request stays signed in.',
        security: BEARER_SECURITY,
        body: passwordChangeRequestSchema,
        response: { 200: dataReply(z.object({ sessions_ended: z.number().int() })) },
      },
    },
    async (request) => {
      const ended = await changePassword(app.db, requireAuth(request), request.body, app.forgetSessionsOf);
      return ok({ sessions_ended: ended }, PROFILE_MESSAGES.passwordChanged);
    },
  );

  app.get(
    '/profile/sessions',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        summary: "The caller's live sessions (device, address, last used), this one marked `current`",
        security: BEARER_SECURITY,
        response: { 200: dataReply(accountSessionListSchema) },
      },
    },
    async (request) => ok(await listSessions(app.db, requireAuth(request), app.config), PROFILE_MESSAGES.sessionsRetrieved),
  );

  app.delete(
    '/profile/sessions/:id',
    {
      ...signedIn,
      config: {
        audit: {
          action: 'auth.session_revoked',
          account: true,
          targetType: 'session',
          describe: ({ request }) => ({ targetId: (request.params as { id: number }).id }),
        },
      },
      schema: {
        tags: ['profile'],
        summary: 'Sign out of one of the caller’s sessions (404 for any other id)',
        security: BEARER_SECURITY,
        params: sessionIdParamsSchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) => {
      await revokeOwnSession(app.db, requireAuth(request), request.params.id, app.forgetSessionsOf);
      return ok({ id: request.params.id }, PROFILE_MESSAGES.sessionRevoked);
    },
  );

  app.post(
    '/profile/photo',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        summary: 'Upload a photo (multipart/form-data: `file`), stored as a 256 px square WebP',
        description:
          'A PNG, JPEG or WebP image by content (the name does not matter) of at most 5 MB and at least 32 × 32 px; ' +
          'cropped to its centred square. 422 on `file` otherwise.',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 200: dataReply(profileSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const upload = await receiveUpload(request, app.media, { fileField: 'file', headBytes: SNIFF_BYTES });
      const profile = await uploadPhoto(app.db, app.media, auth, upload);
      app.forgetSessionsOf(auth.user.id);
      return ok(profile, PROFILE_MESSAGES.photoUploaded);
    },
  );

  app.delete(
    '/profile/photo',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        summary: 'Remove the photo',
        security: BEARER_SECURITY,
        response: { 200: dataReply(profileSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const profile = await removePhoto(app.db, app.media, auth);
      app.forgetSessionsOf(auth.user.id);
      return ok(profile, PROFILE_MESSAGES.photoRemoved);
    },
  );

  app.get(
    '/profile/photos/:key',
    {
      schema: {
        tags: ['profile'],
        summary: 'A profile photo (what `photo_url` points at); its random key is the capability, as for an <img>',
        params: z.object({ key: z.string() }),
      },
    },
    async (request, reply) => {
      const file = await openPhoto(app.db, app.media, request.params.key);
      if (!file) throw httpErrors.notFound(PROFILE_MESSAGES.photoMissing);
      return reply
        .header('Content-Type', 'image/webp')
        .header('Content-Length', String(file.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
};
