import { expect, login, test } from '../../fixtures.ts';
import { uniqueLastName } from '../../pages/enrolment-forms.ts';
import { enrolledChild } from '../../pages/parent-management-page.ts';
import { RegistrationPage } from '../../pages/registration-page.ts';

test.slow();

test('an invited parent who already has an account signs in and adds the child', async ({
  page,
  browser,
}) => {
  const lastName = uniqueLastName('Sib');
  const email = `${lastName.toLowerCase()}@example.org`;
  await login(page, 'director');
  const invite = async (childId: number) => {
    const res = await page.request.post('/api/parent-invitations', {
      data: { childId, email, phoneNumber: '(555) 606-7070' },
    });
    return ((await res.json()) as { invitationCode: string }).invitationCode;
  };
  // The family registered earlier for their first child (set up through the API).
  const firstCode = await invite(await enrolledChild(page, 'Ava', lastName));
  const setup = await browser.newContext();
  const registered = await setup.request.post('/api/parent-accounts/register', {
    data: {
      firstName: 'Nina',
      lastName,
      email,
      phoneNumber: '(555) 606-7070',
      address: '3 Oak Road',
      emergencyContactName: 'Leo Park',
      emergencyContactPhone: '(555) 606-0000',
      password: 'sibling-pass',
      confirmPassword: 'sibling-pass',
      invitationCode: firstCode,
    },
  });
  expect(registered.status()).toBe(201);
  await setup.close();

  // Now a sibling is enrolled and the same e-mail is invited again.
  const secondCode = await invite(await enrolledChild(page, 'Ben', lastName));
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  const registration = new RegistrationPage(parent);
  await parent.goto(`/parent-register?code=${secondCode}`);
  await registration.expectForm();
  await registration.fill({
    firstName: 'Nina',
    lastName,
    address: '3 Oak Road',
    emergencyContactName: 'Leo Park',
    emergencyContactPhone: '(555) 606-0000',
    password: 'sibling-pass',
  });
  await registration.submit();
  await expect(parent.getByRole('heading', { name: 'You already have an account' })).toBeVisible();
  await expect(parent.getByText(/Please sign in to add your child/)).toBeVisible();
  await parent.getByRole('link', { name: `Sign in to add Ben ${lastName}` }).click();
  await expect(parent).toHaveURL(/\/parent-login\?invite=/);
  await parent.getByLabel('Email').fill(email);
  await parent.getByLabel('Password').fill('sibling-pass');
  await parent.getByRole('button', { name: 'Sign In' }).click();

  await expect(parent).toHaveURL(new RegExp(`/parent-register\\?code=${secondCode}$`));
  const add = parent.getByRole('button', { name: `Add Ben ${lastName} to my account` });
  await expect(add).toBeVisible();
  await add.click();
  await expect(
    parent.getByText(`Ben ${lastName} has been added to your account.`, { exact: true }),
  ).toBeVisible();
  await expect(parent).toHaveURL(/\/parent-dashboard$/);
  await parentContext.close();

  // One account, both children.
  const accounts = (await (await page.request.get('/api/parent-accounts')).json()) as {
    email: string;
    children: string[];
  }[];
  const family = accounts.filter((a) => a.email === email);
  expect(family).toHaveLength(1);
  expect(family[0]!.children.sort()).toEqual([`Ava ${lastName}`, `Ben ${lastName}`]);
});
