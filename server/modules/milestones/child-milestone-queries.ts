import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type {
  ChildMilestone,
  ChildMilestonesResponse,
  UpdateChildMilestoneRequest,
} from '../../../contract/child-milestones.ts';
import type { Language } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  childMilestones,
  children,
  milestoneCategories,
  milestoneProgress,
  milestoneTemplates,
  rooms,
  staff,
} from '../../db/schema/index.ts';
import type { Principal } from '../../types.ts';
import { portalOf } from '../../access/access.ts';
import { enrolledChild } from '../children/enrolled-children.ts';
import { photosVisibleTo } from '../gallery/gallery-queries.ts';
import {
  ageMonthsSql,
  asCategory,
  asTemplate,
  categoryColumns,
  templateColumns,
} from './catalogue-columns.ts';
import { readBadges } from './milestone-badges.ts';

/** How far back a milestone still counts as expected: the year before the child's age. */
export const expectedWindowMonths = 12;

/** An enrolled child with their age in whole months on the centre's `today`. */
export async function findMilestoneChild(db: DbOrTx, childId: number, today: string) {
  const [row] = await db
    .select({
      id: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      dateOfBirth: children.dateOfBirth,
      ageMonths: ageMonthsSql(children.dateOfBirth, today),
      room: rooms.name,
    })
    .from(children)
    .innerJoin(rooms, eq(rooms.id, children.roomId))
    .where(and(eq(children.id, childId), enrolledChild));
  return row;
}

function milestoneColumns(language: Language) {
  return {
    id: childMilestones.id,
    childId: childMilestones.childId,
    templateId: childMilestones.templateId,
    template: templateColumns(language),
    achievedDate: childMilestones.achievedDate,
    staffId: childMilestones.staffId,
    staffName: sql<string | null>`${staff.firstName} || ' ' || ${staff.lastName}`,
    notes: childMilestones.notes,
    evidencePhotos: childMilestones.evidencePhotos,
    parentNotified: childMilestones.parentNotified,
    notificationSentAt: childMilestones.notificationSentAt,
    isStarred: childMilestones.isStarred,
    createdAt: childMilestones.createdAt,
  };
}

/**
 * A child's recorded milestones (or one), newest first, with the evidence photos the reader
 * may see: a photo hidden, deleted, or showing a child without a photo release is left out
 * for a parent, as the gallery leaves it out (decision 024).
 */
