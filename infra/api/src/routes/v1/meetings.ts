import {
  calendarFeedLinkSchema,
  calendarFeedQuerySchema,
  calendarFeedSchema,
  dataReply,
  deletedSchema,
  idBodySchema,
  MEETING_MESSAGES,
  meetingIcsParamsSchema,
  meetingListQuerySchema,
  meetingPageSchema,
  meetingSchema,
  meetingStoreRequestSchema,
  meetingUpdateRequestSchema,
} from '@kanri/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../lib/attachments.js';
import { ok } from '../../lib/reply.js';
import { authRateLimit } from '../../plugins/external/rate-limit.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { calendarFeed, createCalendarFeed, getCalendarFeed, revokeCalendarFeed } from '../../services/calendar-feeds.js';
import { createMeeting, destroyMeeting, listMeetings, meetingCalendarFile, updateMeeting } from '../../services/meetings.js';

/**
 * Fetches of the calendar feed a minute per client IP: calendar apps poll every few hours, but one
 * service (Google Calendar, Outlook) fetches many people's feeds from the same addresses.
 */
const CALENDAR_FEED_RATE_LIMIT = 120;

/** An iCalendar reply, as a download named `fileName`; never cached (it holds private meetings). */
function sendCalendar(reply: FastifyReply, fileName: string, body: string) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** Meetings (spec §7 Meetings), their .ics files and the caller's calendar feed. */
export const meetingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meetings',
    {
      config: { permission: 'meetings.list' },
      schema: {
        tags: ['meetings'],
        summary:
          "The caller's meetings (organised or invited to): upcoming soonest first, then past latest first; search, effective status, pages, the cards' counts",
        security: BEARER_SECURITY,
        querystring: meetingListQuerySchema,
        response: { 200: dataReply(meetingPageSchema) },
      },
    },
    async (request) => ok(await listMeetings(app.db, requireAuth(request), request.query), MEETING_MESSAGES.listed),
  );

  app.post(
    '/meetings/store',
    {
      config: { permission: 'meetings.create' },
      schema: {
        tags: ['meetings'],
        summary: 'Schedule a meeting organised by the caller; participants are active members of the workspace',
        security: BEARER_SECURITY,
        body: meetingStoreRequestSchema,
        response: { 201: dataReply(meetingSchema) },
      },
    },
    async (request, reply) => {
      const meeting = await createMeeting(app.db, requireAuth(request), request.body);
      return reply.code(201).send(ok(meeting, MEETING_MESSAGES.created));
    },
  );

  app.put(
    '/meetings/update',
    {
      config: { permission: 'meetings.update' },
      schema: {
        tags: ['meetings'],
        summary: 'Change a meeting (its organiser only); `participants` replaces the list; SEQUENCE is raised',
        security: BEARER_SECURITY,
        body: meetingUpdateRequestSchema,
        response: { 200: dataReply(meetingSchema) },
      },
    },
    async (request) => ok(await updateMeeting(app.db, requireAuth(request), request.body), MEETING_MESSAGES.updated),
  );

  app.delete(
    '/meetings/destroy',
    {
      config: { permission: 'meetings.delete' },
      schema: {
        tags: ['meetings'],
        summary: 'Delete a meeting (its organiser only); its participants are told it is cancelled',
        security: BEARER_SECURITY,
        body: idBodySchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) => ok(await destroyMeeting(app.db, requireAuth(request), request.body.id), MEETING_MESSAGES.deleted),
  );

  app.get(
    '/meetings/:id/ics',
    {
      config: { permission: 'meetings.list' },
      schema: {
        tags: ['meetings'],
        summary: 'One meeting the caller sees as an iCalendar file (text/calendar, METHOD:PUBLISH)',
        security: BEARER_SECURITY,
        params: meetingIcsParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await meetingCalendarFile(app.db, requireAuth(request), request.params.id, app.config.publicUrl);
      return sendCalendar(reply, file.fileName, file.body);
    },
  );

  app.get(
    '/meetings/feed',
    {
      config: { permission: 'meetings.list' },
      schema: {
        tags: ['meetings'],
        summary: 'Whether the caller has a calendar feed link in this workspace (the link itself is shown only when created)',
        security: BEARER_SECURITY,
        response: { 200: dataReply(calendarFeedSchema) },
      },
    },
    async (request) => ok(await getCalendarFeed(app.db, requireAuth(request)), MEETING_MESSAGES.feedRetrieved),
  );

  app.post(
    '/meetings/feed',
    {
      config: { permission: 'meetings.list' },
      schema: {
        tags: ['meetings'],
        summary: 'A new calendar feed link (webcal:// and https://); the earlier one stops working',
        security: BEARER_SECURITY,
        response: { 201: dataReply(calendarFeedLinkSchema) },
      },
    },
    async (request, reply) => {
      const link = await createCalendarFeed(app.db, requireAuth(request), app.config.publicUrl);
      return reply.code(201).send(ok(link, MEETING_MESSAGES.feedCreated));
    },
  );

  app.delete(
    '/meetings/feed',
    {
      config: { permission: 'meetings.list' },
      schema: {
        tags: ['meetings'],
        summary: "Revoke the caller's calendar feed link",
        security: BEARER_SECURITY,
        response: { 200: dataReply(calendarFeedSchema) },
      },
    },
    async (request) => ok(await revokeCalendarFeed(app.db, requireAuth(request)), MEETING_MESSAGES.feedRevoked),
  );

  app.get(
    '/meetings.ics',
    {
      config: { rateLimit: authRateLimit(CALENDAR_FEED_RATE_LIMIT) },
      schema: {
        tags: ['meetings'],
        summary:
          "A member's calendar feed (no sign-in: the link's token is the key): their meetings from 90 days ago on, cancelled ones included",
        querystring: calendarFeedQuerySchema,
      },
    },
    async (request, reply) =>
      sendCalendar(reply, 'kanri-meetings.ics', await calendarFeed(app.db, request.query.token, app.config.publicUrl)),
  );
};
