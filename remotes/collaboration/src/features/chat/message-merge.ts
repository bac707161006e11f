import type { ChatHistory, ChatMessage, ChatThread, Conversation } from '@kanri/contracts/chat';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * How a message that arrives (a live event, a catch-up page, a reply to this tab's own request)
 * goes into what is cached: one entry per message id, in id order, the newer version replacing
 * the older. Pure functions; chat-sync.ts decides which version is newer (by change sequence).
 */

/** `messages` with `message` in its place: replaced when its id is there, else inserted in id order. */
export function upsertMessage(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  const index = messages.findIndex((item) => item.id === message.id);
  if (index >= 0) return messages.map((item, at) => (at === index ? message : item));
  const after = messages.findIndex((item) => item.id > message.id);
  return after === -1 ? [...messages, message] : [...messages.slice(0, after), message, ...messages.slice(after)];
}

/** Merges `incoming` into `messages`: no id twice, the incoming version of a known id wins, id order. */
export function mergeMessages(messages: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  return incoming.reduce<ChatMessage[]>((merged, message) => upsertMessage(merged, message), [...messages]);
}

export type HistoryPageParam = { before?: number; around?: number };
/** The cached history: pages[0] is the newest page, each next one older; each page oldest first. */
export type HistoryData = InfiniteData<ChatHistory, HistoryPageParam>;

/**
 * A main-history message in the cached pages: replaced where it is; a newer one than every loaded
 * message joins the newest page (`isLatest`: the cache holds the latest page, not a page around a
 * mention); one inside the loaded range joins its page; an older one than the loaded pages is left
 * for scrolling back. Thread replies are not in the main history.
 */
export function applyToHistory(data: HistoryData | undefined, message: ChatMessage, isLatest: boolean): HistoryData | undefined {
  if (!data || message.parent_id !== null) return data;
  const holding = data.pages.findIndex((page) => page.items.some((item) => item.id === message.id));
  if (holding >= 0) {
    return {
      ...data,
      pages: data.pages.map((page, at) => (at === holding ? { ...page, items: upsertMessage(page.items, message) } : page)),
    };
  }
  const ids = data.pages.flatMap((page) => page.items.map((item) => item.id));
  const newest = ids.length ? Math.max(...ids) : 0;
  if (message.id > newest) {
    if (!isLatest) return data;
    const [first, ...rest] = data.pages;
    const page = first ?? { items: [], has_more: false };
    return { ...data, pages: [{ ...page, items: upsertMessage(page.items, message) }, ...rest] };
  }
  // Inside the loaded range: the page whose oldest message is older than it.
  const within = data.pages.findIndex((page) => page.items.length > 0 && page.items[0]!.id < message.id);
  if (within >= 0) {
    return {
      ...data,
      pages: data.pages.map((page, at) => (at === within ? { ...page, items: upsertMessage(page.items, message) } : page)),
    };
  }
  const last = data.pages[data.pages.length - 1];
  if (last && !last.has_more) {
    return {
      ...data,
      pages: data.pages.map((page, at) =>
        at === data.pages.length - 1 ? { ...page, items: upsertMessage(page.items, message) } : page,
      ),
    };
  }
  return data;
}

/** The messages of the cached history, oldest first. */
export function historyMessages(data: HistoryData | undefined): ChatMessage[] {
  if (!data) return [];
  return mergeMessages(
    [],
    [...data.pages].reverse().flatMap((page) => page.items),
  );
}

/** A thread's cache with `message`: its first message replaced, or a reply of it upserted. */
export function applyToThread(thread: ChatThread | undefined, message: ChatMessage): ChatThread | undefined {
  if (!thread) return thread;
  if (message.id === thread.parent.id) return { ...thread, parent: message };
  if (message.parent_id === thread.parent.id) return { ...thread, replies: upsertMessage(thread.replies, message) };
  return thread;
}

/**
 * A conversation of the list after `message` (a main-history message): its last message and
 * activity when it is the newest, one more unread when it is new, from someone else, after the read
 * marker and the conversation is not muted. The server's counts replace these at the next load.
 */
export function applyToConversation(
  conversation: Conversation,
  message: ChatMessage,
  selfId: number | undefined,
  isNew: boolean,
): Conversation {
  if (message.parent_id !== null || conversation.id !== message.conversation_id) return conversation;
  const last = conversation.last_message;
  if (last && last.id > message.id) return conversation;
  const counts = isNew && message.sender.id !== selfId && message.id > conversation.last_read_message_id && !conversation.muted;
  return {
    ...conversation,
    last_message: message,
    last_activity_at: last?.id === message.id ? conversation.last_activity_at : message.created_at,
    unread_count: conversation.unread_count + (counts && last?.id !== message.id ? 1 : 0),
  };
}

/** The list's order: latest activity first. */
export const byActivity = (a: Conversation, b: Conversation) =>
  b.last_activity_at.localeCompare(a.last_activity_at) || b.id - a.id;
