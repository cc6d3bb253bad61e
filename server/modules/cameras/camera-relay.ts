import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';
import { sessionIsLive } from './camera-sessions-queries.ts';
import type { CameraConnection } from './camera-connection.ts';
import { cameraFrames, type SourceContext } from './sources/camera-sources.ts';

const boundary = 'sunnydaysframe';
/** The relay looks at the clock each second and at its session in the database every 5 s. */
const tickMs = 1000;
const databaseEveryTicks = 5;

/**
 * Sends a camera's picture to the viewer as multipart JPEG (an <img> plays it) for as long
 * as the session lives: it ends at the session's expiry by the server's clock, on Stop
 * Viewing, when the camera is removed or switched off, or when the viewer goes away —
 * whatever the browser does. A viewer that cannot keep up skips frames rather than making
 * the server hold them.
 */
export async function relayPicture(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { id: number; expiresAt: Date },
  connection: CameraConnection,
  context: SourceContext,
) {
  if (app.cameraRelays.size >= app.cameraRelays.limit) {
    throw new HttpError(503, 'errors.cameraStreamUnavailable');
  }
  const controller = new AbortController();
  const frames = cameraFrames(connection, context, controller.signal);
  // The first picture before answering: a camera that cannot be reached gets a clear error,
  // not an empty picture.
  let first: IteratorResult<Buffer>;
  try {
    first = await frames.next();
  } catch (error) {
    controller.abort();
    request.log.warn({ err: error, sessionId: session.id }, 'camera picture unreachable');
    throw new HttpError(502, 'errors.cameraStreamUnavailable');
  }
  if (first.done) throw new HttpError(502, 'errors.cameraStreamUnavailable');

  const out = new PassThrough();
  let ticks = 0;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    unregister();
    controller.abort();
    out.end();
  };
  const unregister = app.cameraRelays.add(session.id, close);
  const timer = setInterval(() => {
    ticks += 1;
    if (app.clock.now() >= session.expiresAt) return close();
    if (ticks % databaseEveryTicks === 0) {
      sessionIsLive(app.db, session.id, app.clock.now())
        .then((live) => live || close())
        .catch(() => close());
    }
  }, tickMs);
  timer.unref();
  request.raw.on('close', close);

  const send = (jpeg: Buffer) => {
    if (closed || out.writableNeedDrain) return;
    out.write(
      `--${boundary}\r\nContent-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`,
    );
    out.write(jpeg);
    out.write('\r\n');
  };
  send(first.value);
  void (async () => {
    try {
      for await (const jpeg of frames) {
        if (closed) break;
        send(jpeg);
      }
    } catch (error) {
      if (!closed) request.log.warn({ err: error, sessionId: session.id }, 'camera picture lost');
    } finally {
      close();
    }
  })();

  return reply
    .header('content-type', `multipart/x-mixed-replace; boundary=${boundary}`)
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(out);
}
