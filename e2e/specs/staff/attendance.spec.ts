import { expect, login, test } from '../../fixtures.ts';
import {
  attendanceOf,
  CheckInOutDialog,
  childNotCheckedIn,
  collector,
  fullName,
} from '../../pages/attendance-dialog.ts';
import { DashboardPage } from '../../pages/dashboard-page.ts';

/** '08:15' (the centre's clock) as the teacher reads it: on Eastern time like the centre. */
const twelveHour = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

test('checks a child in and out from Quick Actions, with the spec’s toasts', async ({ page }) => {
  await login(page, 'teacher');
  const child = await childNotCheckedIn(page);
  const name = fullName(child);
  const dialog = new CheckInOutDialog(page);

  await dialog.record(name, 'Check In', 'Staff Member');
  await expect(page.getByText(`${name} checked in successfully!`, { exact: true })).toBeVisible();
  await expect(dialog.dialog()).toBeHidden();
  const checkedIn = await attendanceOf(page, child.id);
  expect(checkedIn).toMatchObject({ checkInBy: 'Staff Member', checkOutTime: null });
  expect(checkedIn?.checkInTime).toMatch(/^\d\d:\d\d$/);
  expect(['present', 'late']).toContain(checkedIn?.status);

  // Checking in twice is refused with the server's words.
  await dialog.record(name, 'Check In', 'Other Authorized Guardian');
  await expect(
    page.getByText(`${name} is already checked in today.`, { exact: true }),
  ).toBeVisible();
  await dialog.dialog().getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.dialog()).toBeHidden();

  // Reopened for this child, the dialog shows the day so far and suggests checking out.
  const open = await dialog.open();
  await open.getByLabel('Child').selectOption({ label: name });
  // It also says who recorded it: the signed-in teacher.
  await expect(
    open.getByText(
      `Checked in at ${twelveHour(checkedIn!.checkInTime!)} by Staff Member. Recorded by Tom Alvarez.`,
    ),
  ).toBeVisible();
  await expect(open.getByRole('radio', { name: 'Check Out' })).toBeChecked();
  const parent = child.parentName.startsWith('TBD')
    ? 'Staff Member'
    : `${child.parentName} (${child.relationship})`;
  // Check-out asks who collects the child from its pick-up list (decision 065).
  await collector(open, parent).check();
  await open.getByRole('button', { name: 'Confirm Check Out' }).click();
  await expect(page.getByText(`${name} checked out successfully!`, { exact: true })).toBeVisible();
  const checkedOut = await attendanceOf(page, child.id);
  expect(checkedOut).toMatchObject({ checkInBy: 'Staff Member', checkOutBy: parent });
  expect(checkedOut?.checkOutTime).toMatch(/^\d\d:\d\d$/);
});

test('asks for the child and who is performing the action', async ({ page }) => {
  await login(page, 'director');
  const dialog = await new CheckInOutDialog(page).open();
  await expect(dialog.getByLabel('Performed by')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Confirm Check In' }).click();
  await expect(dialog.getByText('Please select a child', { exact: true })).toBeVisible();
  await expect(
    dialog.getByText('Please select who is performing this action', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByLabel('Child')).toHaveAttribute('aria-invalid', 'true');
});

test('refuses to check out a child who was not checked in', async ({ page }) => {
  await login(page, 'director');
  const child = await childNotCheckedIn(page);
  const name = fullName(child);
  await new CheckInOutDialog(page).record(name, 'Check Out', 'Staff Member');
  await expect(
    page.getByText(`${name} has not been checked in today.`, { exact: true }),
  ).toBeVisible();
  expect(await attendanceOf(page, child.id)).toBeUndefined();
});

test('opens from a row of Today’s Attendance with that child chosen', async ({ page }) => {
  await login(page, 'director');
  const child = await childNotCheckedIn(page);
  const name = fullName(child);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.search(name);
  await dashboard
    .row(name)
    .getByRole('button', { name: `Check In ${name}` })
    .click();

  const dialog = new CheckInOutDialog(page).dialog();
  await expect(dialog.getByLabel('Child')).toHaveValue(String(child.id));
  await expect(dialog.getByText('Not checked in today.', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Check In' })).toBeChecked();
  await dialog.getByLabel('Performed by').selectOption({ label: 'Staff Member' });
  await dialog.getByRole('button', { name: 'Confirm Check In' }).click();
  await expect(page.getByText(`${name} checked in successfully!`, { exact: true })).toBeVisible();
  // The table refreshes: the row now offers the check-out.
  await expect(
    dashboard.row(name).getByRole('button', { name: `Check Out ${name}` }),
  ).toBeVisible();
});
