// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AccountDetail,
  LateFeeResponse,
  PayerSummary,
} from '../../../contract/billing-views.ts';
import type * as ToastStore from '../../components/ui/toast-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { BillingAccountPage } from './account-page.tsx';
import { BillingPage } from './billing-page.tsx';

const toasts = vi.hoisted(() => [] as { title: string; description?: string }[]);
vi.mock('../../components/ui/toast-store.ts', async (original) => ({
  ...(await original<typeof ToastStore>()),
  toast: (input: { title: string }) => {
    toasts.push(input);
    return { id: toasts.length, dismiss: () => {} };
  },
}));

const payer = (over: Partial<PayerSummary>): PayerSummary => ({
  id: 1,
  kind: 'guardian',
  parentAccountId: 1,
  name: 'Sarah Thompson',
  shareBasisPoints: 6000,
  fixedAmountCents: null,
  isActive: true,
  balanceCents: 21000,
  status: 'overdue',
  ...over,
});
const account: AccountDetail = {
  id: 7,
  children: [{ id: 3, name: 'Mia Thompson', discountBasisPoints: 0 }],
  plan: { planId: 1, name: 'Weekly Plan', cycle: 'weekly', effectiveFrom: '2026-09-28' },
  payers: [
    payer({}),
    payer({
      id: 2,
      parentAccountId: 2,
      name: 'Ryan Thompson',
      shareBasisPoints: 4000,
      balanceCents: 0,
      status: 'paid',
    }),
  ],
  balanceCents: 21000,
  status: 'overdue',
  schedule: [{ planId: 1, name: 'Weekly Plan', cycle: 'weekly', effectiveFrom: '2026-09-28' }],
  nextBillingDate: '2026-11-30',
};
const fee: LateFeeResponse = {
  id: 40,
  status: 'proposed',
  amountCents: 2500,
  invoiceId: 9,
  invoiceNumber: 'W20261102-0007',
  dueDate: '2026-11-06',
  outstandingCents: 35000,
  payerId: 1,
  payerName: 'Sarah Thompson',
  accountId: 7,
  proposedAt: '2026-11-10T11:00:00.000Z',
  decidedAt: null,
};

