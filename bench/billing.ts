/**
 * Issuing one period's invoices for 150 families (issue 13, decision 034) on the embedded
 * database, in its own thread as the server runs it: 150 families of one or two children
 * (200 children), every tenth one separated (two guardians paying 60/40), every twentieth with
 * a third party paying part. Eight consecutive weeks are invoiced one after the other, as the
 * morning job does: the first carries every child's registration fee; then a week run again
 * (nothing to issue). Target: under 2 s for a period.
 * Usage: npm run bench -- billing
 */
import { sql } from 'drizzle-orm';
import { ensureCentreDefaults } from '../server/db/centre-defaults.ts';
import { openPglite } from '../server/db/client.ts';
import { children, guardians, parentAccounts, rooms, users } from '../server/db/schema/index.ts';
import { addDays } from '../server/lib/clock.ts';
import { addThirdParty, setShares } from '../server/modules/billing/accounts/account-settings.ts';
import { ensureBillingAccounts } from '../server/modules/billing/accounts/billing-accounts.ts';
import { runInvoicing } from '../server/modules/billing/billing-jobs.ts';
import { nextPeriod, periodOf } from '../server/modules/billing/periods.ts';
import { ensureDefaultPlan } from '../server/modules/billing/plans/plans-queries.ts';
import { billingPayers } from '../server/db/schema/index.ts';

const families = 150;
const weeks = 8;
const timeZone = 'America/New_York';

export async function billingBench(): Promise<void> {
  const database = await openPglite({});
  try {
    const { db } = database;
    await database.migrate();
    await ensureCentreDefaults(db, 'Bench Centre');
    const [room] = await db.select({ id: rooms.id }).from(rooms).limit(1);
    const start = periodOf('weekly', '2026-01-05');
    const at = new Date('2026-01-05T11:00:00Z');

    // Families: one or two children each, a guardian each (two for the separated ones).
    const parentsOf = (f: number) => (f % 10 === 0 ? 2 : 1);
    const userRows = await db
      .insert(users)
      .values(
        Array.from({ length: families }).flatMap((_, f) =>
          Array.from({ length: parentsOf(f) }, (__, g) => ({
            email: `payer${f}-${g}@bench.example`,
            passwordHash: 'x',
            role: 'parent' as const,
          })),
        ),
      )
      .returning({ id: users.id, email: users.email });
    const accountRows = await db
      .insert(parentAccounts)
      .values(
        userRows.map((u) => ({
          userId: u.id,
          email: u.email,
          phoneNumber: '555-010-1000',
          firstName: 'Parent',
          lastName: u.email.split('@')[0]!,
        })),
      )
      .returning({ id: parentAccounts.id, email: parentAccounts.email });
    const kidsOf = (f: number) => (f % 3 === 0 ? 2 : 1);
    const kidRows = await db
      .insert(children)
      .values(
        Array.from({ length: families }).flatMap((_, f) =>
          Array.from({ length: kidsOf(f) }, (__, k) => ({
            firstName: `Child${k}`,
            lastName: `Family${f}`,
            dateOfBirth: '2023-05-01',
            roomId: room!.id,
            emergencyContact: '-',
            parentName: '-',
            parentPhone: '-',
            parentEmail: '-',
            enrolmentCompletedAt: new Date('2025-12-01T12:00:00Z'),
            // The family's number, to link guardians below.
            allergies: String(f),
          })),
        ),
      )
      .returning({ id: children.id, family: children.allergies });
    await db
      .insert(guardians)
      .values(
        kidRows.flatMap((kid) =>
          accountRows
            .filter((a) => a.email.startsWith(`payer${kid.family}-`))
            .map((a) => ({ parentAccountId: a.id, childId: kid.id })),
        ),
      );
    await db.transaction(async (tx) => {
      await ensureDefaultPlan(tx, at);
      await ensureBillingAccounts(tx, at, { chargeRegistration: true });
      await tx.execute(sql`update billing_account_plans set effective_from = ${start.start}`);
      const payers = await tx.select().from(billingPayers).orderBy(billingPayers.id);
      const byAccount = new Map<number, typeof payers>();
      for (const p of payers)
        byAccount.set(p.accountId, [...(byAccount.get(p.accountId) ?? []), p]);
      let n = 0;
      for (const [accountId, list] of byAccount) {
        if (list.length === 2)
          await setShares(tx, accountId, [
            { payerId: list[0]!.id, shareBasisPoints: 6000 },
            { payerId: list[1]!.id, shareBasisPoints: 4000 },
          ]);
        if (n++ % 20 === 5)
          await addThirdParty(tx, accountId, { name: 'County subsidy', amountCents: 10000 }, at);
      }
    });

    console.log(
      `\nissuing a week's invoices for ${families} families (${kidRows.length} children), pglite`,
    );
    console.log('| week | invoices | total | time |');
    console.log('| --- | --- | --- | --- |');
    const times: number[] = [];
    let period = start;
    for (let week = 0; week < weeks; week++, period = nextPeriod(period)) {
      const now = { today: period.start, at: new Date(`${period.start}T11:00:00Z`), timeZone };
      const t0 = performance.now();
      const result = await db.transaction((tx) => runInvoicing(tx, period, now, null));
      const ms = performance.now() - t0;
      if (week > 0) times.push(ms);
      console.log(
        `| ${period.start}${week === 0 ? ' (registration fees)' : ''} | ${result.invoices} | ` +
          `$${(result.totalCents / 100).toFixed(2)} | ${ms.toFixed(0)} ms |`,
      );
    }
    const again = start;
    const t0 = performance.now();
    const rerun = await db.transaction((tx) =>
      runInvoicing(tx, again, { today: addDays(again.start, 1), at, timeZone }, null),
    );
    console.log(
      `| ${again.start} again | ${rerun.invoices} | – | ${(performance.now() - t0).toFixed(0)} ms |`,
    );
    times.sort((a, b) => a - b);
    console.log(
      `median of weeks 2–${weeks}: ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms`,
    );
  } finally {
    await database.close();
  }
}
