import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_RESPONSE_EXCERPT_BYTES,
  webhookSignatureHeader,
  webhookSignedPayload,
} from '@kanri/contracts/webhooks';
import { checkWebhookUrl, systemResolver, type ResolvedAddress, type Resolver } from './address.js';

/** The hex HMAC-SHA256 of `<t>.<body>` keyed by the webhook's secret. */
export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(webhookSignedPayload(timestamp, body)).digest('hex');
}

export interface WebhookRequest {
  url: string;
  secret: string;
  allowPrivateNetwork: boolean;
  event: string;
  deliveryId: string;
  /** The JSON body, sent and signed byte for byte. */
  body: string;
}

export interface SendResult {
  /** 2xx. */
  ok: boolean;
  responseCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
  durationMs: number;
}

export interface SendOptions {
  timeoutMs: number;
  resolve?: Resolver;
  /** The clock (unix ms) for the signature's timestamp. */
  now?: () => number;
}

/**
 * One attempt: resolves and checks the URL's host (SSRF), then POSTs to the checked address (the
 * host name still names the server: Host header, TLS SNI and certificate check), signed. Never
 * throws; redirects are not followed (a 3xx is a failure).
 */
export async function sendWebhook(request: WebhookRequest, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const finish = (result: Omit<SendResult, 'durationMs'>): SendResult => ({
    ...result,
    durationMs: Math.max(0, Math.round(performance.now() - started)),
  });
  const check = await checkWebhookUrl(request.url, request.allowPrivateNetwork, options.resolve ?? systemResolver);
  if (!check.ok) return finish({ ok: false, responseCode: null, error: check.detail, responseExcerpt: null });
  const timestamp = Math.floor((options.now?.() ?? Date.now()) / 1000);
  const signature = signWebhookBody(request.secret, timestamp, request.body);
  try {
    const { statusCode, excerpt } = await post(request, check.address, timestamp, signature, options.timeoutMs);
    const ok = statusCode >= 200 && statusCode < 300;
    return finish({ ok, responseCode: statusCode, error: ok ? null : `HTTP ${statusCode}`, responseExcerpt: excerpt });
  } catch (error) {
    return finish({ ok: false, responseCode: null, error: (error as Error).message || String(error), responseExcerpt: null });
  }
}

function post(
  request: WebhookRequest,
  pinned: ResolvedAddress,
  timestamp: number,
  signature: string,
  timeoutMs: number,
): Promise<{ statusCode: number; excerpt: string }> {
  const url = new URL(request.url);
  const client = url.protocol === 'https:' ? https : http;
  // Connect to the checked address whatever the name resolves to now (DNS rebinding).
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  return new Promise((resolve, reject) => {
    const body = Buffer.from(request.body, 'utf8');
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'user-agent': 'Kanri-Webhooks/1',
          [WEBHOOK_HEADERS.signature]: webhookSignatureHeader(timestamp, signature),
          [WEBHOOK_HEADERS.event]: request.event,
          [WEBHOOK_HEADERS.delivery]: request.deliveryId,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept >= WEBHOOK_RESPONSE_EXCERPT_BYTES) return;
          const part = chunk.subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES - kept);
          chunks.push(part);
          kept += part.length;
          // Enough of it: stop reading a large reply.
          if (kept >= WEBHOOK_RESPONSE_EXCERPT_BYTES) {
            clearTimeout(timer);
            resolve({ statusCode: response.statusCode ?? 0, excerpt: Buffer.concat(chunks).toString('utf8') });
            response.destroy();
          }
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ statusCode: response.statusCode ?? 0, excerpt: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`Timed out after ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}
