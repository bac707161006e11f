import { dataReply, idParamsSchema, TASK_MEDIA_MESSAGES } from '@kanri/contracts';
import {
  CHAT_MESSAGES,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment, SNIFF_BYTES } from '../../lib/attachments.js';
import { httpErrors } from '../../lib/http-errors.js';
import { receiveUpload } from '../../lib/multipart-upload.js';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { multipartPlugin } from '../../plugins/external/multipart.js';
import { setBusy } from '../../realtime/presence.js';
import { openChatAttachment, uploadChatAttachment } from '../../services/chat/attachments.js';
import {
  addConversationMembers,
  archiveConversation,
  browseChannels,
  conversationSettings,
  joinConversation,
  leaveConversation,
  listConversationMembers,
  listConversations,
  removeConversationMember,
  storeConversation,
  updateConversation,
} from '../../services/chat/conversations.js';
import {
  destroyMessage,
  markRead,
  messageHistory,
  messagesSince,
  messageThread,
  reactToMessage,
  searchMessages,
  storeMessage,
  updateMessage,
} from '../../services/chat/messages.js';

/** Replies of the chat endpoints that have no toast of their own. */
export const CHAT_REPLIES = {
  conversations: 'Conversations retrieved successfully',
  conversation: 'Conversation retrieved successfully',
  settings: 'Settings saved',
  members: 'Members retrieved successfully',
  messages: 'Messages retrieved successfully',
  sent: 'Message sent',
  reacted: 'Reaction saved',
  read: 'Read marker saved',
  uploaded: TASK_MEDIA_MESSAGES.mediaUploaded,
  status: 'Status saved',
} as const;

const chat = { tags: ['chat'], security: BEARER_SECURITY };
const use = { permission: 'chat.use' } as const;

