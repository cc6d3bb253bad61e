// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasskeyItem } from '../../contract/passkeys.ts';
import { i18n } from '../i18n/i18n.ts';
import { PasskeysCard } from './passkeys-card.tsx';

let passkeys: PasskeyItem[];
let sent: { path: string; body: unknown }[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  passkeys = [
    {
      id: 4,
      credentialId: 'cred-laptop',
      name: 'Work laptop',
      createdAt: '2026-11-20T09:00:00Z',
      lastUsedAt: '2026-11-28T08:00:00Z',
    },
    {
      id: 6,
      credentialId: 'cred-phone',
      name: 'My phone',
      createdAt: '2026-11-27T09:00:00Z',
      lastUsedAt: null,
    },
  ];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    if (path === '/api/account/passkeys' && (init.method ?? 'GET') === 'GET')
      return json({ passkeys });
    if (path === '/api/account/passkeys/remove' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as {
        credentialId: string;
        currentPassword: string;
      };
      sent.push({ path, body });
      if (body.currentPassword !== 'right')
        return json(
          {
            message: 'The current password is incorrect.',
            code: 'errors.currentPasswordIncorrect',
            fieldErrors: { currentPassword: 'The current password is incorrect.' },
          },
          400,
        );
      passkeys = passkeys.filter((p) => p.credentialId !== body.credentialId);
      return json({ ok: true });
    }
    return json({ message: 'not stubbed' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <PasskeysCard />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('Passkeys (both portals’ settings)', () => {
  it('lists each passkey with when it was added and last used', async () => {
    show();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Work laptop');
    expect(items[0]!.textContent).toContain('Last used');
    expect(items[1]!.textContent).toContain('Not used yet');
  });

  it('removes one with the password, naming it by its credential', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove My phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove passkey' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('The current password is incorrect.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('My phone')).toBeNull());
    expect(sent.at(-1)!.body).toEqual({ credentialId: 'cred-phone', currentPassword: 'right' });
  });
});
