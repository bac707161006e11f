import { dataReply } from '@kanri/contracts';
import { COMPANY_MESSAGES, companyProfileSchema, companyProfileUpdateRequestSchema } from '@kanri/contracts/business';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SNIFF_BYTES } from '../../lib/attachments.js';
import { httpErrors } from '../../lib/http-errors.js';
import { receiveUpload } from '../../lib/multipart-upload.js';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { multipartPlugin } from '../../plugins/external/multipart.js';
import {
  getCompanyProfile,
  openCompanyLogo,
  removeCompanyLogo,
  updateCompanyProfile,
  uploadCompanyLogo,
} from '../../services/company-profile.js';

/** The organization settings printed on invoices (spec §2 Organization Settings): admins and managers only. */
export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  // multipart/form-data is understood by these routes only (the logo upload).
  await app.register(multipartPlugin);

  app.get(
    '/settings/company',
    {
      config: { permission: 'company.read' },
      schema: {
        tags: ['settings'],
        summary: "The workspace's organization settings (all blank and no logo until saved)",
        security: BEARER_SECURITY,
        response: { 200: dataReply(companyProfileSchema) },
      },
    },
    async (request) => ok(await getCompanyProfile(app.db, requireAuth(request).workspaceId), COMPANY_MESSAGES.retrieved),
  );

  app.put(
    '/settings/company',
    {
      config: { permission: 'company.update' },
      schema: {
        tags: ['settings'],
        summary: 'Save the organization settings (every field; blank clears it; the logo is kept)',
        security: BEARER_SECURITY,
        body: companyProfileUpdateRequestSchema,
        response: { 200: dataReply(companyProfileSchema) },
      },
    },
    async (request) =>
      ok(await updateCompanyProfile(app.db, requireAuth(request).workspaceId, request.body), COMPANY_MESSAGES.updated),
  );

  app.post(
    '/settings/company/logo',
    {
      config: { permission: 'company.update' },
      schema: {
        tags: ['settings'],
        summary: 'Upload the logo (multipart/form-data: `file`), replacing the old one',
        description:
          'A PNG, JPEG or WebP file (by extension and by content) of at most 2 MB. 422 on `file` (missing, empty, ' +
          'too large, another type, content not the image its name says).',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 200: dataReply(companyProfileSchema) },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, app.media, { fileField: 'file', headBytes: SNIFF_BYTES });
      const profile = await uploadCompanyLogo(app.db, app.media, requireAuth(request).workspaceId, upload);
      return ok(profile, COMPANY_MESSAGES.logoUploaded);
    },
  );

  app.delete(
    '/settings/company/logo',
    {
      config: { permission: 'company.update' },
      schema: {
        tags: ['settings'],
        summary: 'Remove the logo (its file too)',
        security: BEARER_SECURITY,
        response: { 200: dataReply(companyProfileSchema) },
      },
    },
    async (request) =>
      ok(await removeCompanyLogo(app.db, app.media, requireAuth(request).workspaceId), COMPANY_MESSAGES.logoRemoved),
  );

  app.get(
    '/settings/company/logo',
    {
      config: { permission: 'company.read' },
      schema: {
        tags: ['settings'],
        summary: 'The logo image itself (404 when there is none)',
        security: BEARER_SECURITY,
      },
    },
    async (request, reply) => {
      const logo = await openCompanyLogo(app.db, app.media, requireAuth(request).workspaceId);
      if (!logo?.file) {
        if (logo) request.log.error({ storageKey: logo.storageKey }, 'The file of the company logo is missing');
        throw httpErrors.notFound(COMPANY_MESSAGES.logoMissing);
      }
      return reply
        .header('Content-Type', logo.contentType)
        .header('Content-Length', String(logo.file.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-cache')
        .send(logo.file.stream);
    },
  );
};
