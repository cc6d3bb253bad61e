import type {
  CategoryFields,
  EditableCatalogueResponse,
  EditableCategory,
  EditableTemplate,
  TemplateFields,
} from '../../../contract/milestones.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import {
  categoryExists,
  findEditableCategory,
  findEditableTemplate,
  insertCategory,
  insertTemplate,
  moveCategory,
  readEditableCatalogue,
  updateCategory,
  updateTemplate,
} from './catalogue-queries.ts';
import { lockCatalogue, refreshAllProgress } from './milestone-progress.ts';

// The catalogue's changes (decision 033), each in the caller's transaction with its audit
// row. Nothing is deleted: a retired milestone stays on the children who showed it. A
// change to which milestones count recounts every child's progress in the same transaction.

const categoryNotFound = 'errors.milestoneCategoryNotFound';
const templateNotFound = 'errors.milestoneTemplateNotFound';

/** A new category; it goes last. */
export async function addCategory(
  tx: DbOrTx,
  actor: Actor,
  fields: CategoryFields,
  clock: Clock,
): Promise<EditableCategory> {
  const at = clock.now();
  const id = await insertCategory(tx, fields, at);
  await auditBy(tx, actor, {
    action: 'milestoneCategory.create',
    entityType: 'milestone_category',
    entityId: id,
    details: { name: fields.name },
    at,
  });
  return (await findEditableCategory(tx, id))!;
}

/** A category's texts, icon, colour, or its retirement (isActive false). */
export async function changeCategory(
  tx: DbOrTx,
  actor: Actor,
  input: { id: number } & CategoryFields,
  clock: Clock,
): Promise<EditableCategory> {
  const { id, ...fields } = input;
  if (!(await updateCategory(tx, id, fields))) throw notFound(categoryNotFound);
  await auditBy(tx, actor, {
    action: 'milestoneCategory.update',
    entityType: 'milestone_category',
    entityId: id,
    details: { name: fields.name, isActive: fields.isActive },
    at: clock.now(),
  });
  return (await findEditableCategory(tx, id))!;
}

/** A category moved to another place in the order; answers the whole catalogue. */
export async function moveCategoryTo(
  tx: DbOrTx,
  actor: Actor,
  input: { id: number; position: number },
  clock: Clock,
): Promise<EditableCatalogueResponse> {
  const { id, position } = input;
  if (!(await moveCategory(tx, id, position))) throw notFound(categoryNotFound);
  await auditBy(tx, actor, {
    action: 'milestoneCategory.move',
    entityType: 'milestone_category',
    entityId: id,
    details: { position },
    at: clock.now(),
  });
  return readEditableCatalogue(tx);
}

/** The category a milestone names must exist (400 on the field otherwise). */
async function checkCategory(tx: DbOrTx, id: number) {
  if (!(await categoryExists(tx, id)))
    throw badRequest(categoryNotFound, { categoryId: categoryNotFound });
}

/** A new milestone in a category. */
export async function addTemplate(
  tx: DbOrTx,
  actor: Actor,
  fields: TemplateFields,
  clock: Clock,
): Promise<EditableTemplate> {
  const at = clock.now();
  await lockCatalogue(tx, 'edit');
  await checkCategory(tx, fields.categoryId);
  const id = await insertTemplate(tx, fields, at);
  await refreshAllProgress(tx, at);
  await auditBy(tx, actor, {
    action: 'milestoneTemplate.create',
    entityType: 'milestone_template',
    entityId: id,
    details: { title: fields.title, categoryId: fields.categoryId },
    at,
  });
  return (await findEditableTemplate(tx, id))!;
}

/** A milestone's texts, ages, sticker, category, or its retirement. */
export async function changeTemplate(
  tx: DbOrTx,
  actor: Actor,
  input: { id: number } & TemplateFields,
  clock: Clock,
): Promise<EditableTemplate> {
  const { id, ...fields } = input;
  const at = clock.now();
  await lockCatalogue(tx, 'edit');
  await checkCategory(tx, fields.categoryId);
  if (!(await updateTemplate(tx, id, fields))) throw notFound(templateNotFound);
  await refreshAllProgress(tx, at);
  await auditBy(tx, actor, {
    action: 'milestoneTemplate.update',
    entityType: 'milestone_template',
    entityId: id,
    details: { title: fields.title, categoryId: fields.categoryId, isActive: fields.isActive },
    at,
  });
  return (await findEditableTemplate(tx, id))!;
}