async function selectMilestones(
  db: DbOrTx,
  principal: Principal,
  where: { childId: number } | { id: number },
  language: Language,
): Promise<ChildMilestone[]> {
  const rows = await db
    .select(milestoneColumns(language))
    .from(childMilestones)
    .innerJoin(milestoneTemplates, eq(milestoneTemplates.id, childMilestones.templateId))
    .leftJoin(staff, eq(staff.id, childMilestones.staffId))
    .where(
      'id' in where ? eq(childMilestones.id, where.id) : eq(childMilestones.childId, where.childId),
    )
    .orderBy(desc(childMilestones.achievedDate), desc(childMilestones.id));
  const photoIds = [...new Set(rows.flatMap((r) => r.evidencePhotos))];
  const photos = new Map(
    (await photosVisibleTo(db, principal, photoIds)).map((p) => [
      p.id,
      { id: p.id, title: p.title, filePath: p.filePath, thumbnailPath: p.thumbnailPath },
    ]),
  );
  return rows.map((row) => {
    const visible = row.evidencePhotos.filter((id) => photos.has(id));
    return {
      ...row,
      template: asTemplate(row.template),
      evidencePhotos: visible,
      photos: visible.map((id) => photos.get(id)!),
      notificationSentAt: row.notificationSentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function findChildMilestone(
  db: DbOrTx,
  principal: Principal,
  id: number,
  language: Language,
) {
  const [row] = await selectMilestones(db, principal, { id }, language);
  return row;
}

/** The recorded milestone's child and milestone (for checks before a change), locked. */
export async function childMilestoneTarget(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ childId: childMilestones.childId, templateId: childMilestones.templateId })
    .from(childMilestones)
    .where(eq(childMilestones.id, id));
  return row;
}

/** Categories with the child's progress; before any milestone, 0 of the active ones. */
async function categoriesWithProgress(db: DbOrTx, childId: number, language: Language) {
  const activeCount = sql<number>`(select count(*)::int from ${milestoneTemplates} t
    where t.category_id = ${milestoneCategories.id} and t.is_active)`;
  const rows = await db
    .select({
      ...categoryColumns(language),
      total: sql<number>`coalesce(${milestoneProgress.totalMilestones}, ${activeCount})`,
      achieved: sql<number>`coalesce(${milestoneProgress.achievedMilestones}, 0)`,
      percentage: sql<number>`coalesce(${milestoneProgress.progressPercentage}, 0)`,
      lastUpdated: milestoneProgress.lastUpdated,
    })
    .from(milestoneCategories)
    .leftJoin(
      milestoneProgress,
      and(
        eq(milestoneProgress.categoryId, milestoneCategories.id),
        eq(milestoneProgress.childId, childId),
      ),
    )
    .where(eq(milestoneCategories.isActive, true))
    .orderBy(asc(milestoneCategories.sortOrder), asc(milestoneCategories.id));
  return rows.map(({ total, achieved, percentage, lastUpdated, ...category }) => ({
    ...asCategory(category),
    progress: {
      totalMilestones: total,
      achievedMilestones: achieved,
      progressPercentage: percentage,
      lastUpdated: lastUpdated?.toISOString() ?? null,
    },
  }));
}

/**
 * The milestones still to come for a child of `ageMonths`: those whose age range the child is
 * in (coming up), and those whose checklist age they passed within the last year (expected).
 */
async function nextMilestones(db: DbOrTx, childId: number, ageMonths: number, language: Language) {
  const min = sql`coalesce(${milestoneTemplates.ageRangeMin}, 0)`;
  const max = sql`coalesce(${milestoneTemplates.ageRangeMax}, 72)`;
  const rows = await db
    .select({ ...templateColumns(language), expected: sql<boolean>`${max} <= ${ageMonths}` })
    .from(milestoneTemplates)
    .innerJoin(milestoneCategories, eq(milestoneCategories.id, milestoneTemplates.categoryId))
    .leftJoin(
      childMilestones,
      and(
        eq(childMilestones.templateId, milestoneTemplates.id),
        eq(childMilestones.childId, childId),
      ),
    )
    .where(
      and(
        eq(milestoneTemplates.isActive, true),
        eq(milestoneCategories.isActive, true),
        isNull(childMilestones.id),
        or(
          sql`${min} <= ${ageMonths} and ${ageMonths} < ${max}`,
          sql`${max} <= ${ageMonths} and ${max} > ${ageMonths - expectedWindowMonths}`,
        ),
      ),
    )
    .orderBy(asc(max), asc(milestoneCategories.sortOrder), asc(milestoneTemplates.id));
  return rows.map(asTemplate);
}

/** Everything a child's milestones screen shows, as the principal may see it. */
export async function readChildMilestones(
  db: DbOrTx,
  principal: Principal,
  child: NonNullable<Awaited<ReturnType<typeof findMilestoneChild>>>,
  language: Language,
): Promise<ChildMilestonesResponse> {
  return {
    child,
    categories: await categoriesWithProgress(db, child.id, language),
    achieved: await selectMilestones(db, principal, { childId: child.id }, language),
    next: await nextMilestones(db, child.id, child.ageMonths, language),
    // A badge the centre hid is not shown in the family's portal.
    badges: await readBadges(db, child.id, language, portalOf(principal) === 'parent'),
  };
}

/** An active milestone of an active category (undefined otherwise). */
export async function findActiveTemplate(db: DbOrTx, templateId: number) {
  const [row] = await db
    .select({ id: milestoneTemplates.id })
    .from(milestoneTemplates)
    .innerJoin(milestoneCategories, eq(milestoneCategories.id, milestoneTemplates.categoryId))
    .where(
      and(
        eq(milestoneTemplates.id, templateId),
        eq(milestoneTemplates.isActive, true),
        eq(milestoneCategories.isActive, true),
      ),
    );
  return row;
}

export async function insertChildMilestone(
  tx: DbOrTx,
  values: {
    childId: number;
    templateId: number;
    staffId: number;
    achievedDate: string;
    notes: string;
    evidencePhotos: number[];
    isStarred: boolean;
    createdAt: Date;
  },
) {
  const [row] = await tx
    .insert(childMilestones)
    .values(values)
    .returning({ id: childMilestones.id });
  return row!.id;
}

export async function updateChildMilestone(
  tx: DbOrTx,
  id: number,
  change: Omit<UpdateChildMilestoneRequest, 'evidencePhotos'> & { evidencePhotos?: number[] },
) {
  if (Object.keys(change).length === 0) return;
  await tx.update(childMilestones).set(change).where(eq(childMilestones.id, id));
}

/** Removed, or false when it was already gone. */
export async function deleteChildMilestone(tx: DbOrTx, id: number) {
  const rows = await tx
    .delete(childMilestones)
    .where(eq(childMilestones.id, id))
    .returning({ id: childMilestones.id });
  return rows.length > 0;
}

/** A staff member who still works here. */
export async function isCurrentStaff(db: DbOrTx, staffId: number) {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), isNull(staff.removedAt)));
  return rows.length > 0;
}
