import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { MilestoneBadge } from '../../../contract/child-milestones.ts';
import type { Language } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  childMilestones,
  milestoneBadges,
  milestoneCategories,
  milestoneTemplates,
} from '../../db/schema/index.ts';
import { translate } from '../../lib/i18n.ts';

/*
 * Badges earned by rules (decision 033), awarded in the transaction that records the
 * milestone completing them:
 * - first-milestone: the child's first milestone recorded;
 * - category-age: every active milestone of one category for one checklist age (e.g. all
 *   18-month language milestones);
 * - age-complete: every active milestone of one checklist age, in every active category.
 * Removing a milestone takes away the badges it was part of; the first-milestone badge then
 * passes to the next earliest milestone, if any.
 */

type Rule = {
  ruleKey: string;
  badgeType: MilestoneBadge['badgeType'];
  categoryId: number | null;
  ageMonths: number | null;
  templateIds: number[];
  earnedDate: string;
};

/** Each category's active milestones for each checklist age, and how many the child showed. */
async function checklistGroups(db: DbOrTx, childId: number) {
  return db
    .select({
      categoryId: milestoneTemplates.categoryId,
      ageMonths: sql<number>`coalesce(${milestoneTemplates.ageRangeMax}, 72)`,
      templateIds: sql<
        number[]
      >`array_agg(${milestoneTemplates.id} order by ${milestoneTemplates.id})`,
      total: sql<number>`count(*)::int`,
      achieved: sql<number>`count(${childMilestones.id})::int`,
      lastDate: sql<string | null>`max(${childMilestones.achievedDate})::text`,
    })
    .from(milestoneTemplates)
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
        eq(childMilestones.templateId, milestoneTemplates.id),
        eq(childMilestones.childId, childId),
      ),
    )
    .where(eq(milestoneTemplates.isActive, true))
    .groupBy(milestoneTemplates.categoryId, sql`coalesce(${milestoneTemplates.ageRangeMax}, 72)`);
}

/** The rules the child meets now. */
async function rulesMet(db: DbOrTx, childId: number): Promise<Rule[]> {
  const rules: Rule[] = [];
  const [first] = await db
    .select({ templateId: childMilestones.templateId, date: childMilestones.achievedDate })
    .from(childMilestones)
    .where(eq(childMilestones.childId, childId))
    .orderBy(asc(childMilestones.achievedDate), asc(childMilestones.id))
    .limit(1);
  if (first)
    rules.push({
      ruleKey: 'first-milestone',
      badgeType: 'first-milestone',
      categoryId: null,
      ageMonths: null,
      templateIds: [first.templateId],
      earnedDate: first.date,
    });
  const groups = await checklistGroups(db, childId);
  const complete = (g: (typeof groups)[number]) => g.total > 0 && g.achieved === g.total;
  for (const g of groups.filter(complete))
    rules.push({
      ruleKey: `category-age:${g.categoryId}:${g.ageMonths}`,
      badgeType: 'category-age',
      categoryId: g.categoryId,
      ageMonths: g.ageMonths,
      templateIds: g.templateIds,
      earnedDate: g.lastDate!,
    });
  const ages = [...new Set(groups.map((g) => g.ageMonths))].sort((a, b) => a - b);
  for (const age of ages) {
    const ofAge = groups.filter((g) => g.ageMonths === age);
    // One category alone is already its category-age badge.
    if (ofAge.length < 2 || !ofAge.every(complete)) continue;
    rules.push({
      ruleKey: `age-complete:${age}`,
      badgeType: 'age-complete',
      categoryId: null,
      ageMonths: age,
      templateIds: ofAge.flatMap((g) => g.templateIds).sort((a, b) => a - b),
      earnedDate: ofAge
        .map((g) => g.lastDate!)
        .sort()
        .pop()!,
    });
  }
  return rules;
}

/** Awards the badges the child has newly earned; returns how many. */
export async function awardBadges(tx: DbOrTx, childId: number, at: Date) {
  const rules = await rulesMet(tx, childId);
  if (rules.length === 0) return 0;
  const names = await categoryNames(tx, 'en');
  const inserted = await tx
    .insert(milestoneBadges)
    .values(
      rules.map((rule) => {
        const text = badgeText(rule, 'en', names);
        return {
          childId,
          badgeType: rule.badgeType,
          badgeName: text.name,
          description: text.description,
          iconPath: iconOf(rule, names),
          earnedDate: rule.earnedDate,
          requirements: {
            categoryId: rule.categoryId,
            ageMonths: rule.ageMonths,
            templateIds: rule.templateIds,
          },
          ruleKey: rule.ruleKey,
          createdAt: at,
        };
      }),
    )
    .onConflictDoNothing({ target: [milestoneBadges.childId, milestoneBadges.ruleKey] })
    .returning({ id: milestoneBadges.id });
  return inserted.length;
}

