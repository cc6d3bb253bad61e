import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RoomMilestonesResponse } from '../../../contract/child-milestones.ts';
import type { Language } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  childMilestones,
  children,
  milestoneCategories,
  milestoneTemplates,
  rooms,
} from '../../db/schema/index.ts';
import { enrolledChild } from '../children/enrolled-children.ts';
import { ageMonthsSql, asTemplate, categoryColumns, templateColumns } from './catalogue-columns.ts';
import { expectedWindowMonths } from './child-milestone-queries.ts';

/**
 * The room view (decision 033): for each enrolled child of the room, the active milestones
 * whose checklist age they passed within the last year, and which of those they have not
 * shown yet; and the same by milestone, most children first, for planning activities. It
 * says what a child is still working on; it labels no child.
 */
export async function readRoomMilestones(
  db: DbOrTx,
  roomId: number,
  language: Language,
  today: string,
): Promise<RoomMilestonesResponse | undefined> {
  const [room] = await db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(eq(rooms.id, roomId));
  if (!room) return undefined;
  const age = ageMonthsSql(children.dateOfBirth, today);
  const max = sql`coalesce(${milestoneTemplates.ageRangeMax}, 72)`;
  const roomChildren = await db
    .select({
      id: children.id,
      name: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
      ageMonths: age,
    })
    .from(children)
    .where(and(eq(children.roomId, roomId), enrolledChild))
    .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id));
  const expected = await db
    .select({
      childId: children.id,
      templateId: milestoneTemplates.id,
      categoryId: milestoneTemplates.categoryId,
      shown: sql<boolean>`${childMilestones.id} is not null`,
    })
    .from(children)
    .innerJoin(
      milestoneTemplates,
      and(
        eq(milestoneTemplates.isActive, true),
        sql`${max} <= ${age} and ${max} > ${age} - ${expectedWindowMonths}`,
      ),
    )
    .innerJoin(
      milestoneCategories,
      and(
        eq(milestoneCategories.id, milestoneTemplates.categoryId),
        eq(milestoneCategories.isActive, true),
      ),
    )
    .leftJoin(
      childMilestones,
      and(
        eq(childMilestones.childId, children.id),
        eq(childMilestones.templateId, milestoneTemplates.id),
      ),
    )
    .where(and(eq(children.roomId, roomId), enrolledChild))
    .orderBy(asc(max), asc(milestoneCategories.sortOrder), asc(milestoneTemplates.id));

  const notYet = expected.filter((e) => !e.shown);
  const templateIds = [...new Set(notYet.map((e) => e.templateId))];
  const templates =
    templateIds.length === 0
      ? []
      : await db
          .select({ ...templateColumns(language), categoryName: categoryColumns(language).name })
          .from(milestoneTemplates)
          .innerJoin(milestoneCategories, eq(milestoneCategories.id, milestoneTemplates.categoryId))
          .where(inArray(milestoneTemplates.id, templateIds));
  const byTemplate = templateIds.map((id) => {
    const { categoryName, ...template } = templates.find((t) => t.id === id)!;
    return {
      template: asTemplate(template),
      categoryName,
      childIds: notYet.filter((e) => e.templateId === id).map((e) => e.childId),
    };
  });
  return {
    room,
    children: roomChildren.map((child) => ({
      ...child,
      expectedCount: expected.filter((e) => e.childId === child.id).length,
      notYet: notYet
        .filter((e) => e.childId === child.id)
        .map(({ templateId, categoryId }) => ({ templateId, categoryId })),
    })),
    // The milestones most children are still working on first (stable by catalogue order).
    milestones: byTemplate.sort((a, b) => b.childIds.length - a.childIds.length),
  };
}
