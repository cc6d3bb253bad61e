import type { Page } from '@playwright/test';

export class ParentShell {
  constructor(private readonly page: Page) {}

  async openMenu() {
    await this.page.getByRole('button', { name: 'Parent Menu' }).click();
    return this.page.getByRole('menu');
  }

  async signOut() {
    await this.openMenu();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
}
