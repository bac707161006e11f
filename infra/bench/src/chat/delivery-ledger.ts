/**
 * Accounting of the chat case: which message (by its client_id) each socket received, when, and
 * how many times. A message is sent once and expected once on every socket; what never arrives is
 * lost, what arrives twice is a duplicate. Kept in typed arrays: 200 sockets × 600 messages is
 * 120,000 deliveries, recorded from the sockets' message handlers without allocating per frame.
 */

/** The client_id prefix of the bench's messages: measured (`m`) and warm-up (`w`) ones. */
export const CLIENT_ID_PREFIX = 'bench-';

export function clientIdOf(kind: 'm' | 'w', index: number): string {
  // 8 to 64 of [A-Za-z0-9-] (CHAT_CLIENT_ID_PATTERN).
  return `${CLIENT_ID_PREFIX}${kind}-${String(index).padStart(6, '0')}`;
}

/** The index of a measured message's client_id, or undefined for any other (warm-up, someone else's). */
export function measuredIndexOf(clientId: string): number | undefined {
  const prefix = `${CLIENT_ID_PREFIX}m-`;
  if (!clientId.startsWith(prefix)) return undefined;
  const index = Number(clientId.slice(prefix.length));
  return Number.isInteger(index) && index >= 0 ? index : undefined;
}

const CHAT_MESSAGE_TYPE = Buffer.from('"type":"chat.message"');
const CREATED = Buffer.from('"action":"created"');
const CLIENT_ID_KEY = Buffer.from(`"client_id":"${CLIENT_ID_PREFIX}`);
const QUOTE = 0x22;

/**
 * The client_id of a `chat.message` `created` frame, read straight from its bytes (no JSON.parse
 * of the whole message on 200 sockets); undefined for any other frame (ready, ping, presence,
 * conversation events, other actions) and for messages the bench did not send.
 */
export function createdClientIdOf(frame: Buffer): string | undefined {
  if (frame.indexOf(CHAT_MESSAGE_TYPE) < 0 || frame.indexOf(CREATED) < 0) return undefined;
  const at = frame.indexOf(CLIENT_ID_KEY);
  if (at < 0) return undefined;
  const start = at + CLIENT_ID_KEY.length - CLIENT_ID_PREFIX.length;
  const end = frame.indexOf(QUOTE, start);
  return end < 0 ? undefined : frame.toString('latin1', start, end);
}

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

/** Nearest-rank percentile (`p` in 0–100) of values sorted ascending; NaN when there are none. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(values: Float64Array | number[]): LatencySummary {
  const sorted = Float64Array.from(values).sort();
  let sum = 0;
  for (const value of sorted) sum += value;
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    meanMs: sorted.length ? sum / sorted.length : Number.NaN,
  };
}

export interface DeliveryTotals {
  messages: number;
  sockets: number;
  /** messages × sockets. */
  expected: number;
  /** Distinct (message, socket) pairs received. */
  delivered: number;
  /** Expected deliveries that never arrived (within the grace period after the last send). */
  lost: number;
  /** Frames of a message a socket had already received. */
  duplicates: number;
  /** Frames of bench messages nobody sent in this run (an id out of range). */
  unexpected: number;
  /** Messages whose POST failed (not 2xx): still expected, so they count as lost too. */
  sendErrors: number;
}

/** Which replica a socket is on vs the replica a message was posted to. */
export type ReplicaRoute = 'same' | 'other';

export class DeliveryLedger {
  private readonly sentAt: Float64Array;
  private readonly postedTo: Int8Array;
  private readonly socketReplica: Int8Array;
  /** Receipts per (message, socket): message × sockets + socket. */
  private readonly receipts: Uint8Array;
  private readonly latencies: Float64Array;
  private readonly routes: Uint8Array;
  private readonly firstMs: Float64Array;
  private readonly lastMs: Float64Array;
  private delivered = 0;
  private duplicates = 0;
  private unexpected = 0;
  private sendErrors = 0;
  private readonly postLatencies: number[] = [];
  private readonly onComplete = new Set<() => void>();

