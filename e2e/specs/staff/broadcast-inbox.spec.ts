import { expect, login, test } from '../../fixtures.ts';
import { MessagesScreen } from '../../pages/messages-screen.ts';

// Issue 35, point 7: a broadcast is one card in the staff inbox, with its reach in families,
// opening to each family's thread; filters beside the search (decision 049). At 390 px.
test.use({ viewport: { width: 390, height: 844 } });

test('a broadcast to all families is one card that opens to the families’ threads', async ({
  page,
}) => {
  test.slow();
  const subject = `Closed on Monday ${Date.now()}`;
  await login(page, 'director', '/messages');
  const staff = new MessagesScreen(page);
  const form = await staff.startNewMessage();
  await form.getByLabel('All families').check();
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('The centre is closed on Monday for staff training.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form).toBeHidden();

  // One card, not one per family, saying how far it got.
  await expect(staff.threadLink(subject)).toHaveCount(1);
  const card = staff.card(subject);
  await expect(card.getByText('To all families')).toBeVisible();
  await expect(card.getByText(/^Read by 0 of \d+ families$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // It opens to each family's thread; a family's thread opens over it, Back returns.
  await staff.threadLink(subject).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(
    dialog.getByText('The centre is closed on Monday for staff training.'),
  ).toBeVisible();
  const families = dialog.getByRole('region', { name: 'Families' }).getByRole('link');
  expect(await families.count()).toBeGreaterThan(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await families.first().click();
  await expect(page).toHaveURL(/broadcast=\d+&thread=\d+/);
  await expect(page.getByRole('dialog', { name: subject })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Families' })).toBeVisible();

  // The filter "From families" leaves the broadcast out.
  await page.keyboard.press('Escape');
  await page.getByRole('radio', { name: 'From families' }).check();
  await expect(staff.threadLink(subject)).toHaveCount(0);
});
