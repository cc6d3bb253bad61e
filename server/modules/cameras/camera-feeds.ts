import type { FastifyBaseLogger } from 'fastify';

/** What a viewer of a feed is told: each picture, and the feed's end. */
export type FeedViewer = {
  frame(jpeg: Buffer): void;
  /** The camera's stream ended or failed; no more frames come. */
  end(error?: unknown): void;
};

type Feed = { viewers: Set<FeedViewer>; controller: AbortController; last: Buffer | null };

/**
 * One stream from each camera, shared by everyone watching it in this process. Many IP
 * cameras serve only a few streams at once: a room's parents watching together must not use
 * them up (and make the health check find the camera offline). The stream opens with the
 * first viewer and closes with the last; a viewer joining gets the latest picture at once.
 */
export class CameraFeeds {
  private readonly feeds = new Map<number, Feed>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Whether the camera's picture is being received right now (it is online). */
  isLive(cameraId: number) {
    return this.feeds.get(cameraId)?.last != null;
  }

  /** Joins the camera's feed, opening it with `open` if nobody watches yet; returns leave(). */
  join(
    cameraId: number,
    open: (signal: AbortSignal) => AsyncGenerator<Buffer>,
    viewer: FeedViewer,
  ): () => void {
    let feed = this.feeds.get(cameraId);
    if (!feed) {
      feed = { viewers: new Set(), controller: new AbortController(), last: null };
      this.feeds.set(cameraId, feed);
      void this.pump(cameraId, feed, open(feed.controller.signal));
    } else if (feed.last) {
      viewer.frame(feed.last);
    }
    feed.viewers.add(viewer);
    const joined = feed;
    return () => {
      joined.viewers.delete(viewer);
      if (joined.viewers.size === 0) this.stop(cameraId, joined);
    };
  }

  /** Ends a camera's feed for all its viewers (the camera was changed, removed or turned off). */
  end(cameraId: number) {
    const feed = this.feeds.get(cameraId);
    if (!feed) return;
    this.stop(cameraId, feed);
    for (const viewer of feed.viewers) viewer.end();
  }

  endAll() {
    for (const id of [...this.feeds.keys()]) this.end(id);
  }

  private stop(cameraId: number, feed: Feed) {
    feed.controller.abort();
    if (this.feeds.get(cameraId) === feed) this.feeds.delete(cameraId);
  }

  private async pump(cameraId: number, feed: Feed, frames: AsyncGenerator<Buffer>) {
    let failure: unknown;
    try {
      for await (const jpeg of frames) {
        if (feed.controller.signal.aborted) break;
        feed.last = jpeg;
        for (const viewer of feed.viewers) viewer.frame(jpeg);
      }
    } catch (error) {
      failure = error;
      if (!feed.controller.signal.aborted)
        this.log.warn({ err: error, cameraId }, 'camera picture lost');
    } finally {
      this.stop(cameraId, feed);
      // Whoever still watches learns the picture is gone (ending twice is harmless).
      for (const viewer of feed.viewers) viewer.end(failure);
    }
  }
}
