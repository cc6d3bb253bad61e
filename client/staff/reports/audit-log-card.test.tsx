// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntryResponse } from '../../../contract/audit-log.ts';
import { i18n } from '../../i18n/i18n.ts';
import { speak } from '../../i18n/test-setup.ts';
import { AuditLogCard } from './audit-log-card.tsx';

const entry: AuditEntryResponse = {
  id: 1,
  at: '2026-11-18T16:00:00.000Z',
  actorUserId: 3,
  actorName: 'Dana Whitfield',
  action: 'billing.statement.create',
  recordType: 'billing_payer',
  recordId: '40',
  details: '{"total": 260000, "payerId": 40}',
  ipAddress: null,
  actionText: 'Made a year-end statement',
  recordText: 'Payer: Priya Patel',
  detailsText: 'Payer: Priya Patel; Total: $2,600.00; Tax year: 2025',
};

let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    const body = path.startsWith('/api/reports/audit/filters')
      ? { people: [], recordTypes: ['billing_payer'] }
      : [entry];
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  speak('en');
});

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <AuditLogCard />
      </QueryClientProvider>
    </I18nProvider>,
  );

describe('the audit log card (issue 35)', () => {
  it('shows what was done, to what and what it said in words, never codes or JSON', async () => {
    show();
    expect((await screen.findAllByText('Made a year-end statement')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Payer: Priya Patel').length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Payer: Priya Patel; Total: $2,600.00; Tax year: 2025').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/billing\.statement\.create|billing_payer|260000/)).toBeNull();
    expect(asked.find((p) => p.startsWith('/api/reports/audit?'))).toContain('language=en');
  });

  it('asks for the entries in the screen’s language', async () => {
    speak('fr');
    show();
    await screen.findAllByText('Made a year-end statement');
    expect(asked.find((p) => p.startsWith('/api/reports/audit?'))).toContain('language=fr');
  });
});
