import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendance, cameras, centreSettings, jobs } from '../../db/schema/index.ts';
import { createSecretBox } from '../../lib/secrets.ts';
import { newCamera } from '../../../test/api/route-samples.ts';
import { startMjpegCamera, type MjpegCamera } from '../../../test/api/mjpeg-camera.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { watch as watchRelay } from '../../../test/api/camera-viewers.ts';

let t: TestApp;
let source: MjpegCamera;
let base: string;
const cookie: Record<string, string> = {};
let family1ChildId: number;
let family1RoomId: number;
let otherRoomId: number;

const secrets = {
  username: 'nvr-admin-7731',
  password: 'pw-9f2c-never-shown',
  token: 'tok-55aa-secret',
};

beforeAll(async () => {
  t = await startTestApp();
  source = await startMjpegCamera(40);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  for (const [name, email] of Object.entries(demo))
    if (name !== 'password') cookie[name] = await t.login(email);
  const [child] = (
    await t.request({ method: 'GET', url: '/api/children', cookie: cookie.parent })
  ).json();
  family1ChildId = child.id;
  const rooms: { id: number; name: string }[] = (
    await t.request({ method: 'GET', url: '/api/rooms', cookie: cookie.director })
  ).json();
  family1RoomId = rooms.find((r) => r.name === child.room)!.id;
  const parent2Children: { room: string }[] = (
    await t.request({ method: 'GET', url: '/api/children', cookie: cookie.parent2 })
  ).json();
  otherRoomId = rooms.find(
    (r) => r.name !== child.room && !parent2Children.some((c) => c.room === r.name),
  )!.id;
});
afterAll(async () => {
  await source.close();
  await t.close();
});

beforeEach(() => t.clock.set(testNow)); // 10:00 in New York, within opening hours

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who: string,
  payload?: object,
) => t.request({ method, url, cookie: cookie[who], payload });

