import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError } from './api.ts';

/**
 * What a device keeps when it cannot reach the server (decision 028; check-ins and the
 * room's day use it): a list per signed-in user in localStorage, each entry with its own id
 * (the server answers an id it has seen with its first answer, so sending twice records
 * once), sent oldest first when the connection returns. A refusal is kept as a conflict with
 * the server's words until the person dismisses it: nothing a person recorded is lost.
 */
export type QueuedState = { state: 'waiting' | 'conflict'; message?: string };

/** How often waiting entries are tried again while the device says it is online. */
export const syncIntervalMs = 30_000;

/** No answer at all (offline, server unreachable): lib/api.ts gives those status 0. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

export function deviceQueue<E extends QueuedState>(options: {
  /** Part of the localStorage key: `daycare:<name>:<user id>`. */
  name: string;
  /** What a stored entry must look like (anything else in storage is left out). */
  isEntry: (value: unknown) => value is E;
  idOf: (entry: E) => string;
  send: (entry: E) => Promise<unknown>;
  /** The statuses that are the server refusing this entry: it becomes a conflict. */
  refusals: readonly number[];
}) {
  const prefix = `daycare:${options.name}:`;
  const listeners = new Set<() => void>();
  // Snapshots by key, so useSyncExternalStore sees the same array until something changes.
  const snapshots = new Map<string, { raw: string | null; entries: E[] }>();
  const empty: E[] = [];
  const running = new Map<number, Promise<number>>();

  /** The user's queue as stored (oldest first); [] when there is none or it cannot be read. */
  function read(userId: number): E[] {
    const key = prefix + userId;
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return empty;
    }
    const cached = snapshots.get(key);
    if (cached && cached.raw === raw) return cached.entries;
    let entries = empty;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (Array.isArray(parsed)) entries = parsed.filter(options.isEntry);
    } catch {
      // Unreadable: treated as empty, and left as it is rather than overwritten by nothing.
    }
    snapshots.set(key, { raw, entries });
    return entries;
  }

  function update(userId: number, change: (entries: E[]) => E[]): void {
    const next = change(read(userId));
    const key = prefix + userId;
    if (next.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(next));
    for (const listener of listeners) listener();
  }

  /** Keeps an entry on the device, waiting (after the others, or in place of its own id). */
  const add = (userId: number, entry: E) =>
    update(userId, (entries) => [
      ...entries.filter((e) => options.idOf(e) !== options.idOf(entry)),
      { ...entry, state: 'waiting' },
    ]);

  /** Takes an entry off the device: a conflict read, or a waiting one undone before it went. */
  const dismiss = (userId: number, id: string) =>
    update(userId, (entries) => entries.filter((e) => options.idOf(e) !== id));

  const hasWaiting = (userId: number) => read(userId).some((e) => e.state === 'waiting');

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(prefix)) listener();
    };
    window.addEventListener('storage', fromOtherTab);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', fromOtherTab);
    };
  }

  /** The user's queue, kept current (this tab's changes and other tabs'). */
  const useEntries = (userId: number): E[] => useSyncExternalStore(subscribe, () => read(userId));

  /**
   * Sends the waiting entries oldest first: an answer removes the entry; a refusal keeps it
   * as a conflict with the server's words; no connection (or any other failure: the server
   * down, the session ended) stops, to try again later. Resolves with how many were
   * recorded. One run at a time per user.
   */
  function sync(userId: number): Promise<number> {
    const already = running.get(userId);
    if (already) return already;
    const run = (async () => {
      let recorded = 0;
      for (;;) {
        const next = read(userId).find((e) => e.state === 'waiting');
        if (!next) break;
        const id = options.idOf(next);
        try {
          await options.send(next);
        } catch (error) {
          if (error instanceof ApiError && options.refusals.includes(error.status)) {
            const message = error.message;
            update(userId, (entries) =>
              entries.map((e) =>
                options.idOf(e) === id ? { ...e, state: 'conflict', message } : e,
              ),
            );
            continue;
          }
          break;
        }
        recorded++;
        dismiss(userId, id);
      }
      return recorded;
    })();
    running.set(userId, run);
    const done = () => running.delete(userId);
    run.then(done, done);
    return run;
  }

  /**
   * Keeps the user's queue moving: on start, when an entry is added, whenever the browser
   * comes back online, and every 30 s while something waits. `onRecorded` runs after a run
   * that recorded anything (to refresh what the entries change).
   */
  function useSync(userId: number, onRecorded: () => void): void {
    const recorded = useRef(onRecorded);
    useEffect(() => {
      recorded.current = onRecorded;
    });
    const waiting = useEntries(userId).filter((e) => e.state === 'waiting').length;
    useEffect(() => {
      const run = () => {
        void sync(userId).then((count) => {
          if (count > 0) recorded.current();
        });
      };
      run();
      window.addEventListener('online', run);
      const timer = waiting > 0 ? setInterval(run, syncIntervalMs) : undefined;
      return () => {
        window.removeEventListener('online', run);
        clearInterval(timer);
      };
    }, [userId, waiting]);
  }

  return { read, update, add, dismiss, hasWaiting, useEntries, sync, useSync };
}
