import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DailyReportResponse } from '../../../contract/daily-reports.ts';
import type { ReportDraft } from '../../../contract/room-day-draft.ts';
import { allergensInMeal } from '../../../contract/meal-allergens.ts';
import {
  type AllergyWarning,
  type correctRoomEntryRequest,
  entryFieldProblems,
  type logRoomEntryRequest,
  type RoomLogEntryResponse,
  roomLogErrors,
  type RoomLogGroupResponse,
  type RoomLogSettings,
  type sendRoomDayReportRequest,
} from '../../../contract/room-log.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { writeAudit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { happenedAt } from '../attendance/attendance-rules.ts';
import { queueDailyReportMails } from '../daily-reports/daily-report-mail.ts';
import { dailyReportQueries } from '../daily-reports/daily-reports-queries.ts';
import { childNotFound } from '../day-records/day-record-rules.ts';
import { healthAlerts } from '../health-records/conditions-queries.ts';
import {
  claimGroup,
  claimReview,
  enrolledAmong,
  entriesOfGroup,
  findCurrentRoom,
  findEntry,
  findGroupByActionId,
  findRoomLogSettings,
  insertEntries,
  lockGroup,
  photoOfChildren,
  saveRoomLogSettings,
  settleReview,
  staffIdOfUser,
  undoGroup,
} from './room-log-queries.ts';

/** How long after logging an event its author may undo it. */
export const undoWindowMs = 60_000;

type LogBody = z.output<typeof logRoomEntryRequest>;

/**
 * The allergy warnings of a meal or snack: each child whose allergens (structured, or the
 * enrolment's text) the offered food names (the daily report's matcher, decision 066).
 */
async function mealWarnings(
  tx: DbOrTx,
  actor: Actor,
  kind: string,
  text: string,
  children: { id: number; name: string }[],
): Promise<AllergyWarning[]> {
  if ((kind !== 'meal' && kind !== 'snack') || !text) return [];
  const alerts = await healthAlerts(tx, actor);
  const warnings: AllergyWarning[] = [];
  for (const child of children) {
    const found = allergensInMeal(
      alerts.find((a) => a.childId === child.id),
      text,
    );
    if (found.length > 0)
      warnings.push({ childId: child.id, childName: child.name, allergens: found });
  }
  return warnings;
}

async function groupAnswer(
  tx: DbOrTx,
  actor: Actor,
  group: { id: number; clientActionId: string; kind: string; happenedAt: Date; receivedAt: Date },
  text: string,
): Promise<RoomLogGroupResponse> {
  const entries = await entriesOfGroup(tx, group.id);
  const names = await enrolledAmong(
    tx,
    entries.map((e) => e.childId),
  );
  return {
    groupId: group.id,
    clientActionId: group.clientActionId,
    kind: group.kind as RoomLogGroupResponse['kind'],
    happenedAt: group.happenedAt.toISOString(),
    undoUntil: new Date(group.receivedAt.getTime() + undoWindowMs).toISOString(),
    entries,
    warnings: await mealWarnings(tx, actor, group.kind, text, names),
  };
}

/**
 * One event for several children, in the caller's transaction with one audit row: every
 * child's entry or none (an unknown or withdrawn child refuses them all). Sent again with the
 * same `clientActionId` (the offline queue), it is answered with what it did the first time.
 */
