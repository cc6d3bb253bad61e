import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { attendance, cameras } from '../../server/db/schema/index.ts';
import { MjpegParser, mjpegBoundary } from '../../server/modules/cameras/sources/mjpeg-parser.ts';
import { newCamera } from './route-samples.ts';
import { demo, type TestApp } from './test-app.ts';

// What the camera tests that watch through a real server share: sign-ins with family 1's
// rooms, a camera switched on, attendance, and a viewer reading the relay.

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits (real time) until `test` holds or `ms` pass; says whether it held. For what crosses
 * a socket; what the app waits for itself comes when the test advances its clock.
 */
export async function until(test: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!test() && Date.now() < deadline) await sleep(25);
  return test();
}

export async function signIn(t: TestApp) {
  const cookie: Record<string, string> = {};
  for (const [name, email] of Object.entries(demo))
    if (name !== 'password') cookie[name] = await t.login(email);
  const [child] = (
    await t.request({ method: 'GET', url: '/api/children', cookie: cookie.parent })
  ).json();
  const rooms: { id: number; name: string }[] = (
    await t.request({ method: 'GET', url: '/api/rooms', cookie: cookie.director })
  ).json();
  const parent2Rooms: { room: string }[] = (
    await t.request({ method: 'GET', url: '/api/children', cookie: cookie.parent2 })
  ).json();
  return {
    cookie,
    childId: child.id as number,
    roomId: rooms.find((r) => r.name === child.room)!.id,
    otherRoomId: rooms.find(
      (r) => r.name !== child.room && !parent2Rooms.some((c) => c.room === r.name),
    )!.id,
  };
}

/** A camera switched on and marked online directly (no health check, which may take 6 s). */
export async function onlineCamera(
  t: TestApp,
  director: string,
  roomId: number,
  streamUrl: string,
) {
  const res = await t.request({
    method: 'POST',
    url: '/api/cameras',
    cookie: director,
    payload: newCamera(roomId, 'Room camera', {
      ipAddress: '127.0.0.1',
      streamUrl,
      isActive: false,
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  await t.database.db
    .update(cameras)
    .set({ isActive: true, online: true })
    .where(eq(cameras.id, id));
  return id;
}

export async function attend(t: TestApp, director: string, childId: number, state: 'in' | 'out') {
  if (state === 'in') {
    await t.database.db.delete(attendance).where(eq(attendance.childId, childId));
  }
  const res = await t.request({
    method: 'POST',
    url: '/api/attendance',
    cookie: director,
    payload: {
      childId,
      ...(state === 'in' ? { checkInBy: 'Priya Patel' } : { checkOutBy: 'Priya Patel' }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Reads a relay's frames as they come. */
export async function watch(base: string, sessionId: number, cookie: string, signal?: AbortSignal) {
  const res = await fetch(`${base}/api/camera-sessions/${sessionId}/stream`, {
    headers: { cookie },
    signal,
  });
  const frames: Buffer[] = [];
  let ended = false;
  const boundary = mjpegBoundary(res.headers.get('content-type'));
  if (res.ok && boundary && res.body) {
    void (async () => {
      const parser = new MjpegParser(boundary);
      for await (const chunk of res.body as AsyncIterable<Uint8Array>)
        frames.push(...parser.push(chunk));
      ended = true;
    })().catch(() => (ended = true));
  } else {
    await res.body?.cancel();
  }
  return {
    status: res.status,
    headers: res.headers,
    frames,
    ended: () => ended,
    /** Waits (real time) until `test` holds or `ms` pass; says whether it held. */
    waitFor: until,
  };
}