/** A camera in family 1's room; online once the check that its creation asked for ran. */
async function addCamera(more: Record<string, unknown> = {}, roomId = family1RoomId) {
  const res = await api(
    'POST',
    '/api/cameras',
    'director',
    newCamera(roomId, 'Room camera', {
      ipAddress: '127.0.0.1',
      port: source.port,
      streamUrl: `${source.base}/live.mjpg`,
      ...more,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  await t.drainJobs();
  return res.json().id as number;
}

async function setAttendance(state: 'absent' | 'in' | 'out') {
  const today = '2026-11-18';
  await t.database.db
    .delete(attendance)
    .where(and(eq(attendance.childId, family1ChildId), eq(attendance.date, today)));
  if (state === 'absent') return;
  const res = await api('POST', '/api/attendance', 'director', {
    childId: family1ChildId,
    checkInBy: 'Priya Patel',
  });
  expect(res.statusCode, res.body).toBe(200);
  if (state === 'out') {
    const out = await api('POST', '/api/attendance', 'director', {
      childId: family1ChildId,
      checkOutBy: 'Priya Patel',
    });
    expect(out.statusCode, out.body).toBe(200);
  }
}

/** Reads a relay (camera-viewers' watch) as one of the signed-in accounts. */
const watch = (sessionId: number, who: string) => watchRelay(base, sessionId, cookie[who]!);

describe('camera credentials', () => {
  it('are never in any answer, and are sealed in the database', async () => {
    const streamUrl = `http://${secrets.username}:${secrets.password}@127.0.0.1:${source.port}/live.mjpg?token=${secrets.token}`;
    const created = await api(
      'POST',
      '/api/cameras',
      'director',
      newCamera(family1RoomId, 'Secret camera', { streamUrl, port: source.port }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      hasUsername: true,
      hasPassword: true,
      streamAddress: `http://127.0.0.1:${source.port}/live.mjpg`,
    });
    const answers = [
      created,
      await api('GET', '/api/cameras', 'director'),
      await api('GET', '/api/cameras', 'teacher'),
      await api('GET', '/api/cameras', 'parent'),
      await api('GET', `/api/cameras/${id}`, 'director'),
      await api('PATCH', `/api/cameras/${id}`, 'director', { password: 'another-Secret-1' }),
      await api('PATCH', `/api/cameras/${id}`, 'director', {
        port: 'abc',
        password: secrets.password,
      }),
      await api('POST', '/api/cameras', 'director', {
        ...newCamera(family1RoomId, ''),
        username: secrets.username,
        password: secrets.password,
      }),
      await api('GET', '/api/camera-sessions', 'director'),
    ];
    for (const res of answers) {
      for (const secret of [...Object.values(secrets), 'another-Secret-1'])
        expect(res.body).not.toContain(secret);
    }
    expect(answers[6]!.statusCode).toBe(400);
    expect(answers[7]!.statusCode).toBe(400);

    const [row] = await t.database.db.select().from(cameras).where(eq(cameras.id, id));
    for (const column of [row!.username, row!.password, row!.streamUrl]) {
      expect(column).toMatch(/^v1\./);
      for (const secret of Object.values(secrets)) expect(column).not.toContain(secret);
    }
    expect(t.app.secrets.open(row!.username!)).toBe(secrets.username);
    expect(t.app.secrets.open(row!.password!)).toBe('another-Secret-1');
    expect(t.app.secrets.open(row!.streamUrl!)).toBe(
      `http://127.0.0.1:${source.port}/live.mjpg?token=${secrets.token}`,
    );
  });

  it('sealed under another key count as not set: the camera shows offline, nothing fails', async () => {
    const id = await addCamera({ username: 'cam', password: 's3cret' });
    const foreign = createSecretBox('a-different-key-a-different-key-0000');
    await t.database.db
      .update(cameras)
      .set({
        password: foreign.seal('s3cret'),
        streamUrl: foreign.seal(`${source.base}/live.mjpg`),
      })
      .where(eq(cameras.id, id));
    const res = await api('GET', `/api/cameras/${id}`, 'director');
    expect(res.json()).toMatchObject({
      hasPassword: false,
      hasUsername: true,
      streamAddress: null,
    });
    await api('PATCH', `/api/cameras/${id}`, 'director', { ipAddress: '127.0.0.1', port: 1 });
    await t.drainJobs();
    expect((await api('GET', `/api/cameras/${id}`, 'director')).json().online).toBe(false);
  });

  it('keep what is stored when an edit leaves them out, and are cleared by an empty value', async () => {
    const id = await addCamera({ username: 'cam', password: 's3cret' });
    const kept = await api('PATCH', `/api/cameras/${id}`, 'director', { name: 'Renamed' });
    expect(kept.json()).toMatchObject({ name: 'Renamed', hasUsername: true, hasPassword: true });
    const cleared = await api('PATCH', `/api/cameras/${id}`, 'director', {
      username: '',
      password: '',
    });
    expect(cleared.json()).toMatchObject({ hasUsername: false, hasPassword: false });
    expect(cleared.json().streamAddress).toBe(`${source.base}/live.mjpg`);
  });
});

describe('adding a camera', () => {
  it('refuses bad fields in clear words and saves nothing', async () => {
    const before = (await api('GET', '/api/cameras', 'director')).json().length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'errors.cameraFieldsRequired'],
      [{ port: 70000 }, 'port', 'errors.cameraPortRange'],
      [{ port: '80a' }, 'port', 'errors.cameraPortRange'],
      [{ ipAddress: 'not an address!' }, 'ipAddress', 'errors.cameraAddressInvalid'],
      [{ streamUrl: 'rtsp://10.0.0.5/stream' }, 'streamUrl', 'errors.cameraStreamUrlInvalid'],
      [{ streamUrl: 'javascript:alert(1)' }, 'streamUrl', 'errors.cameraStreamUrlInvalid'],
      [{ roomId: 99999 }, 'roomId', 'errors.cameraRoomInvalid'],
    ];
    for (const [change, field, code] of cases) {
      const res = await api('POST', '/api/cameras', 'director', {
        ...newCamera(family1RoomId, 'Camera'),
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const said = res.json().fieldCodes?.[field] ?? res.json().code;
      expect(typeof said === 'string' ? said : said.code, JSON.stringify(change)).toBe(code);
    }
    expect((await api('GET', '/api/cameras', 'director')).json()).toHaveLength(before);
  });

  it('stores an empty port as null (the protocol’s default)', async () => {
    const res = await api('POST', '/api/cameras', 'director', {
      ...newCamera(family1RoomId, 'Default port camera'),
      port: '',
    });
    expect(res.json().port).toBeNull();
    const edited = await api('PATCH', `/api/cameras/${res.json().id}`, 'director', {
      port: '8080',
    });
    expect(edited.json().port).toBe(8080);
  });

  it('is for directors: staff view cameras but cannot add, edit or remove them', async () => {
    const id = await addCamera();
    expect(
      (await api('POST', '/api/cameras', 'teacher', newCamera(family1RoomId, 'X'))).statusCode,
    ).toBe(403);
    expect((await api('PATCH', `/api/cameras/${id}`, 'teacher', { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await api('DELETE', `/api/cameras/${id}`, 'teacher')).statusCode).toBe(403);
    expect((await api('GET', '/api/camera-sessions', 'teacher')).statusCode).toBe(403);
    expect((await api('POST', `/api/cameras/${id}/sessions`, 'teacher')).statusCode).toBe(201);
  });
});

describe('what a parent sees', () => {
  it('only cameras of their children’s rooms, without any network address', async () => {
    const mine = await addCamera();
    const elsewhere = await addCamera({}, otherRoomId);
    const list: Record<string, unknown>[] = (await api('GET', '/api/cameras', 'parent')).json();
    expect(list.map((c) => c.id)).toContain(mine);
    expect(list.map((c) => c.id)).not.toContain(elsewhere);
    for (const c of list) {
      expect(Object.keys(c)).not.toEqual(expect.arrayContaining(['ipAddress']));
      expect(c).not.toHaveProperty('port');
      expect(c).not.toHaveProperty('streamAddress');
    }
    expect((await api('GET', `/api/cameras/${elsewhere}`, 'parent')).statusCode).toBe(404);
    expect((await api('GET', `/api/cameras/${mine}`, 'parent2')).statusCode).toBe(404);
    expect((await api('POST', `/api/cameras/${mine}/sessions`, 'parent2')).statusCode).toBe(404);
  });
});

describe('starting to watch', () => {
  it('a parent only while their child is checked in today and not yet checked out', async () => {
    const id = await addCamera();
    const start = () => api('POST', `/api/cameras/${id}/sessions`, 'parent');

    await setAttendance('absent');
    let res = await start();
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('errors.cameraChildNotCheckedIn');
    const listed = (await api('GET', '/api/cameras', 'parent')).json();
    expect(listed.find((c: { id: number }) => c.id === id).viewingBlockedBy).toBe('notCheckedIn');

    await setAttendance('out');
    expect((await start()).statusCode).toBe(403);

    await setAttendance('in');
    res = await start();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'viewing',
      remainingSeconds: 1800,
      streamPath: `/api/camera-sessions/${res.json().id}/stream`,
    });
    expect(res.json().viewerName).toBe('Priya Patel');
    // Staff watch whatever the children's attendance.
    await setAttendance('absent');
    expect((await api('POST', `/api/cameras/${id}/sessions`, 'director')).statusCode).toBe(201);
  });

  it('tells a parent the rule before they press View Camera: the hours and who must be here', async () => {
    const id = await addCamera();
    await setAttendance('out');
    const child = (await api('GET', `/api/children/${family1ChildId}`, 'parent')).json();
    const listed = (await api('GET', '/api/cameras', 'parent')).json();
    expect(listed.find((c: { id: number }) => c.id === id)).toMatchObject({
      viewingBlockedBy: 'notCheckedIn',
      viewingHours: { opening: '07:00', closing: '18:00' },
      childNames: [child.firstName],
    });
    // Staff are told neither: the rule is a parent's.
    const staffView = (await api('GET', `/api/cameras/${id}`, 'director')).json();
    expect(staffView).not.toHaveProperty('viewingHours');
    expect(staffView).not.toHaveProperty('childNames');
  });

  it('a parent only within opening hours', async () => {
    const id = await addCamera();
    await setAttendance('in');
    // It is 10:00 at the centre: a centre that closes at 09:30 is closed now.
    await t.database.db.update(centreSettings).set({ closingTime: '09:30' });
    try {
      const res = await api('POST', `/api/cameras/${id}/sessions`, 'parent');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'errors.cameraOutsideHours',
        params: { opening: '07:00', closing: '09:30' },
      });
      const listed = (await api('GET', '/api/cameras', 'parent')).json();
      expect(listed.find((c: { id: number }) => c.id === id).viewingBlockedBy).toBe('outsideHours');
    } finally {
      await t.database.db.update(centreSettings).set({ closingTime: '18:00' });
    }
  });

  it('nobody on a camera that is offline or switched off', async () => {
    const dead = await addCamera({ streamUrl: 'http://127.0.0.1:1/video.mjpg' });
    expect((await api('GET', `/api/cameras/${dead}`, 'director')).json().online).toBe(false);
    const res = await api('POST', `/api/cameras/${dead}/sessions`, 'director');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This camera is currently offline.');
    const off = await addCamera({ isActive: false });
    expect((await api('POST', `/api/cameras/${off}/sessions`, 'director')).statusCode).toBe(409);
  });

  it('twice, or in parallel, joins the one live session', async () => {
    const id = await addCamera();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api('POST', `/api/cameras/${id}/sessions`, 'teacher')),
    );
    for (const res of answers) expect([200, 201]).toContain(res.statusCode);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
  });
});

