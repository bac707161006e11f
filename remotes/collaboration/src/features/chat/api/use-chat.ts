import { failureMessage, queryKeys, saveDownloadedFile } from '@kanri/api-client';
import { selectCurrentUser, useAppSelector } from '@kanri/app-state';
import {
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  type ChatAttachment,
  type ChatHistory,
  type ChatMessage,
  type ChatThread,
  type Conversation,
  type ConversationList,
  type ConversationStoreRequest,
  type ConversationUpdateRequest,
} from '@kanri/contracts/chat';
import { displayName, toast } from '@kanri/design-system';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { chatSync, type ChatSync } from '../chat-sync';
import type { HistoryData, HistoryPageParam } from '../message-merge';
import {
  addConversationMembers,
  archiveConversation,
  browseChannels,
  conversationSettings,
  destroyMessage,
  downloadChatAttachment,
  getThread,
  joinConversation,
  leaveConversation,
  listConversationMembers,
  listConversations,
  listMessages,
  markConversationRead,
  reactToMessage,
  removeConversationMember,
  searchMessages,
  setChatStatus,
  storeConversation,
  updateConversation,
  updateMessage,
} from './chat-api';
import { chatKeys } from './chat-keys';

/** The tab's chat state, told who the signed-in user is. */
export function useChatSync(): ChatSync {
  const queryClient = useQueryClient();
  const user = useAppSelector(selectCurrentUser);
  const sync = chatSync(queryClient);
  const person = useMemo(
    () => (user?.id !== undefined ? { id: user.id, full_name: displayName(user), photo_url: user.photo_url ?? null } : null),
    [user],
  );
  sync.setSelf(person);
  return sync;
}

/** The signed-in user's id. */
export const useChatSelfId = (): number | undefined => useAppSelector(selectCurrentUser)?.id;

/** The caller's conversations (`archived`: the archived channels), latest activity first. */
export function useConversations(archived = false, enabled = true) {
  const sync = useChatSync();
  const query = useQuery({ queryKey: chatKeys.conversationList(archived), queryFn: () => listConversations(archived), enabled });
  useEffect(() => {
    if (query.data) sync.observe(query.data.items.flatMap((item) => (item.last_message ? [item.last_message] : [])));
  }, [query.data, sync]);
  return query;
}

/** The public channels; while a new search loads, the last list stays (no skeleton flash under the pointer). */
export const useBrowseChannels = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.browse(search),
    queryFn: () => browseChannels(search),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Messages matching the left panel's search (from SEARCH_MIN_LENGTH characters, sent when typing pauses). */
export const useMessageSearch = (q: string) =>
  useQuery({ queryKey: chatKeys.search(q), queryFn: () => searchMessages(q), enabled: q.length >= SEARCH_MIN_LENGTH });

/** Characters typed before messages are searched too (conversations filter from the first). */
export const SEARCH_MIN_LENGTH = 2;

export const useConversationMembers = (id: number | null) =>
  useQuery({ queryKey: chatKeys.members(id ?? 0), queryFn: () => listConversationMembers(id!), enabled: id !== null });

/** A conversation's main history: the latest page (or the page around a message), older pages on demand. */
export function useHistory(id: number, around: number | null) {
  const sync = useChatSync();
  const query = useInfiniteQuery<ChatHistory, Error, HistoryData, ReturnType<typeof chatKeys.history>, HistoryPageParam>({
    queryKey: chatKeys.history(id, around),
    queryFn: ({ pageParam }) => listMessages(id, { ...pageParam, limit: CHAT_PAGE_SIZE }),
    initialPageParam: around ? { around } : {},
    getNextPageParam: (page): HistoryPageParam | undefined =>
      page.has_more && page.items[0] ? { before: page.items[0].id } : undefined,
    // Live events and catch-up keep it current; a refetch would drop the older pages loaded.
    staleTime: Infinity,
  });
  useEffect(() => {
    if (query.data) sync.observe(query.data.pages.flatMap((page) => page.items));
  }, [query.data, sync]);
  return query;
}

export const useThread = (parentId: number | null) =>
  useQuery({ queryKey: chatKeys.thread(parentId ?? 0), queryFn: () => getThread(parentId!), enabled: parentId !== null });

/** The outbox's messages (pending, refused), live. */
export function useOutbox(sync: ChatSync) {
  return useSyncExternalStore(sync.outbox.subscribe, sync.outbox.snapshot, sync.outbox.snapshot);
}

/** Who is typing in a conversation or thread, live. */
export function useTyping(sync: ChatSync, conversationId: number, parentId: number | null): string[] {
  const key = useSyncExternalStore(
    sync.onTyping,
    () => sync.typingNames(conversationId, parentId).join('\u0000'),
    () => '',
  );
  return useMemo(() => (key ? key.split('\u0000') : []), [key]);
}