export async function logRoomEntry(
  tx: DbOrTx,
  actor: Actor,
  body: LogBody,
  clock: Clock,
): Promise<{ replay: boolean; answer: RoomLogGroupResponse }> {
  const now = await centreNow(tx, clock);
  const at = happenedAt(body.happenedAt, now);
  if (body.roomId !== undefined && !(await findCurrentRoom(tx, body.roomId)))
    throw notFound('errors.roomNotFound');

  const groupId = await claimGroup(tx, {
    clientActionId: body.clientActionId,
    kind: body.kind,
    roomId: body.roomId ?? null,
    date: now.today,
    happenedAt: at,
    recordedByUserId: actor.userId,
    receivedAt: now.at,
  });
  if (groupId === null) {
    const prior = await findGroupByActionId(tx, body.clientActionId);
    // An id is its sender's: another account using it never gets the record.
    if (!prior || prior.recordedByUserId !== actor.userId)
      throw new HttpError(409, 'errors.concurrentChange');
    return { replay: true, answer: await groupAnswer(tx, actor, prior, body.text) };
  }

  const found = await enrolledAmong(tx, body.childIds);
  if (found.length !== body.childIds.length) throw notFound(childNotFound);
  // The photo went through the gallery with these children: its rules hold for it.
  if (body.photoId !== undefined && !(await photoOfChildren(tx, body.photoId, body.childIds)))
    throw badRequest(roomLogErrors.photoNotOfChildren, {
      photoId: roomLogErrors.photoNotOfChildren,
    });
  const settings = await findRoomLogSettings(tx);
  const bottle = body.kind === 'bottle';
  await insertEntries(
    tx,
    body.childIds.map((childId) => ({
      groupId,
      childId,
      date: now.today,
      kind: body.kind,
      happenedAt: at,
      text: body.text,
      choice: body.choice,
      amount: bottle && body.amount !== undefined ? String(body.amount) : null,
      unit: bottle ? settings.bottleUnit : '',
      photoId: body.photoId ?? null,
      recordedByUserId: actor.userId,
      createdAt: now.at,
    })),
  );
  await auditBy(tx, actor, {
    action: 'roomLog.create',
    entityType: 'roomLogGroup',
    entityId: groupId,
    details: {
      kind: body.kind,
      childIds: body.childIds,
      ...(body.roomId !== undefined ? { roomId: body.roomId } : {}),
      ...(body.photoId !== undefined ? { photoId: body.photoId } : {}),
      ...(at < now.at ? { happenedAt: at.toISOString() } : {}),
    },
    at: now.at,
  });
  const answer = await groupAnswer(
    tx,
    actor,
    {
      id: groupId,
      clientActionId: body.clientActionId,
      kind: body.kind,
      happenedAt: at,
      receivedAt: now.at,
    },
    body.text,
  );
  return { replay: false, answer };
}

/** Undoes a logged event: only its author, within a minute of its arrival. */
export async function undoRoomEntry(tx: DbOrTx, actor: Actor, groupId: number, clock: Clock) {
  const group = await lockGroup(tx, groupId);
  if (!group || group.undoneAt !== null) throw notFound(roomLogErrors.entryNotFound);
  if (group.recordedByUserId !== actor.userId) throw new HttpError(409, roomLogErrors.undoNotYours);
  const at = clock.now();
  if (at.getTime() - group.receivedAt.getTime() > undoWindowMs)
    throw new HttpError(409, roomLogErrors.undoTooLate);
  const undone = await undoGroup(tx, groupId, at);
  await auditBy(tx, actor, {
    action: 'roomLog.undo',
    entityType: 'roomLogGroup',
    entityId: groupId,
    details: { kind: group.kind, entries: undone },
    at,
  });
  return { groupId, undone };
}

/**
 * A later correction: a new entry of the same kind for the same child, saying why. The
 * corrected entry leaves the day (it stays in the table, and the audit says who and why).
 */
export async function correctRoomEntry(
  tx: DbOrTx,
  actor: Actor,
  entryId: number,
  body: z.output<typeof correctRoomEntryRequest>,
  clock: Clock,
): Promise<RoomLogEntryResponse> {
  const entry = await findEntry(tx, entryId);
  if (!entry || entry.undone) throw notFound(roomLogErrors.entryNotFound);
  if ((await enrolledAmong(tx, [entry.childId])).length === 0) throw notFound(childNotFound);
  const problems = entryFieldProblems({ ...body, kind: entry.kind });
  if (problems.length > 0)
    throw badRequest(
      problems[0]!.error,
      Object.fromEntries(problems.map((p) => [p.path, p.error])),
    );
  const now = await centreNow(tx, clock);
  const at = body.happenedAt === undefined ? entry.happenedAt : body.happenedAt;
  const when = new Date(at);
  if (when.getTime() > now.at.getTime() + 2 * 60_000)
    throw badRequest(roomLogErrors.happenedInvalid, { happenedAt: roomLogErrors.happenedInvalid });
  const settings = await findRoomLogSettings(tx);
  const groupId = (await claimGroup(tx, {
    clientActionId: `correction-${randomUUID()}`,
    kind: entry.kind,
    date: entry.date,
    happenedAt: when,
    recordedByUserId: actor.userId,
    receivedAt: now.at,
  }))!;
  const bottle = entry.kind === 'bottle';
  const [created] = await insertEntries(tx, [
    {
      groupId,
      childId: entry.childId,
      date: entry.date,
      kind: entry.kind,
      happenedAt: when,
      text: body.text,
      choice: body.choice,
      amount: bottle && body.amount !== undefined ? String(body.amount) : null,
      unit: bottle ? entry.unit || settings.bottleUnit : '',
      // The photo stays with the activity it was taken at.
      photoId: entry.photoId,
      correctsEntryId: entry.id,
      correctionReason: body.reason,
      recordedByUserId: actor.userId,
      createdAt: now.at,
    },
  ]);
  await auditBy(tx, actor, {
    action: 'roomLog.correct',
    entityType: 'roomLogEntry',
    entityId: created!.id,
    details: { childId: entry.childId, corrects: entry.id, reason: body.reason },
    at: now.at,
  });
  return (await findEntry(tx, created!.id))!;
}

