import net from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraAddressNotAllowed } from '../../../contract/cameras.ts';
import { cameras } from '../../db/schema/index.ts';
import { enqueue } from '../../lib/jobs/job-queue.ts';
import { newCamera } from '../../../test/api/route-samples.ts';
import { startMjpegCamera, type MjpegCamera } from '../../../test/api/mjpeg-camera.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { sealConnection } from './camera-connection.ts';
import { cameraHealthJob } from './camera-health.ts';

/**
 * Decision 051: a camera is a device on the centre's network. Without the test network
 * setting, the server's own loopback, link-local, unspecified and multicast addresses are
 * refused when a camera is saved and never reached by the health check or the relay, so a
 * director (or whoever has their session) cannot use the check to scan the server's ports.
 */
let t: TestApp;
let director: string;
let roomId: number;
let stream: MjpegCamera;
let port: net.Server;
let portConnections = 0;
let portNumber: number;

beforeAll(async () => {
  t = await startTestApp({ cameraTestNetwork: false });
  director = await t.login(demo.director);
  roomId = (await t.request({ method: 'GET', url: '/api/rooms', cookie: director })).json()[0].id;
  stream = await startMjpegCamera();
  // A port open on the server's loopback, as a database or an admin console would be.
  port = net.createServer((socket) => {
    portConnections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => port.listen(0, '127.0.0.1', resolve));
  portNumber = (port.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await stream.close();
  await new Promise((resolve) => port.close(resolve));
  await t.close();
});

const count = async () => (await t.database.db.select({ id: cameras.id }).from(cameras)).length;

describe('camera addresses', () => {
  it('refuses loopback, link-local, unspecified and multicast addresses, typed or resolved', async () => {
    const before = await count();
    for (const ipAddress of [
      '127.0.0.1',
      '127.8.9.10',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.251',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      'localhost',
      // Cloud metadata services outside link-local (AWS's IPv6 one, Alibaba Cloud's).
      'fd00:ec2::254',
      '100.100.100.200',
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/cameras',
        cookie: director,
        payload: newCamera(roomId, 'Probe', { ipAddress, port: portNumber }),
      });
      expect(res.statusCode, ipAddress).toBe(400);
      expect(res.json().fieldCodes, ipAddress).toEqual({
        ipAddress: { code: cameraAddressNotAllowed },
      });
    }
    for (const streamUrl of [
      `${stream.base}/live.mjpg`,
      `http://localhost:${stream.port}/live.mjpg`,
      `http://[::1]:${stream.port}/live.mjpg`,
      // The URL parser reads a number as an IPv4 address: 2130706433 is 127.0.0.1.
      `http://2130706433:${stream.port}/live.mjpg`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/video.mjpg',
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/cameras',
        cookie: director,
        payload: newCamera(roomId, 'Probe', { ipAddress: '192.168.10.20', streamUrl }),
      });
      expect(res.statusCode, streamUrl).toBe(400);
      expect(res.json().fieldCodes, streamUrl).toEqual({
        streamUrl: { code: cameraAddressNotAllowed },
      });
      expect(res.json().message).toBe(
        "This address is not a camera on the centre's network (it is this server's own, link-local, unspecified or multicast). Enter the camera's own address",
      );
    }
    expect(await count()).toBe(before);

    // The centre's own network is where cameras are; an edit cannot move one to loopback.
    const added = await t.request({
      method: 'POST',
      url: '/api/cameras',
      cookie: director,
      payload: newCamera(roomId, 'Hall', { ipAddress: '192.168.10.21' }),
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as number;
    for (const change of [
      { ipAddress: '127.0.0.1' },
      { streamUrl: `http://127.0.0.1:${stream.port}/live.mjpg` },
    ]) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/cameras/${id}`,
        cookie: director,
        payload: change,
      });
      expect(res.statusCode).toBe(400);
    }
    const [row] = await t.database.db.select().from(cameras).where(eq(cameras.id, id));
    expect(row!.ipAddress).toBe('192.168.10.21');
    expect(row!.streamUrl).toBeNull();
    await t.database.db.delete(cameras).where(eq(cameras.id, id));
  });

  it('never reaches such an address in the health check, whatever is stored', async () => {
    // Cameras saved before this check existed (or a name that now resolves to loopback).
    const rows = await t.database.db
      .insert(cameras)
      .values(
        [
          { ipAddress: '127.0.0.1', port: portNumber },
          { ipAddress: 'localhost', port: portNumber },
          { ipAddress: '::ffff:127.0.0.1', port: portNumber },
          { ipAddress: '192.168.10.22', stream: `${stream.base}/live.mjpg` },
          { ipAddress: '192.168.10.23', stream: `http://localhost:${stream.port}/snapshot.jpg` },
        ].map(({ stream: streamUrl, ...row }, i) => ({
          ...row,
          ...sealConnection(t.app.secrets, streamUrl ? { streamUrl } : {}),
          name: `Old camera ${i}`,
          location: 'Hall',
          roomId,
          createdAt: t.clock.now(),
        })),
      )
      .returning({ id: cameras.id });
    for (const { id } of rows)
      await enqueue(
        t.database.db,
        { kind: cameraHealthJob, label: 'Camera check', payload: { cameraId: id } },
        t.clock.now(),
      );
    await t.drainJobs();
    const checked = await t.database.db
      .select({ online: cameras.online, lastCheckedAt: cameras.lastCheckedAt })
      .from(cameras)
      .where(
        inArray(
          cameras.id,
          rows.map((r) => r.id),
        ),
      );
    expect(checked.map((c) => c.online)).toEqual([false, false, false, false, false]);
    expect(checked.every((c) => c.lastCheckedAt !== null)).toBe(true);
    // Not even asked: the check tells nothing about the server's own ports.
    expect(portConnections).toBe(0);
    expect(stream.requests).toEqual([]);
  });
});
