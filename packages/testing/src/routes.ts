import {
  authReplySchema,
  calendarFeedLinkSchema,
  calendarFeedQuerySchema,
  calendarFeedSchema,
  meetingIcsParamsSchema,
  meetingListQuerySchema,
  meetingPageSchema,
  meetingSchema,
  meetingStoreRequestSchema,
  meetingUpdateRequestSchema,
  noteListQuerySchema,
  notePageSchema,
  noteSchema,
  noteStoreRequestSchema,
  noteUpdateRequestSchema,
  todoListQuerySchema,
  todoPageSchema,
  todoSchema,
  todoStoreRequestSchema,
  todoUpdateRequestSchema,
  commentStoreRequestSchema,
  customFieldCopyRequestSchema,
  customFieldListQuerySchema,
  customFieldSchema,
  customFieldStoreRequestSchema,
  customFieldUpdateRequestSchema,
  dataReply,
  deletedSchema,
  emailVerifyReplyDataSchema,
  emailVerifyRequestSchema,
  healthSchema,
  idBodySchema,
  idParamsSchema,
  invitationSchema,
  loginRequestSchema,
  memberIdRequestSchema,
  memberListQuerySchema,
  memberSchema,
  passwordResetRequestSchema,
  prioritySchema,
  priorityDestroyRequestSchema,
  priorityStoreRequestSchema,
  priorityUpdateRequestSchema,
  projectSchema,
  projectStoreRequestSchema,
  projectUpdateRequestSchema,
  registerRequestSchema,
  resetRequestSchema,
  roleRecordSchema,
  socialLoginDataSchema,
  socialLoginRequestSchema,
  socialProvidersSchema,
  statusDestroyRequestSchema,
  statusSchema,
  statusStoreRequestSchema,
  statusUpdateRequestSchema,
  tagSchema,
  tagStoreRequestSchema,
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
  taskActivitySchema,
  taskListLayoutSchema,
  taskListLayoutUpdateRequestSchema,
  taskListQuerySchema,
  taskMediaDestroyRequestSchema,
  taskMediaListQuerySchema,
  taskMediaSchema,
  taskPageSchema,
  taskReorderRequestSchema,
  taskSchema,
  taskStoreRequestSchema,
  taskUpdateRequestSchema,
  userSchema,
  userStoreRequestSchema,
  userUpdateRequestSchema,
  workspaceSchema,
  workspaceStoreRequestSchema,
  workspaceUpdateRequestSchema,
} from '@kanri/contracts';
import {
  clientListQuerySchema,
  clientPageSchema,
  clientSchema,
  clientStoreRequestSchema,
  clientUpdateRequestSchema,
  companyProfileSchema,
  companyProfileUpdateRequestSchema,
  invoiceAddTimeRequestSchema,
  invoiceDuplicateRequestSchema,
  invoiceListQuerySchema,
  invoiceNextNumberSchema,
  invoicePageSchema,
  invoiceQuerySchema,
  invoicePaymentStoreRequestSchema,
  invoiceSchema,
  invoiceStatusRequestSchema,
  invoiceStoreRequestSchema,
  invoiceUpdateRequestSchema,
  unbilledTimeQuerySchema,
  unbilledTimeSchema,
} from '@kanri/contracts/business';
import {
  approvedLeaveQuerySchema,
  approvedLeaveSchema,
  leaveListQuerySchema,
  leavePageSchema,
  leaveRequestSchema,
  leaveStoreRequestSchema,
  leaveUpdateRequestSchema,
  notificationListQuerySchema,
  notificationMarkAllReadSchema,
  notificationMarkReadRequestSchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationSchema,
} from '@kanri/contracts/hr';
import {
  channelBrowseQuerySchema,
  chatAttachmentSchema,
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatMessageSchema,
  chatMessageStoreRequestSchema,
  chatMessageUpdateRequestSchema,
  chatReactionRequestSchema,
  chatReadRequestSchema,
  chatReadSchema,
  chatSearchQuerySchema,
  chatSearchResultSchema,
  chatSinceQuerySchema,
  chatSinceSchema,
  chatStatusRequestSchema,
  chatThreadSchema,
  conversationArchiveRequestSchema,
  conversationIdRequestSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationMemberListSchema,
  conversationMemberRemoveRequestSchema,
  conversationMembersAddRequestSchema,
  conversationSchema,
  conversationSettingsRequestSchema,
  conversationStoreRequestSchema,
  conversationUpdateRequestSchema,
} from '@kanri/contracts/chat';
import { dashboardStatisticsQuerySchema, dashboardStatisticsSchema } from '@kanri/contracts/dashboard';
import { searchQuerySchema, searchResultSchema } from '@kanri/contracts/search';
import {
  accountSessionListSchema,
  passwordChangeRequestSchema,
  profileSchema,
  profileUpdateRequestSchema,
  sessionIdParamsSchema,
  workspaceSettingsSchema,
  workspaceSettingsUpdateRequestSchema,
} from '@kanri/contracts/profile';
import {
  apiTokenCreatedSchema,
  apiTokenCreateRequestSchema,
  apiTokenIdParamsSchema,
  apiTokenListSchema,
} from '@kanri/contracts/api-tokens';
import {
  webhookDeletedSchema,
  webhookDeliveriesParamsSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookIdBodySchema,
  webhookListSchema,
  webhookRedeliverRequestSchema,
  webhookSchema,
  webhookStoreRequestSchema,
  webhookUpdateRequestSchema,
} from '@kanri/contracts/webhooks';
import { auditLogPageSchema, auditLogQuerySchema } from '@kanri/contracts/audit';
import { z } from 'zod';

