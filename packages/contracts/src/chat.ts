/**
 * `@kanri/contracts/chat`: team chat under `/api/v1/chat` (spec §2 Team Chat screen, §3 Chat
 * conversation and message, §5 chat message rule). Not part of the main entry: the collaboration
 * remote and the API import it.
 *
 * Who sees what: a conversation is read, posted to, reacted in and its members listed by its
 * members only — whatever id anyone else sends, the answer is 404 (a public channel shows in the
 * browse list, with its name, topic and member count, and can be joined; a private one cannot).
 * Channel management (rename, topic, members, archive) is for the channel's creator and the
 * workspace's admins who are members. Direct messages have no management: their members are fixed.
 * Message ids grow across the workspace, so "what I missed since id N" is one query.
 */
import { z } from 'zod';
import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_CHANNEL_NAME_MAX_LENGTH,
  CHAT_CLIENT_ID_PATTERN,
  CHAT_DIRECT_MAX_OTHERS,
  CHAT_EMOJI_MAX_LENGTH,
  CHAT_MAX_PAGE_SIZE,
  CHAT_MEMBERS_MAX_PER_REQUEST,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES,
  CHAT_SEARCH_MAX_LENGTH,
  CHAT_TOPIC_MAX_LENGTH,
  CONVERSATION_TYPES,
} from './chat-constants.js';
import { idParamSchema, idSchema } from './common.js';
import { PRESENCE_STATUSES } from './realtime-constants.js';

export * from './chat-constants.js';

// ---------------------------------------------------------------------------------------------
// Records

export const conversationTypeSchema = z.enum(CONVERSATION_TYPES, { error: CHAT_MESSAGES.typeInvalid });

