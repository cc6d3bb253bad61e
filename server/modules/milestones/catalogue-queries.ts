import { asc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../contract/enums.ts';
import type {
  CategoryFields,
  EditableCatalogueResponse,
  TemplateFields,
} from '../../../contract/milestones.ts';
import type { DbOrTx } from '../../db/client.ts';
import { milestoneCategories, milestoneTemplates } from '../../db/schema/index.ts';
import { asCategory, asTemplate, categoryColumns, templateColumns } from './catalogue-columns.ts';

type CategoryInput = CategoryFields;
type TemplateInput = TemplateFields;

const templateOrder = [
  asc(sql`coalesce(${milestoneTemplates.ageRangeMax}, 72)`),
  asc(milestoneTemplates.id),
];

/** The active categories in order, each with its active milestones, in `language`. */
export async function readCatalogue(db: DbOrTx, language: Language) {
  const categories = await db
    .select(categoryColumns(language))
    .from(milestoneCategories)
    .where(eq(milestoneCategories.isActive, true))
    .orderBy(asc(milestoneCategories.sortOrder), asc(milestoneCategories.id));
  const templates = await db
    .select(templateColumns(language))
    .from(milestoneTemplates)
    .where(eq(milestoneTemplates.isActive, true))
    .orderBy(...templateOrder);
  return categories.map((c) => ({
    ...asCategory(c),
    templates: templates.filter((t) => t.categoryId === c.id).map(asTemplate),
  }));
}

/** Translations as stored, without empty texts (a blank field reads as English). */
function stored<T extends Record<string, Record<string, string | undefined> | undefined>>(
  translations: T | undefined,
) {
  const out: Record<string, Record<string, string>> = {};
  for (const [language, fields] of Object.entries(translations ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(fields ?? {}).filter(([, text]) => text !== undefined && text.trim() !== ''),
    ) as Record<string, string>;
    if (Object.keys(kept).length > 0) out[language] = kept;
  }
  return out;
}

/** Everything, retired too, with English in the spec's fields and the other languages beside. */
export async function readEditableCatalogue(db: DbOrTx): Promise<EditableCatalogueResponse> {
  const categories = await db
    .select({ ...categoryColumns('en'), translations: milestoneCategories.translations })
    .from(milestoneCategories)
    .orderBy(asc(milestoneCategories.sortOrder), asc(milestoneCategories.id));
  const templates = await db
    .select({ ...templateColumns('en'), translations: milestoneTemplates.translations })
    .from(milestoneTemplates)
    .orderBy(...templateOrder);
  return categories.map((c) => ({
    ...asCategory(c),
    templates: templates.filter((t) => t.categoryId === c.id).map(asTemplate),
  }));
}

export async function findEditableCategory(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...categoryColumns('en'), translations: milestoneCategories.translations })
    .from(milestoneCategories)
    .where(eq(milestoneCategories.id, id));
  return row ? asCategory(row) : undefined;
}

export async function findEditableTemplate(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...templateColumns('en'), translations: milestoneTemplates.translations })
    .from(milestoneTemplates)
    .where(eq(milestoneTemplates.id, id));
  return row ? asTemplate(row) : undefined;
}

export async function insertCategory(tx: DbOrTx, input: CategoryInput, at: Date) {
  // New categories go last.
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${milestoneCategories.sortOrder}), 0) + 1` })
    .from(milestoneCategories)) as [{ next: number }];
  const [row] = await tx
    .insert(milestoneCategories)
    .values({ ...input, translations: stored(input.translations), sortOrder: next, createdAt: at })
    .returning({ id: milestoneCategories.id });
  return row!.id;
}

/** False when there is no such category. */
export async function updateCategory(tx: DbOrTx, id: number, input: CategoryInput) {
  const rows = await tx
    .update(milestoneCategories)
    .set({ ...input, translations: stored(input.translations) })
    .where(eq(milestoneCategories.id, id))
    .returning({ id: milestoneCategories.id });
  return rows.length > 0;
}

export async function categoryExists(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: milestoneCategories.id })
    .from(milestoneCategories)
    .where(eq(milestoneCategories.id, id));
  return rows.length > 0;
}

export async function insertTemplate(tx: DbOrTx, input: TemplateInput, at: Date) {
  const [row] = await tx
    .insert(milestoneTemplates)
    .values({ ...input, translations: stored(input.translations), createdAt: at })
    .returning({ id: milestoneTemplates.id });
  return row!.id;
}

/** The template's category before the change (undefined when there is no such template). */
export async function updateTemplate(tx: DbOrTx, id: number, input: TemplateInput) {
  const [before] = await tx
    .select({ categoryId: milestoneTemplates.categoryId })
    .from(milestoneTemplates)
    .where(eq(milestoneTemplates.id, id))
    .for('update');
  if (!before) return undefined;
  await tx
    .update(milestoneTemplates)
    .set({ ...input, translations: stored(input.translations) })
    .where(eq(milestoneTemplates.id, id));
  return before;
}

/**
 * Moves a category to `position` (1-based, past the end is last) and numbers every category
 * 1, 2, 3… in the new order. False when there is no such category.
 */
export async function moveCategory(tx: DbOrTx, id: number, position: number) {
  const order = await tx
    .select({ id: milestoneCategories.id })
    .from(milestoneCategories)
    .orderBy(asc(milestoneCategories.sortOrder), asc(milestoneCategories.id))
    .for('update');
  const from = order.findIndex((c) => c.id === id);
  if (from < 0) return false;
  const [moved] = order.splice(from, 1);
  order.splice(Math.min(position, order.length + 1) - 1, 0, moved!);
  for (const [index, category] of order.entries())
    await tx
      .update(milestoneCategories)
      .set({ sortOrder: index + 1 })
      .where(eq(milestoneCategories.id, category.id));
  return true;
}
