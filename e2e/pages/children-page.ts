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

  /** The children's grid (enrolled children only). */
  grid = () => this.page.getByRole('list', { name: 'Children', exact: true });

  /** 'Enrolment in progress': children whose consent forms are not all recorded (drafts). */
  drafts = () => this.page.getByRole('region', { name: 'Enrolment in progress' });
  draft = (name: string) =>
    this.drafts()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true, level: 3 }) });
  resumeLink = (name: string) =>
    this.drafts().getByRole('link', { name: `Resume enrolment of ${name}` });

  async askToDiscard(name: string) {
    await this.drafts()
      .getByRole('button', { name: `Discard enrolment of ${name}` })
      .click();
    return this.page.getByRole('alertdialog', { name: `Discard the enrolment of ${name}?` });
  }

  async view(name: string) {
    await this.card(name)
      .getByRole('button', { name: `View ${name}` })
      .click();
    return this.page.getByRole('dialog', { name: 'Child Profile' });
  }

  /** The spec's Remove: its confirmation, asking for the last day and a reason (061). */
  async askToRemove(name: string) {
    await this.card(name)
      .getByRole('button', { name: `Remove ${name}` })
      .click();
    return this.page.getByRole('dialog', { name: `Remove ${name}?` });
  }

  /** 'Withdrawn': the children who left, folded until shown. */
  withdrawn = () => this.page.getByRole('region', { name: /^Withdrawn \(\d+\)$/ });
}
