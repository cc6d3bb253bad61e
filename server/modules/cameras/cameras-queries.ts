import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { accessible, portalOf, type Viewer } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { attendance, cameras, children, rooms } from '../../db/schema/index.ts';

/** Seeing a camera in a list, or watching it: both reach a parent's children's rooms. */
type CameraAction = 'camera.read' | 'camera.view';

// The outer camera row inside correlated subqueries (Drizzle leaves a single-table select's
// columns unqualified, and "room_id" inside a subquery would be the subquery's own).
const cameraRoom = sql.raw('"cameras"."room_id"');

/**
 * What a person may see of the cameras: every camera for staff; for a parent, the cameras
 * watching a room one of their children is placed in (server/access's ownCameraRoom). In
 * SQL, so a parent's list and a parent's lookup by id are filtered by the database alike.
 */
const visibleTo = (viewer: Viewer, action: CameraAction) => accessible(viewer, action, cameras.id);

/** The viewer's own children, as a condition on the subqueries' `ch` below. */
const ownChild = (viewer: Viewer) => accessible(viewer, 'child.read', sql`ch.id`) ?? sql`true`;

/** One of the parent's children in the camera's room is checked in today and still here. */
const ownChildHere = (viewer: Viewer, today: string) => sql<boolean>`exists (
  select 1 from ${attendance} a
  join ${children} ch on ch.id = a.child_id
  where ${ownChild(viewer)} and ch.room_id = ${cameraRoom} and ch.removed_at is null
    and a.date = ${today} and a.check_in_at is not null and a.check_out_at is null)`;

/** The first names of the parent's own children placed in the camera's room, by name. */
const ownChildrenInRoom = (viewer: Viewer) => sql<string[]>`coalesce((
  select array_agg(ch.first_name order by ch.first_name, ch.id) from ${children} ch
  where ${ownChild(viewer)} and ch.room_id = ${cameraRoom} and ch.removed_at is null),
  '{}'::text[])`;

// Only the parent portal's camera card names the family's children and applies the rule of
// a child checked in (camera-view.ts); the staff answer carries neither.
const forFamily = (viewer: Viewer) => portalOf(viewer) === 'parent';

const columns = (viewer: Viewer, today: string) => ({
  id: cameras.id,
  name: cameras.name,
  location: cameras.location,
  roomId: cameras.roomId,
  roomName: rooms.name,
  ipAddress: cameras.ipAddress,
  port: cameras.port,
  streamUrl: cameras.streamUrl,
  username: cameras.username,
  password: cameras.password,
  testPattern: cameras.testPattern,
  isActive: cameras.isActive,
  online: cameras.online,
  lastOnline: cameras.lastOnline,
  lastCheckedAt: cameras.lastCheckedAt,
  frameWidth: cameras.frameWidth,
  frameHeight: cameras.frameHeight,
  childNames: forFamily(viewer) ? ownChildrenInRoom(viewer) : sql<string[]>`'{}'::text[]`,
  childHere: forFamily(viewer) ? ownChildHere(viewer, today) : sql<boolean>`false`,
});

export type CameraRow = Awaited<ReturnType<typeof listCameras>>[number];

/** The cameras the viewer may see, by name; `today` is the centre's date. */
export async function listCameras(db: DbOrTx, viewer: Viewer, today: string) {
  return db
    .select(columns(viewer, today))
    .from(cameras)
    .leftJoin(rooms, eq(rooms.id, cameras.roomId))
    .where(and(isNull(cameras.removedAt), visibleTo(viewer, 'camera.read')))
    .orderBy(asc(cameras.name), asc(cameras.id));
}

/**
 * One camera the viewer reaches through `action`; null for one that does not exist or is not
 * theirs.
 */
export async function findCamera(
  db: DbOrTx,
  viewer: Viewer,
  id: number,
  today: string,
  action: CameraAction = 'camera.read',
) {
  const [row] = await db
    .select(columns(viewer, today))
    .from(cameras)
    .leftJoin(rooms, eq(rooms.id, cameras.roomId))
    .where(and(eq(cameras.id, id), isNull(cameras.removedAt), visibleTo(viewer, action)));
  return row ?? null;
}

/** A current room (an archived one takes no new camera). */
export async function roomExists(db: DbOrTx, roomId: number) {
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), isNull(rooms.archivedAt)));
  return row !== undefined;
}

/**
 * Cameras switched on and not removed, with what reaching their picture takes (the sealed
 * columns): all of them for the health check, or one (`id`) for a check or a relay.
 */
export async function activeCameras(db: DbOrTx, id?: number) {
  return db
    .select({
      id: cameras.id,
      name: cameras.name,
      ipAddress: cameras.ipAddress,
      port: cameras.port,
      streamUrl: cameras.streamUrl,
      username: cameras.username,
      password: cameras.password,
      testPattern: cameras.testPattern,
    })
    .from(cameras)
    .where(
      and(
        isNull(cameras.removedAt),
        eq(cameras.isActive, true),
        id === undefined ? undefined : eq(cameras.id, id),
      ),
    );
}

/** A new camera (its connection already sealed); answers its id. */
export async function insertCamera(tx: DbOrTx, values: typeof cameras.$inferInsert) {
  const [row] = await tx.insert(cameras).values(values).returning({ id: cameras.id });
  return row!.id;
}

/**
 * Changes a camera that is not removed; an edit that changes nothing still finds it. Answers
 * whether it is switched on, or null when there is no such camera.
 */
export async function updateCamera(
  tx: DbOrTx,
  id: number,
  changes: Partial<typeof cameras.$inferInsert>,
) {
  const current = and(eq(cameras.id, id), isNull(cameras.removedAt));
  const returned = { id: cameras.id, isActive: cameras.isActive };
  const [row] = Object.values(changes).some((v) => v !== undefined)
    ? await tx.update(cameras).set(changes).where(current).returning(returned)
    : await tx.select(returned).from(cameras).where(current);
  return row ?? null;
}

/** Removes a camera (switched off, its row kept for the viewing log); null when there is none. */
export async function removeCamera(tx: DbOrTx, id: number, at: Date) {
  const [row] = await tx
    .update(cameras)
    .set({ removedAt: at, isActive: false, online: false })
    .where(and(eq(cameras.id, id), isNull(cameras.removedAt)))
    .returning({ name: cameras.name });
  return row ?? null;
}
