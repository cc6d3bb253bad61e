import { expect, type Page } from '@playwright/test';

/** The parent dashboard view of /parent-dashboard, as a parent finds its parts. */
export class ParentDashboardPage {
  constructor(private readonly page: Page) {}

  childPicker = () => this.page.getByLabel('Viewing child');
  /** The child information card's heading: the selected child's full name. */
  childCardName = () => this.page.getByRole('heading', { level: 2 }).first();
  dailyReports = () => this.page.getByRole('region', { name: 'Daily Reports' });
  incidentReports = () => this.page.getByRole('region', { name: 'Incident Reports' });

  async expectLoaded() {
    await expect(this.dailyReports()).toBeVisible();
    await expect(this.incidentReports()).toBeVisible();
  }

  async pickChild(name: string) {
    await this.childPicker().selectOption({ label: name });
  }
}
