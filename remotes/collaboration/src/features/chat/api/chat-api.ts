import { apiCall, apiDownload } from '@kanri/api-client';
import type { Deleted } from '@kanri/contracts';
import type {
  ChatAttachment,
  ChatHistory,
  ChatHistoryQuery,
  ChatMessage,
  ChatMessageStoreRequest,
  ChatMessageUpdateRequest,
  ChatRead,
  ChatSearchResult,
  ChatSince,
  ChatStatusRequest,
  ChatThread,
  Conversation,
  ConversationList,
  ConversationMemberList,
  ConversationStoreRequest,
  ConversationUpdateRequest,
} from '@kanri/contracts/chat';

/**
 * The chat endpoints (`/api/v1/chat`, contracts `@kanri/contracts/chat`). They live in this remote,
 * not in api-client: only the chat page loads them.
 */

const query = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /chat/conversations (`archived`: the archived channels). */
export const listConversations = (archived = false) =>
  apiCall<ConversationList>(`/chat/conversations${archived ? '?archived=true' : ''}`);

/** GET /chat/channels/browse?search=: the workspace's public channels. */
export const browseChannels = (search = '') =>
  apiCall<ConversationList>(`/chat/channels/browse${query({ search: search.trim() })}`);

/** POST /chat/conversations/store: a channel, or the direct message of these people. */
export const storeConversation = (body: ConversationStoreRequest) =>
  apiCall<Conversation>('/chat/conversations/store', { method: 'POST', body });

export const updateConversation = (body: ConversationUpdateRequest) =>
  apiCall<Conversation>('/chat/conversations/update', { method: 'PUT', body });

export const archiveConversation = (id: number, archived: boolean) =>
  apiCall<Conversation>('/chat/conversations/archive', { method: 'POST', body: { id, archived } });

export const conversationSettings = (id: number, muted: boolean) =>
  apiCall<Conversation>('/chat/conversations/settings', { method: 'PUT', body: { id, muted } });

export const joinConversation = (id: number) =>
  apiCall<Conversation>('/chat/conversations/join', { method: 'POST', body: { id } });

export const leaveConversation = (id: number) => apiCall<Deleted>('/chat/conversations/leave', { method: 'POST', body: { id } });

export const listConversationMembers = (id: number) => apiCall<ConversationMemberList>(`/chat/conversations/${id}/members`);

export const addConversationMembers = (id: number, userIds: number[]) =>
  apiCall<ConversationMemberList>('/chat/conversations/members', { method: 'POST', body: { id, user_ids: userIds } });

export const removeConversationMember = (id: number, userId: number) =>
  apiCall<ConversationMemberList>('/chat/conversations/members', { method: 'DELETE', body: { id, user_id: userId } });

/** GET /chat/conversations/{id}/messages: a page of the main history, oldest first. */
export const listMessages = (id: number, page: ChatHistoryQuery = {}) =>
  apiCall<ChatHistory>(`/chat/conversations/${id}/messages${query(page as Record<string, number | undefined>)}`);

export const getThread = (id: number) => apiCall<ChatThread>(`/chat/messages/${id}/thread`);

/** GET /chat/messages/since?after=: what changed after change sequence `after`. */
export const messagesSince = (after: number) => apiCall<ChatSince>(`/chat/messages/since${query({ after })}`);

/** POST /chat/messages/store (idempotent by `client_id`). */
export const storeMessage = (body: ChatMessageStoreRequest) =>
  apiCall<ChatMessage>('/chat/messages/store', { method: 'POST', body });

export const updateMessage = (body: ChatMessageUpdateRequest) =>
  apiCall<ChatMessage>('/chat/messages/update', { method: 'PUT', body });

export const destroyMessage = (id: number) => apiCall<ChatMessage>(`/chat/messages/destroy/${id}`, { method: 'DELETE' });

/** POST (add) or DELETE (remove) the caller's reaction. */
export const reactToMessage = (id: number, emoji: string, add: boolean) =>
  apiCall<ChatMessage>('/chat/messages/react', { method: add ? 'POST' : 'DELETE', body: { id, emoji } });

export const markConversationRead = (id: number, messageId: number) =>
  apiCall<ChatRead>('/chat/conversations/read', { method: 'POST', body: { id, message_id: messageId } });

/** POST /chat/attachments as multipart with `file` and `conversation_id`. */
export function uploadChatAttachment(conversationId: number, file: File) {
  const form = new FormData();
  form.append('conversation_id', String(conversationId));
  form.append('file', file, file.name);
  return apiCall<ChatAttachment>('/chat/attachments', { method: 'POST', body: form, timeoutMs: 120_000 });
}

/** GET /chat/attachments/{id}/download: the file's bytes (with the bearer token, so not a plain link). */
export const downloadChatAttachment = (id: number) => apiDownload(`/chat/attachments/${id}/download`);

export const setChatStatus = (body: ChatStatusRequest) => apiCall<ChatStatusRequest>('/chat/status', { method: 'PUT', body });

/** GET /chat/search?q=: messages of the caller's conversations, best match first. */
export const searchMessages = (q: string) => apiCall<ChatSearchResult>(`/chat/search${query({ q: q.trim() })}`);