/**
 * Team chat (contracts `@kanri/contracts/chat`): conversations, members, messages, threads,
 * reactions, read markers, attachments, search, catch-up and the busy status. Membership of each
 * conversation is checked by the services (404 for anyone else).
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  // multipart/form-data is understood by these routes only.
  await app.register(multipartPlugin);

  app.get(
    '/chat/conversations',
    {
      config: use,
      schema: {
        ...chat,
        summary: "The caller's conversations, latest activity first (`archived=true`: the archived channels)",
        querystring: conversationListQuerySchema,
        response: { 200: dataReply(conversationListSchema) },
      },
    },
    async (request) =>
      ok({ items: await listConversations(app.db, requireAuth(request), request.query) }, CHAT_REPLIES.conversations),
  );

  app.get(
    '/chat/channels/browse',
    {
      config: use,
      schema: {
        ...chat,
        summary: "The workspace's public channels that are not archived, joined or not",
        querystring: channelBrowseQuerySchema,
        response: { 200: dataReply(conversationListSchema) },
      },
    },
    async (request) =>
      ok({ items: await browseChannels(app.db, requireAuth(request), request.query) }, CHAT_REPLIES.conversations),
  );

  app.post(
    '/chat/conversations/store',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'Create a channel (201), or open the direct message of these people (201, or 200 when it exists)',
        body: conversationStoreRequestSchema,
        response: { 200: dataReply(conversationSchema), 201: dataReply(conversationSchema) },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await storeConversation(app.db, requireAuth(request), request.body);
      return reply
        .code(created ? 201 : 200)
        .send(ok(conversation, created ? CHAT_MESSAGES.channelCreated : CHAT_REPLIES.conversation));
    },
  );

  app.put(
    '/chat/conversations/update',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'Rename a channel or change its topic (its creator or an admin; 409 when archived)',
        body: conversationUpdateRequestSchema,
        response: { 200: dataReply(conversationSchema) },
      },
    },
    async (request) => ok(await updateConversation(app.db, requireAuth(request), request.body), CHAT_MESSAGES.channelUpdated),
  );

  app.post(
    '/chat/conversations/archive',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'Archive (read-only, out of the list) or restore a channel (its creator or an admin)',
        body: conversationArchiveRequestSchema,
        response: { 200: dataReply(conversationSchema) },
      },
    },
    async (request) =>
      ok(
        await archiveConversation(app.db, requireAuth(request), request.body),
        request.body.archived ? CHAT_MESSAGES.channelArchived : CHAT_MESSAGES.channelRestored,
      ),
  );

  app.put(
    '/chat/conversations/settings',
    {
      config: use,
      schema: {
        ...chat,
        summary: "The caller's own settings of a conversation (mute)",
        body: conversationSettingsRequestSchema,
        response: { 200: dataReply(conversationSchema) },
      },
    },
    async (request) => ok(await conversationSettings(app.db, requireAuth(request), request.body), CHAT_REPLIES.settings),
  );

  app.post(
    '/chat/conversations/join',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'Join a public channel',
        body: conversationIdRequestSchema,
        response: { 200: dataReply(conversationSchema) },
      },
    },
    async (request) => ok(await joinConversation(app.db, requireAuth(request), request.body), CHAT_MESSAGES.channelJoined),
  );

  app.post(
    '/chat/conversations/leave',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'Leave a channel (the last member cannot: archive it)',
        body: conversationIdRequestSchema,
        response: { 200: dataReply(conversationIdRequestSchema) },
      },
    },
    async (request) => ok(await leaveConversation(app.db, requireAuth(request), request.body), CHAT_MESSAGES.channelLeft),
  );

  app.get(
    '/chat/conversations/:id/members',
    {
      config: use,
      schema: {
        ...chat,
        summary: "A conversation's members (members only)",
        params: idParamsSchema,
        response: { 200: dataReply(conversationMemberListSchema) },
      },
    },
    async (request) =>
      ok({ items: await listConversationMembers(app.db, requireAuth(request), request.params.id) }, CHAT_REPLIES.members),
  );

  app.post(
    '/chat/conversations/members',
    {
      config: use,
      schema: {
        ...chat,
        summary: "Add members to a channel (its creator or an admin); the channel's members",
        body: conversationMembersAddRequestSchema,
        response: { 200: dataReply(conversationMemberListSchema) },
      },
    },
    async (request) =>
      ok({ items: await addConversationMembers(app.db, requireAuth(request), request.body) }, CHAT_MESSAGES.membersAdded),
  );

  app.delete(
    '/chat/conversations/members',
    {
      config: use,
      schema: {
        ...chat,
        summary: "Remove a member from a channel (its creator or an admin); the channel's members",
        body: conversationMemberRemoveRequestSchema,
        response: { 200: dataReply(conversationMemberListSchema) },
      },
    },
    async (request) =>
      ok({ items: await removeConversationMember(app.db, requireAuth(request), request.body) }, CHAT_MESSAGES.memberRemoved),
  );

  app.get(
    '/chat/conversations/:id/messages',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'The main history, newest page first (`before`, `around` a message id), oldest first in the page',
        params: idParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: dataReply(chatHistorySchema) },
      },
    },
    async (request) =>
      ok(await messageHistory(app.db, requireAuth(request), request.params.id, request.query), CHAT_REPLIES.messages),
  );

  app.get(
    '/chat/messages/:id/thread',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'A thread: its first message and the replies, oldest first',
        params: idParamsSchema,
        response: { 200: dataReply(chatThreadSchema) },
      },
    },
    async (request) => ok(await messageThread(app.db, requireAuth(request), request.params.id), CHAT_REPLIES.messages),
  );

  app.get(
    '/chat/messages/since',
    {
      config: use,
      schema: {
        ...chat,
        summary: "What changed after change sequence `after` in the caller's conversations, in sequence order",
        querystring: chatSinceQuerySchema,
        response: { 200: dataReply(chatSinceSchema) },
      },
    },
    async (request) => ok(await messagesSince(app.db, requireAuth(request), request.query), CHAT_REPLIES.messages),
  );

  app.post(
    '/chat/messages/store',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'Send a message or a thread reply: 201, or 200 with the stored one for a client id sent before',
        body: chatMessageStoreRequestSchema,
        response: { 200: dataReply(chatMessageSchema), 201: dataReply(chatMessageSchema) },
      },
    },
    async (request, reply) => {
      const { message, created } = await storeMessage(app.db, requireAuth(request), request.body);
      return reply.code(created ? 201 : 200).send(ok(message, CHAT_REPLIES.sent));
    },
  );

  app.put(
    '/chat/messages/update',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'Edit one of your messages (marked edited)',
        body: chatMessageUpdateRequestSchema,
        response: { 200: dataReply(chatMessageSchema) },
      },
    },
    async (request) => ok(await updateMessage(app.db, requireAuth(request), request.body), CHAT_MESSAGES.messageEdited),
  );

  app.delete(
    '/chat/messages/destroy/:id',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'Delete one of your messages (it stays in place as deleted)',
        params: idParamsSchema,
        response: { 200: dataReply(chatMessageSchema) },
      },
    },
    async (request) =>
      ok(await destroyMessage(app.db, app.media, requireAuth(request), request.params.id), CHAT_MESSAGES.messageRemoved),
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/chat/messages/react',
      config: use,
      schema: {
        ...chat,
        summary: method === 'POST' ? 'Add your reaction to a message' : 'Remove your reaction from a message',
        body: chatReactionRequestSchema,
        response: { 200: dataReply(chatMessageSchema) },
      },
      handler: async (request) =>
        ok(await reactToMessage(app.db, requireAuth(request), request.body, method === 'POST'), CHAT_REPLIES.reacted),
    });
  }

  app.post(
    '/chat/conversations/read',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'Move your read marker forward (never back); your other tabs and devices hear chat.read',
        body: chatReadRequestSchema,
        response: { 200: dataReply(chatReadSchema) },
      },
    },
    async (request) => ok(await markRead(app.db, requireAuth(request), request.body), CHAT_REPLIES.read),
  );

  app.post(
    '/chat/attachments',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'Upload a file for a message (multipart/form-data: `conversation_id` and `file`)',
        description:
          "The task attachments' types and 10 MB limit, content checked against the extension. 422 on `file` or " +
          '`conversation_id`; 404 for a conversation the caller is not in; 409 when archived. Name it in ' +
          '`attachment_ids` of POST /chat/messages/store.',
        consumes: ['multipart/form-data'],
        response: { 201: dataReply(chatAttachmentSchema) },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, app.media, { fileField: 'file', headBytes: SNIFF_BYTES });
      const attachment = await uploadChatAttachment(app.db, app.media, requireAuth(request), upload);
      return reply.code(201).send(ok(attachment, CHAT_REPLIES.uploaded));
    },
  );

  app.get(
    '/chat/attachments/:id/download',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'The file itself, as an attachment with its name (members of its conversation only)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { attachment, file, storageKey } = await openChatAttachment(
        app.db,
        app.media,
        requireAuth(request),
        request.params.id,
      );
      if (!file) {
        request.log.error({ attachmentId: attachment.id, storageKey }, 'The file of a chat attachment is missing');
        throw httpErrors.notFound(TASK_MEDIA_MESSAGES.mediaNotFound);
      }
      return sendAttachment(reply, attachment, file);
    },
  );

  app.get(
    '/chat/search',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'Search the messages of your conversations (every word as a prefix), best match first',
        querystring: chatSearchQuerySchema,
        response: { 200: dataReply(chatSearchResultSchema) },
      },
    },
    async (request) => ok(await searchMessages(app.db, requireAuth(request), request.query), CHAT_REPLIES.messages),
  );

  app.put(
    '/chat/status',
    {
      config: use,
      schema: {
        ...chat,
        summary: 'Set or clear "busy": your presence shows busy while you are connected',
        body: chatStatusRequestSchema,
        response: { 200: dataReply(chatStatusRequestSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await setBusy(app.db, auth.workspaceId, auth.user.id, request.body.busy, app.config.realtimePingSeconds * 1000);
      return ok({ busy: request.body.busy }, CHAT_REPLIES.status);
    },
  );
};