let sent: { method: string; path: string; body: unknown }[];
/** The Idempotency-Key of each change sent (null: none). */
let keys: (string | null)[];
/** Changes still to fail as if the network dropped (the request may have reached the server). */
let dropNext: number;
let requested: string[];
let feeAnswer: number;
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(body === null ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

beforeEach(() => {
  toasts.length = 0;
  sent = [];
  keys = [];
  dropNext = 0;
  requested = [];
  feeAnswer = 204;
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : null;
    if (method !== 'GET') {
      sent.push({ method, path, body });
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      if (dropNext > 0) {
        dropNext -= 1;
        throw new TypeError('Failed to fetch');
      }
      if (path.includes('/late-fees/'))
        return feeAnswer === 204
          ? new Response(null, { status: 204 })
          : json({ message: 'This late fee has already been approved or dismissed' }, 409);
      if (path.endsWith('/payments'))
        return json(
          {
            id: 5,
            payerId: 1,
            method: body.method,
            checkNumber: body.checkNumber ?? null,
            amountCents: body.amountCents,
            receivedOn: body.receivedOn,
            note: body.note,
            appliedTo: [],
            receiptPath: '/x',
            createdAt: '2026-11-18T15:00:00.000Z',
          },
          201,
        );
      if (path.endsWith('/shares')) return json(account);
      if (path.endsWith('/adjustments'))
        return json(
          {
            id: 9,
            kind: body.kind,
            chargeKind: null,
            amountCents: body.amountCents,
            childName: null,
            periodStart: null,
            paymentId: null,
            reason: body.reason,
            entryDate: '2026-11-18',
            createdBy: 'Dana Whitfield',
            createdAt: '2026-11-18T15:00:00.000Z',
          },
          201,
        );
      return json({ message: 'not stubbed' }, 404);
    }
    requested.push(path);
    if (path.startsWith('/api/billing/accounts?')) return json([account]);
    if (path === '/api/billing/accounts/7') return json(account);
    if (path === '/api/billing/late-fees?status=proposed&limit=20') return json([fee]);
    if (path === '/api/dashboard/stats') return json({ date: '2026-11-18' });
    if (path.includes('/invoices?') || path.includes('/payments?') || path.includes('/ledger?'))
      return json([]);
    return json({ message: 'not stubbed' }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(entry: string, actions = ['billing.read', 'billing.manage', 'payment.record']) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  setCurrentUser({
    userId: 1,
    role: actions.includes('billing.manage') ? 'director' : 'staff',
    displayName: 'Dana Whitfield',
    email: 'someone@example.com',
    photo: null,
    staffId: 1,
    actions,
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/billing" element={<BillingPage />} />
            <Route path="/billing/accounts/:id" element={<BillingAccountPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the Billing area', () => {
  it('tells staff it is for directors, and reads nothing', () => {
    show('/billing', ['billing.read']);
    expect(screen.getByRole('alert').textContent).toBe('Billing is for directors only.');
    expect(requested).toEqual([]);
  });

  it('lists the accounts with payers, shares, balance and state, filtered by state', async () => {
    show('/billing');
    const link = await screen.findAllByRole('link', { name: 'Mia Thompson' });
    expect(link[0]!.getAttribute('href')).toBe('/billing/accounts/7');
    expect(screen.getAllByText('$210.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('60%').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'overdue' } });
    await waitFor(() =>
      expect(requested).toContain('/api/billing/accounts?limit=20&status=overdue'),
    );
  });

  it('approves a late fee, and says so when another director decided it first', async () => {
    show('/billing');
    const region = await screen.findByRole('region', { name: 'Late fees to decide' });
    fireEvent.click(
      await within(region).findByRole('button', {
        name: 'Approve the late fee for Sarah Thompson, invoice W20261102-0007',
      }),
    );
    await waitFor(() => expect(toasts[0]?.title).toBe('Late fee approved for Sarah Thompson'));
    expect(sent[0]?.path).toBe('/api/billing/late-fees/40/approve');

    feeAnswer = 409;
    fireEvent.click(
      within(region).getByRole('button', {
        name: 'Dismiss the late fee for Sarah Thompson, invoice W20261102-0007',
      }),
    );
    await waitFor(() => expect(toasts[1]?.title).toBe('Already decided'));
  });

  it('records a payment in dollars as integer cents, asking for a check number', async () => {
    show('/billing/accounts/7');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Record a payment from Sarah Thompson' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Received on') as HTMLInputElement).value).toBe(
        '2026-11-18',
      ),
    );
    fireEvent.input(within(dialog).getByLabelText('Amount ($)'), { target: { value: '12.345' } });
    fireEvent.change(within(dialog).getByLabelText('Method'), { target: { value: 'check' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await within(dialog).findByText('Please use at most 2 decimals (cents)')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the check number')).toBeTruthy();

    fireEvent.input(within(dialog).getByLabelText('Amount ($)'), { target: { value: '12.5' } });
    fireEvent.input(within(dialog).getByLabelText('Check number'), { target: { value: '1042' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/billing/payers/1/payments',
          body: {
            amountCents: 1250,
            method: 'check',
            checkNumber: '1042',
            receivedOn: '2026-11-18',
            note: '',
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(toasts[0]?.title).toBe('Payment of $12.50 recorded for Sarah Thompson'),
    );
  });

  it('sends one Idempotency-Key per payment: the same on a retry, a new one for the next', async () => {
    show('/billing/accounts/7');
    const record = async () => {
      fireEvent.click(
        await screen.findByRole('button', { name: 'Record a payment from Sarah Thompson' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
      await waitFor(() =>
        expect((within(dialog).getByLabelText('Received on') as HTMLInputElement).value).toBe(
          '2026-11-18',
        ),
      );
      fireEvent.input(within(dialog).getByLabelText('Amount ($)'), { target: { value: '50' } });
      return dialog;
    };
    const dialog = await record();
    // Nothing earlier than the first day of last year can be picked.
    expect((within(dialog).getByLabelText('Received on') as HTMLInputElement).min).toBe(
      '2025-01-01',
    );
    dropNext = 1;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Record Payment' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    // The director tries again: the same submission, the same key.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() =>
      expect(toasts.at(-1)?.title).toBe('Payment of $50.00 recorded for Sarah Thompson'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);

    // Another payment of the same amount is a new submission: a new key.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record Payment' })).toBeNull(),
    );
    const second = await record();
    fireEvent.click(within(second).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
    expect(sent.map((s) => s.body)).toEqual([sent[0]!.body, sent[0]!.body, sent[0]!.body]);
  });

  it('sends an adjustment with its key, kept on a retry, new when the values change', async () => {
    show('/billing/accounts/7');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Adjust the balance of Ryan Thompson' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adjust' });
    fireEvent.input(within(dialog).getByLabelText('Amount ($)'), { target: { value: '10' } });
    fireEvent.input(within(dialog).getByLabelText('Reason'), { target: { value: 'Goodwill' } });
    dropNext = 2;
    const save = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    const enabled = () =>
      waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Save adjustment' })).toHaveProperty(
          'disabled',
          false,
        ),
      );
    save();
    await waitFor(() => expect(keys).toHaveLength(1));
    await enabled();
    save();
    await waitFor(() => expect(keys).toHaveLength(2));
    await enabled();
    expect(keys[1]).toBe(keys[0]);
    // The director changes the amount: a different request, a different key.
    fireEvent.input(within(dialog).getByLabelText('Amount ($)'), { target: { value: '12' } });
    save();
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys.every((k) => k !== null && /^[0-9a-f]{32}$/.test(k))).toBe(true);
  });

  it('edits shares: every guardian once, adding up to 100 %', async () => {
    show('/billing/accounts/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit shares' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shares' });
    fireEvent.input(within(dialog).getByLabelText('Share of Ryan Thompson (%)'), {
      target: { value: '30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The shares must add up to 100% (now 90%)',
    );
    expect(sent).toEqual([]);
    fireEvent.input(within(dialog).getByLabelText('Share of Sarah Thompson (%)'), {
      target: { value: '70' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/billing/accounts/7/shares',
          body: {
            shares: [
              { payerId: 1, shareBasisPoints: 7000 },
              { payerId: 2, shareBasisPoints: 3000 },
            ],
          },
        },
      ]),
    );
  });

  it('sends a correction that lowers the balance as a negative amount', async () => {
    show('/billing/accounts/7');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Adjust the balance of Ryan Thompson' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adjust' });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'adjustment' } });
    fireEvent.change(await within(dialog).findByLabelText('Correction direction'), {
      target: { value: 'lower' },
    });
    fireEvent.input(within(dialog).getByLabelText('Amount ($)'), { target: { value: '20.05' } });
    fireEvent.input(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Paid twice in October' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/billing/payers/2/adjustments',
          body: { kind: 'adjustment', amountCents: -2005, reason: 'Paid twice in October' },
        },
      ]),
    );
    await waitFor(() => expect(toasts[0]?.description).toBe('−$20.05'));
  });
});
