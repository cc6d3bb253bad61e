import { expect, login, test } from '../../fixtures.ts';

test('a parent sees their plan and cannot pay without a plan or a payment provider', async ({
  page,
}) => {
  await login(page, 'parent');
  await page.getByRole('link', { name: 'Billing & Payments' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard\?view=billing$/);
  await expect(page.getByRole('heading', { name: 'Billing & Payments', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Billing and Payments' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The family's plan and its amount for both children; the centre's plans at their prices.
  const subscription = page.getByRole('region', { name: /^Your Subscription/ });
  await expect(subscription.getByText('Weekly Plan', { exact: true })).toBeVisible();
  await expect(subscription.getByText('$700.00/week', { exact: true })).toBeVisible();
  await expect(page.getByText('$350.00/week per child', { exact: true })).toBeVisible();
  await expect(page.getByText('$1,400.00/month per child', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByText('Please select a plan', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Choose a monthly or weekly plan before proceeding to payment.', {
      exact: true,
    }),
  ).toBeVisible();

  // With a plan, the checkout view for it, which says the spec's 'Payment Unavailable'.
  await page.getByRole('radio', { name: /Weekly Plan/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard\?view=checkout&plan=\d+$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const unavailable = page.getByRole('region', { name: 'Payment Unavailable' });
  await expect(unavailable).toBeVisible();
  await expect(
    unavailable.getByText('Payment processing is currently unavailable. Please contact support.', {
      exact: true,
    }),
  ).toBeVisible();
  await page.goBack();

  // The account view's other tab is the parent's tax documents, under the same heading.
  await page.getByRole('tab', { name: 'Tax Documents' }).click();
  await expect(
    page.getByRole('complementary', { name: 'Important Tax Information' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing & Payments');
});
