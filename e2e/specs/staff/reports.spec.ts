import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type {
  RatioComplianceResponse,
  SignInSheetResponse,
} from '../../../contract/licensing-reports.ts';
import type { ReportSummaryResponse } from '../../../contract/reports.ts';
import { expect, login, test } from '../../fixtures.ts';

/** What the server counts for a choice: the second witness for the figures on screen. */
async function summary(page: Page, query: string): Promise<ReportSummaryResponse> {
  const res = await page.request.get(`/api/reports/summary?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ReportSummaryResponse;
}

const tile = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Summary' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });

/** The four tiles say exactly the server's figures. */
async function expectTiles(page: Page, report: ReportSummaryResponse) {
  const { totalChildren, attendanceRate, incidents, activities } = report.tiles;
  const says = (label: string, value: string) =>
    expect(tile(page, label)).toHaveText(new RegExp(`^${label}\\s*${value}$`));
  const n = (value: number) => value.toLocaleString('en-US');
  await says('Total Children', n(totalChildren));
  await says('Attendance Rate', `${n(attendanceRate)}%`);
  await says('Incidents', n(incidents));
  await says('Activities', n(activities));
}

test('a director chooses period and room, reads every tab and exports the room’s attendance', async ({
  page,
}) => {
  test.slow(); // a download
  // The charts' library may say nothing in the console and break no content policy.
  const reported: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') reported.push(m.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`csp: ${e.violatedDirective}`),
    ),
  );
  await login(page, 'director', '/reports');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Today, all rooms: the figures the server counts.
  const today = await summary(page, 'period=today&room=all');
  await expectTiles(page, today);

  // This month, then the Infant Room only: what is fetched changes, and the screen with it.
  await page.getByLabel('Period').selectOption({ label: 'This Month' });
  const month = await summary(page, 'period=month&room=all');
  await expectTiles(page, month);
  await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Infant Room' });
  const infants = await summary(page, 'period=month&room=infants');
  expect(infants.tiles.totalChildren).toBeLessThan(month.tiles.totalChildren);
  await expectTiles(page, infants);
  // The choice is in the address: a reload shows the same report.
  await expect(page).toHaveURL(/\?period=month&room=infants$/);
  await page.reload();
  await expect(page.getByLabel('Period')).toHaveValue('month');
  await expect(page.getByLabel('Room', { exact: true })).toHaveValue('infants');
  await expectTiles(page, infants);

  // Each tab.
  for (const tab of ['Overview', 'Attendance', 'Incidents', 'Activities']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  // The Activities tab lists the month's last 10 (or says there are none).
  const activities = page.getByRole('tabpanel');
  if (infants.recentActivities.length === 0)
    await expect(activities.getByText('No activities have been logged yet.')).toBeVisible();
  else await expect(activities).toContainText(infants.recentActivities[0]!.activity);

  // Export on the Attendance tab: the month's CSV of the Infant Room only.
  await page.getByRole('tab', { name: 'Attendance' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `attendance-${infants.start}-to-${infants.end}-infants.csv`,
  );
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .split('\r\n')
    .filter((line) => line !== '');
  expect(lines[0]).toBe('Date,Child,Room,Status,Check In,Check Out,Checked In By,Checked Out By');
  const rows = lines.slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.split(',')[2]).toBe('Infant Room');
  // One row per child per day present in the room: as many as the days' present counts.
  const present = infants.attendance.days.reduce((sum, day) => sum + day.present, 0);
  expect(rows).toHaveLength(present);
  await expect(page.getByText('Download complete', { exact: true })).toBeVisible();
  expect(reported).toEqual([]);
});

test('a custom period in the wrong order is explained, not fetched', async ({ page }) => {
  await login(page, 'director', '/reports');
  await page.getByLabel('Period').selectOption({ label: 'Custom' });
  await page.getByLabel('Start date').fill('2026-11-20');
  await page.getByLabel('End date').fill('2026-11-10');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The start date must be on or before the end date' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeDisabled();
  await page.getByLabel('End date').fill('2026-11-21');
  await expect(page.getByText(/to .*, All Rooms/)).toBeVisible();
});

test('fits a 390 px phone: controls, tiles, tabs and lists without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'director', '/reports');
  await page.getByLabel('Period').selectOption({ label: 'This Week' });
  for (const tab of ['Overview', 'Attendance', 'Incidents', 'Activities']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, tab).toBeLessThanOrEqual(390);
  }
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
});

test('a director browses the audit log by record type; staff do not see it', async ({
  page,
  browser,
}) => {
  await login(page, 'director');
  const title = `Audit fair ${Date.now()}`;
  const created = await page.request.post('/api/events', {
    data: {
      title,
      date: '2030-06-01',
      time: '10:00 AM',
      description: '',
      type: 'general',
      participants: '',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto('/reports');
  const log = page.getByRole('region', { name: 'Audit Log' });
  await log.getByLabel('Record type').selectOption({ label: 'Event' });
  await log.getByLabel('Record id').fill(String(id));
  // The demo centre's own events are in the log too: once the id filter applies, one row is left.
  // In words (issue 35): the action as a sentence, the record by its name, no codes.
  await expect(log.getByRole('cell', { name: 'Added an event' })).toHaveCount(1);
  await expect(log.getByRole('cell', { name: `Event: ${title}` })).toBeVisible();
  await expect(log.getByText('event.create')).toHaveCount(0);
  await expect(log.getByRole('cell', { name: 'Dana Whitfield' }).first()).toBeVisible();

  // A teacher in a browser of their own (signing in after a sign-out here may return to
  // /reports rather than the dashboard the sign-in helper expects).
  const teacher = await (await browser.newContext()).newPage();
  await login(teacher, 'teacher', '/reports');
  await expect(teacher.getByRole('list', { name: 'Summary' })).toBeVisible();
  await expect(teacher.getByRole('region', { name: 'Audit Log' })).toHaveCount(0);
});

/** The calendar day `days` after `day` (YYYY-MM-DD). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isWeekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

test('a director reads ratio compliance and downloads a past day’s sign-in/out sheet', async ({
  page,
}) => {
  test.slow(); // two downloads
  await login(page, 'director');
  // The centre's today (the sheet's default day). Past days only: today's still changes.
  const todaySheet = await page.request.get('/api/reports/sign-in-sheet?room=infants');
  const today = ((await todaySheet.json()) as SignInSheetResponse).date;
  const start = addDays(today, -13);
  const end = addDays(today, -1);
  await page.goto(`/reports?period=custom&start=${start}&end=${end}&room=infants`);

  const ratios = (await (
    await page.request.get(
      `/api/reports/ratios?period=custom&start=${start}&end=${end}&room=infants`,
    )
  ).json()) as RatioComplianceResponse;
  expect(ratios.days.length).toBeGreaterThan(0);
  const card = page.getByRole('region', { name: 'Ratio compliance' });
  const monthly = card.getByRole('region', { name: 'Monthly summary' });
  for (const month of ratios.months) {
    await expect(monthly.getByRole('row').filter({ hasText: 'Infant Room' }).first()).toBeVisible();
    await expect(monthly).toContainText(`${month.minutesOutOfRatio} min`);
  }
  const out = ratios.days.filter((d) => d.minutesOutOfRatio > 0);
  if (out.length === 0)
    await expect(
      card.getByText('Every room stayed within its ratio in this period.'),
    ).toBeVisible();
  else
    await expect(
      card.getByRole('region', { name: 'Days out of ratio' }).getByRole('row'),
    ).toHaveCount(out.length + 1);
  const [ratioFile] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Export ratios' }).click(),
  ]);
  expect(ratioFile.suggestedFilename()).toBe(`ratios-${start}-to-${end}-infants.csv`);
  const lines = fs
    .readFileSync(await ratioFile.path(), 'utf8')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('Date,Room,Ratio,Minutes out of ratio,Most children at once,Staff short');
  expect(lines).toHaveLength(ratios.days.length + 1);

  // The last weekday before today: the Infant Room's sheet, on screen and as a PDF.
  let day = end;
  while (!isWeekday(day)) day = addDays(day, -1);
  const sheetCard = page.getByRole('region', { name: 'Sign-in/out sheet', exact: true });
  await sheetCard.getByLabel('Day').fill(day);
  const sheet = (await (
    await page.request.get(`/api/reports/sign-in-sheet?date=${day}&room=infants`)
  ).json()) as SignInSheetResponse;
  const children = sheet.rooms[0]!.children;
  expect(children.length).toBeGreaterThan(0);
  const arrived = children.find((c) => c.droppedOffBy)!;
  const rows = sheetCard.getByRole('row').filter({ hasText: arrived.childName });
  await expect(rows).toContainText(arrived.droppedOffBy!);
  await expect(sheetCard.getByRole('row')).toHaveCount(children.length + 1);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    sheetCard.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`sign-in-sheet-${day}-infants.pdf`);
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
