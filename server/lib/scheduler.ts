/**
 * Waiting is injected beside the clock, so a test moves time instead of sleeping: the test
 * version (test/api/test-clock.ts) runs what falls due when the test advances its clock.
 */
export type Scheduled = { cancel(): void };

export type Scheduler = {
  /** Runs `run` once, `ms` from now. */
  after(ms: number, run: () => void): Scheduled;
  /** Runs `run` every `ms`, the first time `ms` from now, until cancelled. */
  every(ms: number, run: () => void): Scheduled;
};

/**
 * Node's timers. None keeps the process alive by itself: what it waits for (a request, the
 * listening server) does, and a closing process must not wait for a poll or a re-check.
 */
export const systemScheduler: Scheduler = {
  after(ms, run) {
    const timer = setTimeout(run, ms).unref();
    return { cancel: () => clearTimeout(timer) };
  },
  every(ms, run) {
    const timer = setInterval(run, ms).unref();
    return { cancel: () => clearInterval(timer) };
  },
};
