// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SystemInfoResponse } from '../../../contract/system.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setDisplayPreferences } from '../../i18n/preferences.ts';
import { SystemCard } from './system-card.tsx';

const info: SystemInfoResponse = {
  version: '1.4.0',
  database: 'embedded',
  mail: 'outbox',
  files: 'local',
  timeZone: 'America/New_York',
  jobs: { pending: 2, failed: 0 },
  backups: {
    time: '02:30',
    keep: 7,
    latest: {
      name: 'backup-2026-11-18T07-30-00Z.tar.gz',
      size: 5 * 1024 * 1024 + 300 * 1024,
      createdAt: '2026-11-18T07:30:00.000Z',
    },
  },
};

let systemInfo: SystemInfoResponse;
beforeEach(() => {
  setDisplayPreferences({ dateFormat: 'MM/DD/YYYY', timeZone: 'America/New_York' });
  systemInfo = info;
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal('fetch', async (path: string) => {
    if (path === '/api/system') return json(systemInfo);
    if (path === '/api/jobs/failed') return json([]);
    if (path === '/api/system/backups')
      return json(systemInfo.backups.latest ? [systemInfo.backups.latest] : []);
    return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SystemCard />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The card's information rows as label → value, once loaded. */
async function rows() {
  const card = within(screen.getByRole('region', { name: 'System Information' }));
  await card.findByText('Version');
  return Object.fromEntries(
    card
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('System Information (directors’ settings)', () => {
  it('says the version, what runs, the centre’s time zone and the newest backup', async () => {
    show();
    expect(await rows()).toEqual({
      Version: '1.4.0',
      Database: 'Embedded',
      'E-mail': 'Kept in the outbox folder',
      Files: 'Local folder',
      'Centre time zone': 'America/New_York',
      'Waiting background tasks': '2',
      'Nightly backup': 'At 02:30, the last 7 kept',
      'Last backup': '11/18/2026, 2:30 AM (5.3 MB)',
    });
  });

  it('says none yet before the first backup', async () => {
    systemInfo = {
      ...info,
      database: 'postgres',
      timeZone: 'Europe/Berlin',
      backups: { time: null, keep: 7, latest: null },
    };
    show();
    const shown = await rows();
    expect(shown['Database']).toBe('PostgreSQL server');
    expect(shown['Centre time zone']).toBe('Europe/Berlin');
    expect(shown['Nightly backup']).toBe('Off');
    expect(shown['Last backup']).toBe('None yet');
  });
});
