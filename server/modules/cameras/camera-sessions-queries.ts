import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { CameraSession, CameraViewing } from '../../../contract/cameras.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cameraViewingSessions as sessions, cameras, users } from '../../db/schema/index.ts';
import { afterCursor, sortKeySql, toPage } from '../../lib/paging.ts';
import { userDisplayName } from '../auth/auth-queries.ts';

type SessionRow = {
  id: number;
  cameraId: number;
  cameraName: string;
  startedAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  endReason: 'stopped' | 'expired' | 'cameraOff' | 'revoked' | null;
};

/** viewing while not ended and not past its expiry; expired when time ran out. */
export function sessionStatus(row: SessionRow, now: Date): CameraSession['status'] {
  if (row.endedAt === null) return row.expiresAt > now ? 'viewing' : 'expired';
  return row.endReason === 'expired' ? 'expired' : 'ended';
}

const sessionColumns = {
  id: sessions.id,
  cameraId: sessions.cameraId,
  cameraName: cameras.name,
  startedAt: sessions.startedAt,
  expiresAt: sessions.expiresAt,
  endedAt: sessions.endedAt,
  endReason: sessions.endReason,
  userId: sessions.userId,
  viewerRole: users.role,
  viewerName: userDisplayName,
};

/** A person's own session; null for another person's or one that does not exist. */
export async function findOwnSession(db: DbOrTx, id: number, userId: number) {
  const [row] = await db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(cameras, eq(cameras.id, sessions.cameraId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)));
  return row ?? null;
}

export type OwnSession = NonNullable<Awaited<ReturnType<typeof findOwnSession>>>;

/** The session as its viewer sees it, by the server's clock. */
export function sessionView(row: OwnSession, now: Date, hasStream: boolean): CameraSession {
  const status = sessionStatus(row, now);
  const remaining = Math.max(0, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000));
  return {
    id: row.id,
    cameraId: row.cameraId,
    cameraName: row.cameraName,
    startedAt: row.startedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    remainingSeconds: status === 'viewing' ? remaining : 0,
    status,
    streamPath: status === 'viewing' && hasStream ? `/api/camera-sessions/${row.id}/stream` : null,
    viewerName: row.viewerName,
  };
}

/**
 * The person's live session on the camera, or a new one of 1800 s. A session whose time ran
 * out is closed first (as expired) so it no longer holds the one-live-session index; of
 * two starts at once the index lets one insert, and the route has the other join it.
 */
export async function startSession(
  tx: DbOrTx,
  cameraId: number,
  userId: number,
  now: Date,
  /** 1800 s from now, or sooner (a parent's session ends at closing time). */
  expiresAt: Date,
): Promise<{ id: number; created: boolean }> {
  const mine = and(eq(sessions.cameraId, cameraId), eq(sessions.userId, userId));
  await tx
    .update(sessions)
    .set({ endedAt: sessions.expiresAt, endReason: 'expired' })
    .where(and(mine, isNull(sessions.endedAt), lte(sessions.expiresAt, now)));
  const [live] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(mine, isNull(sessions.endedAt)));
  if (live) return { id: live.id, created: false };
  const [row] = await tx
    .insert(sessions)
    .values({
      cameraId,
      userId,
      startedAt: now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { id: row!.id, created: true };
}

/** Ends a live session (Stop Viewing); one whose time already ran out is closed as expired. */
export async function endOwnSession(tx: DbOrTx, id: number, userId: number, now: Date) {
  const ended = await tx
    .update(sessions)
    .set({
      endedAt: sql`least(${now}::timestamptz, ${sessions.expiresAt})`,
      endReason: sql`case when ${sessions.expiresAt} <= ${now}::timestamptz
                          then 'expired' else 'stopped' end`,
    })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every live session on a camera that was removed or switched off; their ids. */
export async function endCameraSessions(tx: DbOrTx, cameraId: number, now: Date) {
  const ended = await tx
    .update(sessions)
    .set({
      endedAt: sql`least(${now}::timestamptz, ${sessions.expiresAt})`,
      endReason: sql`case when ${sessions.expiresAt} <= ${now}::timestamptz
                          then 'expired' else 'cameraOff' end`,
    })
    .where(and(eq(sessions.cameraId, cameraId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.map((r) => r.id);
}

/** Ends a live session whose viewer may no longer watch (decision 026). */
export async function revokeSession(tx: DbOrTx, id: number, now: Date) {
  await tx
    .update(sessions)
    .set({ endedAt: now, endReason: 'revoked' })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
}

const logOrder = [sessions.startedAt, sessions.id];

/** The directors' viewing log, newest first (paged), optionally of one camera. */
export async function viewingLog(
  db: DbOrTx,
  query: { cameraId?: number; before?: string; limit: number },
  now: Date,
) {
  const rows = await db
    .select({
      ...sessionColumns,
      viewerRole: users.role,
      sortKey: sortKeySql(logOrder),
    })
    .from(sessions)
    .innerJoin(cameras, eq(cameras.id, sessions.cameraId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        query.cameraId === undefined ? undefined : eq(sessions.cameraId, query.cameraId),
        afterCursor(logOrder, query.before),
      ),
    )
    .orderBy(desc(sessions.startedAt), desc(sessions.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit, (r) => r.sortKey);
  return {
    nextCursor: page.nextCursor,
    items: page.rows.map((r): CameraViewing => {
      const status = sessionStatus(r, now);
      return {
        id: r.id,
        cameraId: r.cameraId,
        cameraName: r.cameraName,
        viewerName: r.viewerName,
        viewerRole: r.viewerRole,
        startedAt: r.startedAt.toISOString(),
        endedAt: (r.endedAt ?? (status === 'expired' ? r.expiresAt : null))?.toISOString() ?? null,
        status,
      };
    }),
  };
}
