import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cameras } from '../../db/schema/index.ts';
import { centreTimeZone } from '../../lib/centre-time.ts';
import { openConnection, type CameraConnection } from './camera-connection.ts';
import { connectToCamera } from './camera-network.ts';
import { activeCameras } from './cameras-queries.ts';
import { cameraFrames } from './sources/camera-sources.ts';
import { jpegSize } from './sources/jpeg-size.ts';

type Look = { online: boolean; size: { width: number; height: number } | null };

export const cameraHealthJob = 'camera-health';
const checkTimeoutMs = 6000;

/**
 * Every minute, each switched-on camera is looked at: one whose picture arrives (or, without
 * a stream address, whose device answers on its port) is Online and its `lastOnline` moves;
 * otherwise it is Offline. A change to a camera asks for a check of it at once.
 */
export function handleCameraHealth(app: FastifyInstance) {
  app.jobs.handle(cameraHealthJob, async (payload) => {
    const only = typeof payload.cameraId === 'number' ? payload.cameraId : undefined;
    const list = await activeCameras(app.db, only);
    const timeZone = await centreTimeZone(app.db);
    const results = await Promise.all(
      list.map(async (row) => ({
        id: row.id,
        // A camera someone is watching is sending its picture now: no second stream needed
        // (its frame size stays as the last check read it).
        ...(app.cameraFeeds.isLive(row.id)
          ? { online: true, size: null }
          : await look(openConnection(app.secrets, row), app, timeZone)),
      })),
    );
    const now = app.clock.now();
    for (const online of [true, false]) {
      const ids = results.filter((r) => r.online === online).map((r) => r.id);
      if (ids.length === 0) continue;
      await app.db
        .update(cameras)
        .set({
          online,
          lastCheckedAt: now,
          ...(online ? { lastOnline: now } : {}),
        })
        // Only cameras still switched on: one switched off meanwhile stays offline.
        .where(sql`${inArray(cameras.id, ids)} and ${eq(cameras.isActive, true)}`);
    }
    // The quality a parent is told is the picture's real size, not a fixed label.
    for (const { id, size } of results) {
      if (!size) continue;
      await app.db
        .update(cameras)
        .set({ frameWidth: size.width, frameHeight: size.height })
        .where(eq(cameras.id, id));
    }
  });
  app.jobs.recur({ kind: cameraHealthJob, label: 'Camera health check', everyMinutes: 1 });
}

/** Whether the camera answers, and the size of the frame it sent (null: no frame). */
async function look(
  connection: CameraConnection,
  app: FastifyInstance,
  timeZone: string,
): Promise<Look> {
  if (connection.streamUrl === null && !(app.config.demo && connection.testPattern)) {
    return {
      online: await portAnswers(
        connection.host,
        connection.port ?? 80,
        app.config.cameraTestNetwork,
      ),
      size: null,
    };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), checkTimeoutMs);
  try {
    const frames = cameraFrames(
      connection,
      {
        demo: app.config.demo,
        clock: app.clock,
        timeZone,
        label: '',
        testNetwork: app.config.cameraTestNetwork,
      },
      controller.signal,
    );
    const first = await frames.next();
    await frames.return(undefined);
    return first.done
      ? { online: false, size: null }
      : { online: true, size: jpegSize(first.value) };
  } catch {
    return { online: false, size: null };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/**
 * Whether the device answers on its port. An address no camera has (the server's own
 * loopback, link-local, …) is not tried: the check must not tell a director which of the
 * server's own ports are open (decision 051).
 */
function portAnswers(host: string, port: number, testNetwork: boolean) {
  return new Promise<boolean>((resolve) => {
    const socket = connectToCamera({ host, port, timeout: checkTimeoutMs }, testNetwork);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}
