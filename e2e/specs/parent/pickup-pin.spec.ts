import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, loginWithForm, test } from '../../fixtures.ts';
import { ChildrenPage } from '../../pages/children-page.ts';

/**
 * A kiosk PIN for a person on the pick-up list (issue 40, decision 072), as people click: a
 * guardian on a phone gives Grandma Rosa a PIN, shown once; Rosa brings Aarav in and collects
 * him at the door kiosk with it and her finger signature; the sign-in/out sheet names her;
 * staff see that she has a PIN; the guardian withdraws it and it stops working at once.
 */
test.slow();

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

const narrow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

async function identify(page: Page, last4: string, pin: string) {
  await page.getByRole('button', { name: 'Use my PIN' }).click();
  await page.getByLabel('Last 4 digits of your phone number').fill(last4);
  await page.getByLabel('Your PIN').fill(pin);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signAarav(page: Page, action: 'Arriving (sign in)' | 'Leaving (sign out)') {
  await page.getByRole('button', { name: action }).click();
  // Rosa is on Aarav's list only: he is the one child offered.
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: /Aarav Patel/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next: sign' }).click();
  await sign(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test('a guardian gives Grandma Rosa a kiosk PIN; she collects Aarav at the kiosk with it', async ({
  page,
  browser,
}) => {
  // The tablet at the door, set up by a director.
  await login(page, 'director', '/settings');
  await page.getByRole('button', { name: 'Set up this device as the door kiosk' }).click();
  const setUp = page.getByRole('dialog', { name: 'Set up this device as the door kiosk' });
  await setUp.getByLabel('Kiosk name').fill('Front door');
  await setUp.getByRole('button', { name: 'Set up the kiosk' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in or out' })).toBeVisible();

  // The guardian, on a phone: Rosa on Aarav's list, then a PIN for her.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const parent = await phone.newPage();
  await login(parent, 'parent', '/parent-dashboard?view=pickup');
  await parent.getByRole('button', { name: 'Add a person' }).click();
  const add = parent.getByRole('dialog', { name: /^Add a person who may collect Aarav Patel/ });
  await add.getByLabel('Full name').fill('Rosa Patel');
  await add.getByLabel('Relationship to the child').fill('grandmother');
  await add.getByLabel('Phone', { exact: true }).fill('(555) 310-4444');
  await add.getByRole('button', { name: 'Add a person' }).click();
  const list = parent.getByRole('region', { name: 'Who may collect' });
  await list.getByRole('button', { name: 'Give Rosa Patel a kiosk PIN' }).click();
  const dialog = parent.getByRole('dialog', { name: 'A kiosk PIN for Rosa Patel' });
  await expectAccessible(parent, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Give the PIN' }).click();
  const shown = dialog.getByTestId('pickup-pin');
  await expect(shown).toHaveText(/^\d{6}$/);
  const pin = (await shown.textContent())!;
  await expect(dialog.getByText(/types 4444 \(their phone’s last 4 digits\)/)).toBeVisible();
  await expect(dialog.getByText('For: Aarav Patel')).toBeVisible();
  await expectAccessible(parent, '[role="dialog"]');
  await narrow(parent);
  await dialog.getByRole('button', { name: 'Done' }).click();
  // Shown once: the list says a PIN was given, never which.
  await expect(list.getByText(/^Kiosk PIN given on/)).toBeVisible();
  await expect(parent.getByText(pin)).toHaveCount(0);
  await narrow(parent);

  // At the kiosk, Rosa brings Aarav in, and later collects him.
  await identify(page, '4444', pin);
  await expect(page.getByRole('heading', { name: 'Hello, Rosa' })).toBeVisible();
  await signAarav(page, 'Arriving (sign in)');
  await expect(page.getByText(/^Aarav Patel signed in at \d{2}:\d{2}\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await identify(page, '4444', pin);
  await signAarav(page, 'Leaving (sign out)');
  await expect(page.getByText(/^Aarav Patel signed out at \d{2}:\d{2}\.$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Finish' }).click();

  // The sign-in/out sheet names her as who brought and collected him, at the kiosk.
  const office = await browser.newContext();
  const director = await office.newPage();
  await loginWithForm(director, 'director');
  const sheet = await (await director.request.get('/api/reports/sign-in-sheet')).json();
  const aarav = (sheet.rooms as { children: Record<string, unknown>[] }[])
    .flatMap((r) => r.children)
    .find((c) => c.childName === 'Aarav Patel');
  expect(aarav).toMatchObject({
    droppedOffBy: 'Rosa Patel (grandmother)',
    pickedUpBy: 'Rosa Patel (grandmother)',
    checkInMethod: 'kiosk',
    checkOutMethod: 'kiosk',
  });

  // Staff see on Aarav's list that Rosa has a PIN, never the PIN.
  await director.goto('/children');
  const children = new ChildrenPage(director);
  await children.search('Aarav Patel');
  const profile = await children.view('Aarav Patel');
  const staffList = profile.getByRole('region', { name: 'Who may collect' });
  await expect(staffList.getByText(/^Kiosk PIN given on/)).toBeVisible();
  await expect(profile.getByText(pin)).toHaveCount(0);
  await expect(staffList.getByRole('button', { name: /a kiosk PIN$/ })).toHaveCount(0);

  // The guardian withdraws the PIN: it stops at once.
  await list.getByRole('button', { name: 'Withdraw the kiosk PIN of Rosa Patel' }).click();
  await expect(
    parent.getByText('The kiosk PIN of Rosa Patel no longer works.', { exact: true }),
  ).toBeVisible();
  await expect(list.getByText(/^Kiosk PIN given on/)).toHaveCount(0);
  await identify(page, '4444', pin);
  await expect(page.getByRole('alert')).toHaveText(/were not recognised/);
  await phone.close();
  await office.close();
});
