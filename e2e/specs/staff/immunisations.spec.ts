import type { Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';

// Immunisations (decision 066): the director's report lists a child with a dose missing and
// downloads as CSV; a parent on a phone sees what is due next and records a dose, which a
// teacher verifies.
test.slow();

type Child = { id: number; firstName: string; lastName: string };
type Immunisation = { id: number; vaccine: string; doseNumber: number; verifiedAt: string | null };

/** The English names the card gives the vaccines the test touches. */
const names: Record<string, string> = {
  dtap: 'DTaP (diphtheria, tetanus, pertussis)',
  hib: 'Hib (Haemophilus influenzae type b)',
  ipv: 'IPV (polio)',
  mmr: 'MMR (measles, mumps, rubella)',
  varicella: 'Varicella (chickenpox)',
  hepA: 'Hepatitis A',
  hepB: 'Hepatitis B',
  pcv: 'PCV (pneumococcal)',
  influenza: 'Influenza (flu)',
};

/** Aarav Patel, the demo parent's child, as the API lists him. */
async function aarav(page: Page): Promise<Child> {
  const all = (await (await page.request.get('/api/children')).json()) as Child[];
  return all.find((c) => c.firstName === 'Aarav' && c.lastName === 'Patel')!;
}

test("the director's report lists a child with a missing dose, and downloads as CSV", async ({
  page,
}) => {
  await login(page, 'director', '/dashboard');
  const child = await aarav(page);
  const record = (await (
    await page.request.get(`/api/children/${child.id}/immunisations`)
  ).json()) as { immunisations: Immunisation[] };
  // A verified dose the demo recorded: removed, it is missing again.
  const dose = record.immunisations.filter((i) => i.verifiedAt !== null).at(-1)!;
  const name = `${names[dose.vaccine]}, dose ${dose.doseNumber}`;
  await page.goto(`/children/${child.id}/health`);
  await page.getByRole('button', { name: /^Verified doses \(\d+\)$/ }).click();
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Remove ${name}?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText(`Removed: ${name}`, { exact: true })).toBeVisible();

  await page.goto('/health');
  const report = page.getByRole('list', { name: 'Immunisations missing or overdue' });
  const row = report.getByRole('listitem').filter({ hasText: 'Aarav Patel' });
  await expect(row).toContainText(name);
  await expect(row.getByRole('link', { name: 'Aarav Patel' })).toHaveAttribute(
    'href',
    `/children/${child.id}/health`,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^immunisation-report-.+\.csv$/);
  await expect(page.getByText('Report downloaded', { exact: true })).toBeVisible();

  // On a phone: the report, the schedule's editor and the child's record fit its width.
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  await fits();
  await page.getByRole('button', { name: 'Edit schedule' }).click();
  const schedule = page.getByRole('dialog', { name: 'Immunisation schedule' });
  await expect(schedule.getByLabel('Age due (months)').first()).toBeVisible();
  await fits();
  await schedule.getByRole('button', { name: 'Cancel' }).click();
  await page.goto(`/children/${child.id}/health`);
  await expect(page.getByTestId('immunisation-status')).toBeVisible();
  await fits();
});

test('a parent sees what is due next and records a dose; a teacher verifies it', async ({
  page,
  browser,
}) => {
  await login(page, 'teacher', '/dashboard');
  const child = await aarav(page);
  const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const parent = await parentContext.newPage();
  try {
    await login(parent, 'parent', `/parent-dashboard?view=health&child=${child.id}`);
    const status = parent.getByTestId('immunisation-status');
    await expect(status).toContainText(/Next due: .+, dose \d+, on |Nothing more is due/);
    await parent.getByRole('button', { name: 'Record a dose' }).click();
    const form = parent.getByRole('dialog', { name: 'Record a dose' });
    await form.getByLabel('Vaccine').selectOption({ label: names.influenza! });
    await form.getByLabel('Dose number').fill('5');
    // Empty, the day is asked for.
    await form.getByRole('button', { name: 'Save dose' }).click();
    await expect(form.getByText('Date given is required')).toBeVisible();
    const today = new Date().toISOString().slice(0, 10);
    await form.getByLabel('Date given').fill(yesterdayOf(today));
    await form.getByRole('button', { name: 'Save dose' }).click();
    const name = `${names.influenza}, dose 5`;
    await expect(parent.getByText(`Recorded: ${name}`, { exact: true })).toBeVisible();
    const entry = parent.getByRole('listitem').filter({ hasText: name });
    await expect(entry.getByText('Awaiting verification')).toBeVisible();
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.goto(`/children/${child.id}/health`);
    await page.getByRole('button', { name: `Verify ${name}` }).click();
    await expect(page.getByText(`Verified: ${name}`, { exact: true })).toBeVisible();
    await parent.reload();
    await expect(
      parent.getByRole('listitem').filter({ hasText: name }).getByText('Awaiting verification'),
    ).toHaveCount(0);
  } finally {
    await parentContext.close();
  }
});

/** The day before `day`: never in the future, whatever the centre's zone says today is. */
function yesterdayOf(day: string) {
  return new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
