import { expect, type Page } from '@playwright/test';

/** Either portal's messages screen: search, the conversation cards, the open thread. */
export class MessagesScreen {
  constructor(private readonly page: Page) {}

  heading = () => this.page.getByRole('heading', { name: 'Messages', level: 1 });
  search = () => this.page.getByLabel('Search messages');
  list = () => this.page.getByRole('list', { name: 'Conversations' });
  /** A conversation's card (its subject is the link that opens it). */
  card = (subject: string) =>
    this.page.getByRole('article').filter({ has: this.threadLink(subject) });
  threadLink = (subject: string) => this.page.getByRole('link', { name: subject, exact: true });
  thread = (subject: string) => this.page.getByRole('dialog', { name: subject });

  async find(subject: string) {
    await this.search().fill(subject);
    await expect(this.card(subject)).toBeVisible();
  }

  async open(subject: string) {
    await this.threadLink(subject).click();
    await expect(this.thread(subject)).toBeVisible();
    return this.thread(subject);
  }

  async reply(subject: string, text: string) {
    const dialog = this.thread(subject);
    await dialog.getByLabel('Reply').fill(text);
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Reply sent');
    await expect(dialog.getByRole('article').filter({ hasText: text })).toBeVisible();
  }

  newMessageDialog = () => this.page.getByRole('dialog', { name: 'New Message' });

  async startNewMessage() {
    await this.page.getByRole('button', { name: 'New Message' }).click();
    await expect(this.newMessageDialog()).toBeVisible();
    return this.newMessageDialog();
  }
}
