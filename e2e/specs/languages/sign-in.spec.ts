import { expect, test } from '../../fixtures.ts';
import { expectSpeaks, type Language, say } from '../../languages.ts';

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('opens the sign-in page in German, and the switch turns it to English', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: say('de', 'auth.staffLogin') })).toBeVisible();
    await expect(page.getByRole('button', { name: say('de', 'auth.signIn') })).toBeVisible();
    await expectSpeaks(page, 'de');

    await page.getByLabel(say('de', 'auth.languageLabel')).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
    await expectSpeaks(page, 'en');
    // The choice is remembered on this device.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
  });
});

for (const language of ['es', 'fr', 'de'] as const satisfies Language[]) {
  test(`the pages before sign-in speak ${language}, with correct lang attributes`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    await page.goto('/parent-login');
    await expect(
      page.getByRole('heading', { name: say(language, 'auth.parentLogin') }),
    ).toBeVisible();
    await expectSpeaks(page, language);

    await page.goto('/login');
    await expect(
      page.getByRole('heading', { name: say(language, 'auth.staffLogin') }),
    ).toBeVisible();
    // A wrong password: the server's refusal, said in this language.
    await page.getByLabel(say(language, 'auth.email')).fill('director@example.com');
    await page.getByLabel(say(language, 'auth.password')).fill('not the password');
    await page.getByRole('button', { name: say(language, 'auth.signIn') }).click();
    await expect(page.getByText(say(language, 'auth.signInFailed'), { exact: true })).toBeVisible();
    await expectSpeaks(page, language);

    await page.goto('/nowhere');
    await expect(
      page.getByRole('heading', { name: say(language, 'common.notFound.title') }),
    ).toBeVisible();
    await expectSpeaks(page, language);
  });
}