describe('a viewing session', () => {
  it('lasts 1800 s by the server’s clock, then carries no picture', async () => {
    const id = await addCamera();
    const session = (await api('POST', `/api/cameras/${id}/sessions`, 'director')).json();
    t.clock.advance(1799_000);
    let res = await api('GET', `/api/camera-sessions/${session.id}`, 'director');
    expect(res.json()).toMatchObject({ status: 'viewing', remainingSeconds: 1 });
    t.clock.advance(1000);
    res = await api('GET', `/api/camera-sessions/${session.id}`, 'director');
    expect(res.json()).toMatchObject({ status: 'expired', remainingSeconds: 0, streamPath: null });
    const stream = await fetch(`${base}/api/camera-sessions/${session.id}/stream`, {
      headers: { cookie: cookie.director! },
    });
    expect(stream.status).toBe(410);
    // A new start after expiry is a new session.
    const again = await api('POST', `/api/cameras/${id}/sessions`, 'director');
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(session.id);
  });

  it('is its viewer’s alone: another person gets 404 for it and its picture', async () => {
    const id = await addCamera();
    await setAttendance('in');
    const session = (await api('POST', `/api/cameras/${id}/sessions`, 'parent')).json();
    for (const who of ['parent2', 'teacher', 'director']) {
      expect((await api('GET', `/api/camera-sessions/${session.id}`, who)).statusCode).toBe(404);
      expect((await api('DELETE', `/api/camera-sessions/${session.id}`, who)).statusCode).toBe(404);
      const stream = await fetch(`${base}/api/camera-sessions/${session.id}/stream`, {
        headers: { cookie: cookie[who]! },
      });
      expect(stream.status).toBe(404);
    }
    expect((await api('GET', `/api/camera-sessions/${session.id}`, 'parent')).json().status).toBe(
      'viewing',
    );
  });
});