/** Takes away the badges a removed milestone was part of, then awards what still holds. */
export async function reconsiderBadges(tx: DbOrTx, childId: number, templateId: number, at: Date) {
  await tx
    .delete(milestoneBadges)
    .where(
      and(
        eq(milestoneBadges.childId, childId),
        sql`${milestoneBadges.requirements} -> 'templateIds' @> ${JSON.stringify([templateId])}::jsonb`,
      ),
    );
  await awardBadges(tx, childId, at);
}

type Names = Map<number, { name: string; iconName: string }>;

async function categoryNames(db: DbOrTx, language: Language): Promise<Names> {
  const rows = await db
    .select({
      id: milestoneCategories.id,
      name: sql<string>`case when ${language}::text = 'en' then ${milestoneCategories.name}
        else coalesce(nullif(btrim(${milestoneCategories.translations} -> ${language}::text ->> 'name'), ''),
                      ${milestoneCategories.name}) end`,
      iconName: milestoneCategories.iconName,
    })
    .from(milestoneCategories);
  return new Map(rows.map((r) => [r.id, { name: r.name, iconName: r.iconName }]));
}

const iconOf = (rule: Pick<Rule, 'badgeType' | 'categoryId'>, names: Names) =>
  rule.badgeType === 'first-milestone'
    ? 'star'
    : rule.badgeType === 'age-complete'
      ? 'trophy'
      : (names.get(rule.categoryId!)?.iconName ?? 'star');

/** "18 months", "2 years": as the CDC names its checklists. */
function ageText(language: Language, months: number) {
  return months >= 12 && months % 12 === 0
    ? translate(language, 'milestoneTexts.badge.years', { years: months / 12 })
    : translate(language, 'milestoneTexts.badge.months', { months });
}

/** A badge's name and description in `language`, from its rule. */
function badgeText(
  rule: Pick<Rule, 'badgeType' | 'categoryId' | 'ageMonths'>,
  language: Language,
  names: Names,
) {
  const age = rule.ageMonths === null ? '' : ageText(language, rule.ageMonths);
  const category = rule.categoryId === null ? '' : (names.get(rule.categoryId)?.name ?? '');
  if (rule.badgeType === 'first-milestone')
    return {
      name: translate(language, 'milestoneTexts.badge.firstName'),
      description: translate(language, 'milestoneTexts.badge.firstDescription'),
    };
  if (rule.badgeType === 'age-complete')
    return {
      name: translate(language, 'milestoneTexts.badge.ageCompleteName', { age }),
      description: translate(language, 'milestoneTexts.badge.ageCompleteDescription', { age }),
    };
  return {
    name: translate(language, 'milestoneTexts.badge.categoryAgeName', { category, age }),
    description: translate(language, 'milestoneTexts.badge.categoryAgeDescription', {
      category,
      age,
    }),
  };
}

/** A child's badges, newest first, named in the reader's language; a parent sees visible ones. */
export async function readBadges(
  db: DbOrTx,
  childId: number,
  language: Language,
  onlyVisible: boolean,
): Promise<MilestoneBadge[]> {
  const rows = await db
    .select()
    .from(milestoneBadges)
    .where(
      and(
        eq(milestoneBadges.childId, childId),
        onlyVisible ? eq(milestoneBadges.isVisible, true) : undefined,
      ),
    )
    .orderBy(desc(milestoneBadges.earnedDate), desc(milestoneBadges.id));
  if (rows.length === 0) return [];
  const names = await categoryNames(db, language);
  return rows.map((row) => {
    const requirements = row.requirements as MilestoneBadge['requirements'];
    const rule = {
      badgeType: row.badgeType as MilestoneBadge['badgeType'],
      categoryId: requirements.categoryId,
      ageMonths: requirements.ageMonths,
    };
    const text = badgeText(rule, language, names);
    return {
      id: row.id,
      childId: row.childId,
      badgeType: rule.badgeType,
      badgeName: text.name,
      description: text.description,
      iconPath: row.iconPath,
      earnedDate: row.earnedDate,
      requirements,
      isVisible: row.isVisible,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
