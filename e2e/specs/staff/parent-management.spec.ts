import { expect, login, test } from '../../fixtures.ts';
import { uniqueLastName } from '../../pages/enrolment-forms.ts';
import { ParentManagementPage, enrolledChild } from '../../pages/parent-management-page.ts';
import { RegistrationPage } from '../../pages/registration-page.ts';

// A whole family's journey.
test.slow();

test('staff invite a parent, copy the link, and the parent registers in a fresh browser', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const lastName = uniqueLastName('Fam');
  const email = `${lastName.toLowerCase()}@example.org`;
  await login(page, 'director');
  await enrolledChild(page, 'Lucia', lastName);

  const pm = new ParentManagementPage(page);
  await pm.goto();
  for (const stat of [
    'Total Families',
    'Active Subscriptions',
    'Pending Invitations',
    'Payment Issues',
  ])
    await expect(page.getByRole('list', { name: 'Family summary' }).getByText(stat)).toBeVisible();
  await expect(pm.tab('Parent Accounts')).toHaveAttribute('aria-selected', 'true');
  for (const column of [
    'Parent',
    'Contact',
    'Subscription',
    'Payment Status',
    'Next Billing',
    'Registered',
  ])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await expect(page.getByText('$350.00/week').first()).toBeVisible();

  // The dialog asks for every field.
  await page.getByRole('button', { name: 'Invite Parent' }).click();
  await pm.dialog().getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Please fill in all required fields.').first()).toBeVisible();
  await pm.dialog().getByRole('button', { name: 'Cancel' }).click();

  await pm.invite(`Lucia ${lastName} (Preschool Room)`, email, '(555) 404-5060');
  await expect(page.getByText('Invitation Sent', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Parent invitation has been created successfully.', { exact: true }),
  ).toBeVisible();
  await expect(pm.tab('Invitations')).toHaveAttribute('aria-selected', 'true');
  for (const column of ['Email', 'Phone', 'Status', 'Sent', 'Expires', 'Actions'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const row = pm.invitationRow(email);
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('button', { name: /Copy Link/ }).click();
  await expect(page.getByText('Link Copied', { exact: true })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/parent-register\?code=[\w-]+$/);

  // The parent, in a browser of their own.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  const registration = new RegistrationPage(parent);
  await parent.goto(link);
  await registration.expectForm();
  await expect(parent.getByText(`parent of Lucia ${lastName} (Preschool Room)`)).toBeVisible();
  await expect(parent.getByLabel('Email')).toHaveValue(email);
  await expect(parent.getByLabel('Email')).toBeDisabled();
  await expect(parent.getByLabel('Phone Number')).toHaveValue('(555) 404-5060');
  await expect(parent.getByLabel('Phone Number')).toBeDisabled();
  await expect(parent.getByText('Minimum 6 characters')).toBeVisible();
  await registration.submit();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Address is required',
    'Emergency contact name is required',
    'Emergency contact phone is required',
    'Password must be at least 6 characters',
    'Please confirm your password',
  ])
    await expect(parent.getByText(message)).toBeVisible();
  const details = {
    firstName: 'Sofia',
    lastName,
    address: '8 Harbor Lane, Springfield',
    emergencyContactName: 'Marta Diaz',
    emergencyContactPhone: '(555) 777-1212',
    password: 'family-pass',
  };
  await registration.fill(details, 'other-pass');
  await registration.submit();
  await expect(parent.getByText("Passwords don't match")).toBeVisible();
  await parent.getByLabel('Confirm Password').fill(details.password);
  await registration.submit();
  await expect(parent.getByRole('heading', { name: 'Registration Successful' })).toBeVisible();
  await expect(
    parent.getByText(
      'Your account has been created. You will now be redirected to complete payment setup.',
    ),
  ).toBeVisible();
  await parent.getByRole('button', { name: 'Continue to Payment Setup' }).click();
  // /parent-billing is the parent dashboard's billing view.
  await expect(parent).toHaveURL(/\/parent-dashboard\?view=billing$/);

  // Their dashboard shows exactly their own child, and nobody else's.
  await parent.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(parent.getByRole('heading', { name: `Lucia ${lastName}` })).toBeVisible();
  await expect(parent.getByLabel('Viewing child')).toHaveCount(0);
  const own = (await (await parent.request.get('/api/children')).json()) as {
    firstName: string;
    lastName: string;
  }[];
  expect(own.map((c) => `${c.firstName} ${c.lastName}`)).toEqual([`Lucia ${lastName}`]);

  // The link was single use.
  const later = await (await browser.newContext()).newPage();
  await later.goto(link);
  await expect(new RegistrationPage(later).invalidCard()).toContainText(
    'This registration link is either invalid, expired, or has already been used',
  );
  await later.context().close();
  await parentContext.close();

  // Staff see the accepted invitation and the new family.
  await page.reload();
  await expect(pm.invitationRow(email).getByText('Accepted')).toBeVisible();
  await expect(pm.invitationRow(email).getByRole('button', { name: /Copy Link/ })).toHaveCount(0);
  await pm.tab('Invitations').press('ArrowLeft');
  await expect(pm.tab('Parent Accounts')).toHaveAttribute('aria-selected', 'true');
  await expect(pm.accountRow(email)).toContainText(`Sofia ${lastName}`);
  await expect(pm.accountRow(email)).toContainText(`Lucia ${lastName}`);
});

