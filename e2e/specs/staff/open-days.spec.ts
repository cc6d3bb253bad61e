import { expect, login, test } from '../../fixtures.ts';

// Open days and closures (decision 073): on a 390 px phone a director adds "Winter break",
// opens on Saturdays and then unticks Saturday and Sunday again; a parent sees the open days
// and the coming closure on the dashboard. The alert itself is the API tests' (a pinned
// clock): this run turns it off (e2e/global-setup.ts).

const phone = { width: 390, height: 844 };

/** The calendar day `days` after today, YYYY-MM-DD (UTC's day is near enough for a month ahead). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a director adds Winter break and sets the open weekdays on a phone; a parent sees them', async ({
  page,
  browser,
}) => {
  test.slow(); // two portals, and the Settings page on a phone
  await page.setViewportSize(phone);
  await login(page, 'director', '/settings');
  const card = page.getByRole('region', { name: 'Opening Hours' });
  const saturday = card.getByRole('checkbox', { name: 'Saturday' });
  const sunday = card.getByRole('checkbox', { name: 'Sunday' });
  const saveDays = card.getByRole('button', { name: 'Save Open Days' });
  // Monday to Friday until a director says otherwise.
  await expect(card.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  await expect(saturday).not.toBeChecked();
  await expect(sunday).not.toBeChecked();

  const start = inDays(30);
  const end = inDays(38);
  try {
    await saturday.check();
    await saveDays.click();
    await expect(page.getByText('Open days saved.', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Add Closure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a closure' });
    // The last day before the first is refused where it is typed.
    await dialog.getByLabel('Name').fill('Winter break');
    await dialog.getByLabel('First day').fill(end);
    await dialog.getByLabel('Last day').fill(start);
    await dialog.getByRole('button', { name: 'Add Closure' }).click();
    await expect(dialog.getByText('The last day cannot be before the first day')).toBeVisible();
    await dialog.getByLabel('First day').fill(start);
    await dialog.getByLabel('Last day').fill(end);
    await dialog.getByRole('button', { name: 'Add Closure' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Winter break added.', { exact: true })).toBeVisible();
    const upcoming = card.getByRole('list', { name: 'Upcoming closures' });
    await expect(upcoming.getByText('Winter break', { exact: true })).toBeVisible();
    // Nothing runs off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );

    // A parent plans by it: the open days and the closure on the dashboard.
    const family = await browser.newContext({ viewport: phone });
    try {
      const parent = await family.newPage();
      await login(parent, 'parent');
      await expect(parent.getByText('Open: Mon, Tue, Wed, Thu, Fri, Sat')).toBeVisible();
      await expect(
        parent.getByRole('list', { name: 'Upcoming closures' }).getByText('Winter break'),
      ).toBeVisible();
    } finally {
      await family.close();
    }

    // Back to weekdays only: Saturday and Sunday unticked, and so they stay.
    await saturday.uncheck();
    await expect(sunday).not.toBeChecked();
    await saveDays.click();
    await expect(page.getByText('Open days saved.', { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(saturday).not.toBeChecked();
    await expect(sunday).not.toBeChecked();
    await expect(card.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
  } finally {
    // The run's other specs share this centre: the closure goes, the days are the demo's.
    const closures = (await (await page.request.get('/api/centre/closures')).json()) as {
      closures: { id: number; name: string }[];
    };
    for (const closure of closures.closures.filter((c) => c.name === 'Winter break'))
      await page.request.delete(`/api/centre/closures/${closure.id}`);
    await page.request.put('/api/centre/open-days', { data: { openWeekdays: [1, 2, 3, 4, 5] } });
  }
});