  constructor(
    readonly messages: number,
    socketReplicas: readonly number[],
  ) {
    this.sentAt = new Float64Array(messages).fill(Number.NaN);
    this.postedTo = new Int8Array(messages).fill(-1);
    this.socketReplica = Int8Array.from(socketReplicas);
    this.receipts = new Uint8Array(messages * socketReplicas.length);
    this.latencies = new Float64Array(messages * socketReplicas.length);
    this.routes = new Uint8Array(messages * socketReplicas.length);
    this.firstMs = new Float64Array(messages).fill(Number.POSITIVE_INFINITY);
    this.lastMs = new Float64Array(messages).fill(Number.NEGATIVE_INFINITY);
  }

  get sockets(): number {
    return this.socketReplica.length;
  }

  get expected(): number {
    return this.messages * this.sockets;
  }

  get complete(): boolean {
    return this.delivered === this.expected;
  }

  /** Called just before the message's POST leaves. */
  sent(index: number, replica: number, atMs: number): void {
    this.sentAt[index] = atMs;
    this.postedTo[index] = replica;
  }

  /** The POST answered: its time from `sent`, or a failure. */
  answered(index: number, atMs: number, ok: boolean): void {
    if (ok) this.postLatencies.push(atMs - this.sentAt[index]!);
    else this.sendErrors += 1;
  }

  /** A socket received the `created` event of a measured message. */
  received(index: number, socket: number, atMs: number): void {
    if (index >= this.messages || Number.isNaN(this.sentAt[index]!)) {
      this.unexpected += 1;
      return;
    }
    const slot = index * this.sockets + socket;
    const seen = this.receipts[slot]!;
    this.receipts[slot] = seen === 255 ? 255 : seen + 1;
    if (seen > 0) {
      this.duplicates += 1;
      return;
    }
    const latency = atMs - this.sentAt[index]!;
    this.latencies[this.delivered] = latency;
    this.routes[this.delivered] = this.postedTo[index] === this.socketReplica[socket] ? 0 : 1;
    this.delivered += 1;
    if (latency < this.firstMs[index]!) this.firstMs[index] = latency;
    if (latency > this.lastMs[index]!) this.lastMs[index] = latency;
    if (this.complete) for (const resolve of this.onComplete) resolve();
  }

  /** Resolves once every expected delivery arrived, or after `timeoutMs` (whatever is missing then is lost). */
  settled(timeoutMs: number): Promise<void> {
    if (this.complete) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.onComplete.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.onComplete.add(done);
    });
  }

  totals(): DeliveryTotals {
    return {
      messages: this.messages,
      sockets: this.sockets,
      expected: this.expected,
      delivered: this.delivered,
      lost: this.expected - this.delivered,
      duplicates: this.duplicates,
      unexpected: this.unexpected,
      sendErrors: this.sendErrors,
    };
  }

  /** Send → receipt over every delivery, and split by whether the socket was on the replica posted to. */
  latency(route?: ReplicaRoute): LatencySummary {
    const all = this.latencies.subarray(0, this.delivered);
    if (!route) return summarize(all);
    const wanted = route === 'same' ? 0 : 1;
    return summarize(all.filter((_, i) => this.routes[i] === wanted));
  }

  /** POST /chat/messages/store: send → reply. */
  postLatency(): LatencySummary {
    return summarize(this.postLatencies);
  }

  /** Per message: send → first socket, and first → last socket (the fan-out's spread). */
  fanOut(): { firstMs: LatencySummary; spreadMs: LatencySummary } {
    const first: number[] = [];
    const spread: number[] = [];
    for (let index = 0; index < this.messages; index += 1) {
      if (!Number.isFinite(this.firstMs[index]!)) continue;
      first.push(this.firstMs[index]!);
      spread.push(this.lastMs[index]! - this.firstMs[index]!);
    }
    return { firstMs: summarize(first), spreadMs: summarize(spread) };
  }
}
