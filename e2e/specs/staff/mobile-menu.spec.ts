import { expect, login, test } from '../../fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, the Staff Menu panel lists the staff links and logs out', async ({ page }) => {
  await login(page, 'teacher');
  await page.getByRole('button', { name: 'Staff Menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Staff Menu' });
  await expect(panel).toBeVisible();
  for (const name of [
    'Dashboard',
    'Children',
    'Staff',
    'Cameras',
    'Gallery',
    'Messages',
    'Reports',
  ]) {
    // Messages carries its unread count in its name: 'Messages, 2 unread'.
    await expect(panel.getByRole('link', { name: new RegExp(`^${name}(,|$)`) })).toBeVisible();
  }
  await panel.getByRole('link', { name: 'Children', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Children Management' })).toBeVisible();

  await page.getByRole('button', { name: 'Staff Menu' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Staff Menu' })
      .getByRole('link', { name: 'Children', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await page
    .getByRole('dialog', { name: 'Staff Menu' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
});
