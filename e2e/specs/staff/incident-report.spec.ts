import { expect, login, test } from '../../fixtures.ts';
import { someDemoChild } from '../../pages/daily-report-dialog.ts';
import { IncidentReportDialog } from '../../pages/incident-report-dialog.ts';

type Incident = {
  childId: number;
  date: string;
  time: string;
  description: string;
  actionTaken: string;
  staffName: string;
  recordedBy: string;
  parentNotified: boolean;
};

test('files an incident report from Quick Actions', async ({ page }) => {
  await login(page, 'director');
  const child = await someDemoChild(page);
  const name = `${child.firstName} ${child.lastName}`;
  const description = `Bumped head on the slide ${Date.now()}`;
  const { date: today } = (await (await page.request.get('/api/dashboard/stats')).json()) as {
    date: string;
  };

  const dialog = await new IncidentReportDialog(page).open();
  await expect(dialog.getByRole('note')).toHaveText(
    'The child’s parents will be notified of this incident report.',
  );
  // The centre's today, not the browser's.
  await expect(dialog.getByLabel('Date')).toHaveValue(today);
  await dialog.getByLabel('Child').selectOption({ label: name });
  await dialog.getByLabel('Staff Member').selectOption({ label: 'Linda Nguyen (Nurse)' });
  await dialog.getByLabel('Time').fill('10:15');
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByLabel('Action Taken').fill('Ice pack; checked by the nurse.');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();

  await expect(
    page.getByText(`Incident report for ${name} submitted successfully!`, { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const incidents = (await (
    await page.request.get(`/api/incidents?childId=${child.id}&limit=10`)
  ).json()) as Incident[];
  expect(incidents.find((i) => i.description === description)).toMatchObject({
    date: today,
    time: '10:15',
    actionTaken: 'Ice pack; checked by the nurse.',
    staffName: 'Linda Nguyen',
    // The nurse is who it names; the director is who wrote it down.
    recordedBy: 'Dana Whitfield',
    // Saving it told the child's parents (a message in their portal): Resolved, not Pending.
    parentNotified: true,
  });
  const alert = page.getByRole('listitem').filter({ hasText: description });
  await expect(alert.getByText('Resolved', { exact: true })).toBeVisible();
});

test('asks for every required field', async ({ page }) => {
  await login(page, 'teacher');
  const dialog = await new IncidentReportDialog(page).open();
  await dialog.getByLabel('Date').fill('');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  for (const message of [
    'Please select a child',
    'Date is required',
    'Time is required',
    'Description is required',
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
});
