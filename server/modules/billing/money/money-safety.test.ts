import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LateFeeResponse, PaymentResponse } from '../../../../contract/billing-views.ts';
import { idempotencyKeyHeader } from '../../../../contract/http.ts';
import {
  auditLog,
  billingLedgerEntries,
  billingPayers,
  billingPayments,
  idempotencyKeys,
  users,
} from '../../../db/schema/index.ts';
import { forgetOldIdempotencyKeys, replayedHeader } from '../../../lib/idempotency.ts';
import { getJson, ledgerSum, payerIdOf } from '../../../../test/api/billing-fixtures.ts';
import { databaseState } from '../../../../test/api/db-state.ts';
import { testApp } from '../../../../test/api/test-app.ts';

// Decision 045. The test clock: Wednesday 2026-11-18 (the centre's today). The Robinsons owe
// three weeks; the Martinez family is billed like them. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, where the 20 requests below really run side by side.
const t = testApp();
const { cookie } = t;
const robinson = { email: 'ashley.robinson@families.example', payerId: 0 };

beforeAll(async () => {
  robinson.payerId = await payerIdOf(t, robinson.email);
});

const post = (url: string, payload: object | undefined, key?: string, who = cookie.director) =>
  t.request({
    method: 'POST',
    url,
    cookie: who,
    ...(payload === undefined ? {} : { payload }),
    headers: key === undefined ? {} : { [idempotencyKeyHeader]: key },
  });
const paymentsUrl = () => `/api/billing/payers/${robinson.payerId}/payments`;
const adjustmentsUrl = () => `/api/billing/payers/${robinson.payerId}/adjustments`;

async function paymentCount(payerId = robinson.payerId) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(billingPayments)
    .where(eq(billingPayments.payerId, payerId));
  return row!.n;
}

describe('the same payment sent many times with one Idempotency-Key', () => {
  it('is recorded once when 20 identical requests arrive at the same moment', async () => {
    const before = await paymentCount();
    const balance = await ledgerSum(t, robinson.payerId);
    const key = randomUUID();
    const payload = { amountCents: 12345, method: 'cash', receivedOn: '2026-11-18' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(paymentsUrl(), payload, key)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    // Every answer is the first one: the same payment, its allocations, its receipt.
    const first = answers.find((res) => res.headers[replayedHeader.toLowerCase()] === undefined)!;
    for (const res of answers) expect(res.json()).toEqual(first.json());
    expect(
      answers.filter((res) => res.headers[replayedHeader.toLowerCase()] === 'true'),
    ).toHaveLength(19);

    expect(await paymentCount()).toBe(before + 1);
    expect(await ledgerSum(t, robinson.payerId)).toBe(balance - 12345);
    const audits = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.entityId, String((first.json() as PaymentResponse).id)));
    expect(audits[0]!.n).toBe(1);
  });

  it('answers a later retry with the first answer, and a new key records a new payment', async () => {
    const key = randomUUID();
    const payload = {
      amountCents: 2000,
      method: 'check',
      checkNumber: '7781',
      receivedOn: '2026-11-17',
    };
    const first = await post(paymentsUrl(), payload, key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await paymentCount();
    const again = await post(paymentsUrl(), payload, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await paymentCount()).toBe(before);

    const another = await post(paymentsUrl(), payload, randomUUID());
    expect(another.statusCode).toBe(201);
    expect((another.json() as PaymentResponse).id).not.toBe((first.json() as PaymentResponse).id);
    expect(await paymentCount()).toBe(before + 1);
  });

  it('refuses the same key with another amount, payer or route (409), changing nothing', async () => {
    const key = randomUUID();
    const payload = { amountCents: 3000, method: 'cash', receivedOn: '2026-11-18' };
    expect((await post(paymentsUrl(), payload, key)).statusCode).toBe(201);
    const state = await databaseState(t.database.db);
    const otherPayer = await payerIdOf(t, 'parent@example.com');
    for (const [url, body] of [
      [paymentsUrl(), { ...payload, amountCents: 3001 }],
      [`/api/billing/payers/${otherPayer}/payments`, payload],
      [adjustmentsUrl(), { kind: 'credit', amountCents: 3000, reason: 'Goodwill' }],
    ] as const) {
      const res = await post(url, body, key);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'errors.idempotencyKeyReused',
        message:
          'This Idempotency-Key was already used for a different request: send a new key for a new payment or change',
      });
    }
    expect(await databaseState(t.database.db)).toEqual(state);
  });

  it('refuses a malformed key with a clear 400, changing nothing', async () => {
    const state = await databaseState(t.database.db);
    const payload = { amountCents: 100, method: 'cash', receivedOn: '2026-11-18' };
    for (const key of ['', 'short', 'has a space in it', 'x'.repeat(201), 'clé-non-ascii-1234']) {
      const res = await post(paymentsUrl(), payload, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({ code: 'errors.idempotencyKeyInvalid' });
    }
    expect(await databaseState(t.database.db)).toEqual(state);
  });

  it('lets a key be tried again after its request failed (nothing was kept)', async () => {
    const key = randomUUID();
    const refused = await post(
      paymentsUrl(),
      { amountCents: 100, method: 'cash', receivedOn: '2026-11-19' },
      key,
    );
    expect(refused.statusCode).toBe(400);
    const fixed = await post(
      paymentsUrl(),
      { amountCents: 100, method: 'cash', receivedOn: '2026-11-18' },
      key,
    );
    expect(fixed.statusCode, fixed.body).toBe(201);
  });
});

