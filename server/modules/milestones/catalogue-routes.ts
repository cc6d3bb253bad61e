import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/errors.ts';
import {
  catalogueLanguageQuery,
  catalogueResponse,
  categoryPositionRequest,
  categoryRequest,
  editableCatalogueResponse,
  editableCategory,
  editableTemplate,
  milestoneIdParam,
  templateRequest,
} from '../../../contract/milestones.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import {
  categoryExists,
  findEditableCategory,
  findEditableTemplate,
  insertCategory,
  insertTemplate,
  readCatalogue,
  readEditableCatalogue,
  moveCategory,
  updateCategory,
  updateTemplate,
} from './catalogue-queries.ts';
import { lockCatalogue, refreshAllProgress } from './milestone-progress.ts';
import { readerLanguage } from './reader-language.ts';

const categoryNotFound = 'errors.milestoneCategoryNotFound';
const templateNotFound = 'errors.milestoneTemplateNotFound';

/**
 * The milestone catalogue (decision 033): everyone reads the active part in their language;
 * directors read all of it with every language's text, add, edit, reorder and retire.
 * Nothing is deleted: a retired milestone stays on the children who showed it. A change to
 * which milestones count recounts every child's progress in the same transaction.
 */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/milestones/catalogue', {
    config: { permission: 'milestone.read' },
    schema: {
      tags: ['milestones'],
      summary: 'The active milestone categories and milestones, in the reader’s language',
      querystring: catalogueLanguageQuery,
      response: { 200: catalogueResponse, 400: errorResponse },
    },
    handler: async (request) => readCatalogue(app.db, await readerLanguage(app.db, request)),
  });

  r.get('/api/milestones/catalogue/editable', {
    config: { permission: 'milestoneCatalogue.manage' },
    schema: {
      tags: ['milestones'],
      summary: 'Every category and milestone, retired ones too, with all four languages',
      response: { 200: editableCatalogueResponse },
    },
    handler: () => readEditableCatalogue(app.db),
  });

  r.post('/api/milestones/categories', {
    config: { permission: 'milestoneCatalogue.manage' },
    schema: {
      tags: ['milestones'],
      summary: 'Add a milestone category (it goes last)',
      body: categoryRequest,
      response: { 201: editableCategory, 400: errorResponse },
    },
    handler: async (request, reply) => {
      const at = app.clock.now();
      const created = await app.db.transaction(async (tx) => {
        const id = await insertCategory(tx, request.body, at);
        await audit(tx, request, {
          action: 'milestoneCategory.create',
          entityType: 'milestone_category',
          entityId: id,
          details: { name: request.body.name },
          at,
        });
        return (await findEditableCategory(tx, id))!;
      });
      return reply.code(201).send(created);
    },
  });

  r.put('/api/milestones/categories/:id', {
    config: { permission: 'milestoneCatalogue.manage' },
    schema: {
      tags: ['milestones'],
      summary: 'Change a category: its texts, icon, colour, or retire it (isActive false)',
      params: milestoneIdParam,
      body: categoryRequest,
      response: { 200: editableCategory, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) =>
      app.db.transaction(async (tx) => {
        const { id } = request.params;
        if (!(await updateCategory(tx, id, request.body))) throw notFound(categoryNotFound);
        await audit(tx, request, {
          action: 'milestoneCategory.update',
          entityType: 'milestone_category',
          entityId: id,
          details: { name: request.body.name, isActive: request.body.isActive },
        });
        return (await findEditableCategory(tx, id))!;
      }),
  });

  r.put('/api/milestones/categories/:id/position', {
    config: { permission: 'milestoneCatalogue.manage' },
    schema: {
      tags: ['milestones'],
      summary: 'Move a category to another place in the order (sortOrder)',
      params: milestoneIdParam,
      body: categoryPositionRequest,
      response: { 200: editableCatalogueResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) =>
      app.db.transaction(async (tx) => {
        const { id } = request.params;
        const { position } = request.body;
        if (!(await moveCategory(tx, id, position))) throw notFound(categoryNotFound);
        await audit(tx, request, {
          action: 'milestoneCategory.move',
          entityType: 'milestone_category',
          entityId: id,
          details: { position },
        });
        return readEditableCatalogue(tx);
      }),
  });

  /** The category a milestone names must exist (400 on the field otherwise). */
  const checkCategory = async (tx: Parameters<typeof categoryExists>[0], id: number) => {
    if (!(await categoryExists(tx, id)))
      throw badRequest(categoryNotFound, { categoryId: categoryNotFound });
  };

  r.post('/api/milestones/templates', {
    config: { permission: 'milestoneCatalogue.manage' },
    schema: {
      tags: ['milestones'],
      summary: 'Add a milestone to a category',
      body: templateRequest,
      response: { 201: editableTemplate, 400: errorResponse },
    },
    handler: async (request, reply) => {
      const at = app.clock.now();
      const created = await app.db.transaction(async (tx) => {
        await lockCatalogue(tx, 'edit');
        await checkCategory(tx, request.body.categoryId);
        const id = await insertTemplate(tx, request.body, at);
        await refreshAllProgress(tx, at);
        await audit(tx, request, {
          action: 'milestoneTemplate.create',
          entityType: 'milestone_template',
          entityId: id,
          details: { title: request.body.title, categoryId: request.body.categoryId },
          at,
        });
        return (await findEditableTemplate(tx, id))!;
      });
      return reply.code(201).send(created);
    },
  });

  r.put('/api/milestones/templates/:id', {
    config: { permission: 'milestoneCatalogue.manage' },
    schema: {
      tags: ['milestones'],
      summary: 'Change a milestone: its texts, ages, sticker, category, or retire it',
      params: milestoneIdParam,
      body: templateRequest,
      response: { 200: editableTemplate, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const at = app.clock.now();
      return app.db.transaction(async (tx) => {
        const { id } = request.params;
        await lockCatalogue(tx, 'edit');
        await checkCategory(tx, request.body.categoryId);
        const before = await updateTemplate(tx, id, request.body);
        if (!before) throw notFound(templateNotFound);
        await refreshAllProgress(tx, at);
        await audit(tx, request, {
          action: 'milestoneTemplate.update',
          entityType: 'milestone_template',
          entityId: id,
          details: {
            title: request.body.title,
            categoryId: request.body.categoryId,
            isActive: request.body.isActive,
          },
          at,
        });
        return (await findEditableTemplate(tx, id))!;
      });
    },
  });
}
