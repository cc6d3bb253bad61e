import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  type Camera,
  cameraAddressNotAllowed,
  type cameraCreateRequest,
  cameraRoomInvalid,
  type cameraUpdateRequest,
} from '../../../contract/cameras.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { enqueue } from '../../lib/jobs/job-queue.ts';
import type { Principal } from '../../types.ts';
import { sealConnection } from './camera-connection.ts';
import { cameraHealthJob } from './camera-health.ts';
import { refusedCameraHost } from './camera-network.ts';
import { endCameraSessions } from './camera-sessions-queries.ts';
import { cameraView } from './camera-view.ts';
import {
  findCamera,
  insertCamera,
  removeCamera,
  roomExists,
  updateCamera,
} from './cameras-queries.ts';
import { centreDay } from './centre-hours.ts';

// Directors add, change and remove cameras (issue 14, decision 026): each change in the
// caller's transaction with its audit row. Credentials and the stream address go in sealed
// and never come out.

export const cameraNotFound = 'errors.cameraNotFound';

/** What the cameras' rules use of the app: its clock, its sealing key and its settings. */
export type CameraApp = Pick<FastifyInstance, 'clock' | 'secrets' | 'config'>;

/** One camera as the person may see it (404 for one that is not there or not theirs). */
export async function viewOfCamera(
  db: DbOrTx,
  app: CameraApp,
  principal: Principal,
  id: number,
): Promise<Camera> {
  const day = await centreDay(db, app.clock);
  const row = await findCamera(db, principal, id, day.today);
  if (!row) throw notFound(cameraNotFound);
  return cameraView(row, principal, day.hours, app.secrets, app.config.demo);
}

/**
 * A camera's device address and its stream's host must be on the centre's network: not
 * the server's own loopback, a link-local, unspecified or multicast address, typed or
 * resolved from a name (decision 051). The test network setting allows them. Asked before
 * the change's transaction: resolving a name takes its time.
 */
export async function checkCameraAddresses(
  app: CameraApp,
  ipAddress: string | undefined,
  streamUrl: string | undefined,
): Promise<void> {
  if (app.config.cameraTestNetwork) return;
  const refused: Record<string, string> = {};
  if (ipAddress && (await refusedCameraHost(ipAddress)))
    refused.ipAddress = cameraAddressNotAllowed;
  if (streamUrl && (await refusedCameraHost(new URL(streamUrl).hostname)))
    refused.streamUrl = cameraAddressNotAllowed;
  if (Object.keys(refused).length > 0) throw badRequest(cameraAddressNotAllowed, refused);
}

async function checkRoom(db: DbOrTx, roomId: number | null | undefined) {
  if (roomId != null && !(await roomExists(db, roomId))) {
    throw badRequest(cameraRoomInvalid, { roomId: cameraRoomInvalid });
  }
}

/** A check of the camera right after a change, so its state shows within seconds. */
const checkSoon = (tx: DbOrTx, app: CameraApp, id: number) =>
  enqueue(
    tx,
    { kind: cameraHealthJob, label: 'Camera check', payload: { cameraId: id } },
    app.clock.now(),
  );

/** A new camera, checked at once when it is switched on. */
export async function addCamera(
  tx: DbOrTx,
  actor: Actor,
  body: z.output<typeof cameraCreateRequest>,
  app: CameraApp,
): Promise<Camera> {
  const { streamUrl, username, password, ...fields } = body;
  await checkRoom(tx, fields.roomId);
  const id = await insertCamera(tx, {
    ...fields,
    ...sealConnection(app.secrets, { streamUrl, username, password }),
    createdAt: app.clock.now(),
  });
  await auditBy(tx, actor, {
    action: 'camera.create',
    entityType: 'camera',
    entityId: id,
    details: { name: fields.name, roomId: fields.roomId, isActive: fields.isActive },
    at: app.clock.now(),
  });
  if (fields.isActive) await checkSoon(tx, app, id);
  return viewOfCamera(tx, app, actor, id);
}

/**
 * Changes a camera; streamUrl, username and password: absent keeps them, empty clears them.
 * Answers the camera, the viewing sessions it ended (switched off) and whether its picture
 * is another now (pointed elsewhere or switched off): the caller cuts those viewers off once
 * the change is saved.
 */
export async function changeCamera(
  tx: DbOrTx,
  actor: Actor,
  input: { id: number; body: z.output<typeof cameraUpdateRequest> },
  app: CameraApp,
): Promise<{ camera: Camera; endedSessions: number[]; pictureGone: boolean }> {
  const { id, body } = input;
  const { streamUrl, username, password, ...fields } = body;
  const connectionChanged = [streamUrl, username, password, fields.ipAddress, fields.port].some(
    (v) => v !== undefined,
  );
  await checkRoom(tx, fields.roomId);
  const row = await updateCamera(tx, id, {
    ...fields,
    ...sealConnection(app.secrets, { streamUrl, username, password }),
    // Switched off, or pointed elsewhere: offline until the check finds the picture.
    ...(fields.isActive === false || connectionChanged ? { online: false } : {}),
    // Another picture: its size is read again by the next check.
    ...(connectionChanged ? { frameWidth: null, frameHeight: null } : {}),
  });
  if (!row) throw notFound(cameraNotFound);
  const endedSessions = row.isActive ? [] : await endCameraSessions(tx, id, app.clock.now());
  await auditBy(tx, actor, {
    action: 'camera.update',
    entityType: 'camera',
    entityId: id,
    // Which fields changed; never the secrets' values.
    details: { ...fields, changed: Object.keys(body) },
    at: app.clock.now(),
  });
  if (row.isActive && (connectionChanged || fields.isActive)) await checkSoon(tx, app, id);
  return {
    camera: await viewOfCamera(tx, app, actor, id),
    endedSessions,
    pictureGone: connectionChanged || fields.isActive === false,
  };
}

/** Removes a camera (its viewing log is kept); answers the viewing sessions it ended. */
export async function removeCameraAndSessions(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  app: CameraApp,
): Promise<number[]> {
  const now = app.clock.now();
  const row = await removeCamera(tx, id, now);
  if (!row) throw notFound(cameraNotFound);
  const ended = await endCameraSessions(tx, id, now);
  await auditBy(tx, actor, {
    action: 'camera.remove',
    entityType: 'camera',
    entityId: id,
    details: { name: row.name },
    at: app.clock.now(),
  });
  return ended;
}
