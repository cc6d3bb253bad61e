import type { Locator, Page } from '@playwright/test';
import { startSmtpInbox } from '../../../test/api/smtp-inbox.ts';
import { accounts, expect, expectAccessible, login, test } from '../../fixtures.ts';
import { StaffManagementPage, uniqueStaffMember } from '../../pages/staff-management-page.ts';

/**
 * Issue 38's sign-in e-mails through a real SMTP server started here: this file's app server
 * is started with SMTP_URL pointing at it (the server inherits the worker's environment), so
 * the invitation and the password link arrive as a person would get them.
 */
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
test.beforeAll(async () => {
  inbox = await startSmtpInbox();
  process.env.SMTP_URL = inbox.url;
  process.env.MAIL_FROM = 'Sunny Days <office@sunnydays.example>';
});
test.afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  await inbox.close();
});

/** The newest link of `path` e-mailed to `email`, once it has arrived. */
async function mailedLink(email: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"]+${path}\\?token=[A-Za-z0-9_-]+`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = inbox.to(email).findLast((m) => pattern.test(m.body));
        link = mail ? pattern.exec(mail.body)![0] : undefined;
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

test('a director invites a teacher, who chooses a password from the e-mail and is signed in', async ({
  page,
  browser,
}) => {
  await login(page, 'director', '/staff');
  const staff = new StaffManagementPage(page);
  const member = uniqueStaffMember('invite');
  await staff.add(member);
  const name = `${member.firstName} ${member.lastName}`;
  await expect(staff.card(name)).toContainText('Invited, pending (staff)');

  const link = await mailedLink(member.email, '/staff-invitation');
  const teacher = await (await browser.newContext()).newPage();
  await teacher.goto(link);
  await expect(teacher.getByText(`${name}, choose a password for ${member.email}`)).toBeVisible();
  await expectAccessible(teacher);
  await teacher.getByLabel('Password', { exact: true }).fill('robins-own-secret');
  await teacher.getByLabel('Confirm new password').fill('robins-own-secret');
  await teacher.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(teacher).toHaveURL(/\/$/);
  await expect(teacher.getByRole('button', { name: 'Staff Menu' })).toBeVisible();

  await page.reload();
  await expect(staff.card(name)).toContainText('Has a login (staff)');
});

test('a parent who forgot the password chooses a new one from the e-mailed link', async ({
  page,
}) => {
  await page.goto('/parent-login');
  await page.getByLabel('Email').fill(accounts.parent.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(accounts.parent.email);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  await page.goto(await mailedLink(accounts.parent.email, '/reset-password'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm new password').fill('password1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('This password is too common and easy to guess. Please choose another one.'),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-parents-new-secret');
  await page.getByLabel('Confirm new password').fill('a-parents-new-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/parent-login$/);
  await page.getByLabel('Email').fill(accounts.parent.email);
  await page.getByLabel('Password').fill('a-parents-new-secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
  // Both arrive: the password change, and a sign-in from a browser this account never used
  // before (decision 067).
  const mails = () => inbox.to(accounts.parent.email).map((m) => m.body);
  await expect.poll(() => mails().join('\n')).toContain('Your password was changed');
  await expect.poll(() => mails().join('\n')).toContain('New sign-in to your account');
});

test.describe('on a 390 px phone', () => {
  const phone = { width: 390, height: 844 };
  test.use({ viewport: phone });

  /** How far the page scrolls sideways, and what sticks out (for the failure message). */
  const sidewaysScroll = (page: Page) =>
    page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      const over = document.documentElement.scrollWidth - limit;
      if (over <= 0) return 0;
      const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((el) => el.getBoundingClientRect().right > limit + 0.5)
        .filter(
          (el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= limit,
        )
        .slice(0, 5)
        .map(
          (el) => `${el.tagName.toLowerCase()}.${el.className} (${el.textContent?.slice(0, 40)})`,
        );
      return `${over}px: ${wide.join(' | ')}`;
    });
  const heights = (buttons: Locator) =>
    buttons.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));

  test('the password pages and the directors’ sign-in controls fit, with 44 px buttons', async ({
    page,
  }) => {
    for (const path of ['/forgot-password?portal=parent', '/reset-password?token=nothing']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
    }

    await login(page, 'director', '/parent-management');
    await page.getByRole('tab', { name: 'Parent Accounts' }).click();
    const send = page.getByRole('button', { name: /a password reset e-mail$/ });
    await expect(send.first()).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    for (const height of await heights(send)) expect(height).toBeGreaterThanOrEqual(44);

    // A staff member invited, with a long name, among the cards.
    await page.request.post('/api/staff', {
      data: { ...uniqueStaffMember('phone'), invitation: { role: 'staff', language: 'en' } },
    });
    await page.goto('/staff');
    const card = page.getByRole('article', { name: accounts.teacher.name });
    await card.getByRole('button', { name: /^View/ }).click();
    const profile = page.getByRole('dialog', { name: 'Staff Profile' });
    await expect(profile.getByText('Has a login (staff)')).toBeVisible();
    const actions = profile.getByRole('button', { name: /password reset e-mail|login|Make/ });
    expect(await actions.count()).toBe(3);
    for (const height of await heights(actions)) expect(height).toBeGreaterThanOrEqual(44);
    expect(await sidewaysScroll(page)).toBe(0);
  });
});
