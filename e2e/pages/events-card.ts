import { expect, type Page } from '@playwright/test';

export type EventFields = { title: string; date?: string; time?: string; type?: string };

/** The dashboard's 'Upcoming Events' card and its event dialog. */
export class EventsCard {
  constructor(private readonly page: Page) {}

  card = () => this.page.getByRole('region', { name: 'Upcoming Events' });
  addButton = () => this.card().getByRole('button', { name: 'Add Event' });
  editButton = (title: string) => this.card().getByRole('button', { name: `Edit ${title}` });
  dialog = (name: 'Add Event' | 'Edit Event') => this.page.getByRole('dialog', { name });

  async fill(dialog: ReturnType<EventsCard['dialog']>, event: EventFields) {
    await dialog.getByLabel('Title').fill(event.title);
    if (event.date) await dialog.getByLabel('Date').fill(event.date);
    if (event.time !== undefined) await dialog.getByLabel('Time').fill(event.time);
    if (event.type) await dialog.getByLabel('Type').selectOption({ label: event.type });
  }

  async add(event: EventFields) {
    await this.addButton().click();
    const dialog = this.dialog('Add Event');
    await this.fill(dialog, event);
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(dialog).toBeHidden();
  }
}
