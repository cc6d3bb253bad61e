import { and, asc, eq, gte, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Absence, absenceRequest } from '../../../contract/handover.ts';
import { accessible } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { absences, attendance, children } from '../../db/schema/index.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { addDays } from '../../lib/clock.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import type { Principal } from '../../types.ts';
import { enrolledChild } from '../children/enrolled-children.ts';
import { personNameSql } from './pickup-queries.ts';

// Absences a family (or staff, taking a call) reports ahead (decision 065). A reported day
// has no attendance record: it counts as absent in ratios and reports as any day without a
// check-in does, and the staff see why.

const columns = {
  id: absences.id,
  childId: absences.childId,
  date: absences.date,
  reason: absences.reason,
  note: absences.note,
  reportedBy: personNameSql(absences.reportedByUserId),
};

/** Standing absences from `from` to `to` of the enrolled children the principal reaches. */
export async function listAbsences(
  db: DbOrTx,
  principal: Principal,
  range: { from: string; to: string; childId?: number },
): Promise<Absence[]> {
  const rows = await db
    .select(columns)
    .from(absences)
    .innerJoin(children, eq(children.id, absences.childId))
    .where(
      and(
        isNull(absences.withdrawnAt),
        gte(absences.date, range.from),
        lte(absences.date, range.to),
        enrolledChild,
        accessible(principal, 'absence.read', absences.childId),
        range.childId === undefined ? undefined : eq(absences.childId, range.childId),
      ),
    )
    .orderBy(asc(absences.date), asc(absences.childId));
  return rows as Absence[];
}

/**
 * Reports the child absent on each day from `fromDate` to `toDate`: today or later on the
 * centre's clock, not a day it has already been checked in. Days reported already are kept
 * as they were; 409 when every day was.
 */
export async function reportAbsence(
  tx: DbOrTx,
  actor: Actor,
  childId: number,
  body: z.output<typeof absenceRequest>,
  now: { at: Date; today: string },
): Promise<Absence[]> {
  if (body.fromDate < now.today) {
    const params = { today: now.today };
    throw badRequest(
      'errors.absenceInThePast',
      { fromDate: { code: 'errors.absenceInThePast', params } },
      params,
    );
  }
  const days = [];
  for (let day = body.fromDate; day <= (body.toDate ?? body.fromDate); day = addDays(day, 1))
    days.push(day);
  const [arrived] = await tx
    .select({ id: attendance.id })
    .from(attendance)
    .where(
      and(
        eq(attendance.childId, childId),
        inArray(attendance.date, days),
        isNotNull(attendance.checkInAt),
      ),
    )
    .limit(1);
  if (arrived) throw new HttpError(409, 'errors.absentButCheckedIn');
  const inserted = await tx
    .insert(absences)
    .values(
      days.map((date) => ({
        childId,
        date,
        reason: body.reason,
        note: body.note,
        reportedByUserId: actor.userId,
        createdAt: now.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: absences.id, date: absences.date });
  if (inserted.length === 0) throw new HttpError(409, 'errors.absenceAlreadyReported');
  await auditBy(tx, actor, {
    action: 'absence.report',
    entityType: 'child',
    entityId: childId,
    details: { dates: inserted.map((r) => r.date), reason: body.reason },
    at: now.at,
  });
  const ids = inserted.map((r) => r.id);
  const rows = await tx
    .select(columns)
    .from(absences)
    .where(inArray(absences.id, ids))
    .orderBy(asc(absences.date));
  return rows as Absence[];
}

export async function withdrawAbsence(
  tx: DbOrTx,
  actor: Actor,
  childId: number,
  absenceId: number,
  at: Date,
): Promise<Absence> {
  const [row] = await tx
    .update(absences)
    .set({ withdrawnAt: at })
    .where(
      and(eq(absences.id, absenceId), eq(absences.childId, childId), isNull(absences.withdrawnAt)),
    )
    .returning({ id: absences.id, date: absences.date });
  if (!row) throw notFound('errors.absenceNotFound');
  await auditBy(tx, actor, {
    action: 'absence.withdraw',
    entityType: 'child',
    entityId: childId,
    details: { date: row.date },
    at,
  });
  const [answer] = await tx.select(columns).from(absences).where(eq(absences.id, row.id));
  return answer as Absence;
}