/** A person as chat shows them (sender, member, reaction author). */
export const chatPersonSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  photo_url: z.string().nullable(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/** A file of a message: uploaded first (POST /chat/attachments), then named by the message. */
export const chatAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  mime_type: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** One emoji on a message: how many, who (ids), and whether the caller is among them. */
export const chatReactionSchema = z.object({
  emoji: z.string(),
  count: z.number().int(),
  user_ids: z.array(z.number().int()),
  mine: z.boolean(),
});
export type ChatReaction = z.infer<typeof chatReactionSchema>;

/**
 * A message (spec §3 Chat message). `body` is plain text (never HTML; the page makes links
 * clickable). A deleted message keeps its place with an empty body, no attachments and no
 * reactions. Thread replies have `parent_id`; a thread's first message counts its replies.
 */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  /** The thread's first message, for a reply; null for a message of the main history. */
  parent_id: z.number().int().nullable(),
  /** The id the sending client generated (idempotent store), null for messages it did not send. */
  client_id: z.string().nullable(),
  sender: chatPersonSchema,
  body: z.string(),
  /** People the message mentions (members of the conversation; each is notified once). */
  mention_ids: z.array(z.number().int()),
  attachments: z.array(chatAttachmentSchema),
  reactions: z.array(chatReactionSchema),
  reply_count: z.number().int(),
  last_reply_at: z.string().nullable(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * A conversation as the caller sees it (spec §3 Chat conversation). For a direct message `name` is
 * the other people's names and `others` lists them (their presence comes from the presence events).
 */
export const conversationSchema = z.object({
  id: z.number().int(),
  type: conversationTypeSchema,
  name: z.string(),
  topic: z.string(),
  is_private: z.boolean(),
  created_by: z.number().int().nullable(),
  /** The other members of a direct message (empty for channels). */
  others: z.array(chatPersonSchema),
  member_count: z.number().int(),
  /** Whether the caller is a member (false only in the browse list of public channels). */
  is_member: z.boolean(),
  /** The creator or an admin, for a channel: rename, topic, members, archive. */
  can_manage: z.boolean(),
  /** A channel archived by its creator or an admin: read-only, out of the list, restorable. */
  archived: z.boolean(),
  /** The caller's own: no unread badge counting for a muted conversation, no sound. */
  muted: z.boolean(),
  /** Main-history messages (not thread replies) after the caller's read marker, not their own. */
  unread_count: z.number().int(),
  /** The caller's read marker: the newest message id they have read, 0 for none. */
  last_read_message_id: z.number().int(),
  last_message: chatMessageSchema.nullable(),
  /** The latest message's time, or the creation time: the list's order. */
  last_activity_at: z.string(),
  created_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** A member of a conversation (View Members), with workspace role. */
export const conversationMemberSchema = chatPersonSchema.extend({
  email: z.string(),
  role: z.string(),
  joined_at: z.string(),
});
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

// ---------------------------------------------------------------------------------------------
// Requests and replies

const channelName = z
  .string({ error: CHAT_MESSAGES.channelNameRequired })
  .trim()
  .min(1, CHAT_MESSAGES.channelNameRequired)
  .max(CHAT_CHANNEL_NAME_MAX_LENGTH, CHAT_MESSAGES.channelNameTooLong);
const topic = z.string().trim().max(CHAT_TOPIC_MAX_LENGTH, CHAT_MESSAGES.topicTooLong);
const memberIds = z.array(idSchema).max(CHAT_MEMBERS_MAX_PER_REQUEST);

/**
 * GET /chat/conversations: the caller's conversations, latest activity first. `archived=true`
 * lists the archived channels the caller is a member of (to restore them).
 */
export const conversationListQuerySchema = z.object({
  archived: z.enum(['true', 'false']).optional(),
});
export type ConversationListQuery = z.input<typeof conversationListQuerySchema>;
export const conversationListSchema = z.object({ items: z.array(conversationSchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

/** GET /chat/channels/browse?search=: the workspace's public, unarchived channels, joined or not. */
export const channelBrowseQuerySchema = z.object({
  search: z.string().trim().max(CHAT_SEARCH_MAX_LENGTH).optional(),
});
export type ChannelBrowseQuery = z.input<typeof channelBrowseQuerySchema>;

/**
 * POST /chat/conversations/store. A channel: a name unique in the workspace (case-insensitive),
 * optional topic, public or private, and the first members (the creator always joins). A direct
 * message: the other people (1 to CHAT_DIRECT_MAX_OTHERS); the same set of people gets the same
 * conversation back (200 instead of 201).
 */
export const conversationStoreRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('channel'),
      name: channelName,
      topic: topic.optional(),
      is_private: z.boolean().optional(),
      member_ids: memberIds.optional(),
    }),
    z.object({
      type: z.literal('direct'),
      member_ids: z
        .array(idSchema)
        .min(1, CHAT_MESSAGES.membersRequired)
        .max(CHAT_DIRECT_MAX_OTHERS, CHAT_MESSAGES.tooManyMembers),
    }),
  ],
  { error: CHAT_MESSAGES.typeInvalid },
);
export type ConversationStoreRequest = z.input<typeof conversationStoreRequestSchema>;

/** PUT /chat/conversations/update `{id, name?, topic?}`: a channel's creator or an admin. */
export const conversationUpdateRequestSchema = z.object({
  id: idSchema,
  name: channelName.optional(),
  topic: topic.optional(),
});
export type ConversationUpdateRequest = z.input<typeof conversationUpdateRequestSchema>;

/** POST /chat/conversations/archive `{id, archived}`: a channel's creator or an admin. */
export const conversationArchiveRequestSchema = z.object({ id: idSchema, archived: z.boolean() });
export type ConversationArchiveRequest = z.input<typeof conversationArchiveRequestSchema>;

/** PUT /chat/conversations/settings `{id, muted}`: the caller's own settings of a conversation. */
export const conversationSettingsRequestSchema = z.object({ id: idSchema, muted: z.boolean() });
export type ConversationSettingsRequest = z.input<typeof conversationSettingsRequestSchema>;

/**
 * POST /chat/conversations/join `{id}` (a public channel) and POST /chat/conversations/leave
 * `{id}` (a channel; the last member cannot leave: archive it).
 */
export const conversationIdRequestSchema = z.object({ id: idSchema });
export type ConversationIdRequest = z.input<typeof conversationIdRequestSchema>;

/** GET /chat/conversations/{id}/members; POST /chat/conversations/members `{id, user_ids}` adds. */
export const conversationMembersAddRequestSchema = z.object({
  id: idSchema,
  user_ids: memberIds.min(1, CHAT_MESSAGES.membersRequired),
});
export type ConversationMembersAddRequest = z.input<typeof conversationMembersAddRequestSchema>;
/** DELETE /chat/conversations/members `{id, user_id}` removes one (creator or admin). */
export const conversationMemberRemoveRequestSchema = z.object({ id: idSchema, user_id: idSchema });
export type ConversationMemberRemoveRequest = z.input<typeof conversationMemberRemoveRequestSchema>;
export const conversationMemberListSchema = z.object({ items: z.array(conversationMemberSchema) });
export type ConversationMemberList = z.infer<typeof conversationMemberListSchema>;

/**
 * GET /chat/conversations/{id}/messages: the main history (no thread replies), newest first;
 * `before` (a message id) pages back. `around` (a message id) returns the page that holds it
 * (jumping to a search result or a mention).
 */
export const chatHistoryQuerySchema = z.object({
  before: idParamSchema.optional(),
  around: idParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_MAX_PAGE_SIZE).optional(),
});
export type ChatHistoryQuery = z.input<typeof chatHistoryQuerySchema>;
export const chatHistorySchema = z.object({
  /** Oldest first, ready to render. */
  items: z.array(chatMessageSchema),
  /** More older messages exist (the next `before` is items[0].id). */
  has_more: z.boolean(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** GET /chat/messages/{id}/thread: the first message and its replies, oldest first. */
export const chatThreadSchema = z.object({ parent: chatMessageSchema, replies: z.array(chatMessageSchema) });
export type ChatThread = z.infer<typeof chatThreadSchema>;

/**
 * GET /chat/messages/since?after=: messages created or changed (edited, deleted, reacted to,
 * replied to) after message id / change sequence `after` in every conversation the caller belongs
 * to, oldest first — what a client missed while its socket was down. `cursor` of the reply is the
 * next `after`; `has_more` says to ask again.
 */
export const chatSinceQuerySchema = z.object({
  after: z.coerce.number().int().min(0),
  limit: z.coerce.number().int().min(1).max(CHAT_MAX_PAGE_SIZE).optional(),
});
export type ChatSinceQuery = z.input<typeof chatSinceQuerySchema>;
export const chatSinceSchema = z.object({
  items: z.array(chatMessageSchema),
  cursor: z.number().int(),
  has_more: z.boolean(),
});
export type ChatSince = z.infer<typeof chatSinceSchema>;

const messageBody = z
  .string({ error: CHAT_MESSAGES.messageBlank })
  .trim()
  .min(1, CHAT_MESSAGES.messageBlank)
  .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.messageTooLong);

/**
 * POST /chat/messages/store. `client_id` makes it idempotent: the same sender and client id get
 * the stored message back (200) instead of a second one (201). `parent_id` posts a thread reply.
 * `mention_ids` are kept when they are members of the conversation. `attachment_ids` are uploads of
 * the caller's not yet attached to a message. A body may be blank only when files are attached.
 */
export const chatMessageStoreRequestSchema = z
  .object({
    conversation_id: idSchema,
    client_id: z.string().regex(CHAT_CLIENT_ID_PATTERN, CHAT_MESSAGES.clientIdInvalid),
    body: z.string().trim().max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.messageTooLong),
    parent_id: idSchema.optional(),
    mention_ids: z.array(idSchema).max(CHAT_MEMBERS_MAX_PER_REQUEST).optional(),
    attachment_ids: z.array(idSchema).max(CHAT_ATTACHMENTS_MAX, CHAT_MESSAGES.tooManyAttachments).optional(),
  })
  .refine((value) => value.body.length > 0 || (value.attachment_ids?.length ?? 0) > 0, {
    path: ['body'],
    message: CHAT_MESSAGES.messageBlank,
  });
export type ChatMessageStoreRequest = z.input<typeof chatMessageStoreRequestSchema>;

/** PUT /chat/messages/update `{id, body, mention_ids?}`: the sender only; marks it edited. */
export const chatMessageUpdateRequestSchema = z.object({
  id: idSchema,
  body: messageBody,
  mention_ids: z.array(idSchema).max(CHAT_MEMBERS_MAX_PER_REQUEST).optional(),
});
export type ChatMessageUpdateRequest = z.input<typeof chatMessageUpdateRequestSchema>;

/** DELETE /chat/messages/destroy/{id}: the sender only (the message stays as "deleted"). */

/** POST /chat/messages/react `{id, emoji}` adds the caller's reaction; DELETE the same body removes it. */
export const chatReactionRequestSchema = z.object({
  id: idSchema,
  emoji: z
    .string({ error: CHAT_MESSAGES.emojiInvalid })
    .trim()
    .min(1, CHAT_MESSAGES.emojiInvalid)
    .max(CHAT_EMOJI_MAX_LENGTH, CHAT_MESSAGES.emojiInvalid)
    .regex(/^\p{Extended_Pictographic}/u, CHAT_MESSAGES.emojiInvalid),
});
export type ChatReactionRequest = z.input<typeof chatReactionRequestSchema>;

/**
 * POST /chat/conversations/read `{id, message_id}`: moves the caller's read marker forward (never
 * back); every tab and device of the caller hears `chat.read`.
 */
export const chatReadRequestSchema = z.object({ id: idSchema, message_id: idSchema });
export type ChatReadRequest = z.input<typeof chatReadRequestSchema>;
export const chatReadSchema = z.object({
  conversation_id: z.number().int(),
  last_read_message_id: z.number().int(),
  unread_count: z.number().int(),
});
export type ChatRead = z.infer<typeof chatReadSchema>;

/** The non-file part of POST /chat/attachments (multipart `file` + `conversation_id`). */
export const chatAttachmentUploadFieldsSchema = z.object({ conversation_id: idParamSchema });
/** GET /chat/attachments/{id}/download: members of its conversation only, sent as an attachment. */

/** GET /chat/search?q=&conversation_id=: messages the caller may read, best match first. */
export const chatSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(CHAT_SEARCH_MAX_LENGTH),
  conversation_id: idParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_MAX_PAGE_SIZE).optional(),
});
export type ChatSearchQuery = z.input<typeof chatSearchQuerySchema>;
export const chatSearchResultSchema = z.object({
  items: z.array(chatMessageSchema.extend({ conversation_name: z.string() })),
});
export type ChatSearchResult = z.infer<typeof chatSearchResultSchema>;

