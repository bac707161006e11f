/**
 * The authenticated request's session, user and membership, kept in memory for a short while so
 * that most requests skip the session statement. It is only correct because every change that can
 * alter a cached answer — a session revoked or deleted, a user changed or deleted, a membership
 * added, changed or removed, a role changed, any of those tables truncated — fires a trigger
 * (migration 0007) that NOTIFYs `AUTH_CHANNEL` at commit, and every API process evicts on it:
 *
 * - An answer read before a change committed must not be stored after the change's notice was
 *   handled: every eviction bumps `generation`, and `store` drops an answer whose read began in an
 *   older generation.
 * - While the listener is disconnected notices are lost: the cache is emptied and off until it is
 *   back (`setListening`).
 * - Idle and absolute expiry are checked on every hit against the cached times; the cached
 *   `last_used_at` is never later than the stored one, so a hit is never more lenient than the
 *   statement.
 * - Entries also expire after `ttlMs`, however quiet the notices.
 */
export const AUTH_CHANNEL = 'kanri_auth';
/** The notice that evicts every entry (a role changed, a table truncated). */
export const AUTH_NOTICE_ALL = '*';

export interface CachedSessionAnswer {
  session: { userId: number; expiresAt: Date; lastUsedAt: Date };
}

interface Entry<T> {
  answer: T;
  storedAt: number;
}

export class SessionCache<T extends CachedSessionAnswer> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;
  private listening = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.listening;
  }

  /** Marks the start of a read from the database; pass the result to `store`. */
  begin(): number {
    return this.generation;
  }

  /** The live answer for `key`, or undefined (not cached, stale, or expired by the clock). */
  get(key: string, idleSince: Date): T | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    const { session } = entry.answer;
    if (now - entry.storedAt >= this.ttlMs || session.expiresAt.getTime() <= now || session.lastUsedAt <= idleSince) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  /** Keeps `answer` unless a notice arrived since `begin` returned `generation`. */
  store(key: string, answer: T, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { answer, storedAt: this.now() });
  }

  /** A notice from `AUTH_CHANNEL`: the user's id, or `AUTH_NOTICE_ALL`. */
  evict(notice: string): void {
    this.generation += 1;
    const userId = Number(notice);
    if (notice === AUTH_NOTICE_ALL || !Number.isSafeInteger(userId)) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (entry.answer.session.userId === userId) this.entries.delete(key);
  }

  /** The listener's state: while it is down, nothing is served from or kept in the cache. */
  setListening(listening: boolean): void {
    this.generation += 1;
    this.entries.clear();
    this.listening = listening;
  }
}
