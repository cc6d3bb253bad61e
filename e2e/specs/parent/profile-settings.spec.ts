import { expect, login, test } from '../../fixtures.ts';

test('a parent edits their profile; the read-only view returns with the saved details', async ({
  page,
}) => {
  await login(page, 'parent2');
  await page.getByRole('link', { name: 'View Profile' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const contact = `Rose Johnson ${Math.floor(Math.random() * 1000)}`;
  await page.getByLabel('Emergency Contact Name').fill(contact);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText(contact)).toBeVisible();
  await page.reload();
  await expect(page.getByText(contact)).toBeVisible();
  // The browser's Back button returns to the dashboard view.
  await page.goBack();
  await expect(page.getByRole('link', { name: 'View Profile' })).toBeVisible();
});

test('a parent saves account settings from the Parent Menu', async ({ page }) => {
  await login(page, 'parent2');
  await page.getByRole('button', { name: 'Parent Menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  const format = page.getByLabel('Download Format');
  const next = (await format.inputValue()) === 'csv' ? 'pdf' : 'csv';
  await format.selectOption(next);
  await page.getByRole('button', { name: 'Save All Settings' }).click();
  await expect(page.getByText('Settings saved.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Download Format')).toHaveValue(next);
});
