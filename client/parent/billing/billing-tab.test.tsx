// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  InvoiceResponse,
  MyBillingResponse,
  PayerDetail,
  PaymentResponse,
} from '../../../contract/billing-views.ts';
import type { ParentAccountResponse } from '../../../contract/parent-overview.ts';
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
  ...over,
});

const account: ParentAccountResponse = {
  firstName: 'Sarah',
  lastName: 'Thompson',
  email: 'sarah@example.com',
  subscriptionStatus: 'active',
  subscriptionPlan: 'weekly',
  subscriptionAmountCents: 35000,
  registrationFeeCents: 15000,
  nextBillingDate: '2026-11-23',
  registrationDate: '2026-09-01T12:00:00.000Z',
  lastPaymentDate: '2026-11-10T15:00:00.000Z',
  paymentStatus: 'pending',
};

let mine: MyBillingResponse;
const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', ...headers },
  });

beforeEach(() => {
  mine = { payers: [detail()], onlinePayment: { available: false, reason: 'unavailable' } };
  vi.stubGlobal('fetch', async (path: string) => {
    const route = path.split('?')[0];
    if (route === '/api/billing/mine') return json(mine);
    if (route === '/api/parent/account') return json(account);
    if (route === '/api/billing/payers/7/invoices')
      return json([invoice(12), invoice(11, { status: 'paid', outstandingCents: 0 })]);
    if (route === '/api/billing/payers/7/payments') return json([payment]);
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

describe('the parent’s Billing and Payments tab', () => {
  it('shows their balance, state, share, part per week and open invoice with its PDF', async () => {
    show();
    const card = await screen.findByRole('region', { name: /^Your balance/ });
    expect(within(card).getAllByText('$210.00')[0]!.className).toMatch(/text-3xl/);
    expect(within(card).getAllByText('Overdue')).toHaveLength(2); // the payer's and the invoice's
    expect(within(card).getByText('60%')).toBeTruthy();
    expect(within(card).getByText('$210.00/week')).toBeTruthy();
    expect(within(card).getByText('Lily Thompson')).toBeTruthy();
    const open = within(card).getByRole('listitem', { name: 'Invoice W20261116-0012' });
    expect(
      within(open).getByRole('button', { name: 'Download invoice W20261116-0012' }),
    ).toBeTruthy();
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

  it('says when there is a credit, and when nothing is open', async () => {
    mine = {
      ...mine,
      payers: [
        detail({
          payer: { ...detail().payer, balanceCents: -5000, status: 'paid' },
          openInvoices: [],
        }),
      ],
    };
    show();
    expect(
      await screen.findByText('You have a credit of $50.00 for your next invoice'),
    ).toBeTruthy();
    expect(screen.getByText('No open invoices: you are all paid up.')).toBeTruthy();
  });

  it('names the children on each balance when the parent pays for two families', async () => {
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
    expect(
      await screen.findByRole('region', { name: /^Your balance for Lily Thompson/ }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Your balance for Noah Rivera/ })).toBeTruthy();
  });

  it('says the family has no billing account yet', async () => {
    mine = { ...mine, payers: [] };
    show();
    expect(await screen.findByText(/^Your family has no billing account yet/)).toBeTruthy();
  });

  it('gives the next billing date and last payment once: on the balance when there is one', async () => {
    show();
    await screen.findByRole('region', { name: /^Your balance/ });
    await screen.findByText('Your Subscription');
    expect(screen.getAllByText('Next billing date')).toHaveLength(1);
    expect(screen.getAllByText('Last payment')).toHaveLength(1);
    expect(screen.getByText('Member since')).toBeTruthy();
  });

  it('gives them on the plan when the family has no billing account yet', async () => {
    mine = { ...mine, payers: [] };
    show();
    await screen.findByText(/^Your family has no billing account yet/);
    await screen.findByText('Your Subscription');
    expect(screen.getAllByText('Next billing date')).toHaveLength(1);
    expect(screen.getAllByText('Last payment')).toHaveLength(1);
  });
});
