// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../contract/auth.ts';
import type { ChildResponse } from '../../../contract/children.ts';
import type { MyBillingResponse, OfferedPlan } from '../../../contract/billing-views.ts';
import type { ParentOverviewResponse } from '../../../contract/parent-overview.ts';
import { useToast } from '../../components/ui/toast-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { CurrentUserContext } from '../../lib/session.ts';
import { ParentDashboardPage } from './parent-dashboard-page.tsx';

// Issue 16's walk: ?view=billing and ?view=checkout showed the dashboard. Every view the
// spec lists is reached by its own URL, and the buttons that open one add a history entry.

const me: MeResponse = {
  userId: 7,
  role: 'parent',
  displayName: 'Maria Johnson',
  email: 'parent@example.com',
  staffId: null,
  photo: null,
  actions: [],
};

const child: ChildResponse = {
  id: 3,
  firstName: 'Jayden',
  lastName: 'Johnson',
  dateOfBirth: '2022-05-04',
  room: 'Toddler Room',
  allergies: 'None',
  medicalInfo: '',
  emergencyContact: 'Ana Johnson (555) 010-2020',
  parentName: 'Maria Johnson',
  parentPhone: '(555) 010-1010',
  parentEmail: 'parent@example.com',
  parentDriversLicense: '',
  relationship: 'mother',
  isActive: true,
  createdAt: '2026-09-01T12:00:00.000Z',
  nextRoom: null,
  withdrawal: null,
};

const overview: ParentOverviewResponse = {
  today: '2026-11-18',
  daycare: {
    name: 'Sunny Days Child Care Centre',
    openingTime: '07:00',
    closingTime: '18:00',
    statusMessage: 'Open',
    phone: '(555) 000-0000',
    address: '250 Sunny Lane',
    email: 'hello@sunnydays.example',
  },
  eventsToday: [],
  stats: {
    totalChildren: 1,
    staffOnDuty: 4,
    attendanceRate: 90,
    attendanceWindowDays: 30,
    safetyReports: 0,
  },
};

const plan = (over: Partial<OfferedPlan>): OfferedPlan => ({
  id: 1,
  name: 'Weekly Plan',
  cycle: 'weekly',
  isDefault: true,
  amountCents: 35000,
  registrationFeeCents: 15000,
  nextPrice: null,
  yourAmountCents: 35000,
  ...over,
});
const weeklyPlan = plan({});
const monthlyPlan = plan({
  id: 2,
  name: 'Monthly Plan',
  cycle: 'monthly',
  isDefault: false,
  amountCents: 140000,
  yourAmountCents: 140000,
});