test('staff resend and revoke an invitation', async ({ page }) => {
  const lastName = uniqueLastName('Rev');
  const email = `${lastName.toLowerCase()}@example.org`;
  await login(page, 'director');
  const childId = await enrolledChild(page, 'Theo', lastName);
  const created = await page.request.post('/api/parent-invitations', {
    data: { childId, email, phoneNumber: '(555) 808-9090' },
  });
  const oldCode = ((await created.json()) as { invitationCode: string }).invitationCode;

  const pm = new ParentManagementPage(page);
  await page.goto('/parent-management?tab=invitations');
  await pm
    .invitationRow(email)
    .getByRole('button', { name: /Resend/ })
    .click();
  const resend = page.getByRole('alertdialog', { name: `Resend the invitation to ${email}?` });
  await resend.getByRole('button', { name: 'Resend Invitation' }).click();
  await expect(
    page.getByText(`A new registration link was sent to ${email}.`, { exact: true }),
  ).toBeVisible();
  // The same invitation is renewed (issue 35: each Resend used to add a row): one row,
  // pending, and the old link no longer works.
  await expect(pm.invitationRow(email)).toHaveCount(1);
  await expect(pm.invitationRow(email).filter({ hasText: 'Pending' })).toHaveCount(1);
  expect((await page.request.get(`/api/parent-invitations/verify/${oldCode}`)).status()).toBe(404);

  await pm
    .invitationRow(email)
    .filter({ hasText: 'Pending' })
    .getByRole('button', { name: /Revoke/ })
    .click();
  await page
    .getByRole('alertdialog', { name: `Revoke the invitation for ${email}?` })
    .getByRole('button', { name: 'Revoke Invitation' })
    .click();
  await expect(pm.invitationRow(email).filter({ hasText: 'Revoked' })).toHaveCount(1);
  await expect(pm.invitationRow(email)).toHaveCount(1);
  await expect(pm.invitationRow(email).getByRole('button', { name: /Copy Link/ })).toHaveCount(0);
});

test('a teacher sees the families without their finances, and no family’s own tax documents', async ({
  page,
}) => {
  // Issue 35: payment status, amounts, billing dates and statements are the director's.
  await login(page, 'teacher');
  const pm = new ParentManagementPage(page);
  await pm.goto();
  await expect(pm.accountRow('parent@example.com')).toContainText('Priya Patel');
  await expect(page.getByRole('columnheader', { name: 'Registered', exact: true })).toBeVisible();
  for (const column of ['Subscription', 'Payment Status', 'Next Billing'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toHaveCount(0);
  const summary = page.getByRole('list', { name: 'Family summary' });
  await expect(summary.getByText('Total Families')).toBeVisible();
  await expect(summary.getByText('Payment Issues')).toHaveCount(0);
  await expect(summary.getByText('Active Subscriptions')).toHaveCount(0);
  await expect(page.getByText(/\/week/)).toHaveCount(0);

  await page.goto('/tax-documents-management');
  await expect(page.getByText(/^Centre tax information/).first()).toBeVisible();
  await expect(
    page.getByText(/A family’s own documents, such as year-end statements/),
  ).toBeVisible();
  await expect(page.getByText(/^Year-end statement/)).toHaveCount(0);
});

test('the invitations list shows 50 at a time and loads more on demand', async ({ page }) => {
  await login(page, 'director');
  const batch = `batch${Date.now()}`;
  for (let i = 0; i < 51; i++) {
    const res = await page.request.post('/api/parent-invitations', {
      data: { email: `${batch}.${i}@example.org`, phoneNumber: '(555) 700-0000' },
    });
    expect(res.status()).toBe(201);
  }
  const pm = new ParentManagementPage(page);
  await pm.goto();
  await pm.tab('Invitations').click();
  const ours = page.getByRole('row').filter({ hasText: `${batch}.` });
  // Newest first: the last 50 made, and a way to the rest.
  await expect(ours).toHaveCount(50);
  await expect(pm.invitationRow(`${batch}.0@example.org`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more invitations' }).click();
  await expect(pm.invitationRow(`${batch}.0@example.org`)).toHaveCount(1);
  await expect(ours).toHaveCount(51);
});
