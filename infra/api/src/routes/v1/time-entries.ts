import {
  dataReply,
  deletedSchema,
  idParamsSchema,
  TIME_MESSAGES,
  timeEntryListQuerySchema,
  timeEntryPageSchema,
  timeEntrySchema,
  timeEntryStoreRequestSchema,
  timeEntryUpdateRequestSchema,
  timeFilterSchema,
  timeReportSchema,
  timerStartRequestSchema,
  timesheetCellRequestSchema,
  timesheetCellSchema,
} from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { timeNoticeHeadOf } from '../../realtime/task-notice.js';
import {
  changeTimer,
  createTimeEntry,
  destroyTimeEntry,
  getActiveTimeEntry,
  listTimeEntries,
  startTimer,
  updateTimeEntry,
} from '../../services/time-entries.js';
import { exportTimeEntries, timeReport } from '../../services/time-reports.js';
import { setTimesheetCell } from '../../services/timesheet.js';

/**
 * Time tracking (spec §7 Time entries): the caller's timer, typed-in entries, the timesheet,
 * reports and the CSV export. Every change is announced to the owner's sockets (and the tasks'
 * `task.updated` to the workspace) by the write's own statement, at its commit.
 */
export const timeEntriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/time-entries',
    {
      config: { permission: 'time.list' },
      schema: {
        tags: ['time'],
        summary:
          "Time entries newest first, by cursor: the caller's, or a member's or everyone's (admins, managers), by period in a time zone, task, project, billable",
        security: BEARER_SECURITY,
        querystring: timeEntryListQuerySchema,
        response: { 200: dataReply(timeEntryPageSchema) },
      },
    },
    async (request) => ok(await listTimeEntries(app.db, requireAuth(request), request.query), TIME_MESSAGES.entriesRetrieved),
  );

  app.get(
    '/time-entries/active',
    {
      config: { permission: 'time.list' },
      schema: {
        tags: ['time'],
        summary: "The caller's running or paused timer, or null",
        security: BEARER_SECURITY,
        response: { 200: dataReply(timeEntrySchema.nullable()) },
      },
    },
    async (request) => ok(await getActiveTimeEntry(app.db, requireAuth(request)), TIME_MESSAGES.activeRetrieved),
  );

  app.post(
    '/time-entries/start',
    {
      config: { permission: 'time.track' },
      schema: {
        tags: ['time'],
        summary: "Start a timer (the caller's running or paused one stops first); empty description: General work",
        security: BEARER_SECURITY,
        body: timerStartRequestSchema,
        response: { 201: dataReply(timeEntrySchema) },
      },
    },
    async (request, reply) => {
      const entry = await startTimer(app.db, requireAuth(request), request.body, timeNoticeHeadOf(request));
      return reply.code(201).send(ok(entry, TIME_MESSAGES.timerStarted));
    },
  );

  app.post(
    '/time-entries/pause',
    {
      config: { permission: 'time.track' },
      schema: {
        tags: ['time'],
        summary: "Pause the caller's running timer",
        security: BEARER_SECURITY,
        response: { 200: dataReply(timeEntrySchema) },
      },
    },
    async (request) =>
      ok(await changeTimer(app.db, requireAuth(request), 'paused', timeNoticeHeadOf(request)), TIME_MESSAGES.timerPaused),
  );

  app.post(
    '/time-entries/resume',
    {
      config: { permission: 'time.track' },
      schema: {
        tags: ['time'],
        summary: "Resume the caller's paused timer",
        security: BEARER_SECURITY,
        response: { 200: dataReply(timeEntrySchema) },
      },
    },
    async (request) =>
      ok(await changeTimer(app.db, requireAuth(request), 'resumed', timeNoticeHeadOf(request)), TIME_MESSAGES.timerResumed),
  );

  app.post(
    '/time-entries/stop',
    {
      config: { permission: 'time.track' },
      schema: {
        tags: ['time'],
        summary: "Stop the caller's timer (a paused one ends where its pause began)",
        security: BEARER_SECURITY,
        response: { 200: dataReply(timeEntrySchema) },
      },
    },
    async (request) =>
      ok(await changeTimer(app.db, requireAuth(request), 'stopped', timeNoticeHeadOf(request)), TIME_MESSAGES.timerStopped),
  );

  app.post(
    '/time-entries/store',
    {
      config: { permission: 'time.track' },
      schema: {
        tags: ['time'],
        summary:
          'Add a manual entry: start and end (or duration), at most 24 hours, in the past, clear of the caller’s other entries',
        security: BEARER_SECURITY,
        body: timeEntryStoreRequestSchema,
        response: { 201: dataReply(timeEntrySchema) },
      },
    },
    async (request, reply) => {
      const entry = await createTimeEntry(app.db, requireAuth(request), request.body, timeNoticeHeadOf(request));
      return reply.code(201).send(ok(entry, TIME_MESSAGES.entryCreated));
    },
  );

  app.put(
    '/time-entries/update',
    {
      config: { permission: 'time.track' },
      schema: {
        tags: ['time'],
        summary: "Change one of the caller's entries (a running timer: description, task and billable only)",
        security: BEARER_SECURITY,
        body: timeEntryUpdateRequestSchema,
        response: { 200: dataReply(timeEntrySchema) },
      },
    },
    async (request) =>
      ok(
        await updateTimeEntry(app.db, requireAuth(request), request.body, timeNoticeHeadOf(request)),
        TIME_MESSAGES.entryUpdated,
      ),
  );

  app.delete(
    '/time-entries/destroy/:id',
    {
      config: { permission: 'time.track' },
      schema: {
        tags: ['time'],
        summary: "Delete one of the caller's entries (the running timer too)",
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) =>
      ok(
        await destroyTimeEntry(app.db, requireAuth(request), request.params.id, timeNoticeHeadOf(request)),
        TIME_MESSAGES.entryDeleted,
      ),
  );

  app.put(
    '/time-entries/timesheet',
    {
      config: { permission: 'time.track' },
      schema: {
        tags: ['time'],
        summary:
          "Set one timesheet cell (a row's day in a time zone) of the caller: adds a manual entry, or shortens the row's manual entries, latest first",
        security: BEARER_SECURITY,
        body: timesheetCellRequestSchema,
        response: { 200: dataReply(timesheetCellSchema) },
      },
    },
    async (request) =>
      ok(
        await setTimesheetCell(app.db, requireAuth(request), request.body, timeNoticeHeadOf(request)),
        TIME_MESSAGES.timesheetUpdated,
      ),
  );

  app.get(
    '/time-entries/report',
    {
      config: { permission: 'time.list' },
      schema: {
        tags: ['time'],
        summary: 'Tracked time of the filter (the week by default): totals, by day, project, member and task, billable amounts',
        security: BEARER_SECURITY,
        querystring: timeFilterSchema,
        response: { 200: dataReply(timeReportSchema) },
      },
    },
    async (request) => ok(await timeReport(app.db, requireAuth(request), request.query), TIME_MESSAGES.reportRetrieved),
  );

  app.get(
    '/time-entries/export',
    {
      config: { permission: 'time.list' },
      schema: {
        tags: ['time'],
        summary: "The filter's entries (the week by default) as CSV (RFC 4180, UTF-8, header row)",
        security: BEARER_SECURITY,
        querystring: timeFilterSchema,
      },
    },
    async (request, reply) => {
      const csv = await exportTimeEntries(app.db, requireAuth(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv.body);
    },
  );
};
