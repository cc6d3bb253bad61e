import type { Page } from '@playwright/test';
import type { AccountListItem, PayerDetail } from '../../../contract/billing-views.ts';
import { expect, login, test } from '../../fixtures.ts';

// Issue 13, the directors' Billing area, on the demo's separated family (the Thompsons,
// 60/40); each check reads the balance the server holds rather than a count.

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The demo's separated family's account, found page by page (newest accounts first). */
async function thompsonAccount(page: Page): Promise<AccountListItem> {
  let path = '/api/billing/accounts?limit=50';
  for (;;) {
    const res = await page.request.get(path);
    expect(res.status()).toBe(200);
    const items = (await res.json()) as AccountListItem[];
    const found = items.find((a) => a.payers.some((p) => p.name === 'Sarah Thompson'));
    if (found) return found;
    const next = res.headers()['next-cursor'];
    expect(next, 'the Thompsons have an account').toBeTruthy();
    path = `/api/billing/accounts?limit=50&before=${encodeURIComponent(next!)}`;
  }
}

const balanceOf = async (page: Page, payerId: number) => {
  const res = await page.request.get(`/api/billing/payers/${payerId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as PayerDetail).payer.balanceCents;
};

test('a director runs invoicing, records a payment, adjusts a balance and approves a late fee', async ({
  page,
}) => {
  test.slow(); // a job
  await login(page, 'director');

  // From Parent Management to Billing.
  await page.goto('/parent-management');
  await page.getByRole('main').getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff navigation' })).toContainText('Billing');
  await expect(page.getByRole('heading', { level: 2, name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Accounts' })).toBeVisible();

  // Run invoicing for this week: the period queued is said.
  const runOpener = page.getByRole('button', { name: 'Run invoicing' });
  await runOpener.click();
  const run = page.getByRole('dialog', { name: 'Run invoicing' });
  await expect(run.getByLabel('A date in the period')).not.toHaveValue('');
  await run.getByLabel('Billing cycle').selectOption('weekly');
  await run.getByRole('button', { name: 'Run invoicing' }).click();
  await expect(run).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: /^Invoicing started for / }),
  ).toBeVisible();
  await expect(runOpener).toBeFocused();

  // A date too far ahead is refused at the field, in the server's words.
  await runOpener.click();
  await run.getByLabel('A date in the period').fill('2199-01-01');
  await run.getByRole('button', { name: 'Run invoicing' }).click();
  await expect(
    run.getByText('Invoices can be issued for the current period or the next one, not later'),
  ).toBeVisible();
  await run.getByRole('button', { name: 'Cancel' }).click();

  // Approve the first late fee waiting: it leaves the list.
  const fees = page.getByRole('region', { name: 'Late fees to decide' });
  const fee = fees.getByRole('listitem').first();
  await expect(fee).toBeVisible();
  const feeName = (await fee.getAttribute('aria-label'))!;
  const payerName = /^Late fee for (.+), invoice /.exec(feeName)![1]!;
  await fee.getByRole('button', { name: /^Approve the late fee/ }).click();
  await expect(page.getByText(`Late fee approved for ${payerName}`, { exact: true })).toBeVisible();
  await expect(fees.getByRole('listitem', { name: feeName, exact: true })).toHaveCount(0);

  // The Thompsons' account: Sarah pays 60 %, Ryan 40 %.
  const account = await thompsonAccount(page);
  const sarah = account.payers.find((p) => p.name === 'Sarah Thompson')!;
  await page.goto(`/billing/accounts/${account.id}`);
  const payers = page.getByRole('region', { name: 'Payers', exact: true });
  await expect(payers.getByText('60%')).toBeVisible();
  await expect(payers.getByText('40%')).toBeVisible();
  const sarahPanel = page.getByRole('region', { name: /^Sarah Thompson/ });
  await expect(sarahPanel.getByRole('tab', { name: 'Invoices' })).toBeVisible();

  // Record a payment by check: the balance falls by it, and it is in her payments.
  const before = await balanceOf(page, sarah.id);
  const note = `E2E payment ${Date.now()}`;
  const payOpener = sarahPanel.getByRole('button', {
    name: 'Record a payment from Sarah Thompson',
  });
  await payOpener.click();
  const pay = page.getByRole('dialog', { name: 'Record Payment' });
  await expect(pay.getByLabel('Received on')).not.toHaveValue('');
  await pay.getByLabel('Amount ($)').fill('12.345');
  await pay.getByLabel('Method').selectOption('check');
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(pay.getByText('Please use at most 2 decimals (cents)')).toBeVisible();
  await expect(pay.getByText('Please enter the check number')).toBeVisible();
  await pay.getByLabel('Amount ($)').fill('12.34');
  await pay.getByLabel('Check number').fill('1042');
  await pay.getByLabel('Note (optional)').fill(note);
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(
    page.getByText('Payment of $12.34 recorded for Sarah Thompson', { exact: true }),
  ).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(payOpener).toBeFocused();
  const afterPayment = await balanceOf(page, sarah.id);
  expect(afterPayment).toBe(before - 1234);
  await expect(sarahPanel.getByTestId(`payer-${sarah.id}-balance`)).toHaveText(
    dollars(afterPayment),
  );
  await sarahPanel.getByRole('tab', { name: 'Payments' }).click();
  await expect(sarahPanel.getByText(note)).toBeVisible();
  await expect(sarahPanel.getByText(/Check no\. 1042/).first()).toBeVisible();

  // A charge by hand, with its reason: the balance rises, the ledger says why.
  const reason = `E2E late pick-up ${Date.now()}`;
  await sarahPanel.getByRole('button', { name: 'Adjust the balance of Sarah Thompson' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust' });
  await adjust.getByLabel('Type').selectOption('charge');
  await adjust.getByLabel('Amount ($)').fill('5');
  await adjust.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(adjust.getByText('Please give the reason')).toBeVisible();
  await adjust.getByLabel('Reason').fill(reason);
  await adjust.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(
    page.getByText('Adjustment saved for Sarah Thompson', { exact: true }),
  ).toBeVisible();
  const afterCharge = await balanceOf(page, sarah.id);
  expect(afterCharge).toBe(afterPayment + 500);
  await expect(sarahPanel.getByTestId(`payer-${sarah.id}-balance`)).toHaveText(
    dollars(afterCharge),
  );
  await sarahPanel.getByRole('tab', { name: 'Ledger' }).click();
  await expect(sarahPanel.getByText(reason)).toBeVisible();
  await expect(sarahPanel.getByText('+$5.00').first()).toBeVisible();
});

test('billing settings: a director adds a monthly plan', async ({ page }) => {
  await login(page, 'director', '/billing/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing settings' })).toBeVisible();
  const plans = page.getByRole('region', { name: 'Plans', exact: true });
  await expect(plans.getByText('Weekly Plan', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Tax ID')).not.toHaveValue('');

  const name = `Monthly Plan ${Date.now()}`;
  await plans.getByRole('button', { name: 'Add plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add plan' });
  await dialog.getByLabel('Plan name').fill(name);
  await dialog.getByLabel('Billing cycle').selectOption('monthly');
  await dialog.getByLabel('Price per child and period ($)').fill('1,200');
  await dialog.getByLabel('Registration fee ($)').fill('-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The amount cannot be negative')).toBeVisible();
  await dialog.getByLabel('Registration fee ($)').fill('75.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} saved`, { exact: true })).toBeVisible();
  const row = plans.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('$1,200.00/month');
  await expect(row).toContainText('registration fee $75.50');

  // Year-end statements for this year: the list reads (and may already hold versions).
  const statements = page.getByRole('region', { name: 'Year-end statements' });
  await expect(statements.getByLabel('Tax year')).toBeVisible();
  await expect(statements.getByRole('button', { name: 'Generate statements' })).toBeEnabled();
});

