import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMjpegCamera, type MjpegCamera } from '../../../test/api/mjpeg-camera.ts';
import { attend, onlineCamera, signIn, watch } from '../../../test/api/camera-viewers.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { testNow } from '../../../test/api/fixed-time.ts';

// A parent's right to watch is asked again while they watch, not only when they start.
// PRODUCT.md: a parent "may view only while that child is checked in today and not checked
// out, within opening hours".

let t: TestApp;
let camera: MjpegCamera;
let base: string;
let who: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await startTestApp();
  camera = await startMjpegCamera(40);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  who = await signIn(t);
});
afterAll(async () => {
  await camera.close();
  await t.close();
});
beforeEach(() => t.clock.set(testNow));

async function parentWatching(cookie = who.cookie.parent!, director = who.cookie.director!) {
  await attend(t, director, who.childId, 'in');
  const id = await onlineCamera(t, director, who.roomId, `${camera.base}/live.mjpg`);
  const res = await t.request({ method: 'POST', url: `/api/cameras/${id}/sessions`, cookie });
  expect(res.statusCode, res.body).toBe(201);
  return { cameraId: id, sessionId: res.json().id as number };
}
const stop = (sessionId: number, cookie = who.cookie.parent!) =>
  t.request({ method: 'DELETE', url: `/api/camera-sessions/${sessionId}`, cookie });

describe('a parent stops watching once the right to watch is gone', () => {
  it('a new picture is refused once the child is checked out', async () => {
    const { sessionId } = await parentWatching();
    await attend(t, who.cookie.director!, who.childId, 'out');
    const view = await watch(base, sessionId, who.cookie.parent!);
    await stop(sessionId);
    expect(view.status).not.toBe(200);
  });

  it('the picture being watched stops at the relay’s next check once the child is checked out', async () => {
    const { sessionId } = await parentWatching();
    const view = await watch(base, sessionId, who.cookie.parent!);
    expect(view.status).toBe(200);
    const relays = t.app.cameraRelays.size;
    await attend(t, who.cookie.director!, who.childId, 'out');
    // The relay asks the database every 5 s: not yet at 4 s ...
    t.clock.advance(4000);
    expect(t.app.cameraRelays.size).toBe(relays);
    // ... and at 5 s it learns the right is gone and ends the picture.
    t.clock.advance(1000);
    const ended = await view.waitFor(view.ended);
    await stop(sessionId);
    expect(ended).toBe(true);
  });

  it('no picture once the camera watches a room none of the parent’s children are in', async () => {
    const { cameraId, sessionId } = await parentWatching();
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/cameras/${cameraId}`,
      cookie: who.cookie.director,
      payload: { roomId: who.otherRoomId },
    });
    expect(moved.statusCode).toBe(200);
    // The parent may no longer even see the camera ...
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/cameras/${cameraId}`,
          cookie: who.cookie.parent,
        })
      ).statusCode,
    ).toBe(404);
    // ... but still gets its picture (the other room's children).
    const view = await watch(base, sessionId, who.cookie.parent!);
    await stop(sessionId);
    expect(view.status).not.toBe(200);
  });

  it('no picture after closing time, though the session started before it', async () => {
    // 17:50 at the centre (closing 18:00), the child checked in.
    t.clock.set(new Date(testNow.getTime() + (7 * 60 + 50) * 60_000));
    const parent = await t.login(demo.parent);
    const director = await t.login(demo.director);
    // (Signed in again at that hour: the file's first sign-ins would be idle by then.)
    const { sessionId } = await parentWatching(parent, director);
    // 18:05: the centre is closed; the session has 25 minutes left.
    t.clock.advance(15 * 60_000);
    const session = await t.request({
      method: 'GET',
      url: `/api/camera-sessions/${sessionId}`,
      cookie: parent,
    });
    const view = await watch(base, sessionId, parent);
    await stop(sessionId, parent);
    expect(session.json().status).not.toBe('viewing');
    expect(view.status).not.toBe(200);
  });
});
