/**
 * The harness against a stand-in of the API's realtime endpoint and message store (a `ws` server
 * and a plain HTTP handler that broadcasts each stored message), so the sockets, the schedule and
 * the ledger are checked together without the API.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { REALTIME_PROTOCOL, REALTIME_TOKEN_PREFIX } from '@kanri/contracts';
import { schedule } from './chat-section';
import { connect, postMessage, type WsClient, wsModule } from './chat-clients';
import { clientIdOf, createdClientIdOf, DeliveryLedger, measuredIndexOf } from './delivery-ledger';

interface ServerSocket {
  send(data: string): void;
  close(): void;
  terminate(): void;
}
interface FakeWss {
  clients: Set<ServerSocket>;
  on(event: 'connection', listener: (socket: ServerSocket, request: http.IncomingMessage) => void): void;
  handleUpgrade(request: http.IncomingMessage, socket: unknown, head: Buffer, done: (socket: ServerSocket) => void): void;
  emit(event: 'connection', socket: ServerSocket, request: http.IncomingMessage): void;
  close(): void;
}
type FakeWssClass = new (options: { noServer: boolean; handleProtocols: (protocols: Set<string>) => string | false }) => FakeWss;

describe('the chat harness against a stand-in server', () => {
  let server: http.Server;
  let wss: FakeWss;
  let baseUrl: string;
  const tokens: string[] = [];
  /** Messages stored, by client_id: a repeat is answered 200 and not broadcast again. */
  const stored = new Set<string>();
  /** A client_id the stand-in broadcasts twice, another it never broadcasts. */
  const twice = clientIdOf('m', 3);
  const never = clientIdOf('m', 5);

  before(async () => {
    const WebSocketServer = (wsModule() as { WebSocketServer: FakeWssClass }).WebSocketServer;
    wss = new WebSocketServer({
      noServer: true,
      handleProtocols: (protocols) => (protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
    });
    wss.on('connection', (socket, request) => {
      const token = String(request.headers['sec-websocket-protocol'])
        .split(',')
        .map((part) => part.trim())
        .find((part) => part.startsWith(REALTIME_TOKEN_PREFIX));
      tokens.push(token!.slice(REALTIME_TOKEN_PREFIX.length));
      socket.send(JSON.stringify({ type: 'ready', workspace_id: 1 }));
      socket.send(JSON.stringify({ type: 'presence.changed', workspace_id: 1, user_id: 9, status: 'online' }));
    });
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const message = JSON.parse(body) as { client_id: string; body: string; conversation_id: number };
        const repeat = stored.has(message.client_id);
        stored.add(message.client_id);
        response.writeHead(repeat ? 200 : 201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: false, data: { id: stored.size } }));
        if (repeat || message.client_id === never) return;
        const event = JSON.stringify({
          type: 'chat.message',
          action: 'created',
          workspace_id: 1,
          conversation_id: message.conversation_id,
          message: { id: stored.size, client_id: message.client_id, body: message.body },
          seq: stored.size,
          client_id: message.client_id,
          at: new Date().toISOString(),
        });
        for (const socket of wss.clients) {
          socket.send(event);
          if (message.client_id === twice) socket.send(event);
        }
      });
    });
    server.on('upgrade', (request: http.IncomingMessage, socket, head: Buffer) => {
      wss.handleUpgrade(request, socket, head, (client) => wss.emit('connection', client, request));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => {
    // Whatever a failed test left open: the sockets, then the server's connections.
    for (const socket of wss.clients) socket.terminate();
    wss.close();
    server.closeAllConnections();
    server.close();
  });

  it('sends on schedule, and counts every delivery, duplicate and loss by client_id', async () => {
    const sockets: WsClient[] = [];
    const messages = 8;
    const ledger = new DeliveryLedger(messages, [0, 1, 0]);
    let otherFrames = 0;
    for (let socket = 0; socket < 3; socket += 1) {
      sockets.push(
        await connect(
          baseUrl,
          `token-${socket}`,
          (frame, atMs) => {
            const index = measuredIndexOf(createdClientIdOf(frame) ?? '');
            if (index === undefined) otherFrames += 1;
            else ledger.received(index, socket, atMs);
          },
          () => undefined,
        ),
      );
    }
    assert.deepEqual(tokens, ['token-0', 'token-1', 'token-2']);

    const started = performance.now();
    const sentAt: number[] = [];
    try {
      await schedule(messages, 100, async (index) => {
        sentAt.push(performance.now() - started);
        ledger.sent(index, index % 2, performance.now());
        const reply = await postMessage(baseUrl, 'sender', {
          conversation_id: 1,
          client_id: clientIdOf('m', index),
          body: 'hi',
        });
        ledger.answered(index, performance.now(), reply.ok);
      });
      await ledger.settled(2000);
    } finally {
      for (const socket of sockets) socket.close();
    }
    // 8 sends at 100/s on a schedule from the start: the n-th never before n × 10 ms (timers may be late on a busy machine).
    sentAt.forEach((at, index) => assert.ok(at >= (index + 1) * 10 - 1, `send ${index} at ${at} ms`));

    assert.deepEqual(ledger.totals(), {
      messages: 8,
      sockets: 3,
      expected: 24,
      delivered: 21,
      lost: 3,
      duplicates: 3,
      unexpected: 0,
      sendErrors: 0,
    });
    assert.equal(ledger.latency().count, 21);
    assert.ok(ledger.latency().p99Ms >= 0);
    assert.equal(ledger.postLatency().count, 8);
    // The presence frame after ready counts as another frame.
    assert.equal(otherFrames, 3);
  });

  it('reports a refused POST instead of throwing', async () => {
    const reply = await postMessage('http://127.0.0.1:1', 'sender', {
      conversation_id: 1,
      client_id: clientIdOf('m', 1),
      body: 'x',
    });
    assert.equal(reply.ok, false);
    assert.equal(reply.status, 0);
  });
});
