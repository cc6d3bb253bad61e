import { expect, login, test } from '../../fixtures.ts';
import { changeOwnSettings, expectSpeaks, type Language, say } from '../../languages.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fr = (id: string, values?: Record<string, unknown>) => say('fr', id, values);

// One director, several settings: one test at a time, and the settings put back at the end.
test.describe.configure({ mode: 'serial' });

test('a director switches to Français: the dashboard, a dialog and a toast speak French', async ({
  page,
}) => {
  await login(page, 'director');
  try {
    await page.goto('/settings');
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    await expect(page.getByRole('heading', { name: fr('staffSettings.title') })).toBeVisible();
    await expectSpeaks(page, 'fr');

    await page
      .getByRole('link', { name: fr('staffNav.dashboard') })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: fr('dashboard.title') })).toBeVisible();
    await expectSpeaks(page, 'fr');

    // A dialog, its validation messages, and after a check-in the toast: all in French.
    await page.getByRole('button', { name: fr('dashboard.quickAction.checkInOut') }).click();
    const dialog = page.getByRole('dialog', { name: fr('attendance.dialogTitle') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: fr('attendance.confirmCheckIn') }).click();
    await expect(dialog.getByText(fr('errors.selectChild'), { exact: true })).toBeVisible();
    await expectSpeaks(page, 'fr');
    const child = dialog.getByLabel(fr('pickers.child'));
    const name = (await child.locator('option').nth(1).textContent())!;
    await child.selectOption({ index: 1 });
    await dialog.getByLabel(fr('attendance.performedBy')).selectOption('Staff Member');
    const either = (a: string, b: string) => new RegExp(`^(${escape(a)}|${escape(b)})$`);
    await dialog
      .getByRole('button', {
        name: either(fr('attendance.confirmCheckIn'), fr('attendance.confirmCheckOut')),
      })
      .click();
    await expect(
      page.getByText(
        either(
          fr('attendance.checkedInToast', { name }),
          fr('attendance.checkedOutToast', { name }),
        ),
      ),
    ).toBeVisible();
  } finally {
    await changeOwnSettings(page, { language: 'en' });
  }
});

test('the date format and the time zone change what the dashboard shows', async ({ page }) => {
  await login(page, 'director');
  const { today, centre } = await page.evaluate(async () => {
    const stats = await (await fetch('/api/dashboard/stats')).json();
    return { today: stats.date as string, centre: await (await fetch('/api/centre')).json() };
  });
  expect(centre.timeZone).toBe('America/New_York');
  type Arrival = { childId: number; checkInTime: string | null };
  const attendance = async () =>
    (await (await page.request.get(`/api/attendance?date=${today}`)).json()) as Arrival[];
  let early = (await attendance()).find((r) => r.checkInTime);
  if (!early) {
    // Just after midnight at the centre nobody has arrived yet: a child arrives now.
    const records = await attendance();
    const children = (await (await page.request.get('/api/children')).json()) as { id: number }[];
    const absent = children.find((c) => !records.some((r) => r.childId === c.id))!;
    const arrived = await page.request.post('/api/attendance', {
      data: { childId: absent.id, checkInBy: 'Staff Member' },
    });
    expect(arrived.ok()).toBe(true);
    early = (await attendance()).find((r) => r.checkInTime);
  }
  expect(early, 'a child checked in today').toBeTruthy();
  const [h, m] = early!.checkInTime!.split(':').map(Number) as [number, number];
  const clock = (hour: number) =>
    `${hour % 12 || 12}:${String(m).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  // New York and Los Angeles change their clocks on the same days: three hours apart (an
  // arrival just after midnight in New York is the evening before in Los Angeles).
  const pacific = clock((h + 21) % 24);
  const eastern = clock(h);
  const table = page.getByRole('table', { name: /attendance/i });
  // The list shows 20 children at a time: the search brings this one into it.
  const child = (
    (await (await page.request.get('/api/children')).json()) as {
      id: number;
      firstName: string;
      lastName: string;
    }[]
  ).find((c) => c.id === early!.childId)!;
  const findChild = () =>
    page.getByLabel('Search children').fill(`${child.firstName} ${child.lastName}`);
  await findChild();
  try {
    await expect(table).toContainText(eastern);
    await expect(page.getByText(/\b\d{2}\/\d{2}\/\d{4}\b/).first()).toBeVisible();

    await changeOwnSettings(page, { dateFormat: 'YYYY-MM-DD', timezone: 'Pacific' });
    await findChild();
    await expect(table).toContainText(pacific);
    await expect(page.getByText(/\b\d{4}-\d{2}-\d{2}\b/).first()).toBeVisible();
    await expect(page.getByText(/\b\d{2}\/\d{2}\/\d{4}\b/)).toHaveCount(0);
  } finally {
    await changeOwnSettings(page, { dateFormat: 'MM/DD/YYYY', timezone: 'Eastern' });
  }
  await findChild();
  await expect(table).toContainText(eastern);
});

test('the staff dashboard passes axe in every language, with its lang attribute', async ({
  page,
}) => {
  await login(page, 'director');
  try {
    for (const language of ['es', 'fr', 'de'] as const satisfies Language[]) {
      await changeOwnSettings(page, { language });
      await expect(
        page.getByRole('heading', { name: say(language, 'dashboard.title') }),
      ).toBeVisible();
      await expectSpeaks(page, language);
    }
  } finally {
    await changeOwnSettings(page, { language: 'en' });
  }
});
