import { expect, login, test } from '../../fixtures.ts';
import { ParentDashboardPage } from '../../pages/parent-dashboard-page.ts';

test('a parent acknowledges an incident report by signing with their name', async ({ page }) => {
  await login(page, 'parent2');
  const dashboard = new ParentDashboardPage(page);
  await dashboard.expectLoaded();
  const incidents = dashboard.incidentReports();
  await expect(incidents.getByRole('listitem')).toHaveCount(1);
  await incidents.getByRole('button', { name: 'Acknowledge' }).click();

  const dialog = page.getByRole('dialog', { name: 'Acknowledge Incident Report' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign and Acknowledge' }).click();
  await expect(dialog.getByText('Please type your full name to sign')).toBeVisible();
  await dialog.getByLabel('Your full name').fill('Priya Patel');
  await dialog.getByRole('button', { name: 'Sign and Acknowledge' }).click();
  await expect(dialog.getByText(/must be your full name as on your account/)).toBeVisible();
  await expect(dialog.getByLabel('Your full name')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Your full name').fill('marcus johnson');
  await dialog.getByRole('button', { name: 'Sign and Acknowledge' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Incident report acknowledged', { exact: true })).toBeVisible();
  await expect(incidents.getByText('Acknowledged', { exact: true })).toBeVisible();
  await expect(incidents.getByText(/by Marcus Johnson on/)).toBeVisible();
  await expect(incidents.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
  await page.reload();
  await expect(incidents.getByText('Acknowledged', { exact: true })).toBeVisible();
});
