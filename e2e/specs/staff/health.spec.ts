import type { Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';

// Health records (decision 066): a medication from the parent's authorisation to a logged
// dose the parent sees; an allergy where staff take the child in and on the room's list.
test.slow();

type Child = { id: number; firstName: string; lastName: string; room: string };

/** Aarav Patel, the demo parent's child, as the API lists him. */
async function aarav(page: Page): Promise<Child> {
  const all = (await (await page.request.get('/api/children')).json()) as Child[];
  return all.find((c) => c.firstName === 'Aarav' && c.lastName === 'Patel')!;
}

/** The centre's today and the day after tomorrow, as the server says them. */
async function centreDays(page: Page) {
  const today = (
    (await (await page.request.get('/api/dashboard/stats')).json()) as { date: string }
  ).date;
  const later = new Date(Date.parse(`${today}T12:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { today, later };
}

test('a parent authorises a medication, a teacher logs a dose, the parent sees it', async ({
  page,
  browser,
}) => {
  await login(page, 'teacher', '/dashboard');
  const child = await aarav(page);
  const { today, later } = await centreDays(page);

  // The parent, on a phone.
  const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const parent = await parentContext.newPage();
  try {
    await login(parent, 'parent', `/parent-dashboard?view=health&child=${child.id}`);
    await expect(parent.getByRole('heading', { name: 'Health', exact: true })).toBeVisible();
    await parent.getByRole('button', { name: 'Authorise medication' }).click();
    const form = parent.getByRole('dialog', { name: 'Authorise medication for Aarav Patel' });
    await form.getByLabel('Medication', { exact: true }).fill('Amoxicillin');
    await form.getByLabel('Dose', { exact: true }).fill('5');
    await form.getByLabel('When', { exact: true }).selectOption({ label: 'As needed' });
    await form.getByLabel('When it is needed').fill('Ear pain');
    await form.getByLabel('At most, doses a day').fill('3');
    await form.getByLabel('First day').fill(today);
    await form.getByLabel('Last day').fill(later);
    await form.getByLabel('Prescriber (optional)').fill('Dr. Chen');
    // Unsigned, it is not sent.
    await form.getByRole('button', { name: 'Sign and send' }).click();
    await expect(form.getByText('Please type your full name to sign')).toBeVisible();
    await form.getByLabel('Signature: type your full name').fill('Priya Patel');
    await form.getByRole('button', { name: 'Sign and send' }).click();
    await expect(
      parent.getByText('Amoxicillin sent to the centre for acceptance', { exact: true }),
    ).toBeVisible();
    await expect(parent.getByText('Awaiting staff acceptance', { exact: true })).toBeVisible();
    // Nothing wider than the phone.
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The teacher accepts it and logs a dose.
    await page.goto(`/children/${child.id}/health`);
    await page.getByRole('button', { name: 'Accept Amoxicillin' }).click();
    await expect(
      page.getByText('Amoxicillin accepted: doses can be logged', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Log dose of Amoxicillin' }).click();
    const dose = page.getByRole('dialog', { name: 'Log a dose of Amoxicillin' });
    // Just after the centre's midnight: always earlier than now, on the centre's day.
    await dose.getByLabel('Time given').fill('00:01');
    await dose.getByLabel('Amount').fill('7');
    await dose.getByLabel('Given by').selectOption({ index: 1 });
    await dose.getByRole('button', { name: 'Log dose' }).click();
    // More than authorised: refused, with the reason.
    await expect(dose.getByRole('alert')).toHaveText(
      'More than authorised: the dose is at most 5 ml',
    );
    await dose.getByLabel('Amount').fill('5');
    await dose.getByRole('button', { name: 'Log dose' }).click();
    await expect(page.getByText('Dose of Amoxicillin logged', { exact: true })).toBeVisible();
    await expect(page.getByTestId('dose-entry')).toHaveCount(1);

    // The parent sees it.
    await parent.reload();
    await expect(parent.getByTestId('dose-entry')).toContainText('5 ml, given by');
  } finally {
    await parentContext.close();
  }
});

test('an allergy shows in the check-in dialog and on the room’s printable list', async ({
  page,
}) => {
  await login(page, 'teacher', '/dashboard');
  const child = await aarav(page);
  await page.goto(`/children/${child.id}/health`);
  await page.getByRole('button', { name: 'Add allergy or condition' }).click();
  const add = page.getByRole('dialog', { name: 'Add allergy or condition' });
  await add.getByLabel('Allergen or condition').fill('Sesame');
  await add.getByLabel('Severity').selectOption({ label: 'Severe / anaphylaxis' });
  await add.getByLabel('What to do').fill('Auto-injector, then call 911');
  await add.getByLabel('Emergency medication').fill('EpiPen Jr');
  await add.getByLabel('Where it is kept').fill('Office, red bag');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sesame saved', { exact: true })).toBeVisible();

  await page.goto('/dashboard');
  await page.getByLabel('Search children').fill('Aarav Patel');
  const row = page.getByRole('row', { name: /Aarav Patel/ });
  await expect(row.getByText('Severe allergy: Sesame')).toBeVisible();
  await row.getByRole('button', { name: /^Check (In|Out) Aarav Patel$/ }).click();
  const checkIn = page.getByRole('dialog', { name: 'Check In/Out' });
  await expect(checkIn.getByTestId('health-alert')).toContainText('Sesame (Severe / anaphylaxis)');
  await checkIn.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/health');
  await page.getByLabel('Room', { exact: true }).selectOption({ label: child.room });
  await expect(page.getByRole('link', { name: 'Aarav Patel' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download allergy list (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^allergy-list-.+\.pdf$/);
  await expect(page.getByText('Download complete', { exact: true })).toBeVisible();
});
