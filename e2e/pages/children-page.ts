import type { Page } from '@playwright/test';

/** The Children Management page (/children), as a person finds its parts. */
export class ChildrenPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/children');
  }

  heading = () => this.page.getByRole('heading', { name: 'Children Management', level: 1 });
  search = (text: string) => this.page.getByLabel('Search children').fill(text);
  filterRoom = (label: string) =>
    this.page.getByLabel('Room', { exact: true }).selectOption({ label });
  cards = () => this.page.getByRole('article');
  card = (name: string) => this.page.getByRole('article', { name });
  stat = (label: string) =>
    this.page
      .getByRole('list', { name: 'Children summary' })
      .getByRole('listitem')
      .filter({
        has: this.page.getByText(label, { exact: true }),
      });

  async view(name: string) {
    await this.card(name)
      .getByRole('button', { name: `View ${name}` })
      .click();
    return this.page.getByRole('dialog', { name: 'Child Profile' });
  }

  async askToRemove(name: string) {
    await this.card(name)
      .getByRole('button', { name: `Remove ${name}` })
      .click();
    return this.page.getByRole('alertdialog', { name: `Remove ${name}?` });
  }
}
