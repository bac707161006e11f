import type { ChatMessageEvent } from '@kanri/contracts/chat';
import type { FastifyBaseLogger } from 'fastify';
import { ChatDelivery, chatTypingReportOf, type ChatSocket, type ChatSource } from '../../src/realtime/chat-delivery.js';
import type { RawMessage } from '../../src/services/chat/sql.js';

/** Chat delivery on one process: one load per notice, one serialization per distinct payload, members only. */
describe('ChatDelivery', () => {
  const message: RawMessage = {
    id: 7,
    conversation_id: 3,
    parent_id: null,
    client_id: 'client-0001',
    sender: { id: 1, full_name: 'Ann', photo_url: null },
    body: 'Hello',
    mention_ids: [],
    attachments: [],
    reactions: [
      { emoji: '👍', user_ids: [1, 2] },
      { emoji: '🎉', user_ids: [2] },
    ],
    reply_count: 0,
    last_reply_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    edited_at: null,
    deleted_at: null,
  };

  function setup(memberIds: number[], archived = false) {
    const source = {
      message: jest.fn(async () => ({ message, memberIds })),
      members: jest.fn(async () => ({ ids: memberIds, archived })),
      person: jest.fn(async (id: number) => ({ id, full_name: `User ${id}`, photo_url: null })),
      publishTyping: jest.fn(async () => undefined),
    } satisfies ChatSource;
    const delivery = new ChatDelivery(source, { warn: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger);
    const socket = (userId: number) => {
      const sent: string[] = [];
      const connection: ChatSocket & { sent: string[] } = {
        socket: { readyState: 1, send: (text: string) => sent.push(text) },
        userId,
        workspaceId: 1,
        sent,
      };
      return connection;
    };
    return { source, delivery, socket };
  }

  it('loads the message once, sends it to member sockets only, serialized once per distinct `mine`', async () => {
    const members = Array.from({ length: 50 }, (_, i) => i + 1);
    const { source, delivery, socket } = setup(members);
    const sockets = [...members, ...members, 99, 100].map(socket);
    const stringify = jest.spyOn(JSON, 'stringify');
    await delivery.deliver(
      { type: 'chat.message', action: 'reacted', workspaceId: 1, conversationId: 3, messageId: 7, seq: 12, at: 'now' },
      sockets,
    );
    const calls = stringify.mock.calls.length;
    stringify.mockRestore();
    expect(source.message).toHaveBeenCalledTimes(1);
    // Nobody's, user 1's (👍), user 2's (👍 and 🎉).
    expect(calls).toBe(3);
    for (const connection of sockets) expect(connection.sent).toHaveLength(connection.userId > 50 ? 0 : 1);
    const eventOf = (index: number) => JSON.parse(sockets[index]!.sent[0]!) as ChatMessageEvent;
    expect(eventOf(0).message.reactions.map((r) => r.mine)).toEqual([true, false]);
    expect(eventOf(1).message.reactions.map((r) => r.mine)).toEqual([true, true]);
    expect(eventOf(2).message.reactions).toEqual([
      { emoji: '👍', count: 2, user_ids: [1, 2], mine: false },
      { emoji: '🎉', count: 1, user_ids: [2], mine: false },
    ]);
    expect(eventOf(2)).toMatchObject({ type: 'chat.message', action: 'reacted', seq: 12, client_id: 'client-0001' });
    // The same string for every receiver who reacted nothing.
    expect(sockets[2]!.sent[0]).toBe(sockets[3]!.sent[0]);
  });

  it('checks typing against cached members, forgotten on a conversation change', async () => {
    const { source, delivery, socket } = setup([1, 2]);
    const typist = socket(1);
    await delivery.typing(typist, { type: 'chat.typing', conversation_id: 3 });
    await delivery.typing(socket(2), { type: 'chat.typing', conversation_id: 3, parent_id: 7 });
    await delivery.typing(socket(5), { type: 'chat.typing', conversation_id: 3 });
    expect(source.members).toHaveBeenCalledTimes(1);
    expect(source.publishTyping.mock.calls).toEqual([
      [{ type: 'chat.typing', workspaceId: 1, userId: 1, conversationId: 3, parentId: null }],
      [{ type: 'chat.typing', workspaceId: 1, userId: 2, conversationId: 3, parentId: 7 }],
    ]);
    // Throttled per socket and conversation.
    await delivery.typing(typist, { type: 'chat.typing', conversation_id: 3 });
    expect(source.publishTyping).toHaveBeenCalledTimes(2);
    await delivery.deliver(
      { type: 'chat.conversation', action: 'members', workspaceId: 1, conversationId: 3, removedUserId: 2, at: 'now' },
      [],
    );
    await delivery.typing(socket(2), { type: 'chat.typing', conversation_id: 3 });
    expect(source.members).toHaveBeenCalledTimes(2);
  });

  it('relays no typing in an archived conversation (read-only)', async () => {
    const { source, delivery, socket } = setup([1, 2], true);
    await delivery.typing(socket(1), { type: 'chat.typing', conversation_id: 3 });
    expect(source.members).toHaveBeenCalledTimes(1);
    expect(source.publishTyping).not.toHaveBeenCalled();
  });

  it('reads typing reports and nothing else', () => {
    expect(chatTypingReportOf('{"type":"chat.typing","conversation_id":4}')).toEqual({ type: 'chat.typing', conversation_id: 4 });
    expect(chatTypingReportOf(Buffer.from('{"type":"chat.typing","conversation_id":4,"parent_id":null}'))).toEqual({
      type: 'chat.typing',
      conversation_id: 4,
      parent_id: null,
    });
    expect(chatTypingReportOf('{"type":"chat.typing","conversation_id":0}')).toBeUndefined();
    expect(chatTypingReportOf('{"type":"presence","status":"away"}')).toBeUndefined();
    expect(chatTypingReportOf('not json chat.typing')).toBeUndefined();
  });
});