function replaceConversation(queryClient: QueryClient, conversation: Conversation) {
  for (const archived of [false, true]) {
    queryClient.setQueryData<ConversationList>(chatKeys.conversationList(archived), (list) =>
      list ? { items: list.items.map((item) => (item.id === conversation.id ? { ...item, ...conversation } : item)) } : list,
    );
  }
}

/** Reports a refusal as a toast (the server's message, else the screen's) and rethrows it. */
function reported(fallback: string) {
  return (error: unknown): never => {
    toast.error(failureMessage(error, fallback));
    throw error;
  };
}

/**
 * Every chat action of the page; each updates or invalidates the caches (spec: reload after every
 * change) and toasts the contract's message.
 */
export function useChatActions() {
  const queryClient = useQueryClient();
  const sync = useChatSync();

  return useMemo(() => {
    const reloadLists = () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    return {
      async createConversation(body: ConversationStoreRequest) {
        const conversation = await storeConversation(body);
        if (body.type === 'channel') toast.success(CHAT_MESSAGES.channelCreated);
        await reloadLists();
        return conversation;
      },
      async update(body: ConversationUpdateRequest) {
        const conversation = await updateConversation(body);
        replaceConversation(queryClient, conversation);
        toast.success(CHAT_MESSAGES.channelUpdated);
        return conversation;
      },
      async setMuted(id: number, muted: boolean) {
        const conversation = await conversationSettings(id, muted);
        replaceConversation(queryClient, conversation);
        return conversation;
      },
      async archive(id: number, archived: boolean) {
        await archiveConversation(id, archived).catch(archived ? undefined : reported(CHAT_MESSAGES.loadFailed));
        toast.success(archived ? CHAT_MESSAGES.channelArchived : CHAT_MESSAGES.channelRestored);
        await reloadLists();
      },
      async join(id: number) {
        const conversation = await joinConversation(id).catch(reported(CHAT_MESSAGES.loadFailed));
        toast.success(CHAT_MESSAGES.channelJoined);
        void queryClient.invalidateQueries({ queryKey: ['chat', 'browse'] });
        await reloadLists();
        return conversation;
      },
      async leave(id: number) {
        await leaveConversation(id);
        toast.success(CHAT_MESSAGES.channelLeft);
        queryClient.removeQueries({ queryKey: chatKeys.histories(id) });
        void queryClient.invalidateQueries({ queryKey: ['chat', 'browse'] });
        await reloadLists();
      },
      async addMembers(id: number, userIds: number[]) {
        const members = await addConversationMembers(id, userIds).catch(reported(CHAT_MESSAGES.loadFailed));
        queryClient.setQueryData(chatKeys.members(id), members);
        toast.success(CHAT_MESSAGES.membersAdded);
        void reloadLists();
      },
      async removeMember(id: number, userId: number) {
        const members = await removeConversationMember(id, userId).catch(reported(CHAT_MESSAGES.loadFailed));
        queryClient.setQueryData(chatKeys.members(id), members);
        toast.success(CHAT_MESSAGES.memberRemoved);
        void reloadLists();
      },
      async edit(message: ChatMessage, body: string, mentionIds: number[]) {
        const edited = await updateMessage({ id: message.id, body, mention_ids: mentionIds }).catch(
          reported(CHAT_MESSAGES.sendFailed),
        );
        sync.applyMessage(edited, null, false);
        toast.success(CHAT_MESSAGES.messageEdited);
      },
      async remove(message: ChatMessage) {
        const deleted = await destroyMessage(message.id);
        sync.applyMessage(deleted, null, false);
        toast.success(CHAT_MESSAGES.messageRemoved);
      },
      async react(message: ChatMessage, emoji: string, add: boolean) {
        const changed = await reactToMessage(message.id, emoji, add).catch(reported(CHAT_MESSAGES.sendFailed));
        sync.applyMessage(changed, null, false);
      },
      async markRead(id: number, messageId: number) {
        const read = await markConversationRead(id, messageId);
        queryClient.setQueryData<ConversationList>(chatKeys.conversationList(false), (list) =>
          list
            ? {
                items: list.items.map((item) =>
                  item.id === id
                    ? { ...item, last_read_message_id: read.last_read_message_id, unread_count: read.unread_count }
                    : item,
                ),
              }
            : list,
        );
      },
      async setBusy(busy: boolean) {
        await setChatStatus({ busy }).catch(reported(CHAT_MESSAGES.loadFailed));
        // The presence dots (the caller's busy switch among them) reload with the member list.
        void queryClient.invalidateQueries({ queryKey: queryKeys.team.members() });
      },
      async download(attachment: ChatAttachment) {
        try {
          saveDownloadedFile(await downloadChatAttachment(attachment.id), attachment.file_name);
        } catch (error) {
          toast.error(failureMessage(error, CHAT_MESSAGES.loadFailed));
        }
      },
    };
  }, [queryClient, sync]);
}

export type ChatActions = ReturnType<typeof useChatActions>;
export type { ChatThread, HistoryData };
