// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  InvoiceResponse,
  MyBillingResponse,
  OfferedPlan,
  PayerDetail,
  PaymentResponse,
} from '../../../contract/billing-views.ts';
import { i18n } from '../../i18n/i18n.ts';
import { BillingTab } from './billing-tab.tsx';

const invoice = (id: number, over: Partial<InvoiceResponse> = {}): InvoiceResponse => ({
  id,
  number: `W20261116-00${id}`,
  payerId: 7,
  cycle: 'weekly',
  periodStart: '2026-11-16',
  periodEnd: '2026-11-22',
  issueDate: '2026-11-16',
  dueDate: '2026-11-20',
  totalCents: 21000,
  paidCents: 0,
  outstandingCents: 21000,
  status: 'overdue',
  pdfPath: `/api/billing/invoices/${id}/pdf`,
  ...over,
});

const payment: PaymentResponse = {
  id: 3,
  payerId: 7,
  method: 'check',
  checkNumber: '1042',
  amountCents: 21000,
  receivedOn: '2026-11-10',
  note: '',
  appliedTo: [{ invoiceNumber: 'W20261109-0012', amountCents: 21000 }],
  receiptPath: '/api/billing/payments/3/receipt',
  createdAt: '2026-11-10T15:00:00.000Z',
};

const detail = (over: Partial<PayerDetail> = {}): PayerDetail => ({
  payer: {
    id: 7,
    kind: 'guardian',
    parentAccountId: 2,
    name: 'Sarah Thompson',
    shareBasisPoints: 6000,
    fixedAmountCents: null,
    isActive: true,
    balanceCents: 21000,
    status: 'overdue',
  },
  accountId: 4,
  children: [{ id: 9, name: 'Lily Thompson' }],
  plan: { planId: 1, name: 'Weekly Plan', cycle: 'weekly', effectiveFrom: '2026-09-01' },
  periodAmountCents: 21000,
  nextBillingDate: '2026-11-23',
  lastPaymentDate: '2026-11-10',
  openInvoices: [invoice(12)],
  invoiced: true,
  dueCents: 21000,
  overdueCents: 21000,
  dueDate: '2026-11-20',
  nextInvoice: {
    issueDate: '2026-11-23',
    cycle: 'weekly',
    periodStart: '2026-11-23',
    periodEnd: '2026-11-29',
    amountCents: 21000,
    registrationFeeCents: 0,
  },
  ...over,
});

const plans = (weeklyPart: number, monthlyPart: number): OfferedPlan[] => [
  {
    id: 1,
    name: 'Weekly Plan',
    cycle: 'weekly',
    isDefault: true,
    amountCents: 35000,
    registrationFeeCents: 15000,
    nextPrice: null,
    yourAmountCents: weeklyPart,
  },
  {
    id: 2,
    name: 'Monthly Plan',
    cycle: 'monthly',
    isDefault: false,
    amountCents: 140000,
    registrationFeeCents: 15000,
    nextPrice: null,
    yourAmountCents: monthlyPart,
  },
];

let mine: MyBillingResponse;
let history: { invoices: InvoiceResponse[]; payments: PaymentResponse[] };
const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', ...headers },
  });

