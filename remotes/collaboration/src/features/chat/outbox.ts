import { isUnreachable } from '@kanri/api-client';
import type { ChatMessage, ChatMessageStoreRequest, ChatPerson } from '@kanri/contracts/chat';

/**
 * The tab's outbox: every message is sent through it, in the order written, each with its
 * client-generated `client_id`. While the connection is down (or a send fails for want of a
 * network) messages wait here — shown as pending in the history — and go out in order when it is
 * back. A retry sends the same client id, so the server answers with the message it stored the
 * first time: each message is stored exactly once.
 */

export type OutboxState = 'queued' | 'sending' | 'failed';

export interface OutboxItem {
  request: ChatMessageStoreRequest & { client_id: string };
  sender: ChatPerson;
  /** When it was written (shown until the server's time replaces it). */
  created_at: string;
  state: OutboxState;
  /** Why it was refused (not a network failure): shown with Retry and Discard. */
  error?: string;
}

export interface OutboxOptions {
  send: (request: ChatMessageStoreRequest) => Promise<ChatMessage>;
  /** Whether sending may be tried now (the live connection is up). */
  canSend: () => boolean;
  onSent: (message: ChatMessage, item: OutboxItem) => void;
  onRefused?: (item: OutboxItem, error: unknown) => void;
  /** A send failed for want of a network: the message waits (and is retried). */
  onWaiting?: (item: OutboxItem) => void;
  /** After a network failure while the connection looks up: try again this much later. */
  retryMs?: number;
}

/** A client id for a new message (contracts CHAT_CLIENT_ID_PATTERN). */
export function newClientId(): string {
  return globalThis.crypto.randomUUID();
}

export class ChatOutbox {
  private items: OutboxItem[] = [];
  private flushing = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: OutboxOptions) {}

  /** The waiting and refused messages, in order (a new array after each change). */
  snapshot = (): readonly OutboxItem[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private changed(next: OutboxItem[]) {
    this.items = next;
    for (const listener of [...this.listeners]) listener();
  }

  private update(clientId: string, change: Partial<OutboxItem>) {
    this.changed(this.items.map((item) => (item.request.client_id === clientId ? { ...item, ...change } : item)));
  }

  private remove(clientId: string): OutboxItem | undefined {
    const item = this.items.find((entry) => entry.request.client_id === clientId);
    if (item) this.changed(this.items.filter((entry) => entry !== item));
    return item;
  }

  /** Queues a message and sends what can be sent. */
  enqueue(request: OutboxItem['request'], sender: ChatPerson, now = new Date()): void {
    this.changed([...this.items, { request, sender, created_at: now.toISOString(), state: 'queued' }]);
    void this.flush();
  }

  /**
   * The server has this client id's message (a live event or a catch-up page said so): it leaves
   * the outbox and is never sent again. Returns whether it was waiting here.
   */
  confirm(clientId: string | null): boolean {
    if (!clientId) return false;
    return this.remove(clientId) !== undefined;
  }

  /** A refused message is tried again (at its place in the order). */
  retry(clientId: string): void {
    this.update(clientId, { state: 'queued', error: undefined });
    void this.flush();
  }

  discard(clientId: string): void {
    this.remove(clientId);
  }

  /** Sends the queued messages one after the other, in order; stops at a network failure. */
  async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    clearTimeout(this.retryTimer);
    try {
      for (;;) {
        if (!this.options.canSend()) return;
        const next = this.items.find((item) => item.state === 'queued');
        if (!next) return;
        const clientId = next.request.client_id;
        this.update(clientId, { state: 'sending' });
        try {
          const message = await this.options.send(next.request);
          const item = this.remove(clientId) ?? next;
          this.options.onSent(message, item);
        } catch (error) {
          if (isUnreachable(error)) {
            // Still unsent (or unknown): it waits, and keeps its place and its client id.
            if (this.items.some((item) => item.request.client_id === clientId)) {
              this.update(clientId, { state: 'queued' });
              this.options.onWaiting?.(next);
            }
            this.retryTimer = setTimeout(() => void this.flush(), this.options.retryMs ?? 5_000);
            return;
          }
          const message = error instanceof Error ? error.message : String(error);
          const item = this.items.find((entry) => entry.request.client_id === clientId);
          if (item) {
            this.update(clientId, { state: 'failed', error: message });
            this.options.onRefused?.(item, error);
          }
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Drops every waiting message (they belonged to a workspace the tab has left). */
  clear(): void {
    clearTimeout(this.retryTimer);
    this.changed([]);
  }

  /** Stops the retry timer (the tab's chat runtime is dropped). */
  dispose(): void {
    clearTimeout(this.retryTimer);
    this.listeners.clear();
  }
}
