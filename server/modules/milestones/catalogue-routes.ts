import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../../plugins/access.ts';
import {
  addCategory,
  addTemplate,
  changeCategory,
  changeTemplate,
  moveCategoryTo,
} from './catalogue-actions.ts';
import { readCatalogue, readEditableCatalogue } from './catalogue-queries.ts';
import { readerLanguage } from './reader-language.ts';

/**
 * The milestone catalogue (decision 033): everyone reads the active part in their language;
 * directors read all of it with every language's text, add, edit, reorder and retire
 * (catalogue-actions.ts).
 */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/milestones/catalogue', async (request) =>
    readCatalogue(app.db, await readerLanguage(app.db, request)),
  );

  serve(app, 'GET /api/milestones/catalogue/editable', () => readEditableCatalogue(app.db));

  serve(app, 'POST /api/milestones/categories', async (request, reply) => {
    const created = await app.db.transaction((tx) =>
      addCategory(tx, actorOf(request), request.body, app.clock),
    );
    return reply.code(201).send(created);
  });

  serve(app, 'PUT /api/milestones/categories/:id', (request) => {
    const input = { id: request.params.id, ...request.body };
    return app.db.transaction((tx) => changeCategory(tx, actorOf(request), input, app.clock));
  });

  serve(app, 'PUT /api/milestones/categories/:id/position', (request) => {
    const input = { id: request.params.id, position: request.body.position };
    return app.db.transaction((tx) => moveCategoryTo(tx, actorOf(request), input, app.clock));
  });

  serve(app, 'POST /api/milestones/templates', async (request, reply) => {
    const created = await app.db.transaction((tx) =>
      addTemplate(tx, actorOf(request), request.body, app.clock),
    );
    return reply.code(201).send(created);
  });

  serve(app, 'PUT /api/milestones/templates/:id', (request) => {
    const input = { id: request.params.id, ...request.body };
    return app.db.transaction((tx) => changeTemplate(tx, actorOf(request), input, app.clock));
  });
}
