/**
 * Signed-in answers kept for a moment, on the embedded database only (issue 9). The staff
 * dashboard asks the same dozen questions for every screen of every staff member, and under
 * load most of a request's cost is the database's thread and the answer's serialisation,
 * not the answer changing. Here one process holds the data and every write passes through
 * one thread that counts them (`writeEpoch`, db/pglite-thread.ts), so an answer can be
 * reused, exactly as it was sent, while:
 * - nothing has been written since it was read (the write epoch is unchanged, and no
 *   request other than a GET has been answered since: plugins/answer-cache.ts clears it);
 * - the app's clock is in the same second (answers that depend on the time, such as
 *   "today" or an invoice turning overdue, are at most a second old, as a screen polling
 *   the server would see them anyway);
 * - the same session asks the same URL, in the same language.
 * Only routes that declare `config.answerCache` (answers that are a function of the
 * database, the session and the clock alone) are kept. With PostgreSQL, other processes may
 * write, so nothing is kept.
 */
export type CachedAnswer = {
  body: string | Buffer;
  headers: Record<string, string>;
};

/** When a request began: its answer is kept only if both are unchanged when it is sent. */
export type AnswerStamp = { second: number; epoch: number; generation: number };

const maxEntries = 20_000;
const maxBodyBytes = 512 * 1024;

export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private second = Number.NaN;
  private epoch = Number.NaN;
  /** Bumped by `clear`, so a request begun before a change stores nothing. */
  private generation = 0;

  constructor(private readonly writeEpoch: () => number) {}

  /** How many answers are kept (for tests and the benchmark's report). */
  get size(): number {
    return this.entries.size;
  }

  /** The stamp of now; a new second or a new write epoch empties the cache first. */
  stamp(nowMs: number): AnswerStamp {
    const second = Math.floor(nowMs / 1000);
    const epoch = this.writeEpoch();
    if (second !== this.second || epoch !== this.epoch) {
      this.entries.clear();
      this.second = second;
      this.epoch = epoch;
    }
    return { second, epoch, generation: this.generation };
  }

  get(key: string, nowMs: number): CachedAnswer | undefined {
    this.stamp(nowMs);
    return this.entries.get(key);
  }

  set(key: string, answer: CachedAnswer, begun: AnswerStamp, nowMs: number): void {
    const now = this.stamp(nowMs);
    const changed =
      now.second !== begun.second ||
      now.epoch !== begun.epoch ||
      now.generation !== begun.generation;
    if (changed) return;
    if (answer.body.length > maxBodyBytes || this.entries.size >= maxEntries) return;
    this.entries.set(key, answer);
  }

  /** Something changed that the write epoch may not see (any request but a GET). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
