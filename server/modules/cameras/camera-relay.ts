import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';
import type { Scheduled } from '../../lib/scheduler.ts';
import type { CameraConnection } from './camera-connection.ts';
import { cameraFrames, type SourceContext } from './sources/camera-sources.ts';

const boundary = 'sunnydaysframe';
/** A camera that sends no first picture within this, or stops sending for this long, is gone. */
const firstFrameMs = 8000;
const frameGapMs = 15_000;
/** The relay looks at the clock each second and asks `goesOn` every 5 s (app.scheduler). */
const tickMs = 1000;
const reviewMs = 5000;

type Relayed = {
  session: { id: number; cameraId: number; expiresAt: Date };
  connection: CameraConnection;
  context: SourceContext;
  /** Whether the viewing may go on (the session's row and the viewer's right, decision 026). */
  goesOn: () => Promise<boolean>;
};

/**
 * Sends a camera's picture to the viewer as multipart JPEG (an <img> plays it) for as long
 * as the session lives: it ends at the session's expiry by the server's clock, on Stop
 * Viewing, when the camera is removed, switched off or changed, when the viewer may no
 * longer watch (their child checked out, closing time, the camera moved to another room) or
 * goes away — whatever the browser does. The picture comes from the camera's shared feed;
 * a viewer that cannot keep up skips frames rather than making the server hold them.
 */
export async function relayPicture(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { session, connection, context, goesOn }: Relayed,
) {
  const { cameraRelays: relays, clock, scheduler } = app;
  if (relays.size >= relays.limit) throw new HttpError(503, 'errors.cameraStreamUnavailable');

  const out = new PassThrough();
  let closed = false;
  let lastFrameAt = clock.now().getTime();
  // Set once the picture runs; close() may come before it (the viewer gone while waiting).
  const checks: Scheduled[] = [];
  let first: { resolve: (jpeg: Buffer) => void; reject: (error: unknown) => void } | null = null;
  const firstFrame = new Promise<Buffer>((resolve, reject) => (first = { resolve, reject }));
  const close = () => {
    if (closed) return;
    closed = true;
    for (const check of checks) check.cancel();
    leave();
    unregister();
    first?.reject(new Error('closed'));
    out.end();
  };
  // Counted, and ended by Stop Viewing or the app closing, from this moment: also while the
  // camera has not sent its first picture yet, and whether or not the viewer is still there.
  const unregister = relays.add(session.id, close);
  reply.raw.on('close', close);
  const send = (jpeg: Buffer) => {
    lastFrameAt = clock.now().getTime();
    if (first) {
      first.resolve(jpeg);
      first = null;
      return;
    }
    if (closed || out.writableNeedDrain) return;
    out.write(
      `--${boundary}\r\nContent-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`,
    );
    out.write(jpeg);
    out.write('\r\n');
  };
  const leave = app.cameraFeeds.join(
    session.cameraId,
    (signal) => cameraFrames(connection, context, signal),
    { frame: send, end: () => (first ? first.reject(new Error('no picture')) : close()) },
  );
  if (request.raw.destroyed) close();

  const waited = scheduler.after(firstFrameMs, () =>
    first?.reject(new Error('no picture in time')),
  );
  let picture: Buffer;
  try {
    picture = await firstFrame;
  } catch (error) {
    close();
    request.log.warn({ err: error, sessionId: session.id }, 'camera picture unreachable');
    throw new HttpError(502, 'errors.cameraStreamUnavailable');
  } finally {
    waited.cancel();
  }
  send(picture);

  let reviewing = false;
  if (!closed)
    checks.push(
      scheduler.every(tickMs, () => {
        const now = clock.now();
        if (now >= session.expiresAt || now.getTime() - lastFrameAt > frameGapMs) close();
      }),
      scheduler.every(reviewMs, () => {
        // One question at a time: a slow database does not gather them, one per 5 s.
        if (reviewing) return;
        reviewing = true;
        goesOn()
          .then((yes) => yes || close())
          .catch(() => close())
          .finally(() => (reviewing = false));
      }),
    );

  return reply
    .header('content-type', `multipart/x-mixed-replace; boundary=${boundary}`)
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(out);
}