/**
 * What one `/api/v1` route accepts and answers, with the fields of its Fastify `schema`: path
 * `params`, `querystring`, JSON `body`, and `response` by status code.
 */
export interface RouteContract {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Partial<Record<number, z.ZodType>>;
}

/**
 * Every HTTP route of `/api/v1`, keyed `'METHOD /path'` as infra/api registers it, with the schemas
 * its `schema` option gives (the same contracts expressions, so `api-routes.test.ts` can check this
 * table against infra/api/src/routes/v1 and fail when a route is added, removed or changes schema).
 * Not here: the websocket `GET /realtime` (no HTTP reply to fake).
 */
export const API_ROUTES = {
  // account-emails.ts
  'POST /password/reset-request': { body: resetRequestSchema, response: { 200: dataReply(z.null()) } },
  'POST /email/verify': { body: emailVerifyRequestSchema, response: { 200: dataReply(emailVerifyReplyDataSchema) } },
  'POST /password/reset': { body: passwordResetRequestSchema, response: { 200: dataReply(z.null()) } },
  // auth.ts
  'POST /login': { body: loginRequestSchema, response: { 200: authReplySchema } },
  'POST /register': { body: registerRequestSchema, response: { 200: authReplySchema } },
  'GET /user': { response: { 200: dataReply(userSchema) } },
  'POST /logout': { response: { 200: dataReply(z.null()) } },
  // custom-fields.ts
  'GET /custom-fields': { querystring: customFieldListQuerySchema, response: { 200: dataReply(customFieldSchema.array()) } },
  'POST /custom-fields/store': { body: customFieldStoreRequestSchema, response: { 201: dataReply(customFieldSchema) } },
  'PUT /custom-fields/update': { body: customFieldUpdateRequestSchema, response: { 200: dataReply(customFieldSchema) } },
  'DELETE /custom-fields/destroy': { body: idBodySchema, response: { 200: dataReply(deletedSchema) } },
  'POST /custom-fields/copy': { body: customFieldCopyRequestSchema, response: { 201: dataReply(customFieldSchema) } },
  // dashboard.ts
  'GET /dashboard/statistics': {
    querystring: dashboardStatisticsQuerySchema,
    response: { 200: dataReply(dashboardStatisticsSchema) },
  },
  // health.ts
  'GET /health': { response: { 200: dataReply(healthSchema) } },
  // chat.ts (the upload is multipart; the download streams the file)
  'GET /chat/conversations': { querystring: conversationListQuerySchema, response: { 200: dataReply(conversationListSchema) } },
  'GET /chat/channels/browse': { querystring: channelBrowseQuerySchema, response: { 200: dataReply(conversationListSchema) } },
  'POST /chat/conversations/store': {
    body: conversationStoreRequestSchema,
    response: { 200: dataReply(conversationSchema), 201: dataReply(conversationSchema) },
  },
  'PUT /chat/conversations/update': { body: conversationUpdateRequestSchema, response: { 200: dataReply(conversationSchema) } },
  'POST /chat/conversations/archive': {
    body: conversationArchiveRequestSchema,
    response: { 200: dataReply(conversationSchema) },
  },
  'PUT /chat/conversations/settings': {
    body: conversationSettingsRequestSchema,
    response: { 200: dataReply(conversationSchema) },
  },
  'POST /chat/conversations/join': { body: conversationIdRequestSchema, response: { 200: dataReply(conversationSchema) } },
  'POST /chat/conversations/leave': {
    body: conversationIdRequestSchema,
    response: { 200: dataReply(conversationIdRequestSchema) },
  },
  'GET /chat/conversations/:id/members': { params: idParamsSchema, response: { 200: dataReply(conversationMemberListSchema) } },
  'POST /chat/conversations/members': {
    body: conversationMembersAddRequestSchema,
    response: { 200: dataReply(conversationMemberListSchema) },
  },
  'DELETE /chat/conversations/members': {
    body: conversationMemberRemoveRequestSchema,
    response: { 200: dataReply(conversationMemberListSchema) },
  },
  'GET /chat/conversations/:id/messages': {
    params: idParamsSchema,
    querystring: chatHistoryQuerySchema,
    response: { 200: dataReply(chatHistorySchema) },
  },
  'GET /chat/messages/:id/thread': { params: idParamsSchema, response: { 200: dataReply(chatThreadSchema) } },
  'GET /chat/messages/since': { querystring: chatSinceQuerySchema, response: { 200: dataReply(chatSinceSchema) } },
  'POST /chat/messages/store': {
    body: chatMessageStoreRequestSchema,
    response: { 200: dataReply(chatMessageSchema), 201: dataReply(chatMessageSchema) },
  },
  'PUT /chat/messages/update': { body: chatMessageUpdateRequestSchema, response: { 200: dataReply(chatMessageSchema) } },
  'DELETE /chat/messages/destroy/:id': { params: idParamsSchema, response: { 200: dataReply(chatMessageSchema) } },
  'POST /chat/messages/react': { body: chatReactionRequestSchema, response: { 200: dataReply(chatMessageSchema) } },
  'DELETE /chat/messages/react': { body: chatReactionRequestSchema, response: { 200: dataReply(chatMessageSchema) } },
  'POST /chat/conversations/read': { body: chatReadRequestSchema, response: { 200: dataReply(chatReadSchema) } },
  'POST /chat/attachments': { response: { 201: dataReply(chatAttachmentSchema) } },
  'GET /chat/attachments/:id/download': { params: idParamsSchema },
  'GET /chat/search': { querystring: chatSearchQuerySchema, response: { 200: dataReply(chatSearchResultSchema) } },
  'PUT /chat/status': { body: chatStatusRequestSchema, response: { 200: dataReply(chatStatusRequestSchema) } },
  // clients.ts
  'GET /clients': { querystring: clientListQuerySchema, response: { 200: dataReply(clientPageSchema) } },
  'POST /clients/store': { body: clientStoreRequestSchema, response: { 201: dataReply(clientSchema) } },
  'POST /clients/update': { body: clientUpdateRequestSchema, response: { 200: dataReply(clientSchema) } },
  'DELETE /clients/destroy/:id': { params: idParamsSchema, response: { 200: dataReply(deletedSchema) } },
  // company-profile.ts (the logo upload is multipart; the logo download streams the image)
  'GET /settings/company': { response: { 200: dataReply(companyProfileSchema) } },
  'PUT /settings/company': { body: companyProfileUpdateRequestSchema, response: { 200: dataReply(companyProfileSchema) } },
  'POST /settings/company/logo': { response: { 200: dataReply(companyProfileSchema) } },
  'DELETE /settings/company/logo': { response: { 200: dataReply(companyProfileSchema) } },
  'GET /settings/company/logo': {},
  // invoices.ts (the PDF route answers application/pdf)
  'GET /invoices': { querystring: invoiceListQuerySchema, response: { 200: dataReply(invoicePageSchema) } },
  'GET /invoices/next-number': { response: { 200: dataReply(invoiceNextNumberSchema) } },
  'GET /invoices/unbilled-time': { querystring: unbilledTimeQuerySchema, response: { 200: dataReply(unbilledTimeSchema) } },
  'GET /invoices/:id': { params: idParamsSchema, querystring: invoiceQuerySchema, response: { 200: dataReply(invoiceSchema) } },
  'GET /invoices/:id/pdf': { params: idParamsSchema, querystring: invoiceQuerySchema },
  'POST /invoices/store': { body: invoiceStoreRequestSchema, response: { 201: dataReply(invoiceSchema) } },
  'PUT /invoices/update': { body: invoiceUpdateRequestSchema, response: { 200: dataReply(invoiceSchema) } },
  'POST /invoices/status': { body: invoiceStatusRequestSchema, response: { 200: dataReply(invoiceSchema) } },
  'POST /invoices/duplicate': { body: invoiceDuplicateRequestSchema, response: { 201: dataReply(invoiceSchema) } },
  'DELETE /invoices/destroy/:id': { params: idParamsSchema, response: { 200: dataReply(deletedSchema) } },
  'POST /invoices/payments/store': { body: invoicePaymentStoreRequestSchema, response: { 201: dataReply(invoiceSchema) } },
  'DELETE /invoices/payments/destroy/:id': { params: idParamsSchema, response: { 200: dataReply(invoiceSchema) } },
  'POST /invoices/add-time': { body: invoiceAddTimeRequestSchema, response: { 200: dataReply(invoiceSchema) } },
  // invitations.ts
  'GET /invitations/:token': { params: z.object({ token: z.string() }), response: { 200: dataReply(invitationSchema) } },
  // leave-requests.ts
  'GET /leave-requests': { querystring: leaveListQuerySchema, response: { 200: dataReply(leavePageSchema) } },
  'GET /leave-requests/approved': {
    querystring: approvedLeaveQuerySchema,
    response: { 200: dataReply(approvedLeaveSchema.array()) },
  },
  'POST /leave-requests/store': { body: leaveStoreRequestSchema, response: { 201: dataReply(leaveRequestSchema) } },
  'POST /leave-requests/update': { body: leaveUpdateRequestSchema, response: { 200: dataReply(leaveRequestSchema) } },
  'DELETE /leave-requests/destroy/:id': { params: idParamsSchema, response: { 200: dataReply(deletedSchema) } },
  // meetings.ts (the .ics routes answer text/calendar, not JSON)
  'GET /meetings': { querystring: meetingListQuerySchema, response: { 200: dataReply(meetingPageSchema) } },
  'POST /meetings/store': { body: meetingStoreRequestSchema, response: { 201: dataReply(meetingSchema) } },
  'PUT /meetings/update': { body: meetingUpdateRequestSchema, response: { 200: dataReply(meetingSchema) } },
  'DELETE /meetings/destroy': { body: idBodySchema, response: { 200: dataReply(deletedSchema) } },
  'GET /meetings/:id/ics': { params: meetingIcsParamsSchema },
  'GET /meetings/feed': { response: { 200: dataReply(calendarFeedSchema) } },
  'POST /meetings/feed': { response: { 201: dataReply(calendarFeedLinkSchema) } },
  'DELETE /meetings/feed': { response: { 200: dataReply(calendarFeedSchema) } },
  'GET /meetings.ics': { querystring: calendarFeedQuerySchema },
  // notes.ts
  'GET /notes': { querystring: noteListQuerySchema, response: { 200: dataReply(notePageSchema) } },
  'POST /notes/store': { body: noteStoreRequestSchema, response: { 201: dataReply(noteSchema) } },
  'PUT /notes/update': { body: noteUpdateRequestSchema, response: { 200: dataReply(noteSchema) } },
  'DELETE /notes/destroy': { body: idBodySchema, response: { 200: dataReply(deletedSchema) } },
  // notifications.ts
  'GET /notifications': { querystring: notificationListQuerySchema, response: { 200: dataReply(notificationPageSchema) } },
  'POST /notifications/mark-as-read': {
    body: notificationMarkReadRequestSchema,
    response: { 200: dataReply(notificationSchema) },
  },
  'POST /notifications/mark-all-read': { response: { 200: dataReply(notificationMarkAllReadSchema) } },
  'DELETE /notifications/destroy/:id': { params: idParamsSchema, response: { 200: dataReply(deletedSchema) } },
  'GET /notifications/preferences': { response: { 200: dataReply(notificationPreferencesSchema) } },
  'PUT /notifications/preferences': {
    body: notificationPreferencesUpdateSchema,
    response: { 200: dataReply(notificationPreferencesSchema) },
  },
  // projects.ts
  'GET /projects': { response: { 200: dataReply(projectSchema.array()) } },
  'GET /projects/:id': { params: idParamsSchema, response: { 200: dataReply(projectSchema) } },
  'POST /projects/store': { body: projectStoreRequestSchema, response: { 201: dataReply(projectSchema) } },
  'PUT /projects/update': { body: projectUpdateRequestSchema, response: { 200: dataReply(projectSchema) } },
  'DELETE /projects/destroy': { body: idBodySchema, response: { 200: dataReply(deletedSchema) } },
  'GET /projects/:id/layout': { params: idParamsSchema, response: { 200: dataReply(taskListLayoutSchema) } },
  'PUT /projects/:id/layout': {
    params: idParamsSchema,
    body: taskListLayoutUpdateRequestSchema,
    response: { 200: dataReply(taskListLayoutSchema) },
  },
  // profile.ts
  'GET /profile': { response: { 200: dataReply(profileSchema) } },
  'PUT /profile': { body: profileUpdateRequestSchema, response: { 200: dataReply(profileSchema) } },
  'PUT /profile/password': {
    body: passwordChangeRequestSchema,
    response: { 200: dataReply(z.object({ sessions_ended: z.number().int() })) },
  },
  'GET /profile/sessions': { response: { 200: dataReply(accountSessionListSchema) } },
  'DELETE /profile/sessions/:id': { params: sessionIdParamsSchema, response: { 200: dataReply(deletedSchema) } },
  'POST /profile/photo': { response: { 200: dataReply(profileSchema) } },
  'DELETE /profile/photo': { response: { 200: dataReply(profileSchema) } },
  'GET /profile/photos/:key': { params: z.object({ key: z.string() }) },
  // roles.ts
  'GET /roles': { response: { 200: dataReply(roleRecordSchema.array()) } },
  // search.ts
  'GET /search': { querystring: searchQuerySchema, response: { 200: dataReply(searchResultSchema) } },
  // settings.ts
  'GET /settings/general_settings': { response: { 200: dataReply(workspaceSettingsSchema) } },
  'PUT /settings/update': {
    body: workspaceSettingsUpdateRequestSchema,
    response: { 200: dataReply(workspaceSettingsSchema) },
  },
  // social-auth.ts
  'GET /auth/social/providers': { response: { 200: dataReply(socialProvidersSchema) } },
  'POST /auth/social/:provider': {
    params: z.object({ provider: z.string() }),
    body: socialLoginRequestSchema,
    response: { 200: dataReply(socialLoginDataSchema) },
  },
  // tags.ts
  'GET /tags': { response: { 200: dataReply(tagSchema.array()) } },
  'POST /tags/store': { body: tagStoreRequestSchema, response: { 201: dataReply(tagSchema) } },
  // task-media.ts (the upload is multipart: its body is not JSON; the download streams a file)
  'GET /tasks/get-media': { querystring: taskMediaListQuerySchema, response: { 200: dataReply(taskMediaSchema.array()) } },
  'POST /tasks/upload-media': { response: { 201: dataReply(taskMediaSchema) } },
  'GET /tasks/media/:id/download': { params: idParamsSchema },
  'DELETE /tasks/media/destroy': { body: taskMediaDestroyRequestSchema, response: { 200: dataReply(deletedSchema) } },
  // tasks.ts
  'GET /tasks': { querystring: taskListQuerySchema, response: { 200: dataReply(taskPageSchema) } },
  'GET /tasks/:id': { params: idParamsSchema, response: { 200: dataReply(taskSchema) } },
  'POST /tasks/store': { body: taskStoreRequestSchema, response: { 201: dataReply(taskSchema) } },
  'PUT /tasks/update': { body: taskUpdateRequestSchema, response: { 200: dataReply(taskSchema) } },
  'PUT /tasks/reorder': { body: taskReorderRequestSchema, response: { 200: dataReply(taskSchema) } },
  'DELETE /tasks/destroy': { body: idBodySchema, response: { 200: dataReply(deletedSchema) } },
  'GET /tasks/:id/activity': { params: idParamsSchema, response: { 200: dataReply(taskActivitySchema.array()) } },
  'POST /tasks/:id/comments': {
    params: idParamsSchema,
    body: commentStoreRequestSchema,
    response: { 201: dataReply(taskActivitySchema) },
  },
  // time-entries.ts (the export answers CSV, not JSON)
  'GET /time-entries': { querystring: timeEntryListQuerySchema, response: { 200: dataReply(timeEntryPageSchema) } },
  'GET /time-entries/active': { response: { 200: dataReply(timeEntrySchema.nullable()) } },
  'POST /time-entries/start': { body: timerStartRequestSchema, response: { 201: dataReply(timeEntrySchema) } },
  'POST /time-entries/pause': { response: { 200: dataReply(timeEntrySchema) } },
  'POST /time-entries/resume': { response: { 200: dataReply(timeEntrySchema) } },
  'POST /time-entries/stop': { response: { 200: dataReply(timeEntrySchema) } },
  'POST /time-entries/store': { body: timeEntryStoreRequestSchema, response: { 201: dataReply(timeEntrySchema) } },
  'PUT /time-entries/update': { body: timeEntryUpdateRequestSchema, response: { 200: dataReply(timeEntrySchema) } },
  'DELETE /time-entries/destroy/:id': { params: idParamsSchema, response: { 200: dataReply(deletedSchema) } },
  'PUT /time-entries/timesheet': { body: timesheetCellRequestSchema, response: { 200: dataReply(timesheetCellSchema) } },
  'GET /time-entries/report': { querystring: timeFilterSchema, response: { 200: dataReply(timeReportSchema) } },
  'GET /time-entries/export': { querystring: timeFilterSchema },
  // todos.ts
  'GET /todos': { querystring: todoListQuerySchema, response: { 200: dataReply(todoPageSchema) } },
  'POST /todos/store': { body: todoStoreRequestSchema, response: { 201: dataReply(todoSchema) } },
  'POST /todos/update': { body: todoUpdateRequestSchema, response: { 200: dataReply(todoSchema) } },
  'DELETE /todos/destroy/:id': { params: idParamsSchema, response: { 200: dataReply(deletedSchema) } },
  // users.ts
  'GET /users': { querystring: memberListQuerySchema, response: { 200: dataReply(memberSchema.array()) } },
  'POST /users/store': { body: userStoreRequestSchema, response: { 201: dataReply(memberSchema) } },
  'PUT /users/update': { body: userUpdateRequestSchema, response: { 200: dataReply(memberSchema) } },
  'DELETE /users/destroy': { body: memberIdRequestSchema, response: { 200: dataReply(deletedSchema) } },
  'POST /users/resend-invitation': { body: memberIdRequestSchema, response: { 200: dataReply(memberSchema) } },
  // api-tokens.ts
  'GET /api-tokens': { response: { 200: dataReply(apiTokenListSchema) } },
  'POST /api-tokens': { body: apiTokenCreateRequestSchema, response: { 201: dataReply(apiTokenCreatedSchema) } },
  'DELETE /api-tokens/:id': { params: apiTokenIdParamsSchema, response: { 200: dataReply(deletedSchema) } },
  // webhooks.ts
  'GET /webhooks': { response: { 200: dataReply(webhookListSchema) } },
  'POST /webhooks/store': { body: webhookStoreRequestSchema, response: { 201: dataReply(webhookSchema) } },
  'PUT /webhooks/update': { body: webhookUpdateRequestSchema, response: { 200: dataReply(webhookSchema) } },
  'DELETE /webhooks/destroy': { body: webhookIdBodySchema, response: { 200: dataReply(webhookDeletedSchema) } },
  'POST /webhooks/rotate-secret': { body: webhookIdBodySchema, response: { 200: dataReply(webhookSchema) } },
  'POST /webhooks/ping': { body: webhookIdBodySchema, response: { 200: dataReply(webhookDeliverySchema) } },
  'GET /webhooks/:id/deliveries': {
    params: webhookDeliveriesParamsSchema,
    querystring: webhookDeliveriesQuerySchema,
    response: { 200: dataReply(webhookDeliveryPageSchema) },
  },
  'POST /webhooks/deliveries/redeliver': {
    body: webhookRedeliverRequestSchema,
    response: { 200: dataReply(webhookDeliverySchema) },
  },
  // audit.ts
  'GET /audit-log': { querystring: auditLogQuerySchema, response: { 200: dataReply(auditLogPageSchema) } },
  // workflow.ts
  'GET /statuses': { response: { 200: dataReply(statusSchema.array()) } },
  'POST /status/store': { body: statusStoreRequestSchema, response: { 201: dataReply(statusSchema) } },
  'PUT /status/update': { body: statusUpdateRequestSchema, response: { 200: dataReply(statusSchema) } },
  'DELETE /status/destroy': { body: statusDestroyRequestSchema, response: { 200: dataReply(deletedSchema) } },
  'GET /priorities': { response: { 200: dataReply(prioritySchema.array()) } },
  'POST /priority/store': { body: priorityStoreRequestSchema, response: { 201: dataReply(prioritySchema) } },
  'PUT /priority/update': { body: priorityUpdateRequestSchema, response: { 200: dataReply(prioritySchema) } },
  'DELETE /priority/destroy': { body: priorityDestroyRequestSchema, response: { 200: dataReply(deletedSchema) } },
  // workspace-export.ts
  'GET /workspace-export': {},
  // workspaces.ts
  'GET /workspaces': { response: { 200: dataReply(workspaceSchema.array()) } },
  'POST /workspaces/store': { body: workspaceStoreRequestSchema, response: { 201: dataReply(workspaceSchema) } },
  'PUT /workspaces/update': { body: workspaceUpdateRequestSchema, response: { 200: dataReply(workspaceSchema) } },
} satisfies Record<string, RouteContract>;

