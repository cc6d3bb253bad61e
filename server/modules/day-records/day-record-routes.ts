import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type DayRecordListQuery, dayRecordListQuery } from '../../../contract/daily-reports.ts';
import { errorResponse } from '../../../contract/errors.ts';
import type { Action } from '../../../contract/permissions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sendPage } from '../../lib/paging.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { principalOf } from '../../plugins/access.ts';
import type { Principal } from '../../types.ts';
import { checkNewRecord, type DayRecordRead } from './day-record-rules.ts';

/** What every new day record names: the child, the staff member, and (maybe) its day. */
type NewRecordBody = { childId: number; staffId: number; date?: string };

/**
 * The two routes every kind of day record has (daily reports, incidents, activities):
 * - GET `path`: the list, newest first, with the shared filters; a parent gets only their
 *   own children's records.
 * - POST `path`: a new record about an enrolled child by a current staff member, for today
 *   or a past day, saved with who recorded it and its audit row in one transaction, and
 *   answered as the list shows it.
 * Each kind says only what differs: its schemas, queries, and what its audit row notes.
 */
export function dayRecordRoutes<Body extends NewRecordBody, Response>(
  app: FastifyInstance,
  kind: {
    path: string;
    tag: string;
    /** The audit's entity type; its actions are `<entity>.create`. */
    entity: string;
    permissions: { read: DayRecordRead; create: Action };
    summaries: { list: string; create: string };
    createRequest: z.ZodType<Body>;
    response: z.ZodType<Response>;
    queries: {
      list(
        db: DbOrTx,
        principal: Principal,
        action: DayRecordRead,
        query: DayRecordListQuery,
      ): Promise<{ items: Response[]; nextCursor: string | null }>;
      find(db: DbOrTx, id: number): Promise<Response>;
      insert(
        db: DbOrTx,
        values: Omit<Body, 'date'> & { date: string; recordedByUserId: number; createdAt: Date },
      ): Promise<number>;
    };
    /** What the audit row notes beyond the child, the staff member and the day. */
    auditDetails?: (body: Body) => Record<string, unknown>;
    /** What the new record causes (notifications), in its transaction. */
    afterCreate?: (
      tx: DbOrTx,
      created: { id: number; byUserId: number; at: Date },
    ) => Promise<void>;
  },
): void {
  // Typed by the route generics rather than the zod type provider, which cannot follow a
  // schema known only as a type parameter; the zod schemas below still validate at run time.
  app.get<{ Querystring: DayRecordListQuery }>(kind.path, {
    config: { permission: kind.permissions.read },
    schema: {
      tags: [kind.tag],
      summary: kind.summaries.list,
      querystring: dayRecordListQuery,
      response: {
        200: kind.response.array(),
        400: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const { read } = kind.permissions;
      return sendPage(
        reply,
        await kind.queries.list(app.db, principalOf(request), read, request.query),
      );
    },
  });

  app.post(kind.path, {
    config: { permission: kind.permissions.create },
    schema: {
      tags: [kind.tag],
      summary: kind.summaries.create,
      body: kind.createRequest,
      response: { 201: kind.response, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      // Validated against kind.createRequest (a z.ZodType<Body>) before the handler runs.
      const body = request.body as Body;
      const created = await app.db.transaction(async (tx) => {
        const now = await centreNow(tx, app.clock);
        const date = body.date ?? now.today;
        await checkNewRecord(tx, {
          childId: body.childId,
          staffId: body.staffId,
          date,
          today: now.today,
        });
        const id = await kind.queries.insert(tx, {
          ...body,
          date,
          recordedByUserId: principalOf(request).userId,
          createdAt: now.at,
        });
        await audit(tx, request, {
          action: `${kind.entity}.create`,
          entityType: kind.entity,
          entityId: id,
          details: {
            childId: body.childId,
            staffId: body.staffId,
            date,
            ...kind.auditDetails?.(body),
          },
          at: now.at,
        });
        await kind.afterCreate?.(tx, { id, byUserId: principalOf(request).userId, at: now.at });
        return kind.queries.find(tx, id);
      });
      return reply.code(201).send(created);
    },
  });
}