describe('other money writes with an Idempotency-Key', () => {
  it('adds an adjustment once when it is sent 20 times at once', async () => {
    const key = randomUUID();
    const balance = await ledgerSum(t, robinson.payerId);
    const payload = { kind: 'charge', amountCents: 1500, reason: 'Field trip bus' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(adjustmentsUrl(), payload, key)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(await ledgerSum(t, robinson.payerId)).toBe(balance + 1500);
  });

  it('answers a repeated late-fee decision with the first answer, not a 409', async () => {
    const [fee] = await getJson<LateFeeResponse[]>(
      t,
      cookie.director,
      '/api/billing/late-fees?status=proposed',
    );
    const key = randomUUID();
    const url = `/api/billing/late-fees/${fee!.id}/approve`;
    const first = await post(url, undefined, key);
    expect(first.statusCode, first.body).toBe(204);
    const again = await post(url, undefined, key);
    expect(again.statusCode, again.body).toBe(204);
    expect(again.headers[replayedHeader.toLowerCase()]).toBe('true');
    // Without the key it is a second decision: refused, as before.
    expect((await post(url, undefined)).statusCode).toBe(409);
    const charges = await t.database.db
      .select({ n: count() })
      .from(billingLedgerEntries)
      .where(eq(billingLedgerEntries.lateFeeId, fee!.id));
    expect(charges[0]!.n).toBe(1);
  });

  it('adds a third party once, and queues one invoicing run, per key', async () => {
    const [payer] = await t.database.db
      .select({ accountId: billingPayers.accountId })
      .from(billingPayers)
      .where(eq(billingPayers.id, robinson.payerId));
    const url = `/api/billing/accounts/${payer!.accountId}/third-party-payers`;
    const key = randomUUID();
    const body = { name: 'County Childcare Subsidy', amountCents: 5000 };
    const answers = await Promise.all([1, 2, 3].map(() => post(url, body, key)));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const named = await t.database.db
      .select({ n: count() })
      .from(billingPayers)
      .where(eq(billingPayers.thirdPartyName, 'County Childcare Subsidy'));
    expect(named[0]!.n).toBe(1);

    const runKey = randomUUID();
    const runs = await Promise.all(
      [1, 2].map(() =>
        post('/api/billing/invoicing-runs', { cycle: 'weekly', date: '2026-11-23' }, runKey),
      ),
    );
    expect(runs.map((res) => res.statusCode)).toEqual([202, 202]);
    expect(runs[0]!.json()).toEqual(runs[1]!.json());
  });

  it('keeps each key per person: another person’s key of the same spelling is not theirs', async () => {
    const key = randomUUID();
    const [teacher] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'teacher@example.com'));
    await t.database.db.insert(idempotencyKeys).values({
      userId: teacher!.id,
      key,
      fingerprint: 'another request',
      createdAt: t.clock.now(),
    });
    const payload = { amountCents: 700, method: 'cash', receivedOn: '2026-11-18' };
    const res = await post(paymentsUrl(), payload, key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers[replayedHeader.toLowerCase()]).toBeUndefined();
  });

  it('forgets keys a day old (the daily billing job)', async () => {
    const kept = (await t.database.db.select({ n: count() }).from(idempotencyKeys))[0]!.n;
    expect(kept).toBeGreaterThan(0);
    await forgetOldIdempotencyKeys(t.database.db, new Date(t.clock.now().getTime() + 1000));
    expect((await t.database.db.select({ n: count() }).from(idempotencyKeys))[0]!.n).toBe(kept);
    await forgetOldIdempotencyKeys(
      t.database.db,
      new Date(t.clock.now().getTime() + 25 * 60 * 60 * 1000),
    );
    expect((await t.database.db.select({ n: count() }).from(idempotencyKeys))[0]!.n).toBe(0);
  });
});

