import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { invalidCursor as invalidCursorMessage, nextCursorHeader } from '../../contract/common.ts';
import { badRequest } from './http-errors.ts';

/**
 * Lists that grow for years keep the spec's array body and take `limit` and `before` (a
 * cursor) as query parameters; when there is more, the cursor of the next page comes back in
 * the `Next-Cursor` header (contract/common.ts). A cursor is the sort key of the last row
 * shown — the values of the list's order columns — so the next page starts right after it
 * whatever was added meanwhile, and the database finds it by index, not by counting rows.
 *
 * Every order column sorts newest first (descending), so "after" is a row-value `<`.
 */

export { invalidCursorMessage };

/** The sort key of a row, as JSON text: selected with the row, becomes the next cursor. */
export const sortKeySql = (order: AnyPgColumn[]) =>
  sql<string>`json_build_array(${sql.join(order, sql`, `)})::text`;

export const encodeCursor = (sortKey: string) => Buffer.from(sortKey).toString('base64url');

/** The WHERE of a page after `cursor` (undefined for the first page). */
export function afterCursor(
  order: (AnyPgColumn | SQL)[],
  cursor: string | undefined,
): SQL | undefined {
  if (cursor === undefined) return undefined;
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(invalidCursorMessage, { before: invalidCursorMessage });
  }
  const valid =
    Array.isArray(values) &&
    values.length === order.length &&
    values.every(
      (v) =>
        (typeof v === 'string' && v.length <= 40) ||
        (typeof v === 'number' && Number.isSafeInteger(v)),
    );
  if (!valid) throw badRequest(invalidCursorMessage, { before: invalidCursorMessage });
  return sql`(${sql.join(order, sql`, `)}) < (${sql.join(
    (values as (string | number)[]).map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/**
 * A page from rows fetched with `limit + 1`: the rows to show, and the next cursor when the
 * extra row says there is more.
 */
export function toPage<R>(rows: R[], limit: number, sortKeyOf: (row: R) => string) {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  return {
    rows: shown,
    nextCursor: more ? encodeCursor(sortKeyOf(shown[shown.length - 1]!)) : null,
  };
}

/** A page's answer: its items, and the next page's cursor in the Next-Cursor header. */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; nextCursor: string | null }) {
  if (page.nextCursor) reply.header(nextCursorHeader, page.nextCursor);
  return page.items;
}
