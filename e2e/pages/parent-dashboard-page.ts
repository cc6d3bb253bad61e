import { expect, type Page } from '@playwright/test';

/** The parent dashboard view of /parent-dashboard, as a parent finds its parts. */
export class ParentDashboardPage {
  constructor(private readonly page: Page) {}

  childPicker = () => this.page.getByLabel('Viewing child');
  /** The child information card's heading: the selected child's full name. */
  childCardName = () => this.page.getByRole('heading', { level: 2 }).first();
  dailyReports = () => this.page.getByRole('region', { name: 'Daily Reports' });
  incidentReports = () => this.page.getByRole('region', { name: 'Incident Reports' });
  /** The child's logged activities, beside the daily reports. */
  activities = () => this.page.getByRole('region', { name: 'Activities', exact: true });
  /** Today's Summary's activities: what staff logged for the child today. */
  todaysActivities = () => this.page.getByRole('region', { name: "Today's Activities" });

  async expectLoaded() {
    await expect(this.dailyReports()).toBeVisible();
    await expect(this.incidentReports()).toBeVisible();
  }

  async pickChild(name: string) {
    await this.childPicker().selectOption({ label: name });
  }
}