/** The report's fields, or a way to make them once the child's day is claimed. */
type ReportFields = ReportDraft | ((tx: DbOrTx) => Promise<ReportDraft>);

/**
 * Writes a child's day as its daily report and queues the family's e-mail, once per child per
 * day: the review row is claimed first, so of a race (the button twice, or the button and the
 * automatic send) one writes and the others get null having written nothing. Audited as the
 * actor's, or the automatic send's (no actor).
 */
export async function writeDayReport(
  app: FastifyInstance,
  tx: DbOrTx,
  by: { userId: number; actor?: Actor },
  day: { childId: number; date: string; at: Date },
  fields: ReportFields,
): Promise<number | null> {
  const reviewId = await claimReview(tx, {
    childId: day.childId,
    date: day.date,
    reviewedByUserId: by.userId,
    sentAt: day.at,
  });
  if (reviewId === null) return null;
  const draft = typeof fields === 'function' ? await fields(tx) : fields;
  const reportId = await dailyReportQueries.insert(tx, {
    childId: day.childId,
    date: day.date,
    ...draft,
    staffId: await staffIdOfUser(tx, by.userId),
    recordedByUserId: by.userId,
    createdAt: day.at,
  });
  await settleReview(tx, reviewId, reportId);
  const entry = {
    action: 'dailyReport.create',
    entityType: 'dailyReport',
    entityId: reportId,
    at: day.at,
  };
  const details = { childId: day.childId, date: day.date };
  if (by.actor) await auditBy(tx, by.actor, { ...entry, details: { ...details, from: 'roomDay' } });
  else
    await writeAudit(tx, {
      ...entry,
      details: { ...details, from: 'roomDayAutomatic', sentAs: by.userId },
      actorUserId: null,
      ipAddress: null,
    });
  await queueDailyReportMails(app, tx, reportId, day.at);
  return reportId;
}

/**
 * "Review and send": the child's day as its daily report, written by the reviewer and
 * e-mailed to the family (per their settings), once per child per day: the unique index on
 * the review decides a race, and the losers answer 409 having written nothing.
 */
export async function sendRoomDayReport(
  app: FastifyInstance,
  tx: DbOrTx,
  actor: Actor,
  body: z.output<typeof sendRoomDayReportRequest>,
  clock: Clock,
): Promise<DailyReportResponse> {
  const now = await centreNow(tx, clock);
  const date = body.date ?? now.today;
  if (date > now.today) throw badRequest('errors.futureDate', { date: 'errors.futureDate' });
  const [child] = await enrolledAmong(tx, [body.childId]);
  if (!child) throw notFound(childNotFound);
  const { meals, naps, activities, mood, notes } = body;
  const reportId = await writeDayReport(
    app,
    tx,
    { userId: actor.userId, actor },
    { childId: child.id, date, at: now.at },
    { meals, naps, activities, mood, notes },
  );
  if (reportId === null)
    throw new HttpError(409, roomLogErrors.alreadySent, undefined, { name: child.name });
  return dailyReportQueries.find(tx, reportId);
}

export async function updateRoomLogSettings(
  tx: DbOrTx,
  actor: Actor,
  values: RoomLogSettings,
  clock: Clock,
): Promise<RoomLogSettings> {
  const before = await findRoomLogSettings(tx);
  const at = clock.now();
  await saveRoomLogSettings(tx, values, actor.userId, at);
  await auditBy(tx, actor, {
    action: 'roomLog.settings',
    entityType: 'centre_settings',
    entityId: 1,
    details: { before, after: values },
    at,
  });
  return values;
}
