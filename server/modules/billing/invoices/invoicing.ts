import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  billingInvoiceLines,
  billingInvoices,
  billingLedgerEntries,
  centreSettings,
} from '../../../db/schema/index.ts';
import { addDays } from '../../../lib/clock.ts';
import { allocateCredits, lockPayers } from '../money/allocation.ts';
import { loadAccounts, loadPlans, loadSchedules } from '../billing-data.ts';
import { coverage, periodCharges } from './period-charges.ts';
import { invoiceNumber, later, type Period } from '../periods.ts';
import { splitCharges } from '../shares.ts';

export type InvoicingRun = {
  /** The centre's today: the invoices' issue date. */
  today: string;
  at: Date;
  timeZone: string;
};

/** Charges added by hand or by an approved late fee that no invoice has billed yet. */
async function unbilledCharges(db: DbOrTx, payerIds: number[]) {
  if (payerIds.length === 0) return [];
  return db
    .select({ id: billingLedgerEntries.id, payerId: billingLedgerEntries.payerId })
    .from(billingLedgerEntries)
    .leftJoin(billingInvoiceLines, eq(billingInvoiceLines.entryId, billingLedgerEntries.id))
    .where(
      and(
        inArray(billingLedgerEntries.payerId, payerIds),
        gt(billingLedgerEntries.amountCents, 0),
        isNull(billingInvoiceLines.id),
      ),
    )
    .orderBy(asc(billingLedgerEntries.id));
}

const chunks = <T>(rows: T[], size = 500) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  );

/**
 * Issues a period's invoices (decision 034), in the caller's transaction: one per payer with
 * something to bill, whose lines are that payer's part of each child's tuition and fees, and
 * any charge added since their last invoice. Never twice for one period: accounts invoiced
 * for it already are left alone, and the unique (payer, period) index decides between two
 * runs at once (the payers' rows are locked first, so the second waits and then finds the
 * invoices made). Payments and credits not yet applied are applied to the new invoices.
 */
export async function issueInvoices(db: DbOrTx, period: Period, run: InvoicingRun) {
  const [plans, schedules] = await Promise.all([loadPlans(db), loadSchedules(db)]);
  const candidates = [...schedules]
    .filter(([, schedule]) => coverage({ schedule }, plans, period).length > 0)
    .map(([accountId]) => accountId);
  if (candidates.length === 0) return { invoices: 0, totalCents: 0 };

  const accounts = await loadAccounts(db, candidates, run.timeZone);
  await lockPayers(
    db,
    accounts.flatMap((a) => a.payers.map((p) => p.id)),
  );
  const invoiced = await db
    .selectDistinct({ accountId: billingInvoices.accountId })
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.cycle, period.cycle),
        eq(billingInvoices.periodStart, period.start),
        inArray(billingInvoices.accountId, candidates),
      ),
    );
  const done = new Set(invoiced.map((i) => i.accountId));
  const open = accounts.filter((a) => !done.has(a.id));
  const activePayers = open.flatMap((a) => a.payers.filter((p) => p.isActive));
  const unbilled = await unbilledCharges(
    db,
    activePayers.map((p) => p.id),
  );
  const [settings] = await db
    .select({ dueDays: centreSettings.invoiceDueDays })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  const dueDate = addDays(later(run.today, period.start), settings?.dueDays ?? 4);

  type Draft = {
    payerId: number;
    accountId: number;
    parts: { childId: number; chargeKind: 'tuition' | 'registration'; amountCents: number }[];
    unbilled: { id: number; amountCents?: number }[];
  };
  const drafts: Draft[] = [];
  for (const account of open) {
    const charges = periodCharges(account, plans, period);
    const payers = account.payers.filter((p) => p.isActive);
    const split = splitCharges(
      charges.map((c) => ({
        key: c.key,
        amountCents: c.amountCents,
        tuition: c.chargeKind === 'tuition',
      })),
      payers,
    );
    const byKey = new Map(charges.map((c) => [c.key, c]));
    for (const payer of payers) {
      const parts = (split.get(payer.id) ?? []).map((part) => {
        const charge = byKey.get(part.key)!;
        return {
          childId: charge.childId,
          chargeKind: charge.chargeKind,
          amountCents: part.amountCents,
        };
      });
      const own = unbilled.filter((u) => u.payerId === payer.id);
      if (parts.length > 0 || own.length > 0)
        drafts.push({ payerId: payer.id, accountId: account.id, parts, unbilled: own });
    }
  }
  if (drafts.length === 0) return { invoices: 0, totalCents: 0 };

  const unbilledAmounts = new Map<number, number>();
  if (drafts.some((d) => d.unbilled.length > 0)) {
    const rows = await db
      .select({ id: billingLedgerEntries.id, amountCents: billingLedgerEntries.amountCents })
      .from(billingLedgerEntries)
      .where(
        inArray(
          billingLedgerEntries.id,
          drafts.flatMap((d) => d.unbilled.map((u) => u.id)),
        ),
      );
    for (const row of rows) unbilledAmounts.set(row.id, row.amountCents);
  }
  const totalOf = (d: Draft) =>
    d.parts.reduce((sum, p) => sum + p.amountCents, 0) +
    d.unbilled.reduce((sum, u) => sum + unbilledAmounts.get(u.id)!, 0);

  const made: { id: number; payerId: number; totalCents: number }[] = [];
  for (const chunk of chunks(drafts)) {
    made.push(
      ...(await db
        .insert(billingInvoices)
        .values(
          chunk.map((d) => ({
            payerId: d.payerId,
            accountId: d.accountId,
            cycle: period.cycle,
            periodStart: period.start,
            periodEnd: period.end,
            number: invoiceNumber(period, d.payerId),
            issueDate: run.today,
            dueDate,
            totalCents: totalOf(d),
            createdAt: run.at,
          })),
        )
        .onConflictDoNothing()
        .returning({
          id: billingInvoices.id,
          payerId: billingInvoices.payerId,
          totalCents: billingInvoices.totalCents,
        })),
    );
  }
  const invoiceOf = new Map(made.map((m) => [m.payerId, m.id]));
  const issued = drafts.filter((d) => invoiceOf.has(d.payerId));

  const entries = issued.flatMap((d) =>
    d.parts.map((p) => ({
      payerId: d.payerId,
      kind: 'charge' as const,
      chargeKind: p.chargeKind,
      amountCents: p.amountCents,
      childId: p.childId,
      periodStart: p.chargeKind === 'tuition' ? period.start : null,
      entryDate: run.today,
      createdAt: run.at,
    })),
  );
  const lines: { invoiceId: number; entryId: number }[] = [];
  for (const chunk of chunks(entries)) {
    const rows = await db.insert(billingLedgerEntries).values(chunk).returning({
      id: billingLedgerEntries.id,
      payerId: billingLedgerEntries.payerId,
    });
    for (const row of rows) lines.push({ invoiceId: invoiceOf.get(row.payerId)!, entryId: row.id });
  }
  for (const d of issued)
    for (const u of d.unbilled) lines.push({ invoiceId: invoiceOf.get(d.payerId)!, entryId: u.id });
  for (const chunk of chunks(lines)) await db.insert(billingInvoiceLines).values(chunk);

  await allocateCredits(
    db,
    issued.map((d) => d.payerId),
    run.at,
  );
  return { invoices: made.length, totalCents: made.reduce((sum, m) => sum + m.totalCents, 0) };
}
