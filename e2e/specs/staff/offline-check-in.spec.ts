import { expect, login, test } from '../../fixtures.ts';
import {
  attendanceOf,
  CheckInOutDialog,
  childNotCheckedIn,
  fullName,
} from '../../pages/attendance-dialog.ts';

// At the door, on a phone.
test.use({ viewport: { width: 390, height: 844 } });

/** '08:15' (the centre's clock) as the teacher reads it: on Eastern time like the centre. */
const twelveHour = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

test('check-ins taken offline wait on the device, sync when back online, and a conflict is shown', async ({
  page,
  context,
  browser,
}) => {
  test.slow(); // two sign-ins
  await login(page, 'teacher');
  const first = await childNotCheckedIn(page);
  let second = await childNotCheckedIn(page);
  while (second.id === first.id) second = await childNotCheckedIn(page);
  const [firstName, secondName] = [fullName(first), fullName(second)];
  const dialog = new CheckInOutDialog(page);
  await expect(page.getByRole('button', { name: 'Check In/Out', exact: true })).toBeVisible();
  // The installed app's shell is cached (decision 025): every script is there offline.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // The connection drops: both check-ins are kept on the device, with their time.
  await context.setOffline(true);
  await dialog.record(firstName, 'Check In', 'Staff Member');
  const saved = page.getByText(new RegExp(`^Saved on this device: ${firstName} checked in at `));
  await expect(saved).toBeVisible();
  await expect(saved).toHaveText(/, waiting to sync\.$/);
  const offlineTime = /at (\d{1,2}:\d\d [AP]M), waiting/.exec(
    (await saved.textContent()) ?? '',
  )?.[1];
  expect(offlineTime).toBeTruthy();
  await expect(dialog.dialog()).toBeHidden();
  // The banner (the toast says 'waiting to sync' too, never 'check-in waiting').
  const waiting = page.getByRole('status').filter({ hasText: /check-ins? waiting to sync/ });
  await expect(waiting).toContainText('1 check-in waiting to sync');
  await expect(waiting).toContainText(`${firstName}: check-in at ${offlineTime}`);

  await dialog.record(secondName, 'Check In', 'Staff Member');
  await expect(waiting).toContainText('2 check-ins waiting to sync');

  // Meanwhile the director checks the second child in from another device.
  const other = await browser.newContext();
  const director = await other.newPage();
  await login(director, 'director');
  const elsewhere = await director.request.post('/api/attendance', {
    data: { childId: second.id, checkInBy: 'Staff Member' },
  });
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true);
  await other.close();

  // Back online: the first is recorded at the time it was taken, the second is a conflict.
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0);
  const conflict = page.getByRole('alert').filter({ hasText: 'Could not sync' });
  await expect(conflict).toContainText(
    `Could not sync: ${secondName} is already checked in today.`,
  );
  const recorded = await attendanceOf(page, first.id);
  expect(recorded).toMatchObject({ checkInBy: 'Staff Member', checkOutTime: null });
  expect(twelveHour(recorded!.checkInTime!)).toBe(offlineTime);
  expect(await attendanceOf(page, second.id)).toMatchObject({
    checkInRecordedBy: 'Dana Whitfield',
  });

  // The conflict stays until the person has read it.
  await conflict.getByRole('button', { name: `Dismiss the message about ${secondName}` }).click();
  await expect(page.getByText('Could not sync')).toHaveCount(0);
});
