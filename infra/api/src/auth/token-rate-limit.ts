/**
 * Requests per personal access token: fixed windows of `windowMs` (one minute), counted in this
 * process's memory. With N API replicas a token may make up to N × `max` requests a window (the
 * load balancer spreads them); a shared counter (PostgreSQL or Redis) would be needed for an exact
 * cluster-wide limit.
 */
export class TokenRateLimiter {
  private readonly windows = new Map<number, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  /**
   * Counts one request of token `id`: how many it may still make in this window, when the window
   * resets (seconds from now), and 0 or, over the limit, the seconds to wait (`retryAfter`).
   */
  hit(id: number): { limit: number; remaining: number; resetSeconds: number; retryAfter: number } {
    const now = this.now();
    let window = this.windows.get(id);
    if (!window || now - window.start >= this.windowMs) {
      if (!window && this.windows.size >= this.maxEntries) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(id, window);
    }
    window.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    return {
      limit: this.max,
      remaining: Math.max(0, this.max - window.count),
      resetSeconds,
      retryAfter: window.count <= this.max ? 0 : resetSeconds,
    };
  }

  /** Drops the windows that are over (keeps memory bounded by the tokens used in the last minute). */
  private sweep(now: number): void {
    for (const [id, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(id);
    if (this.windows.size >= this.maxEntries) this.windows.clear();
  }
}
