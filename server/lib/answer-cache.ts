import type { Encoding } from './compression.ts';

/**
 * Signed-in answers kept for a moment, on the embedded database only (issue 9). The staff
 * dashboard asks the same dozen questions for every screen of every staff member, and under
 * load most of a request's cost is the database's thread and the answer's serialisation,
 * not the answer changing. Here one process holds the data and every write passes through
 * one thread that counts them (`writeEpoch`, db/pglite-thread.ts), so an answer can be
 * reused, exactly as it was sent, while:
 * - nothing has been written since it was begun (the write epoch is unchanged, and no
 *   request other than a GET has been answered since: plugins/answer-cache.ts clears it);
 * - less than a second has passed on the app's clock since its request began (answers that
 *   depend on the time, such as "today" or an invoice turning overdue, are at most a second
 *   old, as a screen polling the server would see them anyway);
 * - the same person asks the same URL, in the same language, from any of their sessions
 *   (decision 041; a page, which reads no session itself, is its session cookie's).
 * A first screen's page carries a dozen answers (decision 029) and is kept the same way; its
 * age is its oldest answer's, so nothing in it is older than a second either.
 * Requests for an answer that is being made wait for it rather than make it again (under
 * load, a hundred screens opening at once ask the database once per question, not a hundred
 * times); a request that joins is concurrent with the one it joins, and no write has begun
 * since that one began, so the answer is as fresh for both.
 * Only routes that declare `config.answerCache` (answers that are a function of the
 * database, the signed-in person and the clock alone) are kept. With PostgreSQL, other
 * processes may write, so nothing is kept. Writes declared with `writeUnseenByAnswers`
 * (db/client.ts: a session's last use, the job queue's bookkeeping) are not counted: a route
 * that shows the `jobs` table or when a session was last used must not declare
 * `answerCache` (decision 038).
 */
export type CachedAnswer = {
  body: Buffer;
  headers: Record<string, string>;
  /**
   * When it was made: its request's start, or earlier when it carries answers kept before
   * (a first screen's page). `land` settles it.
   */
  madeAt?: number;
  /** The body compressed, by encoding, made the first time a browser asks for one. */
  encoded?: Partial<Record<Encoding, Buffer>>;
};

/** When a request began: its answer is kept only if nothing changed before it was sent. */
export type AnswerStamp = { at: number; epoch: number; generation: number };

type Flight = {
  begun: AnswerStamp;
  done: Promise<CachedAnswer | undefined>;
  land: (answer: CachedAnswer | undefined) => void;
};

/** How long an answer is good for, from its request's start. */
export const answerLifetimeMs = 1000;
const maxEntries = 20_000;
const maxBodyBytes = 512 * 1024;

export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly flights = new Map<string, Flight>();
  /** Each leading request's flight, by its stamp (a replaced flight still lands). */
  private readonly flightOf = new WeakMap<AnswerStamp, Flight>();
  private epoch = Number.NaN;
  /** Bumped by `clear`, so a request begun before a change stores nothing. */
  private generation = 0;
  /** When answers past their lifetime were last let go (otherwise only when asked for). */
  private sweptAt = 0;

  constructor(private readonly writeEpoch: () => number) {}

  /** How many answers are kept (for tests and the benchmark's report). */
  get size(): number {
    return this.entries.size;
  }

  /** The stamp of now; a new write epoch empties the cache first. */
  stamp(nowMs: number): AnswerStamp {
    const epoch = this.writeEpoch();
    if (epoch !== this.epoch) {
      this.entries.clear();
      this.epoch = epoch;
    }
    // Sessions that do not ask again leave their answers behind: at most a second's worth
    // is held, not every answer since the last write.
    if (Math.abs(nowMs - this.sweptAt) >= answerLifetimeMs) this.sweep(nowMs);
    return { at: nowMs, epoch, generation: this.generation };
  }

  get(key: string, nowMs: number): CachedAnswer | undefined {
    this.stamp(nowMs);
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    if (this.young(kept, nowMs)) return kept;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * The answer another request for `key` is making now, to wait for: undefined when there is
   * none, or when something was written since it began. It settles with undefined when that
   * request ends without an answer to share (an error, a stream, the client gone).
   */
  join(key: string, nowMs: number): Promise<CachedAnswer | undefined> | undefined {
    const now = this.stamp(nowMs);
    const flight = this.flights.get(key);
    if (!flight || !this.unchangedSince(flight.begun, now)) return undefined;
    return flight.done;
  }

  /** A request for `key` begins making its answer: later ones may join it until it lands. */
  lead(key: string, nowMs: number): AnswerStamp {
    const begun = this.stamp(nowMs);
    let land!: Flight['land'];
    const done = new Promise<CachedAnswer | undefined>((resolve) => (land = resolve));
    const flight: Flight = { begun, done, land };
    this.flights.set(key, flight);
    this.flightOf.set(begun, flight);
    // Whatever happens to the request, nobody waits on it longer than an answer lives.
    setTimeout(() => this.land(key, begun, undefined), answerLifetimeMs).unref();
    return begun;
  }

  /**
   * The request that began at `begun` has its answer (or none): those waiting get it, and it
   * is kept if nothing changed meanwhile and it is still young enough.
   */
  land(key: string, begun: AnswerStamp, answer: CachedAnswer | undefined, nowMs?: number): void {
    if (answer) answer.madeAt = Math.min(begun.at, answer.madeAt ?? begun.at);
    const flight = this.flightOf.get(begun);
    if (flight) {
      this.flightOf.delete(begun);
      if (this.flights.get(key) === flight) this.flights.delete(key);
      flight.land(answer);
    }
    if (!answer || nowMs === undefined) return;
    const now = this.stamp(nowMs);
    if (!this.unchangedSince(begun, now)) return;
    if (!this.young(answer, nowMs) || answer.body.length > maxBodyBytes) return;
    if (this.entries.size >= maxEntries) this.sweep(nowMs);
    if (this.entries.size < maxEntries) this.entries.set(key, answer);
  }

  /** Something changed that the write epoch may not see (any request but a GET). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private unchangedSince(begun: AnswerStamp, now: AnswerStamp): boolean {
    return (
      begun.epoch === now.epoch &&
      begun.generation === now.generation &&
      now.at - begun.at < answerLifetimeMs
    );
  }

  private young(answer: CachedAnswer, nowMs: number): boolean {
    return nowMs - answer.madeAt! < answerLifetimeMs;
  }

  /** Lets go of the answers past their lifetime. */
  private sweep(nowMs: number): void {
    this.sweptAt = nowMs;
    for (const [key, kept] of this.entries) if (!this.young(kept, nowMs)) this.entries.delete(key);
  }
}
