// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { NewMessageForm } from './new-message-form.tsx';

const jayden = { id: 9, firstName: 'Jayden', lastName: 'Johnson', isActive: true };
let children: (typeof jayden)[];
let sent: unknown[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    if ((init.method ?? 'GET') === 'GET' && path === '/api/children') return json(200, children);
    sent.push(JSON.parse(String(init.body)));
    return json(201, { threadIds: [60] });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onDone = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <NewMessageForm onDone={onDone} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return onDone;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a parent’s New Message', () => {
  it('goes to the centre about their only child, chosen for them', async () => {
    children = [jayden];
    const onDone = renderForm();
    await waitFor(() =>
      expect((screen.getByLabelText('Child') as HTMLSelectElement).value).toBe('9'),
    );
    fill('Subject', 'Doctor visit');
    fill('Message', 'Jayden leaves at 2 pm on Tuesday.');
    fill('Priority', 'high');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        recipients: 'centre',
        childId: 9,
        subject: 'Doctor visit',
        content: 'Jayden leaves at 2 pm on Tuesday.',
        priority: 'high',
      },
    ]);
  });

  it('with two children, the parent chooses', async () => {
    children = [jayden, { id: 11, firstName: 'Maya', lastName: 'Johnson', isActive: true }];
    renderForm();
    await screen.findByRole('option', { name: 'Maya Johnson' });
    expect((screen.getByLabelText('Child') as HTMLSelectElement).value).toBe('');
    fill('Child', '11');
    fill('Subject', 'Hi');
    fill('Message', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ recipients: 'centre', childId: 11, priority: 'normal' });
  });
});
