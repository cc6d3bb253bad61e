import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import {
  correctRoomEntry,
  logRoomEntry,
  sendRoomDayReport,
  undoRoomEntry,
  updateRoomLogSettings,
} from './room-log-actions.ts';
import { findRoomLogSettings } from './room-log-queries.ts';
import { childEntries, roomDay } from './room-day-read.ts';

/** The room's day in a few taps (issue 42, decision 068). */
export async function roomLogRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/room-day', (request) => roomDay(app.db, request.query.roomId, app.clock));

  serve(app, 'POST /api/room-log/entries', async (request, reply) => {
    const { replay, answer } = await app.db.transaction((tx) =>
      logRoomEntry(tx, actorOf(request), request.body, app.clock),
    );
    return reply.code(replay ? 200 : 201).send(answer);
  });

  serve(app, 'DELETE /api/room-log/groups/:id', (request) =>
    app.db.transaction((tx) => undoRoomEntry(tx, actorOf(request), request.params.id, app.clock)),
  );

  serve(app, 'POST /api/room-log/entries/:id/corrections', async (request, reply) => {
    const entry = await app.db.transaction((tx) =>
      correctRoomEntry(tx, actorOf(request), request.params.id, request.body, app.clock),
    );
    return reply.code(201).send(entry);
  });

  serve(app, 'GET /api/room-log/entries', (request) =>
    childEntries(app.db, principalOf(request), request.query, app.clock),
  );

  serve(app, 'POST /api/room-day/reports', async (request, reply) => {
    const report = await app.db.transaction((tx) =>
      sendRoomDayReport(app, tx, actorOf(request), request.body, app.clock),
    );
    return reply.code(201).send(report);
  });

  serve(app, 'GET /api/room-log/settings', () => findRoomLogSettings(app.db));

  serve(app, 'PUT /api/room-log/settings', (request) =>
    app.db.transaction((tx) =>
      updateRoomLogSettings(tx, actorOf(request), request.body, app.clock),
    ),
  );
}