/**
 * PUT /chat/status `{busy}`: the caller sets or clears "busy" in this workspace; their presence
 * shows `busy` while they have a live connection (offline still wins when the last one closes).
 */
export const chatStatusRequestSchema = z.object({ busy: z.boolean() });
export type ChatStatusRequest = z.input<typeof chatStatusRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Live events (the one WebSocket; to the conversation's members' connections only)

export const CHAT_MESSAGE_ACTIONS = ['created', 'updated', 'deleted', 'reacted', 'replied'] as const;

/**
 * A message was created, edited, deleted, reacted to, or got a thread reply (`replied`: the parent
 * with its new reply count). `message` is the message as the history returns it, with `mine` of
 * the reactions from the receiving user's point of view. `seq` is the change's position for
 * GET /chat/messages/since.
 */
export const chatMessageEventSchema = z.object({
  type: z.literal('chat.message'),
  action: z.enum(CHAT_MESSAGE_ACTIONS),
  workspace_id: z.number().int(),
  conversation_id: z.number().int(),
  message: chatMessageSchema,
  seq: z.number().int(),
  client_id: z.string().nullable(),
  at: z.string(),
});
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;

/**
 * A conversation the receiver belongs to (or just joined, or was removed from: `removed`) changed:
 * created, renamed, topic, members, archived or restored. The client reloads its list.
 */
