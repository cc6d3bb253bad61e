import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onlineCamera, signIn, sleep, watch } from '../../../test/api/camera-viewers.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { jpegFrame } from '../../../test/api/mjpeg-camera.ts';

/**
 * A misbehaving camera, and the usual sign-ins.
 *   /hang.mjpg        multipart headers, then nothing, ever
 *   /slow-first.mjpg  multipart headers, the first frame after 1.5 s, then a frame each 50 ms
 *   /huge.jpg         image/jpeg starting FF D8, 40 MB long (counted in `bytes`)
 *   /fake.mjpg        multipart parts whose body is FF D8 followed by an HTML page
 */
async function startBadCamera() {
  const frame = await jpegFrame(50);
  const part = (body: Buffer) =>
    Buffer.concat([
      Buffer.from(`--f\r\nContent-Type: image/jpeg\r\nContent-Length: ${body.length}\r\n\r\n`),
      body,
      Buffer.from('\r\n'),
    ]);
  const sockets = new Set<Socket>();
  let openResponses = 0;
  let bytes = 0;
  const server = http.createServer((req, res) => {
    openResponses += 1;
    res.on('close', () => (openResponses -= 1));
    const multipart = () => {
      res.writeHead(200, { 'content-type': 'multipart/x-mixed-replace; boundary=f' });
      res.flushHeaders();
    };
    if (req.url === '/hang.mjpg') return multipart();
    if (req.url === '/slow-first.mjpg') {
      multipart();
      let timer: NodeJS.Timeout | undefined;
      const first = setTimeout(() => {
        res.write(part(frame));
        timer = setInterval(() => res.write(part(frame)), 50);
      }, 1500);
      res.on('close', () => {
        clearTimeout(first);
        clearInterval(timer);
      });
      return;
    }
    if (req.url === '/fake.mjpg') {
      multipart();
      const page = Buffer.concat([
        Buffer.from([0xff, 0xd8]),
        Buffer.from('<html>router admin: wifi password hunter2</html>'),
      ]);
      const timer = setInterval(() => res.write(part(page)), 50);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (req.url === '/huge.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      chunk[0] = 0xff;
      chunk[1] = 0xd8;
      const total = 40 * 1024 * 1024;
      const pump = () => {
        while (bytes < total && !res.destroyed) {
          bytes += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
      return;
    }
    res.writeHead(404).end();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    /** Camera answers still being sent (the relay has not let go of them). */
    open: () => openResponses,
    bytes: () => bytes,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

// ---------------------------------------------------------------------------------------
// The relay's resources: nothing held after the viewer, the camera or the app is gone.

let t: TestApp;
let bad: Awaited<ReturnType<typeof startBadCamera>>;
let base: string;
let who: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await startTestApp();
  bad = await startBadCamera();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  who = await signIn(t);
});
afterAll(async () => {
  await bad.close();
  await t.close();
});
beforeEach(() => t.clock.set(testNow));

const startSession = async (cameraId: number, account = 'director') => {
  const res = await t.request({
    method: 'POST',
    url: `/api/cameras/${cameraId}/sessions`,
    cookie: who.cookie[account],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const stop = (sessionId: number, account = 'director') =>
  t.request({
    method: 'DELETE',
    url: `/api/camera-sessions/${sessionId}`,
    cookie: who.cookie[account],
  });

describe('relay resources', () => {
  it('a viewer who leaves before the first picture does not leave a relay running', async () => {
    const id = await onlineCamera(
      t,
      who.cookie.director!,
      who.roomId,
      `${bad.base}/slow-first.mjpg`,
    );
    const session = await startSession(id);
    const client = new AbortController();
    const asked = fetch(`${base}/api/camera-sessions/${session}/stream`, {
      headers: { cookie: who.cookie.director! },
      signal: client.signal,
    }).catch(() => null);
    await sleep(300);
    client.abort(); // the browser tab is closed while the camera is still warming up
    await asked;
    await sleep(2500); // the camera's first frame came at 1.5 s
    try {
      // Nobody is watching: no relay should be registered, no camera stream held open.
      expect(t.app.cameraRelays.size).toBe(0);
      expect(bad.open()).toBe(0);
    } finally {
      await stop(session);
    }
  });

  it('a camera that sends its headers and then nothing does not hold the relay (or the camera) forever', async () => {
    const id = await onlineCamera(t, who.cookie.director!, who.roomId, `${bad.base}/hang.mjpg`);
    const session = await startSession(id);
    const client = new AbortController();
    const asked = fetch(`${base}/api/camera-sessions/${session}/stream`, {
      headers: { cookie: who.cookie.director! },
      signal: client.signal,
    }).catch(() => null);
    await sleep(500);
    client.abort();
    await asked;
    // Even the session's end does not reach a relay still waiting for its first frame.
    await stop(session);
    t.clock.advance(1801_000);
    await sleep(1500);
    expect(bad.open()).toBe(0);
  });

  it('relays still waiting for their first frame count toward the limit', async () => {
    const id = await onlineCamera(t, who.cookie.director!, who.roomId, `${bad.base}/hang.mjpg`);
    const sessions = [await startSession(id, 'director'), await startSession(id, 'teacher')];
    const before = bad.open(); // what earlier tests leaked
    Object.defineProperty(t.app.cameraRelays, 'limit', { value: 1 });
    const clients = sessions.map(() => new AbortController());
    const asked = sessions.map((s, i) =>
      fetch(`${base}/api/camera-sessions/${s}/stream`, {
        headers: { cookie: who.cookie[i === 0 ? 'director' : 'teacher']! },
        signal: clients[i]!.signal,
      }).catch(() => null),
    );
    await sleep(500);
    const upstream = bad.open() - before;
    for (const c of clients) c.abort();
    await Promise.all(asked);
    Object.defineProperty(t.app.cameraRelays, 'limit', { value: 200 });
    await stop(sessions[0]!, 'director');
    await stop(sessions[1]!, 'teacher');
    // A limit of 1 relay, yet 2 camera streams opened at once.
    expect(upstream).toBeLessThanOrEqual(1);
  });

  it('a snapshot camera sending an oversized picture is cut off at the frame limit, not read whole', async () => {
    const id = await onlineCamera(t, who.cookie.director!, who.roomId, `${bad.base}/huge.jpg`);
    const session = await startSession(id);
    const res = await fetch(`${base}/api/camera-sessions/${session}/stream`, {
      headers: { cookie: who.cookie.director! },
    });
    await res.body?.cancel();
    await stop(session);
    expect(res.status).toBe(502);
    // maxFrameBytes is 8 MB; the relay read the whole 40 MB into memory before refusing it
    // (an endless image/jpeg answer grows without bound).
    expect(bad.bytes()).toBeLessThan(12 * 1024 * 1024);
  });

  it('passes only JPEG pictures: a part that merely starts with FF D8 is not one', async () => {
    const id = await onlineCamera(t, who.cookie.director!, who.roomId, `${bad.base}/fake.mjpg`);
    const session = await startSession(id);
    const view = await watch(base, session, who.cookie.director!);
    await sleep(400);
    await stop(session);
    for (const frame of view.frames) expect(frame.toString('latin1')).not.toContain('hunter2');
  });

  it('closing the app (SIGTERM) is not held up by a viewer waiting for a hanging camera', async () => {
    const other = await startTestApp();
    other.clock.set(testNow);
    const director = await other.login(demo.director);
    const id = await onlineCamera(other, director, 1, `${bad.base}/hang.mjpg`);
    const session = (
      await other.request({ method: 'POST', url: `/api/cameras/${id}/sessions`, cookie: director })
    ).json().id;
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const client = new AbortController();
    void fetch(`http://127.0.0.1:${port}/api/camera-sessions/${session}/stream`, {
      headers: { cookie: director },
      signal: client.signal,
    }).catch(() => null);
    await sleep(300);
    const closing = other.app.close().then(() => 'closed');
    const outcome = await Promise.race([closing, sleep(4000).then(() => 'still closing')]);
    client.abort(); // lets the close finish, so the file can end
    await closing;
    await other.database.close();
    expect(outcome).toBe('closed');
  });
});
