/**
 * Team chat (spec §2 Team Chat screen, §3 Chat conversation and message, §5 chat message rule):
 * texts and limits without zod, shared by the collaboration remote and the API. Only
 * `@kanri/contracts/chat` exports them (the other pages never load chat).
 */

export const CONVERSATION_TYPES = ['channel', 'direct'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

/** Longest message text, in characters (after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_CHANNEL_NAME_MAX_LENGTH = 80;
export const CHAT_TOPIC_MAX_LENGTH = 250;
/** A direct message has the caller and 1 to CHAT_DIRECT_MAX_OTHERS other people (1:1 and small groups). */
export const CHAT_DIRECT_MAX_OTHERS = 8;
/** Members added in one request (channel creation or View Members). */
export const CHAT_MEMBERS_MAX_PER_REQUEST = 200;
/** Messages of one history page; the API accepts up to CHAT_MAX_PAGE_SIZE. */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_MAX_PAGE_SIZE = 200;
export const CHAT_SEARCH_MAX_LENGTH = 200;
/** Attachments of one message (each uploaded first, with the task attachments' types and size limit). */
export const CHAT_ATTACHMENTS_MAX = 10;
/** Distinct reactions on one message; an emoji is one grapheme of up to this many UTF-16 units. */
export const CHAT_REACTIONS_MAX = 20;
export const CHAT_EMOJI_MAX_LENGTH = 16;
/** The composer's quick reactions. */
export const CHAT_QUICK_REACTIONS = ['👍', '❤️', '😂', '🎉', '👀', '✅'] as const;
/** The client-generated id of a message (idempotent store): 8 to 64 of [A-Za-z0-9-]. */
export const CHAT_CLIENT_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
/** A client sends `chat.typing` at most this often while typing; others show it this long after the last one. */
export const CHAT_TYPING_SEND_MS = 3000;
/** The server relays one socket's typing reports for a conversation at most this often (a flood guard). */
export const CHAT_TYPING_RELAY_MIN_MS = 1000;
export const CHAT_TYPING_SHOW_MS = 6000;

/** Texts of the Team Chat screen and its endpoints. */
export const CHAT_MESSAGES = {
  title: 'Team Chat',
  welcomeTitle: 'Welcome to Team Chat',
  welcomeHint: 'Select a conversation to start chatting with your team.',
  searchPlaceholder: 'Search conversations...',
  tabChats: 'Chats',
  tabTeam: 'Team',
  channels: 'CHANNELS',
  directMessages: 'DIRECT MESSAGES',
  viewMembers: 'View Members',
  archiveChat: 'Archive Chat',
  restoreChat: 'Restore Chat',
  settings: 'Settings',
  composerPlaceholder: 'Type a message...',
  newMessages: 'New messages',
  edited: '(edited)',
  messageDeleted: 'This message was deleted.',
  archivedReadOnly: 'This channel is archived: it is read-only.',
  loading: 'Loading conversations...',
  noConversations: 'No conversations yet',
  noConversationsHint: 'Create a channel or start a direct message with a teammate.',
  // Validation and refusals (422, 403, 404, 409).
  messageBlank: 'A message cannot be empty.',
  messageTooLong: `A message may not be longer than ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  channelNameRequired: 'The channel name is required.',
  channelNameTooLong: `The channel name may not be longer than ${CHAT_CHANNEL_NAME_MAX_LENGTH} characters.`,
  channelNameTaken: 'A channel with this name already exists.',
  topicTooLong: `The topic may not be longer than ${CHAT_TOPIC_MAX_LENGTH} characters.`,
  membersRequired: 'Choose at least one person.',
  tooManyMembers: `A direct message may have at most ${CHAT_DIRECT_MAX_OTHERS + 1} people.`,
  memberNotInWorkspace: 'Everyone added must be a member of this workspace.',
  typeInvalid: 'The type must be channel or direct.',
  clientIdInvalid: 'The client id must be 8 to 64 letters, digits or dashes.',
  emojiInvalid: 'The reaction must be a single emoji.',
  tooManyReactions: `A message may have at most ${CHAT_REACTIONS_MAX} different reactions.`,
  tooManyAttachments: `A message may have at most ${CHAT_ATTACHMENTS_MAX} attachments.`,
  attachmentInvalid: 'An attachment is unknown or belongs to another message.',
  conversationNotFound: 'Conversation not found.',
  messageNotFound: 'Message not found.',
  notAMember: 'Join the channel first.',
  archived: 'This channel is archived: it is read-only.',
  onlyOwnMessages: 'You can only change your own messages.',
  onlyManagers: 'Only the channel creator or an admin can do this.',
  directNotManaged: 'Direct messages have no name, topic or member management.',
  threadOfReply: 'Reply to the thread’s first message, not to a reply.',
  privateNotJoinable: 'A private channel can only be joined when a member adds you.',
  lastMemberCannotBeRemoved: 'A channel keeps at least one member: archive it instead.',
  // Toasts.
  channelCreated: 'Channel created successfully',
  channelUpdated: 'Channel updated successfully',
  channelArchived: 'Chat archived',
  channelRestored: 'Chat restored',
  channelJoined: 'Joined the channel',
  channelLeft: 'Left the channel',
  membersAdded: 'Members added',
  memberRemoved: 'Member removed',
  messageEdited: 'Message edited',
  messageRemoved: 'Message deleted',
  sendFailed: 'Failed to send message',
  loadFailed: 'Failed to load the conversation',
  queuedOffline: 'Offline: your message will be sent when the connection is back.',
} as const;
