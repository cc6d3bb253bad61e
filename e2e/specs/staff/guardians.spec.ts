import { startSmtpInbox } from '../../../test/api/smtp-inbox.ts';
import { expect, expectAccessible, login, test } from '../../fixtures.ts';
import { ChildrenPage } from '../../pages/children-page.ts';
import { ParentDashboardPage } from '../../pages/parent-dashboard-page.ts';
import { RegistrationPage } from '../../pages/registration-page.ts';

/**
 * A child's guardians after enrolment (decision 062), as people click: a director removes one
 * guardian's access to one child and that parent's portal no longer shows it; staff invite a
 * second guardian, who registers from the e-mailed link and sees the child. The e-mails go
 * through a real SMTP server started here (this file's app server reads SMTP_URL at start).
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

test.slow();

test('a director removes a guardian’s access to one child; the parent keeps the other', async ({
  page,
  browser,
}) => {
  // Before: parent@example.com sees both her children.
  const before = await (await browser.newContext()).newPage();
  await login(before, 'parent');
  const dashboard = new ParentDashboardPage(before);
  await expect(dashboard.childPicker().locator('option')).toHaveText([
    /Aarav Patel/,
    /Anika Patel/,
  ]);
  await before.context().close();

  await login(page, 'director', '/children');
  const children = new ChildrenPage(page);
  await children.search('Anika Patel');
  const profile = await children.view('Anika Patel');
  const guardians = profile.getByRole('region', { name: 'Guardians' });
  await expect(guardians.getByText('parent@example.com', { exact: false })).toBeVisible();
  await guardians.getByRole('button', { name: 'Remove access: Priya Patel' }).click();

  const removal = page.getByRole('alertdialog', {
    name: 'Remove Priya Patel’s access to Anika Patel?',
  });
  await expect(removal.getByText(/Priya Patel pays 100 % of the billing account/)).toBeVisible();
  await expect(removal.getByText(/The account also bills Aarav Patel/)).toBeVisible();
  await expectAccessible(page, '[role="alertdialog"]');
  await removal.getByRole('button', { name: 'Remove access' }).click();
  await expect(
    removal.getByText('Please choose whether they keep paying for this account'),
  ).toBeVisible();
  await removal.getByRole('radio', { name: /^Keep them as payer/ }).check();
  await removal.getByLabel(/^Reason/).fill('Court order of 12 November');
  await removal.getByRole('button', { name: 'Remove access' }).click();
  await expect(removal).toHaveCount(0);
  await expect(guardians.getByText(/No parent account is linked to this child/)).toBeVisible();

  // A fresh browser: the parent's portal shows only the child she keeps.
  const parent = await (await browser.newContext()).newPage();
  await login(parent, 'parent');
  const after = new ParentDashboardPage(parent);
  await expect(after.childCardName()).toHaveText('Aarav Patel');
  await expect(parent.getByText('Anika Patel')).toHaveCount(0);
  const anika = await parent.request.get('/api/children');
  expect(((await anika.json()) as { firstName: string }[]).map((c) => c.firstName)).toEqual([
    'Aarav',
  ]);
});

test('staff invite a second guardian, who registers from the e-mail and sees the child', async ({
  page,
  browser,
}) => {
  const email = `second.guardian.${Date.now()}@example.org`;
  await login(page, 'teacher', '/children');
  const children = new ChildrenPage(page);
  await children.search('Jayden Johnson');
  const profile = await children.view('Jayden Johnson');
  const guardians = profile.getByRole('region', { name: 'Guardians' });
  await guardians.getByRole('button', { name: 'Invite a guardian' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a guardian of Jayden Johnson' });
  await invite.getByLabel('Guardian’s e-mail').fill(email);
  await invite.getByLabel('Guardian’s phone').fill('(555) 321-7788');
  await invite.getByLabel('Relationship to the child').selectOption({ label: 'Guardian' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toHaveCount(0);
  await expect(
    guardians.getByText(new RegExp(`^${email.replace(/\./g, '\\.')}: invited`)),
  ).toBeVisible();

  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = inbox.to(email).at(-1);
        link = mail && /https?:\/\/\S+\/parent-register\?code=[A-Za-z0-9_-]+/.exec(mail.body)?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  const guardian = await (await browser.newContext()).newPage();
  await guardian.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(guardian.getByText(/Jayden Johnson/).first()).toBeVisible();
  const registration = new RegistrationPage(guardian);
  await registration.expectForm();
  await registration.fill({
    firstName: 'Alex',
    lastName: 'Rivera',
    address: '5 Orchard Row',
    emergencyContactName: 'Sam Rivera',
    emergencyContactPhone: '(555) 321-9900',
    password: 'rivera-family-77',
  });
  await registration.submit();
  await expect(guardian.getByText('Registration Successful')).toBeVisible();
  const mine = await guardian.request.get('/api/children');
  expect(((await mine.json()) as { firstName: string }[]).map((c) => c.firstName)).toEqual([
    'Jayden',
  ]);

  await page.reload();
  await children.search('Jayden Johnson');
  const again = await children.view('Jayden Johnson');
  await expect(
    again.getByRole('region', { name: 'Guardians' }).getByText(`${email} · (555) 321-7788`),
  ).toBeVisible();
});
