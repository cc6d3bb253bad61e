import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, demoPassword } from '../fixtures.ts';

export type NewStaffMember = {
  firstName: string;
  lastName: string;
  role: string;
  room: string;
  phone: string;
  email: string;
};

/** A staff member no other test knows about, so tests can act on them alone. */
export function uniqueStaffMember(label: string): NewStaffMember {
  const tag = `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    firstName: 'Robin',
    lastName: `Test${tag}`,
    role: 'Assistant Teacher',
    room: 'Infant Room',
    phone: '(555) 410-2233',
    email: `robin.${tag.toLowerCase()}@example.com`,
  };
}

/** /staff as a person finds it: by headings, labels and button names. */
export class StaffManagementPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/staff');
    await expect(
      this.page.getByRole('heading', { name: 'Staff Management', level: 1 }),
    ).toBeVisible();
  }

  addButton = () => this.page.getByRole('button', { name: 'Add Staff Member' });
  search = () => this.page.getByLabel('Search staff');
  roleFilter = () => this.page.getByLabel('Filter by role');
  card = (name: string) => this.page.getByRole('article', { name });
  cards = () => this.page.getByRole('article');
  dutySwitch = (name: string) => this.page.getByRole('switch', { name: `${name} on duty` });
  dialog = (name: string) => this.page.getByRole('dialog', { name });
  confirmDialog = () => this.page.getByRole('alertdialog');

  async openAddDialog() {
    await this.addButton().click();
    const dialog = this.dialog('Add Staff Member');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async add(member: NewStaffMember) {
    const dialog = await this.openAddDialog();
    await dialog.getByLabel('First Name').fill(member.firstName);
    await dialog.getByLabel('Last Name').fill(member.lastName);
    await dialog.getByLabel('Role').selectOption(member.role);
    await dialog.getByLabel('Room').selectOption(member.room);
    await dialog.getByLabel('Phone').fill(member.phone);
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
    await expect(dialog).toBeHidden();
  }

  async searchFor(text: string) {
    await this.search().fill(text);
  }
}

/**
 * A director's API session beside the browser, to set up (and clean up) what a test needs
 * without walking through screens another test already covers.
 */
export async function directorApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/staff/login', {
    data: { email: accounts.director.email, password: demoPassword },
  });
  expect(login.ok()).toBe(true);
  return {
    async addStaff(member: NewStaffMember): Promise<number> {
      const res = await request.post('/api/staff', { data: member });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    },
    async removeStaff(id: number) {
      await request.delete(`/api/staff/${id}`);
    },
  };
}
