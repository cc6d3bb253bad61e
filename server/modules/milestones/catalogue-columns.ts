import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '../../../contract/enums.ts';
import type { MilestoneCategory, MilestoneTemplate } from '../../../contract/milestones.ts';
import { milestoneCategories, milestoneTemplates } from '../../db/schema/index.ts';

/**
 * A catalogue text in the reader's language (decision 033): the translation kept beside the
 * English, or the English when there is none. `language` is one of the four (the contract's
 * enum), never free text.
 */
function said(english: AnyPgColumn, translations: AnyPgColumn, field: string, language: Language) {
  if (language === 'en') return sql<string>`${english}`;
  return sql<string>`coalesce(nullif(btrim(${translations} -> ${language}::text ->> ${field}::text), ''), ${english})`;
}

/** A category's columns as its reader sees them (MilestoneCategory without createdAt's type). */
export function categoryColumns(language: Language) {
  const c = milestoneCategories;
  return {
    id: c.id,
    name: said(c.name, c.translations, 'name', language),
    description: said(c.description, c.translations, 'description', language),
    ageGroup: said(c.ageGroup, c.translations, 'ageGroup', language),
    iconName: sql<MilestoneCategory['iconName']>`${c.iconName}`,
    colorTheme: sql<MilestoneCategory['colorTheme']>`${c.colorTheme}`,
    sortOrder: c.sortOrder,
    isActive: c.isActive,
    createdAt: c.createdAt,
  };
}

/** A milestone's columns as its reader sees them; a range left empty reads as 0 to 72 months. */
export function templateColumns(language: Language) {
  const t = milestoneTemplates;
  return {
    id: t.id,
    categoryId: t.categoryId,
    title: said(t.title, t.translations, 'title', language),
    description: said(t.description, t.translations, 'description', language),
    ageRangeMin: sql<number>`coalesce(${t.ageRangeMin}, 0)`,
    ageRangeMax: sql<number>`coalesce(${t.ageRangeMax}, 72)`,
    skillType: sql<MilestoneTemplate['skillType']>`${t.skillType}`,
    difficultyLevel: sql<MilestoneTemplate['difficultyLevel']>`${t.difficultyLevel}`,
    stickerDesign: sql<MilestoneTemplate['stickerDesign']>`${t.stickerDesign}`,
    celebrationMessage: said(t.celebrationMessage, t.translations, 'celebrationMessage', language),
    parentTip: said(t.parentTip, t.translations, 'parentTip', language),
    isActive: t.isActive,
    createdAt: t.createdAt,
  };
}

/** Rows read with these columns, answered as the contract's shapes. */
export const asCategory = <R extends { createdAt: Date }>(row: R) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});
export const asTemplate = asCategory;

/** Whole months of age on `today` (the centre's date). */
export const ageMonthsSql = (dateOfBirth: AnyPgColumn | SQL, today: string) =>
  sql<number>`(extract(year from age(${today}::date, ${dateOfBirth})) * 12
    + extract(month from age(${today}::date, ${dateOfBirth})))::int`;
