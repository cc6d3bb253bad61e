import { expect, login, test } from '../../fixtures.ts';
import {
  directorApi,
  StaffManagementPage,
  uniqueStaffMember,
} from '../../pages/staff-management-page.ts';

test('a director adds a staff member, puts them on duty, edits and removes them', async ({
  page,
}) => {
  const member = uniqueStaffMember('Add');
  const name = `${member.firstName} ${member.lastName}`;
  const staff = new StaffManagementPage(page);
  await login(page, 'director');
  await staff.goto();

  await staff.add(member);
  await expect(page.getByText('Staff member added successfully!', { exact: true })).toBeVisible();
  await staff.searchFor(member.lastName);
  const card = staff.card(name);
  await expect(card).toBeVisible();
  await expect(card.getByText('Off Duty', { exact: true })).toBeVisible();
  await expect(card.getByText('Infant Room')).toBeVisible();

  await staff.dutySwitch(name).click();
  await expect(page.getByText('Staff member updated successfully!', { exact: true })).toBeVisible();
  await expect(staff.dutySwitch(name)).toHaveAttribute('aria-checked', 'true');
  await expect(card.getByText('On Duty', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: `View ${name}` }).click();
  const profile = staff.dialog('Staff Profile');
  await expect(profile.getByText(member.email)).toBeVisible();
  await expect(profile.getByText(member.phone)).toBeVisible();
  await expect(profile.getByText('Assistant Teacher').first()).toBeVisible();
  await profile.getByRole('button', { name: 'Edit Details' }).click();
  const edit = staff.dialog('Edit Staff Member');
  await expect(edit.getByLabel('Email')).toHaveValue(member.email);
  await edit.getByLabel('Room').selectOption('Playground');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Staff member updated successfully!', { exact: true })).toBeVisible();
  await expect(card.getByText('Playground')).toBeVisible();

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = staff.confirmDialog();
  await expect(
    confirm.getByText(
      'Are you sure you want to remove this staff member? This action cannot be undone.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Staff member removed successfully', { exact: true })).toBeVisible();
  await expect(card).toBeHidden();
  await expect(page.getByText('No staff members found')).toBeVisible();
  await expect(page.getByText('No staff members match your search criteria.')).toBeVisible();
});

test('the Add Staff Member form says what is missing, in the spec words', async ({ page }) => {
  const staff = new StaffManagementPage(page);
  await login(page, 'director');
  await staff.goto();
  const dialog = await staff.openAddDialog();
  await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Role is required',
    'Phone number is required',
    'Email is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(dialog.getByLabel('First Name')).toHaveAccessibleDescription(
    'First name is required',
  );
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('search by name or role, and the role filter', async ({ page }) => {
  const staff = new StaffManagementPage(page);
  await login(page, 'director');
  await staff.goto();
  await expect(staff.card('Maria Gonzalez')).toBeVisible();

  await staff.searchFor('gonzalez');
  await expect(staff.card('Maria Gonzalez')).toBeVisible();
  await expect(staff.card('Tom Alvarez')).toBeHidden();

  await staff.searchFor('nurse');
  await expect(staff.card('Linda Nguyen')).toBeVisible();
  await expect(staff.card('Maria Gonzalez')).toBeHidden();

  await staff.searchFor('');
  await staff.roleFilter().selectOption({ label: 'Directors' });
  await expect(staff.card('Dana Whitfield')).toBeVisible();
  await expect(staff.card('Linda Nguyen')).toBeHidden();

  await staff.roleFilter().selectOption({ label: 'Teachers' });
  await expect(staff.card('Tom Alvarez')).toBeVisible();
  await expect(staff.card('Keisha Brown')).toBeVisible();
  await expect(staff.card('Dana Whitfield')).toBeHidden();
  await expect(staff.card('George Miller')).toBeHidden();

  await staff.searchFor('no such person anywhere');
  await expect(page.getByText('No staff members match your search criteria.')).toBeVisible();
});

test('a teacher sees the team read-only, and only their own duty switch', async ({
  page,
  playwright,
  baseURL,
}) => {
  const member = uniqueStaffMember('Duty');
  const name = `${member.firstName} ${member.lastName}`;
  const request = await playwright.request.newContext({ baseURL });
  const director = await directorApi(request);
  const id = await director.addStaff(member);
  try {
    const staff = new StaffManagementPage(page);
    await login(page, 'teacher');
    await staff.goto();
    await expect(staff.card('Tom Alvarez')).toBeVisible();
    await expect(staff.addButton()).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    // Issue 35: staff switch their own duty; a colleague's is the director's to switch.
    await expect(staff.dutySwitch('Tom Alvarez')).toBeEnabled();

    await staff.searchFor(member.lastName);
    await expect(staff.card(name).getByText('Off Duty', { exact: true })).toBeVisible();
    await expect(staff.dutySwitch(name)).toHaveCount(0);

    await staff
      .card(name)
      .getByRole('button', { name: `View ${name}` })
      .click();
    await expect(staff.dialog('Staff Profile')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Details' })).toHaveCount(0);
  } finally {
    await director.removeStaff(id);
    await request.dispose();
  }
});
