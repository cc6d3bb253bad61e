import { expect, login, test } from '../../fixtures.ts';

// Issue 16's walk: 'Back to Main Page' reloaded the same dashboard. It goes to the centre's
// public website once a director has set one, and is not there otherwise.
test('a director sets the centre website; Back to Main Page goes there, and goes away when cleared', async ({
  page,
}) => {
  await login(page, 'director', '/settings');
  const card = page.getByRole('region', { name: 'Centre Website' });
  const address = card.getByLabel('Website address');
  const save = card.getByRole('button', { name: 'Save Website' });
  const back = page.getByRole('link', { name: 'Back to Main Page' });
  await expect(address).toHaveValue('');
  await expect(back).toHaveCount(0);

  await address.fill('javascript:alert(1)');
  await save.click();
  await expect(
    card.getByText("Enter the website's full address, starting with http:// or https://"),
  ).toBeVisible();
  await expect(back).toHaveCount(0);

  try {
    await address.fill('https://sunnydays.example.org/');
    await save.click();
    await expect(page.getByText('Centre website saved.', { exact: true })).toBeVisible();
    await expect(back).toHaveAttribute('href', 'https://sunnydays.example.org/');
    // Everyone's staff portal reads it from the centre's public information.
    await page.reload();
    await expect(back).toHaveAttribute('href', 'https://sunnydays.example.org/');
  } finally {
    await address.fill('');
    await save.click();
  }
  await expect(page.getByText('Centre website removed.', { exact: true })).toBeVisible();
  await expect(back).toHaveCount(0);
});

test('staff who are not directors cannot set it', async ({ page }) => {
  await login(page, 'teacher', '/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Centre Website' })).toHaveCount(0);
});
