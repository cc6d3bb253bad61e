import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';

/**
 * A list built by the database as one JSON text, for the long lists every screen loads
 * (children, the day's attendance). PGlite parses every field of every row it returns in
 * JavaScript — for 150 children about three times the cost of the whole query — while
 * one JSON value is parsed once, natively. The keys are the response's own names, so the
 * parsed list is the answer as the contract has it.
 *
 * Values: as the database's JSON has them (numbers, booleans, text, dates as YYYY-MM-DD),
 * except instants (timestamptz), written like JavaScript's toISOString so the answers are
 * the same as the rows' mapping gave.
 */
export function jsonList(
  fields: Record<string, AnyColumn | SQL>,
  orderBy: (AnyColumn | SQL)[],
): SQL<string> {
  const pairs = Object.entries(fields).map(
    ([key, value]) => sql`${key}::text, ${jsonValue(value)}`,
  );
  return sql<string>`coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${sql.join(orderBy, sql`, `)}), '[]')::text`;
}

function jsonValue(value: AnyColumn | SQL): AnyColumn | SQL {
  if (value instanceof PgTimestamp && value.withTimezone)
    return sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return value;
}

/** The list `jsonList` built, from its one row. */
export const parseJsonList = <T>(rows: { list: string }[]): T[] =>
  JSON.parse(rows[0]?.list ?? '[]') as T[];
