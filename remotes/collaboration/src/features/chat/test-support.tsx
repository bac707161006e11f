import { connectRealtime } from '@kanri/api-client';
import type { Member } from '@kanri/contracts';
import type {
  ChatMessage,
  ChatMessageStoreRequest,
  ChatMessageUpdateRequest,
  ChatRealtimeMessage,
  ChatReactionRequest,
  ChatReadRequest,
  Conversation,
  ConversationMember,
} from '@kanri/contracts/chat';
import { act, screen, within } from '@testing-library/react';
import {
  fakeApi,
  makeChatMessage,
  makeChatPerson,
  makeConversationMember,
  makeMember,
  renderWithApp,
  Reply,
  type ApiCall,
  type RenderWithAppOptions,
} from '../../test-utils';
import { chatSync } from './chat-sync';
import ChatPage from './pages/chat-page';

/** The signed-in user of renderWithApp (Ada Lovelace, id 1) as chat shows her. */
export const ADA = makeChatPerson(1, { full_name: 'Ada Lovelace' });
export const GRACE = makeChatPerson(2, { full_name: 'Grace Hopper' });
export const ALAN = makeChatPerson(3, { full_name: 'Alan Turing' });

/** A WebSocket stand-in for connectRealtime: the test opens, drops and feeds it. */
export class FakeSocket {
  static all: FakeSocket[] = [];
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  sent: unknown[] = [];
  closed = false;
  constructor() {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  receive(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  ready() {
    this.receive({ type: 'ready', workspace_id: 1 });
  }
  close(code = 1006) {
    if (this.closed) return;
    this.closed = true;
    act(() => this.onclose?.({ code }));
  }
  static latest() {
    return FakeSocket.all[FakeSocket.all.length - 1]!;
  }
}

/** Opens the tab's live connection over a FakeSocket (reconnects come after ~1 s of fake or real time). */
export function connectFakeRealtime() {
  FakeSocket.all = [];
  return connectRealtime({
    token: 'token',
    workspaceId: 1,
    baseHref: 'http://localhost/',
    createSocket: () => new FakeSocket() as unknown as WebSocket,
  });
}

/** A chat.message event as the server sends it. */
export const messageEvent = (
  message: ChatMessage,
  seq: number,
  action: 'created' | 'updated' = 'created',
): ChatRealtimeMessage => ({
  type: 'chat.message',
  action,
  workspace_id: 1,
  conversation_id: message.conversation_id,
  message,
  seq,
  client_id: message.client_id,
  at: message.created_at,
});

/**
 * The chat page over a fake API that keeps conversations, messages and members like the server:
 * history pages (before, around), threads, the idempotent store by client id, edit, delete,
 * reactions, read markers and catch-up (`since` answers what `sinceReplies` holds, in turn).
 */
export function renderChatPage({
  conversations = [],
  messages: initial = [],
  members = {},
  workspaceMembers = [
    makeMember(1, { full_name: 'Ada Lovelace' }),
    makeMember(2, { full_name: 'Grace Hopper', presence: 'online' }),
    makeMember(3, { full_name: 'Alan Turing' }),
  ],
  sinceReplies = [],
  handlers = {},
  path = '/dashboard/chat',
  options = {},
}: {
  conversations?: Conversation[];
  messages?: ChatMessage[];
  members?: Record<number, ConversationMember[]>;
  workspaceMembers?: Member[];
  sinceReplies?: Array<{ items: ChatMessage[]; cursor: number; has_more: boolean }>;
  handlers?: Record<string, (call: ApiCall) => unknown>;
  path?: string;
  options?: RenderWithAppOptions;
} = {}) {
  const messages = [...initial];
  let nextId = Math.max(1000, ...messages.map((message) => message.id + 1));
  const clock = Date.parse('2026-11-02T10:00:00.000Z');
  const find = (id: number) => messages.find((message) => message.id === id)!;
  const replace = (message: ChatMessage) => {
    messages[messages.findIndex((item) => item.id === message.id)] = message;
    return message;
  };
  const membersOf = (id: number) =>
    members[id] ?? [
      makeConversationMember(1, { full_name: 'Ada Lovelace' }),
      makeConversationMember(2, { full_name: 'Grace Hopper' }),
      makeConversationMember(3, { full_name: 'Alan Turing' }),
    ];

  const api = fakeApi({
    'GET /users': () => workspaceMembers,
    'GET /chat/conversations': (call) => ({
      items: conversations.filter((conversation) => conversation.archived === (call.query.get('archived') === 'true')),
    }),
    'GET /chat/conversations/:id/members': (call) => ({ items: membersOf(Number(call.params.id)) }),
    'GET /chat/conversations/:id/messages': (call) => {
      const id = Number(call.params.id);
      const limit = Number(call.query.get('limit') ?? 50);
      const before = Number(call.query.get('before') ?? 0);
      const around = Number(call.query.get('around') ?? 0);
      const main = messages
        .filter((message) => message.conversation_id === id && message.parent_id === null)
        .sort((a, b) => a.id - b.id);
      let page: ChatMessage[];
      if (around) {
        const at = main.findIndex((message) => message.id === around);
        page = main.slice(Math.max(0, at - Math.floor(limit / 2)), Math.max(0, at - Math.floor(limit / 2)) + limit);
      } else {
        const older = before ? main.filter((message) => message.id < before) : main;
        page = older.slice(-limit);
      }
      return { items: page, has_more: page.length > 0 && main[0]!.id < page[0]!.id };
    },
    'GET /chat/messages/:id/thread': (call) => {
      const parent = find(Number(call.params.id));
      return { parent, replies: messages.filter((message) => message.parent_id === parent.id) };
    },
    'GET /chat/messages/since': () => sinceReplies.shift() ?? { items: [], cursor: 0, has_more: false },
    'POST /chat/messages/store': (call) => {
      const body = call.body as ChatMessageStoreRequest;
      const known = messages.find((message) => message.client_id === body.client_id);
      if (known) return new Reply(200, { error: false, message: 'Message sent', data: known });
      const message = makeChatMessage(nextId++, {
        conversation_id: body.conversation_id,
        parent_id: body.parent_id ?? null,
        client_id: body.client_id,
        sender: ADA,
        body: body.body.trim(),
        mention_ids: body.mention_ids ?? [],
        created_at: new Date(clock + nextId * 1000).toISOString(),
      });
      messages.push(message);
      if (body.parent_id) {
        const parent = find(body.parent_id);
        replace({ ...parent, reply_count: parent.reply_count + 1, last_reply_at: message.created_at });
      }
      return new Reply(201, { error: false, message: 'Message sent', data: message });
    },
    'PUT /chat/messages/update': (call) => {
      const body = call.body as ChatMessageUpdateRequest;
      return replace({
        ...find(body.id),
        body: body.body,
        mention_ids: body.mention_ids ?? [],
        edited_at: new Date(clock).toISOString(),
      });
    },
    'DELETE /chat/messages/destroy/:id': (call) =>
      replace({
        ...find(Number(call.params.id)),
        body: '',
        attachments: [],
        reactions: [],
        deleted_at: new Date(clock).toISOString(),
      }),
    'POST /chat/messages/react': (call) => {
      const { id, emoji } = call.body as ChatReactionRequest;
      const message = find(id);
      const others = message.reactions.filter((reaction) => reaction.emoji !== emoji);
      const current = message.reactions.find((reaction) => reaction.emoji === emoji);
      const userIds = [...new Set([...(current?.user_ids ?? []), 1])];
      return replace({ ...message, reactions: [...others, { emoji, count: userIds.length, user_ids: userIds, mine: true }] });
    },
    'DELETE /chat/messages/react': (call) => {
      const { id, emoji } = call.body as ChatReactionRequest;
      const message = find(id);
      const reactions = message.reactions
        .map((reaction) => {
          if (reaction.emoji !== emoji) return reaction;
          const userIds = reaction.user_ids.filter((user) => user !== 1);
          return { ...reaction, user_ids: userIds, count: userIds.length, mine: false };
        })
        .filter((reaction) => reaction.count > 0);
      return replace({ ...message, reactions });
    },
    'POST /chat/conversations/read': (call) => {
      const { id, message_id } = call.body as ChatReadRequest;
      return { conversation_id: id, last_read_message_id: message_id, unread_count: 0 };
    },
    ...handlers,
  });
  const view = renderWithApp([{ path: '/dashboard/chat', element: <ChatPage /> }], { path, ...options });
  return { ...view, api, messages, sync: () => chatSync(view.queryClient) };
}

/** The rendered messages of the open history (not the thread), as `sender: text`. */
export function historyTexts(): string[] {
  const log = screen.getByRole('log', { name: 'Messages' });
  return within(log)
    .queryAllByTestId('chat-message')
    .map(
      (item) =>
        `${item.querySelector('.kc-chat-msg-name')?.textContent}: ${item.querySelector('.kc-chat-msg-text, .kc-chat-msg-deleted')?.textContent ?? ''}`,
    );
}

/** The conversation row named `name` in the left panel. */
export const conversationRow = (name: string) =>
  screen.getAllByTestId('chat-conversation').find((row) => row.querySelector('.kc-chat-row-name')?.textContent === name)!;
