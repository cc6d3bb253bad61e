import { expect, test } from '../../fixtures.ts';
import { RegistrationPage } from '../../pages/registration-page.ts';

test('a link without a code says it is not valid', async ({ page }) => {
  await page.goto('/parent-register');
  await expect(new RegistrationPage(page).invalidCard()).toContainText(
    'This registration link is not valid. Please contact the daycare for assistance.',
  );
});

test('an unknown code shows the invalid card with a contact note', async ({ page }) => {
  await page.goto('/parent-register?code=not-a-real-code');
  const card = new RegistrationPage(page).invalidCard();
  await expect(card).toContainText('Invalid Registration Link');
  await expect(card).toContainText(
    'This registration link is either invalid, expired, or has already been used',
  );
  await expect(card).toContainText('please contact the daycare');
});
