import { readFile } from 'node:fs/promises';
import { expect, login, test } from '../../fixtures.ts';
import { changeOwnSettings, expectSpeaks, say } from '../../languages.ts';

const es = (id: string, values?: Record<string, unknown>) => say('es', id, values);

test('a parent switches to Español: the portal, a validation message and a downloaded report speak Spanish', async ({
  page,
}) => {
  await login(page, 'parent2');
  try {
    await page.getByRole('button', { name: 'Parent Menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    // The whole screen turns Spanish at once, without a reload.
    await expect(
      page.getByRole('heading', { name: es('parentNav.accountSettings') }),
    ).toBeVisible();
    await expectSpeaks(page, 'es');

    await page.getByRole('link', { name: es('common.backToDashboard') }).click();
    await expect(page.getByRole('button', { name: es('parentNav.parentMenu') })).toBeVisible();
    await expectSpeaks(page, 'es');

    // A downloaded report is written in Spanish.
    const prefix = es('parentReports.downloadDaily', { date: '' }).trim();
    const button = page.getByRole('button', { name: prefix }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain(es('parentReports.text.dailyReport'));
    expect(text).toContain(
      es('parentReports.text.field', {
        label: es('parentReports.text.child'),
        value: 'Jayden Johnson',
      }),
    );
    expect(text).not.toContain('Daily Report');

    // A validation message from the contract, in Spanish.
    await page.getByRole('link', { name: es('parentDashboard.nav.profile') }).click();
    await page.getByRole('button', { name: es('parentNav.editProfile') }).click();
    await page.getByLabel(es('account.firstName'), { exact: true }).fill('');
    await page.getByRole('button', { name: es('common.saveChanges') }).click();
    await expect(page.getByText(es('errors.firstNameRequired'), { exact: true })).toBeVisible();
    await expectSpeaks(page, 'es');

    // Messages: the list, a conversation, and the new-message form's checks.
    await page.goto('/parent-dashboard?view=messages');
    const conversations = page.getByRole('list', { name: es('messages.conversations') });
    await conversations.getByRole('link').first().click();
    await expect(page.getByRole('button', { name: es('messages.sendReply') })).toBeVisible();
    await expectSpeaks(page, 'es');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: es('messages.newMessage') }).click();
    await page.getByRole('button', { name: es('messages.send') }).click();
    await expect(
      page.getByText(es('errors.messageSubjectRequired'), { exact: true }),
    ).toBeVisible();
    await expectSpeaks(page, 'es');
  } finally {
    await changeOwnSettings(page, { language: 'en' });
  }
  await expect(page.getByRole('button', { name: 'Parent Menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
