// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaxDocument, TaxSummary } from '../../../contract/tax-documents.ts';
import { i18n } from '../../i18n/i18n.ts';
import { ParentTaxDocumentsView } from './parent-tax-documents-view.tsx';

const doc = (over: Partial<TaxDocument>): TaxDocument => ({
  id: 1,
  title: '2025 Tuition Statement',
  description: 'Everything you paid in 2025',
  documentType: 'year_end_statement',
  taxYear: 2025,
  fileName: 'statement-2025.pdf',
  filePath: '/uploads/tax-documents/1767225600000-ab12cd.pdf',
  fileSize: 1024,
  isGlobal: true,
  parentId: null,
  parentName: null,
  uploadedBy: 1,
  createdAt: '2026-01-15T15:00:00.000Z',
  ...over,
});

const summary: TaxSummary = {
  total: 2,
  global: 1,
  parentSpecific: 1,
  currentYear: 0,
  matching: 2,
  years: [2024, 2025],
  // As the server sends them: sorted by their stored names.
  types: ['1099', 'other', 'tax_summary'],
};

let docs: TaxDocument[];
let counts: TaxSummary;
let asked: string[];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  asked = [];
  docs = [
    doc({}),
    doc({
      id: 2,
      title: 'Receipt',
      documentType: '1099',
      taxYear: 2024,
      description: '',
      isGlobal: false,
      parentId: 4,
    }),
  ];
  counts = summary;
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    return json(path.startsWith('/api/tax-documents/summary') ? counts : docs);
  });
});

// As the app's client (lib/query-client.ts): nothing goes stale by itself, no retries.
const appDefaults = { staleTime: Infinity, refetchOnWindowFocus: false, retry: false };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: appDefaults } })}>
        <MemoryRouter>
          <ParentTaxDocumentsView />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('a parent’s tax documents', () => {
  it('shows the cards, the counters and how many of all are shown; never sends a parentId', async () => {
    show();
    const card = await screen.findByRole('article', { name: '2025 Tuition Statement' });
    for (const text of ['Year-End Statement', 'Tax Year 2025', 'General', 'statement-2025.pdf'])
      expect(within(card).getByText(text)).toBeTruthy();
    const receipt = screen.getByRole('article', { name: 'Receipt' });
    expect(within(receipt).getByText('No description available')).toBeTruthy();
    expect(within(receipt).queryByText('General')).toBeNull();
    expect(within(receipt).getByRole('button', { name: 'Download Receipt' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 documents')).toBeTruthy();
    const stats = screen.getByRole('list', { name: 'Tax documents summary' });
    expect(within(stats).getByText('Available to Download')).toBeTruthy();
    expect(screen.getByText('Important Tax Information')).toBeTruthy();
    expect(asked.some((path) => path.includes('parentId'))).toBe(false);
  });

  it('filters by the years and types present (types in the spec’s order), and counts what matches', async () => {
    show();
    await screen.findByRole('article', { name: 'Receipt' });
    const years = screen.getByLabelText('Tax year') as HTMLSelectElement;
    expect([...years.options].map((o) => o.text)).toEqual(['All years', '2025', '2024']);
    const types = screen.getByLabelText('Document type') as HTMLSelectElement;
    expect([...types.options].map((o) => o.text)).toEqual([
      'All types',
      '1099 Form',
      'Tax Summary',
      'Other',
    ]);
    docs = [docs[1]!];
    counts = { ...summary, matching: 1 };
    fireEvent.change(years, { target: { value: '2024' } });
    await waitFor(() => expect(screen.getByText('Showing 1 of 2 documents')).toBeTruthy());
    expect(asked).toContain('/api/tax-documents?year=2024&limit=50');
    expect(asked).toContain('/api/tax-documents/summary?year=2024');
  });

  it('says there are none yet, or that nothing matches the filters', async () => {
    docs = [];
    counts = { ...summary, total: 0, matching: 0, years: [], types: [] };
    show();
    expect(await screen.findByText('No tax documents available')).toBeTruthy();
    expect(
      screen.getByText('Tax documents will appear here when they become available'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search documents'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No documents found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeTruthy();
  });

  it('says the spec’s words when the documents cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"down"}', { status: 500 }));
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load tax documents. Please try refreshing the page.',
    );
  });
});
