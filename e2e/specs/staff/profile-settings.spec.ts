import { expect, login, loginWithForm, test } from '../../fixtures.ts';

test('a staff member edits their profile and it is still there after a reload', async ({
  page,
}) => {
  await login(page, 'teacher', '/profile');
  const address = `${Math.floor(Math.random() * 900) + 100} Maple Street`;
  await page.getByLabel('Address').fill(address);
  await page.getByLabel('Phone').fill('123');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await page.getByLabel('Phone').fill('(555) 201-0002');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Address')).toHaveValue(address);
});

test('settings save on the server, and the dark theme applies at once and after a reload', async ({
  page,
}) => {
  await login(page, 'teacher', '/settings');
  const save = page.getByRole('button', { name: /Save All Settings|All Settings Saved/ });
  await expect(save).toHaveText('All Settings Saved');
  await expect(save).toBeDisabled();

  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('switch', { name: 'Daily Reports' }).click();
  await expect(save).toHaveText('Save All Settings');
  await save.click();
  await expect(page.getByText('Settings saved.', { exact: true })).toBeVisible();
  await expect(save).toHaveText('All Settings Saved');

  // A fresh browser profile has no local copy: the server's setting applies.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('switch', { name: 'Daily Reports' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('changing the sign-in email asks for the current password', async ({ page }) => {
  await login(page, 'teacher', '/profile');
  const email = page.getByLabel('Email');
  await expect(page.getByLabel('Current Password')).toHaveCount(0);
  await email.fill('tom.new@example.org');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Please enter your current password to change your email address').first(),
  ).toBeVisible();
  await page.getByLabel('Current Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
  // Back to the address it signs in with: no password needed, nothing changed.
  await email.fill('teacher@example.com');
  await expect(page.getByLabel('Current Password')).toHaveCount(0);
  await page.reload();
  await expect(email).toHaveValue('teacher@example.com');
});

// A 4 × 4 PNG, made once: what a phone's photo stands in for here.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWP4f4YBjhAsvBwA+iIcscvkzGcAAAAASUVORK5CYII=',
  'base64',
);

test('a staff member changes and removes their profile photo', async ({ page }) => {
  await login(page, 'teacher', '/profile');
  await page.getByLabel('Choose a profile photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  });
  await expect(page.getByText('Photo updated', { exact: true })).toBeVisible();
  const photo = page.getByRole('img', { name: 'Profile photo of Tom Alvarez' });
  await expect(photo).toBeVisible();
  // What the browser shows is the server's square WebP, not the file sent.
  const shown = await page.request.get((await photo.getAttribute('src'))!);
  expect(shown.headers()['content-type']).toBe('image/webp');
  await page.reload();
  await expect(photo).toBeVisible();
  await page.getByRole('button', { name: 'Remove Photo' }).click();
  await expect(photo).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change Photo' })).toBeVisible();
});

test('a teacher sees where they are signed in and signs a lost phone out', async ({
  page,
  browser,
}) => {
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });
  const phonePage = await phone.newPage();
  await loginWithForm(phonePage, 'teacher');

  await login(page, 'teacher', '/settings');
  const devices = page.getByRole('list').filter({ hasText: 'This device' });
  await expect(devices.getByText('Safari on iOS')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
  await expect(page.getByText('The device was signed out', { exact: true })).toBeVisible();
  await expect(devices.getByText('Safari on iOS')).toHaveCount(0);
  await expect(devices.getByText('This device')).toBeVisible();

  // The phone is signed out at once: its next page is the sign-in page.
  await phonePage.reload();
  await expect(phonePage).toHaveURL(/\/login/);
  await phone.close();
});
