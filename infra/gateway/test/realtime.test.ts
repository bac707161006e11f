import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REALTIME_PROTOCOL, REALTIME_TOKEN_PREFIX } from '@kanri/contracts';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../src/gateway';
import { DEFAULT_REGISTRY_FILE } from '../src/paths';

const PUBLIC_URL = 'https://kanri.gateway.test';

type Upgrade =
  { accepted: true; protocol: string | undefined; firstMessage: unknown } | { accepted: false; status: number; body: string };

/**
 * A raw WebSocket handshake (the gateway has no WebSocket client among its dependencies) that
 * reads the first server frame: a small unmasked text frame.
 */
function upgrade(port: number, urlPath: string, protocols: string[]): Promise<Upgrade> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      port,
      host: '127.0.0.1',
      path: urlPath,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Protocol': protocols.join(', '),
        Origin: PUBLIC_URL,
      },
    });
    request.on('upgrade', (response, socket: Socket, head: Buffer) => {
      let received = head;
      const readFrame = () => {
        if (received.length < 2 || received.length < 2 + (received[1]! & 0x7f)) return;
        socket.destroy();
        const payload = received.subarray(2, 2 + (received[1]! & 0x7f)).toString();
        resolve({ accepted: true, protocol: response.headers['sec-websocket-protocol'], firstMessage: JSON.parse(payload) });
      };
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        readFrame();
      });
      readFrame();
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ accepted: false, status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('live updates through the gateway', () => {
  let app: FastifyInstance;
  let root: string;
  let port: number;
  let token: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-gateway-realtime-'));
    fs.mkdirSync(path.join(root, 'shell'));
    fs.writeFileSync(path.join(root, 'shell/index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(root, 'remotes'));
    app = await buildGateway({
      shellDist: path.join(root, 'shell'),
      remotesDir: path.join(root, 'remotes'),
      registryFile: DEFAULT_REGISTRY_FILE,
      api: { dataDir: path.join(root, 'data'), publicUrl: PUBLIC_URL, smtpUrl: undefined },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        first_name: 'Ada',
        last_name: 'Admin',
        email: 'ada@example.com',
        phone: '+1 555 010 0199',
        password: 'correct horse battery',
        password_confirmation: 'correct horse battery',
      },
    });
    token = registered.json().access_token;
    expect(token).toEqual(expect.any(String));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('upgrades /api/v1/realtime with the kanri.v1 subprotocol and says ready', async () => {
    const result = await upgrade(port, '/api/v1/realtime?workspace_id=1', [REALTIME_PROTOCOL, REALTIME_TOKEN_PREFIX + token]);

    expect(result).toEqual({ accepted: true, protocol: REALTIME_PROTOCOL, firstMessage: { type: 'ready', workspace_id: 1 } });
  });

  it("refuses without a token with the API's 401, not the shell page", async () => {
    const result = await upgrade(port, '/api/v1/realtime?workspace_id=1', [REALTIME_PROTOCOL]);

    expect(result).toMatchObject({ accepted: false, status: 401 });
    expect(JSON.parse((result as { body: string }).body)).toMatchObject({ error: true });
  });
});
