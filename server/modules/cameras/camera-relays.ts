/**
 * The pictures this process is relaying right now, by viewing session. Stop Viewing, a
 * removed or switched-off camera, and closing the app end them at once; each relay also
 * checks its session in the database every few seconds, for a change made by another
 * process (camera-relay.ts).
 */
export class CameraRelays {
  private readonly live = new Map<number, () => void>();
  /** More than this at once and a new one is refused (a process's fair share of sockets). */
  readonly limit = 200;

  get size() {
    return this.live.size;
  }

  /** Registers a relay; a second one for the same session replaces (ends) the first. */
  add(sessionId: number, close: () => void): () => void {
    this.live.get(sessionId)?.();
    this.live.set(sessionId, close);
    return () => {
      if (this.live.get(sessionId) === close) this.live.delete(sessionId);
    };
  }

  end(sessionIds: Iterable<number>) {
    for (const id of sessionIds) this.live.get(id)?.();
  }

  endAll() {
    this.end([...this.live.keys()]);
  }
}
