import { makeChatMessage, makeConversation } from '../../test-utils';
import {
  applyToConversation,
  applyToHistory,
  applyToThread,
  historyMessages,
  mergeMessages,
  type HistoryData,
} from './message-merge';

const history = (...pages: Array<{ ids: number[]; has_more: boolean }>): HistoryData => ({
  pages: pages.map(({ ids, has_more }) => ({ items: ids.map((id) => makeChatMessage(id)), has_more })),
  pageParams: pages.map(() => ({})),
});

describe('message merge', () => {
  it('keeps one entry per id, the incoming version winning, in id order', () => {
    const merged = mergeMessages(
      [makeChatMessage(1), makeChatMessage(3)],
      [makeChatMessage(2), makeChatMessage(3, { body: 'edited' }), makeChatMessage(2)],
    );
    expect(merged.map((message) => [message.id, message.body])).toEqual([
      [1, 'Message 1'],
      [2, 'Message 2'],
      [3, 'edited'],
    ]);
  });

  it('adds a new message to the newest page of the latest history, not to a page around a mention', () => {
    const data = history({ ids: [5, 6], has_more: true }, { ids: [3, 4], has_more: true });
    expect(historyMessages(applyToHistory(data, makeChatMessage(7), true)).map((m) => m.id)).toEqual([3, 4, 5, 6, 7]);
    expect(applyToHistory(data, makeChatMessage(7), false)).toBe(data);
    // Older than what is loaded while more exists: left for scrolling back.
    expect(applyToHistory(data, makeChatMessage(1), true)).toBe(data);
    // A thread reply is not in the main history.
    expect(applyToHistory(data, makeChatMessage(8, { parent_id: 5 }), true)).toBe(data);
  });

  it('replaces a loaded message where it is', () => {
    const data = history({ ids: [5, 6], has_more: false }, { ids: [3, 4], has_more: false });
    const next = applyToHistory(data, makeChatMessage(4, { body: 'changed' }), true)!;
    expect(next.pages[1]!.items.map((m) => m.body)).toEqual(['Message 3', 'changed']);
    expect(historyMessages(next)).toHaveLength(4);
  });

  it('puts a reply in its thread and the reply count on its parent', () => {
    const thread = { parent: makeChatMessage(5), replies: [makeChatMessage(8, { parent_id: 5 })] };
    const withReply = applyToThread(thread, makeChatMessage(9, { parent_id: 5 }))!;
    expect(withReply.replies.map((m) => m.id)).toEqual([8, 9]);
    expect(applyToThread(withReply, makeChatMessage(5, { reply_count: 2 }))!.parent.reply_count).toBe(2);
    expect(applyToThread(withReply, makeChatMessage(10, { parent_id: 6 }))).toBe(withReply);
  });

  it('moves a conversation’s last message and counts a new one from someone else as unread', () => {
    const conversation = makeConversation(1, { last_message: makeChatMessage(4), last_read_message_id: 4 });
    const next = applyToConversation(conversation, makeChatMessage(5), 1, true);
    expect(next.last_message?.id).toBe(5);
    expect(next.unread_count).toBe(1);
    // The same message again, or one of mine, or a muted conversation: no more unread.
    expect(applyToConversation(next, makeChatMessage(5), 1, true).unread_count).toBe(1);
    expect(
      applyToConversation(conversation, makeChatMessage(5, { sender: { id: 1, full_name: 'Ada', photo_url: null } }), 1, true)
        .unread_count,
    ).toBe(0);
    expect(applyToConversation({ ...conversation, muted: true }, makeChatMessage(5), 1, true).unread_count).toBe(0);
    // An older message does not replace the last one.
    expect(applyToConversation(next, makeChatMessage(3), 1, true)).toBe(next);
  });
});
