import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResponse } from '../../../../contract/billing-views.ts';
import type { TaxDocument } from '../../../../contract/tax-documents.ts';
import { billingStatements, taxDocuments } from '../../../db/schema/index.ts';
import { getJson, payerIdOf, separatedParents } from '../../../../test/api/billing-fixtures.ts';
import { testApp } from '../../../../test/api/test-app.ts';
import { makeStatements } from './statements.ts';

// Year-end statements (decision 034): one per payer for a tax year, of the payments received
// from that payer in the year, stored as that parent's tax document; made again, amended.
const t = testApp();
const { cookie } = t;
const sarah = { payerId: 0, cookie: '' };
const ryan = { payerId: 0, cookie: '' };
type Statement = { payerId: number; version: number; totalPaidCents: number; filePath: string };

beforeAll(async () => {
  sarah.payerId = await payerIdOf(t, separatedParents.sarah);
  ryan.payerId = await payerIdOf(t, separatedParents.ryan);
  sarah.cookie = await t.login(separatedParents.sarah, { portal: 'parent' });
  ryan.cookie = await t.login(separatedParents.ryan, { portal: 'parent' });
});

const generate = async (taxYear: number) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/billing/statements',
    cookie: cookie.director,
    payload: { taxYear },
  });
  expect(res.statusCode, res.body).toBe(202);
  await t.drainJobs();
};
const statements = (taxYear = 2026) =>
  getJson<Statement[]>(t, cookie.director, `/api/billing/statements?taxYear=${taxYear}`);
const paymentsOf = (payerId: number, who: string) =>
  getJson<PaymentResponse[]>(t, who, `/api/billing/payers/${payerId}/payments?limit=200`);
const documentsOf = (who: string) =>
  getJson<TaxDocument[]>(t, who, '/api/tax-documents?type=year_end_statement');

describe('year-end statements', () => {
  it('totals each payer’s own payments received in the year', async () => {
    // A payment received on 30 December 2025 belongs to 2025's statement, not 2026's.
    const before = await t.request({
      method: 'POST',
      url: `/api/billing/payers/${sarah.payerId}/payments`,
      cookie: cookie.director,
      payload: { amountCents: 4200, method: 'cash', receivedOn: '2025-12-30' },
    });
    expect(before.statusCode, before.body).toBe(201);
    await generate(2026);
    const made = await statements();
    // Every guardian billed this year, the two parents of the separated family each.
    expect(made.length).toBe(35);
    for (const [payer, who] of [
      [sarah.payerId, sarah.cookie],
      [ryan.payerId, ryan.cookie],
    ] as const) {
      const paid = (await paymentsOf(payer, who))
        .filter((p) => p.receivedOn.startsWith('2026-'))
        .reduce((sum, p) => sum + p.amountCents, 0);
      const statement = made.find((s) => s.payerId === payer)!;
      expect(statement).toMatchObject({ version: 1, totalPaidCents: paid });
      expect(paid).toBeGreaterThan(0);
    }
    const sarahs = made.find((s) => s.payerId === sarah.payerId)!;
    const ryans = made.find((s) => s.payerId === ryan.payerId)!;
    // 60/40: her payments were 210.00 a week, his 140.00.
    expect(sarahs.totalPaidCents * 2).toBe(ryans.totalPaidCents * 3);
  });

  it('is a tax document for that parent only, a PDF they download', async () => {
    const hers = await documentsOf(sarah.cookie);
    expect(hers).toHaveLength(1);
    expect(hers[0]).toMatchObject({
      documentType: 'year_end_statement',
      title: 'Year-End Statement 2026',
      taxYear: 2026,
      isGlobal: false,
      fileName: 'year-end-statement-2026.pdf',
    });
    expect(hers[0]!.description).toMatch(/^Childcare payments received in 2026: \$/);
    const file = await t.request({ method: 'GET', url: hers[0]!.filePath, cookie: sarah.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The other parent sees their own statement, never hers.
    const his = await documentsOf(ryan.cookie);
    expect(his.map((d) => d.id)).not.toContain(hers[0]!.id);
    expect(his).toHaveLength(1);
    const theirs = await t.request({ method: 'GET', url: hers[0]!.filePath, cookie: ryan.cookie });
    expect(theirs.statusCode).toBe(404);
  });

  it('makes an amended version when made again, keeping the earlier one', async () => {
    const paid = await t.request({
      method: 'POST',
      url: `/api/billing/payers/${sarah.payerId}/payments`,
      cookie: cookie.director,
      payload: { amountCents: 12345, method: 'card_terminal', receivedOn: '2026-11-18' },
    });
    expect(paid.statusCode).toBe(201);
    const first = (await statements()).find((s) => s.payerId === sarah.payerId)!;
    await generate(2026);
    const versions = (await statements()).filter((s) => s.payerId === sarah.payerId);
    expect(versions.map((s) => s.version).sort()).toEqual([1, 2]);
    const second = versions.find((s) => s.version === 2)!;
    expect(second.totalPaidCents).toBe(first.totalPaidCents + 12345);
    const titles = (await documentsOf(sarah.cookie)).map((d) => d.title).sort();
    expect(titles).toEqual([
      'Year-End Statement 2026',
      'Year-End Statement 2026 (amended, version 2)',
    ]);
  });

  it('makes nothing twice when a run is taken up again after a crash', async () => {
    const run = { taxYear: 2026, requestedBy: 1, runKey: 'job:retried' };
    const made = await makeStatements(t.app, run);
    expect(made).toBe(35);
    expect(await makeStatements(t.app, run)).toBe(0);
    const rows = await t.database.db
      .select()
      .from(billingStatements)
      .where(
        and(eq(billingStatements.payerId, sarah.payerId), eq(billingStatements.runKey, run.runKey)),
      );
    expect(rows).toHaveLength(1);
  });

  it('is a director’s to make', async () => {
    for (const who of [cookie.teacher, cookie.parent])
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/billing/statements',
            cookie: who,
            payload: { taxYear: 2026 },
          })
        ).statusCode,
      ).toBe(403);
    const bad = await t.request({
      method: 'POST',
      url: '/api/billing/statements',
      cookie: cookie.director,
      payload: { taxYear: 1999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'errors.taxYearRange' });
    const documents = await t.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.documentType, 'year_end_statement'));
    expect(documents.every((d) => !d.isGlobal && d.parentId !== null)).toBe(true);
  });
});
