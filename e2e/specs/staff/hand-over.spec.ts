import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, login, test } from '../../fixtures.ts';
import { attendanceOf, CheckInOutDialog, collector } from '../../pages/attendance-dialog.ts';
import { ChildrenPage } from '../../pages/children-page.ts';
import { ParentDashboardPage } from '../../pages/parent-dashboard-page.ts';

/**
 * Safe hand-over (issue 40, decision 065), as people click: a guardian adds a grandparent
 * to the pick-up list with a photo and reports the other child's absence; a director records
 * a person the child must not be released to; check-out offers the grandparent with the photo
 * and stops on the restricted name; the parent sees who brought and collected the child; the
 * staff dashboard shows the reported absence.
 */
test.slow();

const photo = () =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: '#7a5230' } })
    .png()
    .toBuffer();

test('a grandparent on the list collects; a restricted name stops the check-out', async ({
  page,
  browser,
}) => {
  // The guardian, on a phone: adds Grandma Rosa to Aarav's list, with her photo.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const parent = await phone.newPage();
  await login(parent, 'parent', '/parent-dashboard?view=pickup');
  await expect(parent.getByRole('heading', { name: 'Pick-up and absences' })).toBeVisible();
  await parent.getByRole('button', { name: 'Add a person' }).click();
  const add = parent.getByRole('dialog', { name: /^Add a person who may collect Aarav Patel/ });
  await add.getByLabel('Full name').fill('Rosa Patel');
  await add.getByLabel('Relationship to the child').fill('grandmother');
  await add.getByLabel('Phone', { exact: true }).fill('(555) 310-4444');
  await add.getByLabel(/^Last four characters/).fill('x9k2');
  await expectAccessible(parent, '[role="dialog"]');
  await add.getByRole('button', { name: 'Add a person' }).click();
  await expect(
    parent.getByText('Rosa Patel may now collect the child.', { exact: true }),
  ).toBeVisible();
  const list = parent.getByRole('region', { name: 'Who may collect' });
  await expect(list.getByText('ID ends in X9K2')).toBeVisible();
  await list.getByLabel('Add a photo Rosa Patel').setInputFiles({
    name: 'rosa.png',
    mimeType: 'image/png',
    buffer: await photo(),
  });
  await expect(
    parent.getByText('The photo of Rosa Patel is saved. Only staff see it.', { exact: true }),
  ).toBeVisible();
  // The family never sees the photo back: only that there is one.
  await expect(list.getByText(/photo on file/)).toBeVisible();
  await expect(list.getByRole('img', { name: 'Photo of Rosa Patel' })).toHaveCount(0);

  // … and reports that Anika is sick today.
  await new ParentDashboardPage(parent).pickChild('Anika Patel');
  const absence = parent.getByRole('form', { name: 'Report an absence for Anika Patel' });
  await absence.getByLabel('Reason').selectOption({ label: 'Sick' });
  await absence.getByLabel('Note (optional)').fill('ear infection');
  await absence.getByRole('button', { name: 'Report the absence' }).click();
  await expect(
    parent.getByText('The centre knows Anika Patel will be absent.', { exact: true }),
  ).toBeVisible();
  await expectAccessible(parent);
  expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );

  // The director records a restriction on Aarav's profile, where Rosa's photo shows.
  await login(page, 'director', '/children');
  const children = new ChildrenPage(page);
  await children.search('Aarav Patel');
  const profile = await children.view('Aarav Patel');
  const pickup = profile.getByRole('region', { name: 'Who may collect' });
  await expect(pickup.getByRole('img', { name: 'Photo of Rosa Patel' })).toBeVisible();
  await profile.getByRole('button', { name: 'Record a restriction' }).click();
  const restriction = page.getByRole('dialog', { name: /must not be released to$/ });
  await restriction.getByLabel('Full name').fill('Dan Ward');
  await restriction.getByLabel('Note or court order').fill('Court order 2026-0412');
  await restriction.getByRole('button', { name: 'Save the restriction' }).click();
  await expect(restriction).toHaveCount(0);
  await expect(
    profile
      .getByRole('region', { name: 'Do not release to' })
      .getByText('Do not release to Dan Ward'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The dashboard shows Anika's reported absence in the attendance table.
  await page.goto('/');
  await expect(
    page.getByText('Absent — reported by Priya Patel: ear infection').first(),
  ).toBeVisible();

  // Aarav arrives with his mother, then someone comes for him.
  const dialog = new CheckInOutDialog(page);
  await dialog.record('Aarav Patel', 'Check In', 'Priya Patel (parent)');
  await expect(
    page.getByText('Aarav Patel checked in successfully!', { exact: true }),
  ).toBeVisible();
  const open = await dialog.open();
  await open.getByLabel('Child').selectOption({ label: 'Aarav Patel' });
  await expect(open.getByRole('radio', { name: 'Check Out' })).toBeChecked();
  const group = open.getByRole('group', { name: 'Who is collecting the child?' });
  await expect(group.getByRole('img', { name: 'Photo of Rosa Patel' })).toBeVisible();

  // Typing the restricted name warns at once; confirming is refused, the directors alerted.
  await collector(open, 'Someone else').check();
  await open.getByLabel('Their full name').fill('dan ward');
  await expect(open.getByText('Do not release the child to Dan Ward.')).toBeVisible();
  await open.getByLabel('Approving director').selectOption({ index: 1 });
  await open.getByLabel('Director’s password').fill('daycare-demo');
  await open.getByRole('button', { name: 'Confirm Check Out' }).click();
  await expect(open.getByText('Stop: do not release the child')).toBeVisible();
  await expect(open.getByText(/The directors have been alerted/)).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  expect((await attendanceOf(page, (await aaravId(page))!))?.checkOutTime).toBeNull();

  // Grandma Rosa, her ID checked, takes him home.
  await collector(open, 'Rosa Patel').check();
  await open.getByLabel('ID checked').check();
  await open.getByRole('button', { name: 'Confirm Check Out' }).click();
  await expect(
    page.getByText('Aarav Patel checked out successfully!', { exact: true }),
  ).toBeVisible();
  expect(await attendanceOf(page, (await aaravId(page))!)).toMatchObject({
    checkInBy: 'Priya Patel (parent)',
    checkOutBy: 'Rosa Patel (grandmother)',
  });

  // The family sees when he arrived and left, and who brought and collected him.
  await parent.goto('/parent-dashboard');
  await new ParentDashboardPage(parent).pickChild('Aarav Patel');
  const today = parent.getByRole('region', { name: 'Today’s drop-off and pick-up' });
  await expect(today.getByText(/^Arrived at .+, brought by Priya Patel \(parent\)$/)).toBeVisible();
  await expect(
    today.getByText(/^Left at .+, collected by Rosa Patel \(grandmother\)$/),
  ).toBeVisible();
  await phone.close();
});

async function aaravId(page: Page) {
  const all = (await (await page.request.get('/api/children')).json()) as {
    id: number;
    firstName: string;
    lastName: string;
  }[];
  return all.find((c) => c.firstName === 'Aarav' && c.lastName === 'Patel')?.id;
}
