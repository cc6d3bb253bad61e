import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  billingInvoices,
  billingLedgerEntries,
  billingPayers,
  parentAccounts,
} from '../../server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

// What the billing tests (decision 034) ask again and again.

type App = Pick<TestApp, 'request' | 'database' | 'drainJobs'>;

/** The demo's separated family: Sarah (60 %) and Ryan (40 %) Thompson, each with a login. */
export const separatedParents = {
  sarah: 'sarah.thompson@families.example',
  ryan: 'ryan.thompson@families.example',
} as const;

/** A parent's payer ids (one per family they pay for), by their e-mail. */
export async function payerIdsOf(t: App, email: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: billingPayers.id })
    .from(billingPayers)
    .innerJoin(parentAccounts, eq(parentAccounts.id, billingPayers.parentAccountId))
    .where(eq(parentAccounts.email, email))
    .orderBy(asc(billingPayers.id));
  return rows.map((r) => r.id);
}

export async function payerIdOf(t: App, email: string): Promise<number> {
  const [id] = await payerIdsOf(t, email);
  if (id === undefined) throw new Error(`no payer for ${email}`);
  return id;
}

/** The sum of a payer's ledger, read straight from the table. */
export async function ledgerSum(t: App, payerId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${billingLedgerEntries.amountCents}), 0)::int` })
    .from(billingLedgerEntries)
    .where(eq(billingLedgerEntries.payerId, payerId));
  return row!.sum;
}

/** A GET answered 200, its JSON. */
export async function getJson<T>(t: App, cookie: string, url: string): Promise<T> {
  const res = await t.request({ method: 'GET', url, cookie });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

/** A director's "Run invoicing for a period", and the job it queues run. */
export async function runInvoicing(
  t: App,
  cookie: string,
  cycle: 'weekly' | 'monthly',
  date: string,
) {
  const res = await t.request({
    method: 'POST',
    url: '/api/billing/invoicing-runs',
    cookie,
    payload: { cycle, date },
  });
  expect(res.statusCode, res.body).toBe(202);
  await t.drainJobs();
  return res.json() as { jobId: number; periodStart: string; periodEnd: string };
}

/** Every invoice of a period (all payers), oldest payer first. */
export function invoicesOfPeriod(t: App, periodStart: string) {
  return t.database.db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.periodStart, periodStart))
    .orderBy(asc(billingInvoices.payerId));
}