describe('money dates', () => {
  const pay = (receivedOn: string) =>
    post(paymentsUrl(), { amountCents: 100, method: 'cash', receivedOn });

  it('refuses a payment dated 1900-01-01, or before last year, in clear words', async () => {
    const state = await databaseState(t.database.db);
    for (const receivedOn of ['1900-01-01', '2000-06-15', '2024-12-31']) {
      const res = await pay(receivedOn);
      expect(res.statusCode, receivedOn).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'errors.moneyDateTooEarly',
        params: { earliest: '2025-01-01' },
        message: 'The date cannot be before 2025-01-01: earlier years are closed for billing',
        fieldCodes: {
          receivedOn: { code: 'errors.moneyDateTooEarly', params: { earliest: '2025-01-01' } },
        },
      });
    }
    const run = await post('/api/billing/invoicing-runs', { cycle: 'weekly', date: '1900-01-01' });
    expect(run.statusCode).toBe(400);
    expect(run.json()).toMatchObject({
      code: 'errors.moneyDateTooEarly',
      fieldCodes: { date: { code: 'errors.moneyDateTooEarly' } },
    });
    expect(await databaseState(t.database.db)).toEqual(state);
  });

  it('accepts a payment from the first day of last year on', async () => {
    expect((await pay('2025-01-01')).statusCode).toBe(201);
  });
});

describe('the append-only ledger tables', () => {
  it('refuse TRUNCATE, of one table or by a cascade, keeping every row', async () => {
    const tables = [
      'billing_ledger_entries',
      'billing_invoices',
      'billing_invoice_lines',
      'billing_payments',
      'billing_allocations',
    ];
    const state = await databaseState(t.database.db);
    /** What the database answered (drizzle wraps it: the cause says it). */
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    // CASCADE, as an attacker would write it: a plain TRUNCATE of a referenced table is
    // refused by its foreign keys anyway.
    for (const table of [...tables, 'billing_payers'])
      expect(await refusal(sql`truncate table ${sql.identifier(table)} cascade`), table).toMatch(
        /^billing records are append-only: TRUNCATE on billing_\w+ refused$/,
      );
    expect(await refusal(sql`truncate table billing_allocations`)).toBe(
      'billing records are append-only: TRUNCATE on billing_allocations refused',
    );
    expect(await databaseState(t.database.db)).toEqual(state);
  });
});
