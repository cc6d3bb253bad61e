import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, loginWithForm, test } from '../../fixtures.ts';

/**
 * The door kiosk (issue 40, decision 070), as people click: a director sets the tablet up as
 * the kiosk from Settings; a parent sets a PIN on their phone and signs Aarav in at the
 * kiosk with it and a finger signature, then out with the code their portal shows; the code
 * works once; the sign-in/out sheet says it was the kiosk; a director revokes the kiosk.
 */
test.slow();

const pin = '480215';

/** A signature drawn across the pad with the mouse (a finger on the tablet). */
async function sign(page: Page) {
  const pad = page.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? -20 : 20));
  await page.mouse.up();
}

/** Only `name` ticked among the children offered. */
async function only(page: Page, name: string) {
  const boxes = page.getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    const label = (await box.locator('xpath=..').textContent()) ?? '';
    if ((await box.isEnabled()) && (await box.isChecked()) !== label.includes(name))
      await box.click();
  }
}

const narrow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('a director pairs a kiosk; a parent signs Aarav in with a PIN and out with the code', async ({
  page,
  browser,
}) => {
  // The tablet at the door: a director sets it up from Settings, and is signed out there.
  await login(page, 'director', '/settings');
  await page.getByRole('button', { name: 'Set up this device as the door kiosk' }).click();
  const setUp = page.getByRole('dialog', { name: 'Set up this device as the door kiosk' });
  await setUp.getByLabel('Kiosk name').fill('Front door');
  await setUp.getByRole('button', { name: 'Set up the kiosk' }).click();
  await expect(page).toHaveURL(/\/kiosk$/);
  await expect(page.getByRole('heading', { name: 'Sign in or out' })).toBeVisible();
  await expect(page.getByText('Front door')).toBeVisible();
  await expectAccessible(page);
  // The kiosk's device session reaches nothing of the staff portal's.
  expect((await page.request.get('/api/children')).status()).toBe(403);

  // The parent, on a phone, sets a PIN in Settings.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const parent = await phone.newPage();
  await login(parent, 'parent', '/parent-dashboard?view=settings');
  await parent.getByLabel('New PIN').fill('123456');
  await parent.getByRole('button', { name: 'Save PIN' }).click();
  await expect(parent.getByText(/too easy to guess/)).toBeVisible();
  await parent.getByLabel('New PIN').fill(pin);
  await parent.getByRole('button', { name: 'Save PIN' }).click();
  await expect(parent.getByText('Your kiosk PIN was saved.', { exact: true })).toBeVisible();
  const said = await parent.getByText(/^Your PIN is set\./).textContent();
  const last4 = said!.match(/type (\d{4})/)![1]!;
  await expectAccessible(parent);
  await narrow(parent);

  // At the kiosk: the phone's last four digits and the PIN; Aarav arrives.
  await page.getByRole('button', { name: 'Use my PIN' }).click();
  await page.getByLabel('Last 4 digits of your phone number').fill(last4);
  await page.getByLabel('Your PIN').fill('480216');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(/were not recognised/);
  await page.getByLabel('Your PIN').fill(pin);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Priya' })).toBeVisible();
  await page.getByRole('button', { name: 'Arriving (sign in)' }).click();
  await only(page, 'Aarav Patel');
  await expectAccessible(page);
  // A small tablet or a phone held up to the door: nothing sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await narrow(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByRole('button', { name: 'Next: sign' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in: Aarav Patel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await sign(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^Aarav Patel signed in at \d{2}:\d{2}\.$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Finish' }).click();

  // Leaving: the parent shows the code that changes every 30 seconds; the kiosk takes it
  // typed (this browser has no camera).
  await parent.getByRole('button', { name: 'Show my door code' }).click();
  const dialog = parent.getByRole('dialog', { name: 'Your door code' });
  await expect(dialog.getByRole('img', { name: 'QR code for the door kiosk' })).toBeVisible();
  await expectAccessible(parent, '[role="dialog"]');
  await narrow(parent);
  const code = (await dialog.getByTestId('kiosk-code').textContent())!;
  await page.getByRole('button', { name: 'Scan my code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Priya' })).toBeVisible();
  await page.getByRole('button', { name: 'Leaving (sign out)' }).click();
  await only(page, 'Aarav Patel');
  await page.getByRole('button', { name: 'Next: sign' }).click();
  await sign(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^Aarav Patel signed out at \d{2}:\d{2}\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();

  // The same code again: refused (used once, or expired by now).
  await page.getByRole('button', { name: 'Scan my code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(/already used|not valid or has expired/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The staff's sign-in/out sheet says who and how; a director revokes the kiosk.
  const office = await browser.newContext();
  const director = await office.newPage();
  await loginWithForm(director, 'director');
  const sheet = await (await director.request.get('/api/reports/sign-in-sheet')).json();
  const aarav = (sheet.rooms as { children: Record<string, unknown>[] }[])
    .flatMap((r) => r.children)
    .find((c) => c.childName === 'Aarav Patel');
  expect(aarav).toMatchObject({
    droppedOffBy: 'Priya Patel (parent)',
    checkInMethod: 'kiosk',
    checkOutMethod: 'kiosk',
  });
  // The sheet on the Reports page links each kiosk signature, kept as a PNG.
  await director.goto('/reports');
  const link = director
    .getByRole('region', { name: 'Sign-in/out sheet' })
    .getByRole('link', { name: 'Signature (Aarav Patel, arrival)' })
    .first();
  await expect(link).toBeVisible();
  const png = await director.request.get((await link.getAttribute('href'))!);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  await director.goto('/settings');
  await director.getByRole('button', { name: 'Revoke Front door' }).click();
  await director
    .getByRole('alertdialog', { name: 'Revoke Front door?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(director.getByText('The kiosk was revoked.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This device is not a kiosk' })).toBeVisible();
  await phone.close();
  await office.close();
});

test.describe('in the browser’s language', () => {
  test.use({ locale: 'de-DE' });

  test('a device that is not a kiosk says so, in German', async ({ page }) => {
    await page.goto('/kiosk');
    await expect(page.getByRole('heading', { name: 'Dieses Gerät ist kein Kiosk' })).toBeVisible();
    await expect(page.getByText(/Leitung richtet ein Tablet/)).toBeVisible();
  });
});
