import { ApiError } from '@kanri/api-client';
import type { ChatMessage, ChatMessageStoreRequest } from '@kanri/contracts/chat';
import { makeChatMessage, makeChatPerson } from '../../test-utils';
import { ChatOutbox } from './outbox';

const me = makeChatPerson(1, { full_name: 'Ada Lovelace' });
const offline = () => new ApiError('Network error', 0);

/** A server that stores each client id once (a retry gets the stored message back). */
function fakeServer() {
  const stored = new Map<string, ChatMessage>();
  const requests: ChatMessageStoreRequest[] = [];
  let nextId = 100;
  let down = false;
  const send = jest.fn(async (request: ChatMessageStoreRequest) => {
    requests.push(request);
    if (down) throw offline();
    const known = stored.get(request.client_id);
    if (known) return known;
    const message = makeChatMessage(nextId++, { body: request.body, client_id: request.client_id, sender: me });
    stored.set(request.client_id, message);
    return message;
  });
  return {
    send,
    requests,
    stored,
    setDown(value: boolean) {
      down = value;
    },
  };
}

/** Lets the outbox's awaited sends settle (fake timers keep real promises). */
const settle = async () => {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
};

const request = (body: string, clientId: string) => ({ conversation_id: 1, body, client_id: clientId });

describe('ChatOutbox', () => {
  it('waits while the connection is down, then sends in order, each once', async () => {
    const server = fakeServer();
    let online = false;
    const sent: string[] = [];
    const outbox = new ChatOutbox({ send: server.send, canSend: () => online, onSent: (message) => sent.push(message.body) });
    outbox.enqueue(request('first', 'client-0001'), me);
    outbox.enqueue(request('second', 'client-0002'), me);
    outbox.enqueue(request('third', 'client-0003'), me);
    await outbox.flush();
    expect(server.send).not.toHaveBeenCalled();
    expect(outbox.snapshot().map((item) => [item.request.body, item.state])).toEqual([
      ['first', 'queued'],
      ['second', 'queued'],
      ['third', 'queued'],
    ]);

    online = true;
    await Promise.all([outbox.flush(), outbox.flush()]);
    expect(sent).toEqual(['first', 'second', 'third']);
    expect(server.requests.map((r) => r.client_id)).toEqual(['client-0001', 'client-0002', 'client-0003']);
    expect(outbox.snapshot()).toEqual([]);
  });

  it('keeps a message after a network failure and retries it with the same client id: stored once', async () => {
    jest.useFakeTimers();
    try {
      const server = fakeServer();
      const sent: ChatMessage[] = [];
      const outbox = new ChatOutbox({
        send: server.send,
        canSend: () => true,
        onSent: (message) => sent.push(message),
        retryMs: 1000,
      });
      server.setDown(true);
      outbox.enqueue(request('hello', 'client-0001'), me);
      outbox.enqueue(request('again', 'client-0002'), me);
      await settle();
      expect(outbox.snapshot().map((item) => item.state)).toEqual(['queued', 'queued']);
      // The order holds: the second was not tried before the first.
      expect(server.requests.map((r) => r.body)).toEqual(['hello']);

      server.setDown(false);
      jest.advanceTimersByTime(1000);
      await settle();
      expect(sent.map((message) => message.body)).toEqual(['hello', 'again']);
      expect(server.stored.size).toBe(2);
      expect(server.requests.filter((r) => r.client_id === 'client-0001')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a message the server already has (a live event said so) is not sent again', async () => {
    const server = fakeServer();
    let online = false;
    const outbox = new ChatOutbox({ send: server.send, canSend: () => online, onSent: () => undefined });
    outbox.enqueue(request('one', 'client-0001'), me);
    outbox.enqueue(request('two', 'client-0002'), me);
    expect(outbox.confirm('client-0001')).toBe(true);
    expect(outbox.confirm('client-9999')).toBe(false);
    online = true;
    await outbox.flush();
    expect(server.requests.map((r) => r.body)).toEqual(['two']);
  });

  it('a refused message stays as failed without blocking the next; Retry and Discard', async () => {
    const refused = new ApiError('A message may not be longer than 4000 characters.', 422);
    const send = jest.fn(async (r: ChatMessageStoreRequest) => {
      if (r.body === 'bad') throw refused;
      return makeChatMessage(7, { body: r.body, client_id: r.client_id });
    });
    const onRefused = jest.fn();
    const outbox = new ChatOutbox({ send, canSend: () => true, onSent: () => undefined, onRefused });
    outbox.enqueue(request('bad', 'client-0001'), me);
    outbox.enqueue(request('good', 'client-0002'), me);
    await outbox.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outbox.snapshot().map((item) => [item.request.body, item.state, item.error])).toEqual([
      ['bad', 'failed', refused.message],
    ]);
    expect(onRefused).toHaveBeenCalledTimes(1);
    outbox.discard('client-0001');
    expect(outbox.snapshot()).toEqual([]);
  });
});