test('Billing fits a 390 px phone in both themes; other staff see it is for directors', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'director');
  const account = await thompsonAccount(page);
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Accounts' })).toBeVisible();
    if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await scrollWidth(), `${scheme}, /billing`).toBeLessThanOrEqual(390);
    await page.goto('/billing/settings');
    await expect(page.getByLabel('Tax ID')).toBeVisible();
    expect(await scrollWidth(), `${scheme}, settings`).toBeLessThanOrEqual(390);
    await page.goto(`/billing/accounts/${account.id}`);
    const sarahPanel = page.getByRole('region', { name: /^Sarah Thompson/ });
    await sarahPanel.getByRole('tab', { name: 'Ledger' }).click();
    await expect(sarahPanel.getByRole('list', { name: 'Ledger entries' })).toBeVisible();
    expect(await scrollWidth(), `${scheme}, account`).toBeLessThanOrEqual(390);
    const opener = sarahPanel.getByRole('button', { name: 'Record a payment from Sarah Thompson' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Record Payment' });
    await expect(dialog.getByLabel('Amount ($)')).toBeVisible();
    expect(await scrollWidth(), `${scheme}, dialog`).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }

  const teacher = await (await browser.newContext()).newPage();
  await login(teacher, 'teacher');
  await expect(
    teacher
      .getByRole('navigation', { name: 'Staff navigation' })
      .getByRole('link', { name: 'Billing' }),
  ).toHaveCount(0);
  await teacher.goto('/billing');
  await expect(teacher.getByText('Billing is for directors only.')).toBeVisible();
  await teacher.context().close();
});
