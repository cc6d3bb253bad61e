/**
 * The session lookup every signed-in request makes, kept in memory — on the embedded
 * database only. There one process holds the data and every query waits its turn on one
 * queue (db/pglite-thread.ts), so a write and the cache's invalidation cannot interleave with
 * another request's read; with PostgreSQL, several processes may share the sessions and each
 * request reads them afresh.
 *
 * Whatever changes a session or its user calls `sessionsChanged` where it writes (this file's
 * callers in lib/session-store.ts and the account and staff queries). A lookup started before
 * an invalidation does not store what it read (the epoch check), so nothing stale survives one.
 */
export type CachedSession = {
  userId: number;
  role: 'director' | 'staff' | 'parent';
  email: string;
  isActive: boolean;
  persistent: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
};

const maxEntries = 10_000;
const caches = new Set<SessionCache>();

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /** Bumped by every invalidation; a lookup stores what it read only if unchanged. */
  epoch = 0;

  constructor() {
    caches.add(this);
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.entries.get(tokenHash);
  }

  set(tokenHash: string, session: CachedSession, epochAtRead: number): void {
    if (epochAtRead !== this.epoch) return;
    // Oldest first out: a Map keeps insertion order.
    if (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, session);
  }

  forget(match: { tokenHash?: string; userId?: number }): void {
    this.epoch++;
    if (match.tokenHash !== undefined) this.entries.delete(match.tokenHash);
    if (match.userId !== undefined)
      for (const [hash, session] of this.entries)
        if (session.userId === match.userId) this.entries.delete(hash);
  }

  /** When the app closes: nothing more to invalidate here. */
  dispose(): void {
    caches.delete(this);
  }
}

/**
 * A session (by its token's hash) or every session of a user (signed out elsewhere, password,
 * e-mail address or role changed, deactivated) changed: every cache of this process forgets it.
 */
export function sessionsChanged(match: { tokenHash?: string; userId?: number }): void {
  for (const cache of caches) cache.forget(match);
}
