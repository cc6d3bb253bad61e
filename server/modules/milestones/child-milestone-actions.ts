import type { z } from 'zod';
import type {
  ChildMilestone,
  recordMilestoneRequest,
  updateChildMilestoneRequest,
} from '../../../contract/child-milestones.ts';
import type { Language } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { centreNow } from '../../lib/centre-time.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { allPhotosOfChild } from '../gallery/gallery-queries.ts';
import {
  childMilestoneTarget,
  deleteChildMilestone,
  findActiveTemplate,
  findChildMilestone,
  findMilestoneChild,
  insertChildMilestone,
  isCurrentStaff,
  updateChildMilestone,
} from './child-milestone-queries.ts';
import { awardBadges, reconsiderBadges } from './milestone-badges.ts';
import { lockCatalogue, lockChildren, refreshProgress } from './milestone-progress.ts';

// A child's milestones as staff record, correct and remove them (decision 033): recording or
// removing recounts the child's progress and badges, and each change writes its audit row,
// all in the caller's transaction.

export const childNotFound = 'errors.childNotFound';
export const milestoneNotFound = 'errors.milestoneNotFound';

/** Tells the child's family about a milestone (milestone-notice.ts), in its transaction. */
export type MilestoneNotice = (
  tx: DbOrTx,
  milestone: { id: number; childId: number; templateId: number },
  authorUserId: number,
  at: Date,
) => Promise<void>;

/** The day is not after the centre's today nor before the child was born (400). */
function checkDate(date: string, today: string, dateOfBirth: string) {
  if (date > today) throw badRequest('errors.futureDate', { achievedDate: 'errors.futureDate' });
  if (date < dateOfBirth) {
    const message = 'errors.milestoneBeforeBirth';
    throw badRequest(message, { achievedDate: message });
  }
}

/** Evidence must be gallery photos that name the child (400). */
async function checkPhotos(db: DbOrTx, childId: number, ids: number[]) {
  if (!(await allPhotosOfChild(db, childId, ids))) {
    const message = 'errors.milestonePhotoNotOfChild';
    throw badRequest(message, { evidencePhotos: message });
  }
}

/**
 * Records that a child has shown a milestone, by a current staff member, on a day between
 * the child's birth and today, with photos of the child; tells the family when asked.
 * Recorded already (or at this moment by someone else): the unique index answers 409.
 */
export async function recordMilestone(
  tx: DbOrTx,
  actor: Actor,
  input: { childId: number; language: Language } & z.output<typeof recordMilestoneRequest>,
  clock: Clock,
  notice: MilestoneNotice,
): Promise<ChildMilestone> {
  const { childId, language } = input;
  await lockCatalogue(tx, 'record');
  await lockChildren(tx, [childId]);
  const now = await centreNow(tx, clock);
  const child = await findMilestoneChild(tx, childId, now.today);
  if (!child) throw notFound(childNotFound);
  if (!(await findActiveTemplate(tx, input.templateId)))
    throw badRequest('errors.milestoneUnknown', { templateId: 'errors.milestoneUnknown' });
  if (!(await isCurrentStaff(tx, input.staffId)))
    throw badRequest('errors.staffNotCurrent', { staffId: 'errors.staffNotCurrent' });
  checkDate(input.achievedDate, now.today, child.dateOfBirth);
  await checkPhotos(tx, childId, input.evidencePhotos);
  const id = await insertChildMilestone(tx, {
    childId,
    templateId: input.templateId,
    staffId: input.staffId,
    achievedDate: input.achievedDate,
    notes: input.notes,
    evidencePhotos: input.evidencePhotos,
    isStarred: input.isStarred,
    createdAt: now.at,
  });
  await refreshProgress(tx, [childId], now.at);
  const badges = await awardBadges(tx, childId, now.at);
  if (input.notifyFamily)
    await notice(tx, { id, childId, templateId: input.templateId }, actor.userId, now.at);
  await auditBy(tx, actor, {
    action: 'milestone.record',
    entityType: 'child_milestone',
    entityId: id,
    details: {
      childId,
      templateId: input.templateId,
      achievedDate: input.achievedDate,
      photos: input.evidencePhotos,
      badgesEarned: badges,
    },
    at: now.at,
  });
  return (await findChildMilestone(tx, actor, id, language))!;
}

/** Stars or unstars a recorded milestone, or corrects its date, notes or photos. */
export async function correctMilestone(
  tx: DbOrTx,
  actor: Actor,
  input: { id: number; language: Language; change: z.output<typeof updateChildMilestoneRequest> },
  clock: Clock,
): Promise<ChildMilestone> {
  const { id, language, change } = input;
  const target = await childMilestoneTarget(tx, id);
  if (!target) throw notFound(milestoneNotFound);
  await lockChildren(tx, [target.childId]);
  const now = await centreNow(tx, clock);
  const child = await findMilestoneChild(tx, target.childId, now.today);
  if (!child) throw notFound(milestoneNotFound);
  if (change.achievedDate !== undefined)
    checkDate(change.achievedDate, now.today, child.dateOfBirth);
  if (change.evidencePhotos !== undefined)
    await checkPhotos(tx, target.childId, change.evidencePhotos);
  await updateChildMilestone(tx, id, change);
  await auditBy(tx, actor, {
    action: 'milestone.update',
    entityType: 'child_milestone',
    entityId: id,
    details: { childId: target.childId, ...change },
    at: now.at,
  });
  const updated = await findChildMilestone(tx, actor, id, language);
  // Removed by someone else after it was read above.
  if (!updated) throw notFound(milestoneNotFound);
  return updated;
}

/** Removes a milestone recorded by mistake; the child's progress and badges are recounted. */
export async function removeMilestone(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  clock: Clock,
): Promise<void> {
  await lockCatalogue(tx, 'record');
  const target = await childMilestoneTarget(tx, id);
  if (!target) throw notFound(milestoneNotFound);
  await lockChildren(tx, [target.childId]);
  const at = clock.now();
  if (!(await deleteChildMilestone(tx, id))) throw notFound(milestoneNotFound);
  await refreshProgress(tx, [target.childId], at);
  await reconsiderBadges(tx, target.childId, target.templateId, at);
  await auditBy(tx, actor, {
    action: 'milestone.remove',
    entityType: 'child_milestone',
    entityId: id,
    details: target,
    at,
  });
}
