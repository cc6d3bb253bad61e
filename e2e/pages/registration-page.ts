import { type Page, expect } from '@playwright/test';

export type Registration = {
  firstName: string;
  lastName: string;
  address: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  password: string;
};

/** Public /parent-register?code=...: the form and its state cards. */
export class RegistrationPage {
  constructor(private readonly page: Page) {}

  invalidCard = () => this.page.getByRole('alert').filter({ hasText: 'Invalid Registration Link' });

  async expectForm() {
    await expect(
      this.page.getByRole('heading', { name: 'Create your parent account' }),
    ).toBeVisible();
  }

  async fill(r: Registration, confirmPassword = r.password) {
    const p = this.page;
    await p.getByLabel('First Name').fill(r.firstName);
    await p.getByLabel('Last Name').fill(r.lastName);
    await p.getByLabel('Address').fill(r.address);
    await p.getByLabel('Emergency Contact Name').fill(r.emergencyContactName);
    await p.getByLabel('Emergency Contact Phone').fill(r.emergencyContactPhone);
    await p.getByLabel('Password', { exact: true }).fill(r.password);
    await p.getByLabel('Confirm Password').fill(confirmPassword);
  }

  submit = () => this.page.getByRole('button', { name: 'Create Account' }).click();
}