beforeEach(() => {
  mine = {
    payers: [detail()],
    plans: plans(21000, 84000),
    onlinePayment: { available: false, reason: 'unavailable' },
  };
  history = {
    invoices: [invoice(12), invoice(11, { status: 'paid', outstandingCents: 0 })],
    payments: [payment],
  };
  vi.stubGlobal('fetch', async (path: string) => {
    const route = path.split('?')[0];
    if (route === '/api/billing/mine') return json(mine);
    if (route === '/api/billing/payers/7/invoices') return json(history.invoices);
    if (route === '/api/billing/payers/7/payments') return json(history.payments);
    if (route === '/api/payment-instructions')
      return json({
        payeeName: 'Sunny Days Child Care',
        bankDetails: '',
        checkAddress: '12 Main St',
        reference: 'Your child’s name',
        configured: true,
      });
    return new Promise<Response>(() => undefined);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <BillingTab />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The subscription card (one per payer record of the parent). */
const subscription = (name: RegExp = /^Your Subscription/) => screen.findByRole('region', { name });

describe('the parent’s Billing and Payments tab', () => {
  it('a new family: when the first invoice comes and for how much, and never “Paid”', async () => {
    mine = {
      ...mine,
      payers: [
        detail({
          payer: { ...detail().payer, shareBasisPoints: 10000, balanceCents: 0, status: 'paid' },
          periodAmountCents: 35000,
          openInvoices: [],
          invoiced: false,
          dueCents: 0,
          overdueCents: 0,
          dueDate: null,
          lastPaymentDate: null,
          nextInvoice: {
            issueDate: '2026-11-19',
            cycle: 'weekly',
            periodStart: '2026-11-16',
            periodEnd: '2026-11-22',
            amountCents: 50000,
            registrationFeeCents: 15000,
          },
        }),
      ],
      plans: plans(35000, 140000),
    };
    history = { invoices: [], payments: [] };
    show();
    const card = await subscription();
    expect(within(card).getByText('No invoice yet')).toBeTruthy();
    const first =
      'Your first invoice, for $500.00 including the $150.00 registration fee, comes on November 19, 2026.';
    expect(within(card).getByText(first)).toBeTruthy();
    expect(within(card).getByText('November 19, 2026: $500.00')).toBeTruthy();
    expect(within(card).getByText('$350.00/week')).toBeTruthy();
    // The payment box says the same: nothing due yet, the first invoice to come.
    expect(screen.getByText(/^Nothing is due yet\./).textContent).toBe(
      `Nothing is due yet. ${first}`,
    );
    expect(screen.queryByText('Total due')).toBeNull();
    // Nothing on the page says Paid, or that a sum was paid.
    await screen.findByText('No payments yet');
    expect(screen.queryByText(/\bPaid\b/)).toBeNull();
    expect(screen.queryByText('$0.00')).toBeNull();
    expect(screen.queryByText(/all paid up/)).toBeNull();
  });

  it('a family with an open invoice: what is due, by when, the same in the payment box', async () => {
    mine = {
      ...mine,
      payers: [
        detail({
          payer: {
            ...detail().payer,
            shareBasisPoints: 10000,
            balanceCents: 50000,
            status: 'pending',
          },
          periodAmountCents: 35000,
          openInvoices: [
            invoice(12, {
              status: 'pending',
              totalCents: 50000,
              outstandingCents: 50000,
              dueDate: '2026-11-22',
            }),
          ],
          dueCents: 50000,
          overdueCents: 0,
          dueDate: '2026-11-22',
          nextInvoice: { ...detail().nextInvoice!, amountCents: 35000 },
        }),
      ],
      plans: plans(35000, 140000),
    };
    show();
    const card = await subscription();
    expect(within(card).getAllByText('$500.00')[0]!.className).toMatch(/text-3xl/);
    expect(within(card).getByText('Due by November 22, 2026')).toBeTruthy();
    expect(within(card).getAllByText('Pending')).toHaveLength(2); // the payer's and the invoice's
    expect(within(card).getByText('November 23, 2026: $350.00')).toBeTruthy();
    const open = within(card).getByRole('listitem', { name: 'Invoice W20261116-0012' });
    expect(
      within(open).getByRole('button', { name: 'Download invoice W20261116-0012' }),
    ).toBeTruthy();
    const total = screen.getByText('Total due').parentElement!;
    expect(within(total).getByText('$500.00')).toBeTruthy();
  });

  it('an overdue family: how much of what is due is overdue, and since when', async () => {
    mine = {
      ...mine,
      payers: [
        detail({
          payer: { ...detail().payer, shareBasisPoints: 10000, balanceCents: 105000 },
          periodAmountCents: 35000,
          dueCents: 105000,
          overdueCents: 70000,
          dueDate: '2026-11-06',
        }),
      ],
    };
    show();
    const card = await subscription();
    expect(within(card).getAllByText('$1,050.00')[0]!.className).toMatch(/text-3xl/);
    expect(within(card).getByText('$700.00 of it overdue since November 6, 2026')).toBeTruthy();
    expect(within(card).getAllByText('Overdue').length).toBeGreaterThan(0);
    const total = screen.getByText('Total due').parentElement!;
    expect(within(total).getByText('$1,050.00')).toBeTruthy();
  });

  it('a parent of a separated family: their own share, amount and next invoice, and their part on each plan', async () => {
    show();
    const card = await subscription();
    expect(within(card).getByText('60%')).toBeTruthy();
    expect(within(card).getByText('$210.00/week')).toBeTruthy();
    expect(within(card).getByText('November 23, 2026: $210.00')).toBeTruthy();
    expect(within(card).getByText('$210.00 of it overdue since November 20, 2026')).toBeTruthy();
    const weekly = screen.getByRole('radio', { name: /Weekly Plan/ });
    expect(weekly.closest('label')!.textContent).toContain('$350.00/week per child');
    expect(weekly.closest('label')!.textContent).toContain('Your part: $210.00/week');
    expect(weekly.closest('label')!.textContent).toContain('Current plan');
  });

  it('a family on the monthly plan: the plan, its amount a month, and the plans the centre really has', async () => {
    mine = {
      ...mine,
      payers: [
        detail({
          payer: { ...detail().payer, shareBasisPoints: 10000, balanceCents: 0, status: 'paid' },
          plan: { planId: 2, name: 'Monthly Plan', cycle: 'monthly', effectiveFrom: '2026-10-01' },
          periodAmountCents: 140000,
          openInvoices: [],
          dueCents: 0,
          overdueCents: 0,
          dueDate: null,
          nextInvoice: {
            issueDate: '2026-12-01',
            cycle: 'monthly',
            periodStart: '2026-12-01',
            periodEnd: '2026-12-31',
            amountCents: 140000,
            registrationFeeCents: 0,
          },
        }),
      ],
      plans: plans(35000, 140000),
    };
    show();
    const card = await subscription();
    expect(within(card).getByText('Monthly Plan')).toBeTruthy();
    expect(within(card).getByText('$1,400.00/month')).toBeTruthy();
    expect(within(card).getByText('December 1, 2026: $1,400.00')).toBeTruthy();
    expect(within(card).getByText('Nothing to pay right now')).toBeTruthy();
    const monthly = screen.getByRole('radio', { name: /Monthly Plan/ }).closest('label')!;
    expect(monthly.textContent).toContain('$1,400.00/month per child');
    expect(monthly.textContent).toContain('Current plan');
    const weekly = screen.getByRole('radio', { name: /Weekly Plan/ }).closest('label')!;
    expect(weekly.textContent).toContain('$350.00/week per child');
    expect(weekly.textContent).not.toContain('Current plan');
  });

  it('a family of two children: its part is both children’s, on the card and in the payment box', async () => {
    mine = {
      ...mine,
      payers: [
        detail({
          payer: { ...detail().payer, shareBasisPoints: 10000 },
          children: [
            { id: 9, name: 'Aarav Patel' },
            { id: 10, name: 'Anika Patel' },
          ],
          periodAmountCents: 70000,
          dueCents: 70000,
          overdueCents: 0,
          dueDate: '2026-11-20',
          openInvoices: [
            invoice(12, { status: 'pending', totalCents: 70000, outstandingCents: 70000 }),
          ],
        }),
      ],
      plans: plans(70000, 280000),
    };
    show();
    const card = await subscription();
    expect(within(card).getByText('$700.00/week')).toBeTruthy();
    const weekly = screen.getByRole('radio', { name: /Weekly Plan/ }).closest('label')!;
    expect(weekly.textContent).toContain('Your part: $700.00/week');
    const total = screen.getByText('Total due').parentElement!;
    expect(within(total).getByText('$700.00')).toBeTruthy();
    expect(screen.queryByText(/\$350\.00 per week/)).toBeNull();
  });

  it('lists every invoice and payment, with the receipt, and how to pay', async () => {
    show();
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(invoices).findAllByRole('listitem')).toHaveLength(2);
    expect(within(invoices).getByText('Paid')).toBeTruthy();
    const payments = screen.getByRole('region', { name: 'Payment history' });
    const row = await within(payments).findByRole('listitem');
    expect(within(row).getByText(/Check no\. 1042/)).toBeTruthy();
    expect(within(row).getByText('Paid: W20261109-0012 ($210.00)')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /^Download the receipt/ })).toBeTruthy();
    expect(await screen.findByText('Sunny Days Child Care')).toBeTruthy();
    expect(screen.getByText('12 Main St')).toBeTruthy();
  });

  it('says when there is a credit', async () => {
    mine = {
      ...mine,
      payers: [
        detail({
          payer: { ...detail().payer, balanceCents: -5000, status: 'paid' },
          openInvoices: [],
          dueCents: 0,
          overdueCents: 0,
          dueDate: null,
        }),
      ],
    };
    show();
    expect(
      await screen.findByText('You have a credit of $50.00 for your next invoice'),
    ).toBeTruthy();
  });

  it('names the children on each subscription when the parent pays for two families', async () => {
    mine = {
      ...mine,
      payers: [
        detail(),
        detail({
          payer: { ...detail().payer, id: 8, shareBasisPoints: 10000 },
          children: [{ id: 10, name: 'Noah Rivera' }],
        }),
      ],
    };
    show();
    expect(await subscription(/^Your subscription for Lily Thompson/)).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Your subscription for Noah Rivera/ })).toBeTruthy();
  });

  it('says the family has no billing account yet, and still shows the centre’s plans', async () => {
    mine = { ...mine, payers: [], plans: plans(0, 0) };
    show();
    expect(await screen.findByText(/^Your family has no billing account yet/)).toBeTruthy();
    const weekly = screen.getByRole('radio', { name: /Weekly Plan/ }).closest('label')!;
    expect(weekly.textContent).toContain('$350.00/week per child');
    expect(weekly.textContent).not.toContain('Your part');
  });
});
