import { CHAT_MESSAGES, type ChatSince } from '@kanri/contracts/chat';
import { toast } from '@kanri/design-system';
import { waitFor } from '@testing-library/react';
import { switchWorkspace } from '@kanri/api-client';
import { QueryClient } from '@tanstack/react-query';
import { fakeApi, makeChatMessage, makeChatPerson, Reply } from '../../test-utils';
import { chatKeys } from './api/chat-keys';
import { ChatSync } from './chat-sync';
import { historyMessages, type HistoryData } from './message-merge';

const me = makeChatPerson(1, { full_name: 'Ada Lovelace' });

function setup(pages: ChatSince[]) {
  const api = fakeApi({ 'GET /chat/messages/since': () => pages.shift() ?? { items: [], cursor: 0, has_more: false } });
  const queryClient = new QueryClient();
  const data: HistoryData = {
    pages: [{ items: [makeChatMessage(10), makeChatMessage(11), makeChatMessage(12)], has_more: false }],
    pageParams: [{}],
  };
  queryClient.setQueryData(chatKeys.history(1, null), data);
  const sync = new ChatSync(queryClient);
  sync.setSelf(me);
  sync.observe(data.pages[0]!.items);
  const history = () => historyMessages(queryClient.getQueryData<HistoryData>(chatKeys.history(1, null)));
  return { api, queryClient, sync, history };
}

afterEach(() => jest.restoreAllMocks());

describe('ChatSync catch-up', () => {
  it('asks for what changed after the last sequence seen, page after page, and merges it without duplicates', async () => {
    const { api, sync, history } = setup([
      { items: [makeChatMessage(11, { body: 'edited' }), makeChatMessage(13), makeChatMessage(12)], cursor: 40, has_more: true },
      { items: [makeChatMessage(13), makeChatMessage(14)], cursor: 44, has_more: false },
    ]);
    await sync.resync();
    expect(api.callsTo('GET /chat/messages/since').map((call) => call.query.get('after'))).toEqual(['12', '40']);
    expect(history().map((message) => [message.id, message.body])).toEqual([
      [10, 'Message 10'],
      [11, 'edited'],
      [12, 'Message 12'],
      [13, 'Message 13'],
      [14, 'Message 14'],
    ]);
    expect(sync.sequence()).toBe(44);
    sync.dispose();
  });

  it('keeps a newer version than the catch-up page (by change sequence)', async () => {
    const { sync, history } = setup([{ items: [makeChatMessage(11, { body: 'older state' })], cursor: 30, has_more: false }]);
    // A live edit at sequence 35 arrived first.
    sync.applyMessage(makeChatMessage(11, { body: 'newest state' }), 35, false);
    await sync.resync();
    expect(history().find((message) => message.id === 11)?.body).toBe('newest state');
    sync.dispose();
  });

  it('drops from the outbox a queued message the catch-up shows stored (it is not sent twice)', async () => {
    const stored = makeChatMessage(15, { sender: me, client_id: 'client-0001', body: 'sent before the drop' });
    const { api, sync, history } = setup([{ items: [stored], cursor: 50, has_more: false }]);
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    sync.outbox.enqueue({ conversation_id: 1, body: 'sent before the drop', client_id: 'client-0001' }, me);
    expect(sync.outbox.snapshot()).toHaveLength(1);
    onLine.mockReturnValue(true);
    await sync.resync();
    expect(api.callsTo('POST /chat/messages/store')).toHaveLength(0);
    expect(sync.outbox.snapshot()).toEqual([]);
    expect(history().filter((message) => message.client_id === 'client-0001')).toHaveLength(1);
    sync.dispose();
  });

  it('forgets the outbox and the sequence when the tab moves to another workspace', async () => {
    const { sync } = setup([]);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    sync.outbox.enqueue({ conversation_id: 1, body: 'for workspace 1', client_id: 'client-0001' }, me);
    expect(sync.sequence()).toBe(12);
    switchWorkspace(2);
    expect(sync.outbox.snapshot()).toEqual([]);
    expect(sync.sequence()).toBe(0);
    switchWorkspace(1);
    sync.dispose();
  });

  it('reloads the histories when the catch-up fails', async () => {
    const { queryClient, sync } = setup([]);
    const reset = jest.spyOn(queryClient, 'resetQueries');
    const failing = fakeApi({ 'GET /chat/messages/since': () => new Reply(500, { error: true, message: 'down' }) });
    await sync.resync();
    expect(failing.callsTo('GET /chat/messages/since')).toHaveLength(1);
    expect(reset).toHaveBeenCalledWith({ queryKey: ['chat', 'history'] });
    sync.dispose();
  });

  it('says why a message was refused and keeps it to retry or discard', async () => {
    const api = fakeApi({
      'POST /chat/messages/store': () => new Reply(404, { error: true, message: CHAT_MESSAGES.conversationNotFound }),
    });
    const sync = new ChatSync(new QueryClient());
    sync.setSelf(me);
    const error = jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
    sync.send({ conversation_id: 9, body: 'into the void' });
    await waitFor(() => expect(error).toHaveBeenCalledWith(CHAT_MESSAGES.conversationNotFound));
    expect(api.callsTo('POST /chat/messages/store')).toHaveLength(1);
    expect(sync.outbox.snapshot().map((item) => item.state)).toEqual(['failed']);
    sync.dispose();
  });
});