/** A route of the table, e.g. `'GET /projects/:id'`. */
export type ApiRouteKey = keyof typeof API_ROUTES;

/** A request matched to its route: the table key and the path parameters. */
export interface MatchedRoute {
  key: ApiRouteKey;
  contract: RouteContract;
  params: Record<string, string>;
}

interface CompiledRoute {
  key: ApiRouteKey;
  method: string;
  pattern: RegExp;
  names: string[];
  contract: RouteContract;
}

function compile(key: ApiRouteKey): CompiledRoute {
  const [method, path] = key.split(' ') as [string, string];
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { key, method, pattern: new RegExp(`^${source}$`), names, contract: API_ROUTES[key] };
}

// Static paths win over parametric ones, as in Fastify (`/tasks/get-media` is not `/tasks/:id`).
const COMPILED = (Object.keys(API_ROUTES) as ApiRouteKey[])
  .map(compile)
  .sort((a, b) => Number(a.names.length > 0) - Number(b.names.length > 0));

/** The route of `METHOD path` (path without `/api/v1` and without the query), if the API has one. */
export function matchRoute(method: string, path: string): MatchedRoute | undefined {
  for (const route of COMPILED) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
    return { key: route.key, contract: route.contract, params };
  }
  return undefined;
}

/** The status a route answers with on success (200, or 201 for the creations). */
export function successStatus(contract: RouteContract | undefined, method: string): number {
  const statuses = Object.keys(contract?.response ?? {})
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return statuses[0] ?? (method === 'POST' ? 201 : 200);
}
