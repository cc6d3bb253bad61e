// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInDevice } from '../../contract/account.ts';
import { i18n } from '../i18n/i18n.ts';
import { SignedInDevicesCard } from './signed-in-devices-card.tsx';

let devices: SignedInDevice[];
let calls: string[];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  devices = [
    device({ id: 7, current: true, browser: 'Safari', system: 'iOS' }),
    device({ id: 5, current: false, browser: 'Firefox', system: 'Windows' }),
    device({ id: 3, current: false, browser: null, system: null }),
  ];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${path}`);
    if (path === '/api/account/sessions') return json(devices);
    const one = /^\/api\/account\/sessions\/(\d+)$/.exec(path);
    if (one && init.method === 'DELETE') {
      devices = devices.filter((d) => d.id !== Number(one[1]));
      return json({ ok: true });
    }
    if (path === '/api/account/sessions/end-others' && init.method === 'POST') {
      const ended = devices.filter((d) => !d.current).length;
      devices = devices.filter((d) => d.current);
      return json({ ended });
    }
    return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function device(d: Pick<SignedInDevice, 'id' | 'current' | 'browser' | 'system'>): SignedInDevice {
  return {
    ...d,
    remembered: false,
    signedInAt: '2026-11-27T14:00:00Z',
    lastSeenAt: '2026-11-28T09:00:00Z',
  };
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SignedInDevicesCard />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('Signed-in devices (both portals’ settings)', () => {
  it('names each device, marks this one, and signs another out by name', async () => {
    show();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Safari on iOSThis device'),
      expect.stringContaining('Firefox on Windows'),
      expect.stringContaining('Unknown device'),
    ]);
    // This device has no button: it signs out from the menu.
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out Firefox on Windows' }));
    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).toBeNull());
    expect(calls).toContain('DELETE /api/account/sessions/5');
  });

  it('signs every other device out at once, then offers it no more', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toContain('POST /api/account/sessions/end-others');
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });
});
