import { beforeAll, describe, expect, it } from 'vitest';
import type { MyBillingResponse } from '../../../../contract/billing-views.ts';
import {
  getJson,
  payerIdOf,
  runInvoicing,
  separatedParents,
} from '../../../../test/api/billing-fixtures.ts';
import { enrolChild, inviteParent } from '../../../../test/api/fixtures.ts';
import { demo, testApp } from '../../../../test/api/test-app.ts';

// What a parent's billing view is built from (decision 044): their plan, their amount per
// period, what is due on their invoices and when the next invoice comes and for how much, all
// from the ledger and the plans. The test clock: Wednesday 2026-11-18, 10:00 in New York; the
// demo has invoiced every week up to this one (16–22 November).
const t = testApp();
const { cookie } = t;

const mine = (who: string) => getJson<MyBillingResponse>(t, who, '/api/billing/mine');
const signIn = (email: string) => t.login(email, { portal: 'parent' });

describe('a family registered a minute ago', () => {
  const email = 'elin.lindqvist@example.org';
  let parent = '';

  beforeAll(async () => {
    const childId = await enrolChild(t, cookie.director, {
      firstName: 'Noah',
      lastName: 'Lindqvist',
    });
    const invitation = await inviteParent(t, cookie.director, { email, childId });
    const registered = await t.request({
      method: 'POST',
      url: '/api/parent-accounts/register',
      payload: {
        firstName: 'Elin',
        lastName: 'Lindqvist',
        email,
        phoneNumber: '(555) 700-1234',
        address: '5 Birch Road, Brookside, NY 12534',
        emergencyContactName: 'Anna Lindqvist',
        emergencyContactPhone: '(555) 700-9876',
        password: demo.password,
        confirmPassword: demo.password,
        invitationCode: invitation.invitationCode,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    parent = await signIn(email);
  });

  it('has no invoice yet: nothing is due, and the first invoice comes tomorrow for 500.00', async () => {
    const { payers } = await mine(parent);
    expect(payers).toHaveLength(1);
    expect(payers[0]).toMatchObject({
      invoiced: false,
      dueCents: 0,
      overdueCents: 0,
      dueDate: null,
      openInvoices: [],
      plan: { name: 'Weekly Plan', cycle: 'weekly' },
      periodAmountCents: 35000,
      // This week is not invoiced for them yet: tomorrow morning's run bills it, with the
      // registration fee (350.00 + 150.00).
      nextInvoice: {
        issueDate: '2026-11-19',
        cycle: 'weekly',
        periodStart: '2026-11-16',
        periodEnd: '2026-11-22',
        amountCents: 50000,
        registrationFeeCents: 15000,
      },
    });
  });

  it('has an open invoice once it is issued: due on it, and the next week’s tuition next', async () => {
    await runInvoicing(t, cookie.director, 'weekly', '2026-11-18');
    const [payer] = (await mine(parent)).payers;
    expect(payer).toMatchObject({
      invoiced: true,
      dueCents: 50000,
      overdueCents: 0,
      dueDate: '2026-11-22',
      nextInvoice: {
        issueDate: '2026-11-23',
        periodStart: '2026-11-23',
        amountCents: 35000,
        registrationFeeCents: 0,
      },
    });
    expect(payer!.payer.status).toBe('pending');
    expect(payer!.openInvoices.map((i) => i.outstandingCents)).toEqual([50000]);
  });
});

describe('a family behind with its payments', () => {
  it('has what is overdue apart from what is due, from its oldest due date', async () => {
    const [payer] = (await mine(await signIn('ashley.robinson@families.example'))).payers;
    // Three weeks unpaid at 350.00: two past their due date, this week's due on Friday.
    expect(payer).toMatchObject({
      invoiced: true,
      dueCents: 105000,
      overdueCents: 70000,
      dueDate: '2026-11-06',
      payer: { status: 'overdue', balanceCents: 105000 },
      nextInvoice: { issueDate: '2026-11-23', amountCents: 35000 },
    });
  });
});

describe('a separated family', () => {
  it('gives each parent their own share of the plan, of what is due and of the next invoice', async () => {
    const sarah = await mine(await signIn(separatedParents.sarah));
    const ryan = await mine(await signIn(separatedParents.ryan));
    expect(sarah.payers.map((p) => p.payer.id)).toEqual([
      await payerIdOf(t, separatedParents.sarah),
    ]);
    expect(ryan.payers.map((p) => p.payer.id)).toEqual([await payerIdOf(t, separatedParents.ryan)]);
    // 60/40 of 350.00 a week.
    expect(sarah.payers[0]).toMatchObject({
      periodAmountCents: 21000,
      nextInvoice: { issueDate: '2026-11-23', amountCents: 21000 },
    });
    expect(ryan.payers[0]).toMatchObject({
      periodAmountCents: 14000,
      nextInvoice: { issueDate: '2026-11-23', amountCents: 14000 },
    });
    for (const [{ payers }, due] of [
      [sarah, 21000],
      [ryan, 14000],
    ] as const) {
      const open = payers[0]!.openInvoices.reduce((sum, i) => sum + i.outstandingCents, 0);
      expect(payers[0]!.dueCents).toBe(open);
      expect(open === 0 || open === due).toBe(true);
    }
    // The plans on offer, at the centre's prices, with each parent's own part.
    const part = (answer: MyBillingResponse, cycle: string) =>
      answer.plans.find((p) => p.cycle === cycle)!.yourAmountCents;
    expect(part(sarah, 'weekly')).toBe(21000);
    expect(part(ryan, 'weekly')).toBe(14000);
    expect(part(sarah, 'monthly')).toBe(84000);
    expect(part(ryan, 'monthly')).toBe(56000);
  });
});

describe('a family on the monthly plan', () => {
  it('shows the monthly plan at 1,400.00 a month, invoiced on the first of the month', async () => {
    const answer = await mine(await signIn('michael.nguyen@families.example'));
    expect(answer.payers[0]).toMatchObject({
      plan: { name: 'Monthly Plan', cycle: 'monthly' },
      periodAmountCents: 140000,
      invoiced: true,
      nextInvoice: {
        issueDate: '2026-12-01',
        cycle: 'monthly',
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        amountCents: 140000,
        registrationFeeCents: 0,
      },
    });
  });

  it('is one of the plans every family is offered, at its real price', async () => {
    // The Patels: two children on the weekly plan.
    const { plans } = await mine(cookie.parent);
    expect(
      plans.map((p) => [p.name, p.cycle, p.amountCents, p.registrationFeeCents, p.yourAmountCents]),
    ).toEqual([
      ['Weekly Plan', 'weekly', 35000, 15000, 70000],
      ['Monthly Plan', 'monthly', 140000, 15000, 280000],
    ]);
    expect((await mine(cookie.parent)).payers[0]).toMatchObject({ periodAmountCents: 70000 });
  });
});
