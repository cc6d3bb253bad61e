import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  children,
  galleryPhotoChildren,
  milestoneCategories,
  milestoneTemplates,
  staff,
  users,
} from '../../db/schema/index.ts';
import { addDays, localDate } from '../../lib/clock.ts';
import { centreTimeZone } from '../../lib/centre-time.ts';
import { enrolledChild } from '../children/enrolled-children.ts';
import { ageMonthsSql } from './catalogue-columns.ts';
import { expectedWindowMonths, insertChildMilestone } from './child-milestone-queries.ts';
import { awardBadges } from './milestone-badges.ts';
import { refreshProgress } from './milestone-progress.ts';

/** How many of the demo's children have milestones, and at most how many each. */
const childrenShown = 6;
const perChild = 3;

const notes = [
  'During free play, all by themselves.',
  'At circle time, with a big smile.',
  'Out in the garden this morning.',
];

/** The milestones expected by the child's age (the past year's checklists), in catalogue order. */
async function expectedFor(db: DbOrTx, ageMonths: number) {
  const max = sql`coalesce(${milestoneTemplates.ageRangeMax}, 72)`;
  const rows = await db
    .select({ id: milestoneTemplates.id })
    .from(milestoneTemplates)
    .innerJoin(milestoneCategories, eq(milestoneCategories.id, milestoneTemplates.categoryId))
    .where(
      and(
        eq(milestoneTemplates.isActive, true),
        eq(milestoneCategories.isActive, true),
        sql`${max} <= ${ageMonths} and ${max} > ${ageMonths - expectedWindowMonths}`,
      ),
    )
    .orderBy(asc(milestoneCategories.sortOrder), asc(max), asc(milestoneTemplates.id));
  return rows.map((r) => r.id);
}

/**
 * A few recorded milestones in the demo centre (decision 033), so its milestone screens are
 * not empty: for the children the gallery names first, then others, up to three milestones
 * each expected at their age, recorded in the past days by the demo teacher, the first with
 * the child's gallery photo as evidence. Progress and badges are kept as recording keeps
 * them. Families are not told (the demo's messages stay as seeded). Runs once, right after
 * the demo centre's photos are stored.
 */
export async function seedDemoMilestones(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const today = localDate(now, await centreTimeZone(tx));
    const [teacher] = await tx
      .select({ id: staff.id })
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId))
      .where(and(eq(users.email, 'teacher@example.com'), isNull(staff.removedAt)));
    if (!teacher) return;
    const photoOf = sql<number | null>`(select min(${galleryPhotoChildren.photoId})
      from ${galleryPhotoChildren} where ${galleryPhotoChildren.childId} = ${children.id})`;
    const candidates = await tx
      .select({
        id: children.id,
        dateOfBirth: children.dateOfBirth,
        ageMonths: ageMonthsSql(children.dateOfBirth, today),
        photoId: photoOf,
      })
      .from(children)
      .where(enrolledChild)
      .orderBy(sql`${photoOf} is null`, asc(children.id));

    const recorded: number[] = [];
    for (const [i, child] of candidates.entries()) {
      if (recorded.length >= childrenShown) break;
      const templates = (await expectedFor(tx, child.ageMonths)).slice(0, 1 + (i % perChild));
      if (templates.length === 0) continue;
      for (const [k, templateId] of templates.entries()) {
        const day = addDays(today, -(2 + 3 * k + i));
        await insertChildMilestone(tx, {
          childId: child.id,
          templateId,
          staffId: teacher.id,
          achievedDate: day < child.dateOfBirth ? child.dateOfBirth : day,
          notes: notes[(i + k) % notes.length]!,
          evidencePhotos: k === 0 && child.photoId !== null ? [child.photoId] : [],
          isStarred: k === 0 && i % 2 === 0,
          createdAt: now,
        });
      }
      recorded.push(child.id);
    }
    await refreshProgress(tx, recorded, now);
    for (const childId of recorded) await awardBadges(tx, childId, now);
  });
}