describe('the relay', () => {
  it('passes the camera’s frames while the session lives and closes at its expiry', async () => {
    const id = await addCamera();
    const session = (await api('POST', `/api/cameras/${id}/sessions`, 'director')).json();
    // Watched from its last 10 s: the camera's frames come in real time, so a longer jump
    // of the clock would look to the relay like a camera gone quiet (15 s).
    t.clock.advance(1790_000);
    const view = await watch(session.id, 'director');
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect(await view.waitFor(() => view.frames.length >= 5)).toBe(true);
    for (const frame of view.frames)
      expect(frame.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const relays = t.app.cameraRelays.size;
    t.clock.advance(9000);
    expect(t.app.cameraRelays.size).toBe(relays);
    t.clock.advance(1000); // 1800 s
    expect(t.app.cameraRelays.size).toBe(relays - 1);
    expect(await view.waitFor(view.ended, 3000)).toBe(true);
    // The camera's own stream is let go too.
    expect(await view.waitFor(() => source.open() === 0, 3000)).toBe(true);
  });

  it('closes at once on Stop Viewing', async () => {
    const id = await addCamera();
    const session = (await api('POST', `/api/cameras/${id}/sessions`, 'teacher')).json();
    const view = await watch(session.id, 'teacher');
    expect(await view.waitFor(() => view.frames.length >= 1)).toBe(true);
    const stopped = await api('DELETE', `/api/camera-sessions/${session.id}`, 'teacher');
    expect(stopped.json()).toMatchObject({ status: 'ended', remainingSeconds: 0 });
    expect(await view.waitFor(view.ended, 1000)).toBe(true);
    const log = (await api('GET', `/api/camera-sessions?cameraId=${id}`, 'director')).json();
    expect(log[0]).toMatchObject({
      viewerName: 'Tom Alvarez',
      viewerRole: 'staff',
      status: 'ended',
    });
    expect(log[0].endedAt).not.toBeNull();
  });

  it('closes when the camera is removed, and the log keeps the viewing', async () => {
    const id = await addCamera();
    const session = (await api('POST', `/api/cameras/${id}/sessions`, 'director')).json();
    const view = await watch(session.id, 'director');
    expect(await view.waitFor(() => view.frames.length >= 1)).toBe(true);
    expect((await api('DELETE', `/api/cameras/${id}`, 'director')).statusCode).toBe(204);
    expect(await view.waitFor(view.ended, 1000)).toBe(true);
    expect((await api('GET', `/api/cameras/${id}`, 'director')).statusCode).toBe(404);
    const log = (await api('GET', `/api/camera-sessions?cameraId=${id}`, 'director')).json();
    expect(log).toHaveLength(1);
  });

  it('signs in to the camera with the stored credentials', async () => {
    const id = await addCamera({
      streamUrl: `${source.base}/private.mjpg`,
      username: 'cam',
      password: 's3cret',
    });
    expect((await api('GET', `/api/cameras/${id}`, 'director')).json().online).toBe(true);
    const session = (await api('POST', `/api/cameras/${id}/sessions`, 'director')).json();
    const view = await watch(session.id, 'director');
    expect(await view.waitFor(() => view.frames.length >= 2)).toBe(true);
    await api('DELETE', `/api/camera-sessions/${session.id}`, 'director');
    const seen = source.requests.filter((r) => r.url === '/private.mjpg');
    expect(seen.at(-1)!.authorization).toBe(
      `Basic ${Buffer.from('cam:s3cret').toString('base64')}`,
    );
  });

  it('never passes on anything that is not a picture', async () => {
    const id = await addCamera({ streamUrl: `${source.base}/live.mjpg` });
    await t.database.db
      .update(cameras)
      .set({ streamUrl: t.app.secrets.seal(`${source.base}/admin`) })
      .where(eq(cameras.id, id));
    const session = (await api('POST', `/api/cameras/${id}/sessions`, 'director')).json();
    const stream = await fetch(`${base}/api/camera-sessions/${session.id}/stream`, {
      headers: { cookie: cookie.director! },
    });
    expect(stream.status).toBe(502);
    const body = await stream.text();
    expect(body).not.toContain('Camera admin');
    expect(JSON.parse(body).code).toBe('errors.cameraStreamUnavailable');
  });

  it('shows a camera that offers only still pictures as a moving one', async () => {
    const id = await addCamera({ streamUrl: `${source.base}/snapshot.jpg` });
    const session = (await api('POST', `/api/cameras/${id}/sessions`, 'director')).json();
    const view = await watch(session.id, 'director');
    expect(await view.waitFor(() => view.frames.length >= 2, 4000)).toBe(true);
    await api('DELETE', `/api/camera-sessions/${session.id}`, 'director');
  });
});

describe('the health check', () => {
  it('marks a camera Offline when its picture stops, and Online again when it is back', async () => {
    const spare = await startMjpegCamera();
    const id = await addCamera({ streamUrl: `${spare.base}/live.mjpg` });
    let camera = (await api('GET', `/api/cameras/${id}`, 'director')).json();
    expect(camera).toMatchObject({ online: true, lastOnline: testNow.toISOString() });
    await spare.close();
    t.clock.advance(60_000);
    await t.drainJobs();
    camera = (await api('GET', `/api/cameras/${id}`, 'director')).json();
    expect(camera.online).toBe(false);
    expect(camera.lastOnline).toBe(testNow.toISOString());
    expect(camera.lastCheckedAt).toBe(new Date(testNow.getTime() + 60_000).toISOString());
    await api('PATCH', `/api/cameras/${id}`, 'director', { streamUrl: `${source.base}/live.mjpg` });
    await t.drainJobs();
    expect((await api('GET', `/api/cameras/${id}`, 'director')).json().online).toBe(true);
    // The every-minute job leaves no done rows behind.
    const done = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'camera-health'), eq(jobs.status, 'done')));
    expect(done).toEqual([]);
  });

  it('reads the picture’s real size from the frame it got, for the quality label', async () => {
    const id = await addCamera();
    // The test camera sends 32×24 JPEGs: the label says that, never a fixed 1080p HD.
    for (const who of ['director', 'parent']) {
      expect((await api('GET', `/api/cameras/${id}`, who)).json()).toMatchObject({
        frameWidth: 32,
        frameHeight: 24,
      });
    }
    // Pointed at another picture: its size is not known until the next check reads it.
    const moved = await api('PATCH', `/api/cameras/${id}`, 'director', {
      streamUrl: 'http://127.0.0.1:1/video.mjpg',
    });
    expect(moved.json()).toMatchObject({ frameWidth: null, frameHeight: null });
  });

  it('looks for the device on its port when the camera has no stream address', async () => {
    const id = await addCamera({ streamUrl: '', ipAddress: '127.0.0.1', port: source.port });
    expect((await api('GET', `/api/cameras/${id}`, 'director')).json()).toMatchObject({
      online: true,
      hasStream: false,
    });
    const session = (await api('POST', `/api/cameras/${id}/sessions`, 'director')).json();
    expect(session.streamPath).toBeNull();
  });
});
