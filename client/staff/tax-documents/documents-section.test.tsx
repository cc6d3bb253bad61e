// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TaxDocument } from '../../../contract/tax-documents.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { PagedList } from '../../lib/paged-list.ts';
import type { DocumentHandlers } from './document-actions.tsx';
import { DocumentsSection } from './documents-section.tsx';

const doc = (over: Partial<TaxDocument>): TaxDocument => ({
  id: 1,
  title: '2025 Tuition Statement',
  description: '',
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

const docs = [
  doc({}),
  doc({
    id: 2,
    title: 'Receipt',
    documentType: '1099',
    isGlobal: false,
    parentId: 7,
    parentName: 'Priya Patel',
  }),
  doc({ id: 3, title: 'Old letter', documentType: 'other', isGlobal: false, parentId: null }),
];

const list = (over: Partial<PagedList<TaxDocument>>): PagedList<TaxDocument> => ({
  data: docs,
  isPending: false,
  isError: false,
  error: null,
  hasMore: false,
  loadingMore: false,
  loadMore: () => undefined,
  updating: false,
  ...over,
});

afterEach(cleanup);

const noop = () => undefined;
function show(
  state: PagedList<TaxDocument>,
  handlers: DocumentHandlers = { onEdit: noop, onDelete: noop },
) {
  render(
    <I18nProvider i18n={i18n}>
      <DocumentsSection list={state} {...handlers} />
    </I18nProvider>,
  );
}

describe('the tax documents table', () => {
  it('says who each document is for: all parents, the parent, or an account that is gone', () => {
    show(list({}));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const assigned = rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent);
    expect(assigned).toEqual(['All Parents', 'Priya Patel', 'Unknown Parent']);
    const first = within(rows[0]!).getAllByRole('cell');
    expect(first[0]?.textContent).toBe('2025 Tuition Statementstatement-2025.pdf');
    expect(first[1]?.textContent).toBe('Year-End Statement');
    expect(first[2]?.textContent).toBe('2025');
    expect(within(rows[1]!).getByText('1099 Form')).toBeTruthy();
  });

  it('shows the same facts as cards for phones, with labelled 44 px actions', () => {
    show(list({}));
    const card = screen.getByRole('article', { name: 'Receipt' });
    expect(within(card).getByText('Priya Patel')).toBeTruthy();
    expect(within(card).getByText('Assigned To')).toBeTruthy();
    const download = within(card).getByRole('button', { name: 'Download Receipt' });
    expect(download.className).toContain('h-11');
    expect(within(card).getByRole('button', { name: 'Delete Receipt' })).toBeTruthy();
  });

  it('offers only the download to staff who may not manage documents', () => {
    show(list({}), {});
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(
      within(row).getByRole('button', { name: 'Download 2025 Tuition Statement' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('says the spec’s words when loading failed, and when there are none', () => {
    show(list({ data: undefined, isError: true }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to load tax documents. Please try refreshing the page.',
    );
    cleanup();
    show(list({ data: [] }));
    expect(screen.getByText('No tax documents have been uploaded yet.')).toBeTruthy();
  });
});