/** A family on the weekly plan with this week's invoice open. */
const mine: MyBillingResponse = {
  payers: [
    {
      payer: {
        id: 7,
        kind: 'guardian',
        parentAccountId: 2,
        name: 'Maria Johnson',
        shareBasisPoints: 10000,
        fixedAmountCents: null,
        isActive: true,
        balanceCents: 35000,
        status: 'pending',
      },
      accountId: 4,
      children: [{ id: 3, name: 'Emma Johnson' }],
      plan: { planId: 1, name: 'Weekly Plan', cycle: 'weekly', effectiveFrom: '2026-09-01' },
      periodAmountCents: 35000,
      nextBillingDate: '2026-11-23',
      lastPaymentDate: '2026-11-10',
      openInvoices: [],
      invoiced: true,
      dueCents: 35000,
      overdueCents: 0,
      dueDate: '2026-11-20',
      nextInvoice: {
        issueDate: '2026-11-23',
        cycle: 'weekly',
        periodStart: '2026-11-23',
        periodEnd: '2026-11-29',
        amountCents: 35000,
        registrationFeeCents: 0,
      },
    },
  ],
  plans: [weeklyPlan, monthlyPlan],
  onlinePayment: { available: false, reason: 'unavailable' },
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

// What the dashboard and the billing views read; everything else stays unanswered (the views'
// own tests cover their contents), so each view shows its heading and its loading state.
let answers: Record<string, unknown>;

beforeEach(() => {
  answers = {
    '/api/children': [child],
    '/api/parent/overview': overview,
    '/api/billing/mine': mine,
  };
  vi.stubGlobal('fetch', async (path: string) => {
    const answer = answers[path.split('?')[0]!];
    return answer === undefined ? new Promise<Response>(() => undefined) : json(answer);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The toasts' titles, as the toast host would show them. */
function ToastTitles() {
  const { toasts } = useToast();
  return (
    <ul aria-label="toasts">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <li key={t.id}>{t.title}</li>
        ))}
    </ul>
  );
}

function show(url: string) {
  const router = createMemoryRouter(
    [{ path: '/parent-dashboard', element: <ParentDashboardPage /> }],
    { initialEntries: [url] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <CurrentUserContext value={me}>
          <RouterProvider router={router} />
          <ToastTitles />
        </CurrentUserContext>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

/** The page's title: each view has its own h1. Lazy views load on first use, hence the wait. */
const title = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

const where = (router: ReturnType<typeof show>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the parent dashboard’s views by URL', () => {
  it.each([
    ['/parent-dashboard', 'Welcome, Maria'],
    ['/parent-dashboard?view=dashboard', 'Welcome, Maria'],
    ['/parent-dashboard?view=profile', 'My Profile'],
    ['/parent-dashboard?view=settings', 'Account Settings'],
    ['/parent-dashboard?view=cameras', 'Classroom Cameras'],
    ['/parent-dashboard?view=billing', 'Billing & Payments'],
    ['/parent-dashboard?view=checkout', 'Checkout'],
    ['/parent-dashboard?view=gallery', 'Photo Gallery'],
    ['/parent-dashboard?view=tax-documents', 'Tax Documents'],
    ['/parent-dashboard?view=messages', 'Messages'],
    // A view the portal does not have is the dashboard, not an empty page.
    ['/parent-dashboard?view=invoices', 'Welcome, Maria'],
  ])('%s shows “%s”', async (url, heading) => {
    show(url);
    expect(await title(heading)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('?view=billing is the billing view: its tabs, the plan and the payment card', async () => {
    show('/parent-dashboard?view=billing');
    await title('Billing & Payments');
    expect(
      screen.getByRole('tab', { name: 'Billing and Payments' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await screen.findByRole('region', { name: /^Your Subscription/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Weekly Plan/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Monthly Plan/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeTruthy();
  });

  it('?view=checkout is for the centre’s monthly plan by default, at its price, and says payment is unavailable', async () => {
    show('/parent-dashboard?view=checkout');
    await title('Checkout');
    expect(await screen.findByText('Monthly Plan')).toBeTruthy();
    expect(screen.getByText('$1,400.00/month per child')).toBeTruthy();
    expect(screen.getByText('Your part: $1,400.00/month')).toBeTruthy();
    // Not the family's plan: changing is the centre's to do.
    expect(
      screen.getByText(
        'Your family is on the Weekly Plan. To change plans, please contact the centre.',
      ),
    ).toBeTruthy();
    const unavailable = screen.getByRole('region', { name: 'Payment Unavailable' });
    expect(
      within(unavailable).getByText(
        'Payment processing is currently unavailable. Please contact support.',
      ),
    ).toBeTruthy();
    // No pretend payment form: nothing to type a card into, nothing to submit.
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('?view=checkout&plan=weekly shows the family’s weekly plan and what is due', async () => {
    show('/parent-dashboard?view=checkout&plan=weekly');
    await title('Checkout');
    expect(await screen.findByText('Weekly Plan')).toBeTruthy();
    expect(screen.getByText('Current plan')).toBeTruthy();
    expect(screen.getByText('$350.00/week per child')).toBeTruthy();
    expect(within(screen.getByText('Total due').parentElement!).getByText('$350.00')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Payment Unavailable' })).toBeTruthy();
  });

  it('?view=checkout says so when the centre has no plan of that kind', async () => {
    answers['/api/billing/mine'] = { ...mine, plans: [weeklyPlan] };
    show('/parent-dashboard?view=checkout&plan=monthly');
    await title('Checkout');
    expect(
      await screen.findByText(
        'The centre does not offer this plan. Go back to Billing & Payments to choose one of its plans.',
      ),
    ).toBeTruthy();
  });
});

describe('moving between the views', () => {
  it('Billing & Payments and Proceed to Payment add history entries; Back returns', async () => {
    const router = show('/parent-dashboard?child=3');
    await title('Welcome, Maria');

    fireEvent.click(await screen.findByRole('link', { name: 'Billing & Payments' }));
    await title('Billing & Payments');
    expect(router.state.historyAction).toBe('PUSH');
    expect(where(router)).toBe('/parent-dashboard?view=billing&child=3');

    // Without a plan: the spec's toast, and no move.
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(
      within(screen.getByRole('list', { name: 'toasts' })).getByText('Please select a plan'),
    ).toBeTruthy();
    expect(where(router)).toBe('/parent-dashboard?view=billing&child=3');

    fireEvent.click(screen.getByRole('radio', { name: /Weekly Plan/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await title('Checkout');
    expect(router.state.historyAction).toBe('PUSH');
    expect(where(router)).toBe('/parent-dashboard?view=checkout&child=3&plan=1');
    expect(await screen.findByText('Weekly Plan')).toBeTruthy();

    await router.navigate(-1);
    await title('Billing & Payments');
    expect(where(router)).toBe('/parent-dashboard?view=billing&child=3');
    await router.navigate(-1);
    await title('Welcome, Maria');
    expect(where(router)).toBe('/parent-dashboard?child=3');
  });

  it('each of the dashboard’s buttons opens its view as a new entry', async () => {
    const router = show('/parent-dashboard');
    await title('Welcome, Maria');
    for (const [button, heading, view] of [
      ['View Cameras', 'Classroom Cameras', 'cameras'],
      ['Gallery', 'Photo Gallery', 'gallery'],
      ['Tax Documents', 'Tax Documents', 'tax-documents'],
      ['View Profile', 'My Profile', 'profile'],
      ['Billing & Payments', 'Billing & Payments', 'billing'],
      ['Account Settings', 'Account Settings', 'settings'],
      ['Messages', 'Messages', 'messages'],
    ] as const) {
      fireEvent.click(await screen.findByRole('link', { name: button }));
      await title(heading);
      expect(router.state.historyAction).toBe('PUSH');
      expect(router.state.location.search).toBe(`?view=${view}`);
      await router.navigate(-1);
      await title('Welcome, Maria');
    }
  });

  it('the billing view’s tabs stay in the view and replace the entry', async () => {
    const router = show('/parent-dashboard?view=billing&child=3');
    await title('Billing & Payments');
    fireEvent.click(screen.getByRole('tab', { name: 'Tax Documents' }));
    expect(where(router)).toBe('/parent-dashboard?view=billing&child=3&tab=tax-documents');
    expect(router.state.historyAction).toBe('REPLACE');
    // The tax documents feature's own list, under the billing view's heading.
    expect(
      await screen.findByRole('complementary', { name: 'Important Tax Information' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    fireEvent.click(screen.getByRole('tab', { name: 'Billing and Payments' }));
    expect(where(router)).toBe('/parent-dashboard?view=billing&child=3');
  });

  it('the checkout leads back to the billing view as a new entry', async () => {
    const router = show('/parent-dashboard?view=checkout&child=3&plan=weekly');
    await title('Checkout');
    fireEvent.click(screen.getByRole('link', { name: 'Back to Billing & Payments' }));
    await title('Billing & Payments');
    expect(router.state.historyAction).toBe('PUSH');
    expect(where(router)).toBe('/parent-dashboard?view=billing&child=3');
  });
});
