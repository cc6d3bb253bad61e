import { expect, type Page } from '@playwright/test';

/** The dashboard's Incident Report dialog. */
export class IncidentReportDialog {
  constructor(private readonly page: Page) {}

  dialog = () => this.page.getByRole('dialog', { name: 'Incident Report' });

  async open() {
    await this.page.getByRole('button', { name: 'Incident Report', exact: true }).click();
    await expect(this.dialog()).toBeVisible();
    return this.dialog();
  }
}
