import type { Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';

// Issue 16's walk: /parent-dashboard?view=billing and ?view=checkout showed the dashboard.
// Every view the spec lists for the parent portal (dashboard, profile, settings, cameras,
// billing, checkout, gallery, tax-documents), and milestones (issue 17), opens by its own
// URL, and Back returns to the view before.
const views = [
  ['dashboard', /^Welcome, /],
  ['profile', 'My Profile'],
  ['settings', 'Account Settings'],
  ['cameras', 'Classroom Cameras'],
  ['billing', 'Billing & Payments'],
  ['checkout', 'Checkout'],
  ['gallery', 'Photo Gallery'],
  ['tax-documents', 'Tax Documents'],
  ['milestones', 'Milestones'],
] as const;

/** A view's title: the page's one h1. */
const title = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });

async function expectView(page: Page, name: string | RegExp) {
  await expect(title(page, name)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

test('each of the spec’s parent views opens by its own URL and stays on reload', async ({
  page,
}) => {
  await login(page, 'parent');
  for (const [view, heading] of views) {
    await page.goto(`/parent-dashboard?view=${view}`);
    await expectView(page, heading);
    expect(new URL(page.url()).pathname).toBe('/parent-dashboard');
  }
  await page.reload();
  await expectView(page, 'Milestones');

  await page.goto('/parent-dashboard?view=billing');
  await expect(page.getByRole('tab', { name: 'Billing and Payments' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();
});

test('the checkout is for the centre’s monthly plan unless weekly is asked for, at its real price, and cannot take a payment', async ({
  page,
}) => {
  await login(page, 'parent');
  const main = page.getByRole('main');
  const unavailable = main.getByRole('region', { name: 'Payment Unavailable' });

  // The demo centre's Monthly Plan: 1,400.00 per child; the Patels have two children.
  await page.goto('/parent-dashboard?view=checkout');
  await expectView(page, 'Checkout');
  await expect(main.getByText('Monthly Plan', { exact: true })).toBeVisible();
  await expect(main.getByText('$1,400.00/month per child', { exact: true })).toBeVisible();
  await expect(main.getByText('Your part: $2,800.00/month', { exact: true })).toBeVisible();
  await expect(
    main.getByText(
      'Your family is on the Weekly Plan. To change plans, please contact the centre.',
    ),
  ).toBeVisible();
  await expect(unavailable).toBeVisible();
  await expect(
    unavailable.getByText('Payment processing is currently unavailable. Please contact support.', {
      exact: true,
    }),
  ).toBeVisible();
  // No pretend card form.
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('button')).toHaveCount(0);

  await page.goto('/parent-dashboard?view=checkout&plan=weekly');
  await expectView(page, 'Checkout');
  await expect(main.getByText('Weekly Plan', { exact: true })).toBeVisible();
  await expect(main.getByText('Current plan', { exact: true })).toBeVisible();
  await expect(main.getByText('$350.00/week per child', { exact: true })).toBeVisible();
  await expect(main.getByText('Your part: $700.00/week', { exact: true })).toBeVisible();
  await expect(unavailable).toBeVisible();

  // Its back link opens the billing view.
  await main.getByRole('link', { name: 'Back to Billing & Payments' }).click();
  await expectView(page, 'Billing & Payments');
  await expect(page).toHaveURL(/\/parent-dashboard\?view=billing$/);
});

test('Back returns to the view before, whether the views were opened by URL or by button', async ({
  page,
}) => {
  await login(page, 'parent');

  // Opened one after the other by URL; Back walks them in reverse, Forward again.
  for (const [view] of views) await page.goto(`/parent-dashboard?view=${view}`);
  for (let i = views.length - 2; i >= 0; i--) {
    await page.goBack();
    await expectView(page, views[i]![1]);
    await expect(page).toHaveURL(new RegExp(`\\?view=${views[i]![0]}$`));
  }
  await page.goForward();
  await expectView(page, 'My Profile');

  // The dashboard's buttons, and the billing view's Proceed to Payment.
  await page.goto('/parent-dashboard');
  await expectView(page, views[0][1]);
  for (const [button, heading] of [
    ['View Cameras', 'Classroom Cameras'],
    ['Gallery', 'Photo Gallery'],
    ['Tax Documents', 'Tax Documents'],
    ['View Profile', 'My Profile'],
    ['Account Settings', 'Account Settings'],
  ] as const) {
    await page.getByRole('link', { name: button, exact: true }).click();
    await expectView(page, heading);
    await page.goBack();
    await expectView(page, views[0][1]);
  }

  await page.getByRole('link', { name: 'Billing & Payments' }).click();
  await expectView(page, 'Billing & Payments');
  await expect(page).toHaveURL(/\/parent-dashboard\?view=billing$/);
  await page.getByRole('radio', { name: /Weekly Plan/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expectView(page, 'Checkout');
  await expect(page).toHaveURL(/\/parent-dashboard\?view=checkout&plan=\d+$/);

  await page.goBack();
  await expectView(page, 'Billing & Payments');
  await page.goBack();
  await expectView(page, views[0][1]);
  await page.goForward();
  await expectView(page, 'Billing & Payments');
  await page.goForward();
  await expectView(page, 'Checkout');
});

test('/parent-billing opens the billing view, and Back does not bounce to it', async ({ page }) => {
  await login(page, 'parent', '/parent-dashboard?view=profile');
  await expectView(page, 'My Profile');
  await page.goto('/parent-billing?tab=tax-documents');
  await expectView(page, 'Billing & Payments');
  await expect(page).toHaveURL(/\/parent-dashboard\?view=billing&tab=tax-documents$/);
  await expect(page.getByRole('tab', { name: 'Tax Documents' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goBack();
  await expectView(page, 'My Profile');
});