export const chatConversationEventSchema = z.object({
  type: z.literal('chat.conversation'),
  action: z.enum(['created', 'updated', 'members', 'archived', 'restored', 'removed']),
  workspace_id: z.number().int(),
  conversation_id: z.number().int(),
  at: z.string(),
});
export type ChatConversationEvent = z.infer<typeof chatConversationEventSchema>;

/** The receiver's own read marker moved (on another tab or device): the badge follows. */
export const chatReadEventSchema = chatReadSchema.extend({
  type: z.literal('chat.read'),
  workspace_id: z.number().int(),
});
export type ChatReadEvent = z.infer<typeof chatReadEventSchema>;

/** Someone else is typing in a conversation the receiver belongs to (ephemeral, never stored). */
export const chatTypingEventSchema = z.object({
  type: z.literal('chat.typing'),
  workspace_id: z.number().int(),
  conversation_id: z.number().int(),
  /** The thread, when typing a reply. */
  parent_id: z.number().int().nullable(),
  user: chatPersonSchema,
});
export type ChatTypingEvent = z.infer<typeof chatTypingEventSchema>;

export const chatRealtimeMessageSchema = z.union([
  chatMessageEventSchema,
  chatConversationEventSchema,
  chatReadEventSchema,
  chatTypingEventSchema,
]);
export type ChatRealtimeMessage = z.infer<typeof chatRealtimeMessageSchema>;

/** The client's typing report on the socket: `{type: 'chat.typing', conversation_id, parent_id?}`. */
export const chatTypingReportSchema = z.object({
  type: z.literal('chat.typing'),
  conversation_id: idSchema,
  parent_id: idSchema.nullable().optional(),
});
export type ChatTypingReport = z.infer<typeof chatTypingReportSchema>;

/** Presence as chat shows it (spec §3 Team member status, chat also busy). */
export const chatPresenceSchema = z.enum(PRESENCE_STATUSES);
