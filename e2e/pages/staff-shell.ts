import { expect, type Page } from '@playwright/test';

/** The staff portal's navigation, as a person finds it. */
export class StaffShell {
  constructor(private readonly page: Page) {}

  menuButton = () => this.page.getByRole('button', { name: 'Staff Menu' });

  async openMenu() {
    await this.menuButton().click();
    return this.page.getByRole('menu');
  }

  /** Signs out and waits for the sign-in page: until then the session may still be live. */
  async logout() {
    await this.openMenu();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
