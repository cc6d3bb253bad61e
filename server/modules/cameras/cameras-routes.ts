import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  camera,
  cameraAddressNotAllowed,
  cameraCreateRequest,
  cameraIdParam,
  cameraListResponse,
  cameraRoomInvalid,
  cameraUpdateRequest,
} from '../../../contract/cameras.ts';
import { errorResponse } from '../../../contract/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cameras } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { enqueue } from '../../lib/jobs/job-queue.ts';
import { principalOf } from '../../plugins/access.ts';
import type { Principal } from '../../types.ts';
import { sealConnection } from './camera-connection.ts';
import { refusedCameraHost } from './camera-network.ts';
import { cameraHealthJob } from './camera-health.ts';
import { endCameraSessions } from './camera-sessions-queries.ts';
import { cameraView } from './camera-view.ts';
import { findCamera, listCameras, roomExists } from './cameras-queries.ts';
import { centreDay } from './centre-hours.ts';

export const cameraNotFound = 'errors.cameraNotFound';

/**
 * Cameras (issue 14, decision 026): staff list them, directors add, edit and remove them. A
 * parent lists the cameras of their children's rooms. Credentials and the stream address go
 * in sealed and never come out.
 */
export async function camerasRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function viewOf(db: DbOrTx, principal: Principal, id: number) {
    const day = await centreDay(db, app.clock);
    const row = await findCamera(db, principal, id, day.today);
    if (!row) throw notFound(cameraNotFound);
    return cameraView(row, principal, day.hours, app.secrets, app.config.demo);
  }

  async function assertRoom(db: DbOrTx, roomId: number | null | undefined) {
    if (roomId != null && !(await roomExists(db, roomId))) {
      throw badRequest(cameraRoomInvalid, { roomId: cameraRoomInvalid });
    }
  }

  /** A check of the camera right after a change, so its state shows within seconds. */
  const checkSoon = (tx: DbOrTx, id: number) =>
    enqueue(
      tx,
      { kind: cameraHealthJob, label: 'Camera check', payload: { cameraId: id } },
      app.clock.now(),
    );

  r.get('/api/cameras', {
    config: { permission: 'camera.read' },
    schema: {
      tags: ['cameras'],
      summary: 'The cameras the signed-in person may see (a parent: their children’s rooms)',
      response: { 200: cameraListResponse },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const day = await centreDay(app.db, app.clock);
      const rows = await listCameras(app.db, principal, day.today);
      return rows.map((row) => cameraView(row, principal, day.hours, app.secrets, app.config.demo));
    },
  });

  r.get('/api/cameras/:id', {
    config: { permission: 'camera.read' },
    schema: {
      tags: ['cameras'],
      summary: 'One camera',
      params: cameraIdParam,
      response: { 200: camera, 404: errorResponse },
    },
    handler: async (request) => viewOf(app.db, principalOf(request), request.params.id),
  });

  r.post('/api/cameras', {
    config: { permission: 'camera.manage' },
    schema: {
      tags: ['cameras'],
      summary: 'Add a camera (credentials are stored sealed and never returned)',
      body: cameraCreateRequest,
      response: { 201: camera, 400: errorResponse },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const { streamUrl, username, password, ...fields } = request.body;
      await assertCameraAddresses(app, fields.ipAddress, streamUrl);
      const created = await app.db.transaction(async (tx) => {
        await assertRoom(tx, fields.roomId);
        const [row] = await tx
          .insert(cameras)
          .values({
            ...fields,
            ...sealConnection(app.secrets, { streamUrl, username, password }),
            createdAt: app.clock.now(),
          })
          .returning({ id: cameras.id });
        await audit(tx, request, {
          action: 'camera.create',
          entityType: 'camera',
          entityId: row!.id,
          details: { name: fields.name, roomId: fields.roomId, isActive: fields.isActive },
        });
        if (fields.isActive) await checkSoon(tx, row!.id);
        return viewOf(tx, principal, row!.id);
      });
      return reply.code(201).send(created);
    },
  });

  r.patch('/api/cameras/:id', {
    config: { permission: 'camera.manage' },
    schema: {
      tags: ['cameras'],
      summary:
        'Change a camera; streamUrl, username and password: absent keeps them, empty clears them',
      params: cameraIdParam,
      body: cameraUpdateRequest,
      response: { 200: camera, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const { streamUrl, username, password, ...fields } = request.body;
      const connectionChanged = [streamUrl, username, password, fields.ipAddress, fields.port].some(
        (v) => v !== undefined,
      );
      await assertCameraAddresses(app, fields.ipAddress, streamUrl);
      const { result, ended } = await app.db.transaction(async (tx) => {
        await assertRoom(tx, fields.roomId);
        const changes = {
          ...fields,
          ...sealConnection(app.secrets, { streamUrl, username, password }),
          // Switched off, or pointed elsewhere: offline until the check finds the picture.
          ...(fields.isActive === false || connectionChanged ? { online: false } : {}),
          // Another picture: its size is read again by the next check.
          ...(connectionChanged ? { frameWidth: null, frameHeight: null } : {}),
        };
        const current = and(eq(cameras.id, id), isNull(cameras.removedAt));
        const returned = { id: cameras.id, isActive: cameras.isActive };
        // An edit that changes nothing still answers with the camera (or 404).
        const [row] = Object.values(changes).some((v) => v !== undefined)
          ? await tx.update(cameras).set(changes).where(current).returning(returned)
          : await tx.select(returned).from(cameras).where(current);
        if (!row) throw notFound(cameraNotFound);
        const ended = row.isActive ? [] : await endCameraSessions(tx, id, app.clock.now());
        await audit(tx, request, {
          action: 'camera.update',
          entityType: 'camera',
          entityId: id,
          // Which fields changed; never the secrets' values.
          details: { ...fields, changed: Object.keys(request.body) },
        });
        if (row.isActive && (connectionChanged || fields.isActive)) await checkSoon(tx, id);
        return { result: await viewOf(tx, principal, id), ended };
      });
      app.cameraRelays.end(ended);
      // Pointed elsewhere or switched off: whoever watches the old picture stops seeing it.
      if (connectionChanged || fields.isActive === false) app.cameraFeeds.end(id);
      return result;
    },
  });

  r.delete('/api/cameras/:id', {
    config: { permission: 'camera.manage' },
    schema: {
      tags: ['cameras'],
      summary: 'Remove a camera (its viewing log is kept); anyone watching it is cut off',
      params: cameraIdParam,
      response: { 204: z.null().describe('Removed'), 404: errorResponse },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const now = app.clock.now();
      const ended = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(cameras)
          .set({ removedAt: now, isActive: false, online: false })
          .where(and(eq(cameras.id, id), isNull(cameras.removedAt)))
          .returning({ name: cameras.name });
        if (!row) throw notFound(cameraNotFound);
        const ended = await endCameraSessions(tx, id, now);
        await audit(tx, request, {
          action: 'camera.remove',
          entityType: 'camera',
          entityId: id,
          details: { name: row.name },
        });
        return ended;
      });
      app.cameraRelays.end(ended);
      app.cameraFeeds.end(id);
      return reply.code(204).send(null);
    },
  });
}

/**
 * A camera's device address and its stream's host must be on the centre's network: not
 * the server's own loopback, a link-local, unspecified or multicast address, typed or
 * resolved from a name (decision 051). The test network setting allows them.
 */
async function assertCameraAddresses(
  app: FastifyInstance,
  ipAddress: string | undefined,
  streamUrl: string | undefined,
) {
  if (app.config.cameraTestNetwork) return;
  const refused: Record<string, string> = {};
  if (ipAddress && (await refusedCameraHost(ipAddress)))
    refused.ipAddress = cameraAddressNotAllowed;
  if (streamUrl && (await refusedCameraHost(new URL(streamUrl).hostname)))
    refused.streamUrl = cameraAddressNotAllowed;
  if (Object.keys(refused).length > 0) throw badRequest(cameraAddressNotAllowed, refused);
}
