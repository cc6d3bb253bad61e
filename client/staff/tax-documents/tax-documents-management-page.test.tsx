// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaxSummary } from '../../../contract/tax-documents.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { TaxDocumentsManagementPage } from './tax-documents-management-page.tsx';

const summary: TaxSummary = {
  total: 3,
  global: 1,
  parentSpecific: 2,
  currentYear: 1,
  matching: 3,
  years: [2025],
  types: ['other'],
};
const priya = { id: 12, firstName: 'Priya', lastName: 'Patel', email: 'priya@example.com' };

let actions: string[];
let posted: FormData[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const receipt = {
  id: 5,
  title: 'Receipt',
  description: '',
  documentType: 'payment_receipt',
  taxYear: 2025,
  fileName: 'receipt.pdf',
  filePath: '/uploads/tax-documents/1767225600000-ab12cd.pdf',
  fileSize: 10,
  isGlobal: true,
  parentId: null,
  parentName: null,
  uploadedBy: 1,
  createdAt: '2026-01-15T15:00:00.000Z',
};

/** The changes sent: method, path and body. */
let sent: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  posted = [];
  sent = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      const body =
        init.body instanceof FormData ? init.body : JSON.parse(String(init.body ?? 'null'));
      sent.push({ method, path, body });
      if (init.body instanceof FormData) posted.push(init.body);
      return method === 'DELETE' ? new Response(null, { status: 204 }) : json(receipt, 201);
    }
    if (path.startsWith('/api/tax-documents/summary')) return json(summary);
    if (path.startsWith('/api/tax-documents')) return json([receipt]);
    if (path === '/api/parent-accounts') return json([priya]);
    if (path === '/api/dashboard/stats') return json({ date: '2026-01-20' });
    return json({ message: 'not stubbed' }, 404);
  });
});

// As the app's client (lib/query-client.ts): nothing goes stale by itself, no retries.
const appDefaults = { staleTime: Infinity, refetchOnWindowFocus: false, retry: false };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: appDefaults } });
  // The signed-in person as the route guard would have read them: what they may do.
  setCurrentUser({
    userId: 1,
    role: 'director',
    displayName: 'Dana',
    email: 'd@x',
    staffId: 1,
    photo: null,
    actions,
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <TaxDocumentsManagementPage />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Tax Documents Management', () => {
  it('shows a director the four counters', async () => {
    actions = ['taxDocument.read', 'taxDocument.download', 'taxDocument.manage', 'billing.read'];
    show();
    const stats = await screen.findByRole('list', { name: 'Tax documents summary' });
    const figures = within(stats)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(figures).toEqual(['Total3', 'Global1', 'Parent Specific2', 'Current Year1']);
    expect(screen.queryByText(/A family’s own documents/)).toBeNull();
  });

  it('shows staff without the billing permission no family’s own documents, and no Upload', async () => {
    // Issue 35: a family's own documents (year-end statements) are the director's and theirs.
    actions = ['taxDocument.read', 'taxDocument.download'];
    show();
    const stats = await screen.findByRole('list', { name: 'Tax documents summary' });
    const figures = within(stats)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(figures).toEqual(['Total3', 'Global1', 'Current Year1']);
    expect(
      screen.getByText(
        'You see the documents for all families. A family’s own documents, such as year-end statements, are for the director and that family.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload Document' })).toBeNull();
  });

  it('lets a director upload a document for one parent, the file sent last', async () => {
    actions = ['taxDocument.read', 'taxDocument.download', 'taxDocument.manage'];
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Document' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(
      await screen.findAllByText('Please fill in all required fields and select a file'),
    ).not.toHaveLength(0);
    expect(posted).toHaveLength(0);

    fill('Title', '2025 Receipt');
    fill('Document Type', 'payment_receipt');
    await waitFor(() =>
      expect((screen.getByLabelText('Tax Year') as HTMLInputElement).value).toBe('2026'),
    );
    fireEvent.click(screen.getByLabelText('A specific parent'));
    await screen.findByRole('option', { name: 'Priya Patel (priya@example.com)' });
    fill('Parent', '12');
    const file = new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0]!;
    expect([...form.keys()]).toEqual([
      'title',
      'documentType',
      'description',
      'taxYear',
      'isGlobal',
      'parentId',
      'file',
    ]);
    expect(form.get('taxYear')).toBe('2026');
    expect(form.get('parentId')).toBe('12');
    expect((form.get('file') as File).name).toBe('receipt.pdf');
  });

  it('edits title, description and year, and deletes after the spec’s question', async () => {
    actions = ['taxDocument.read', 'taxDocument.download', 'taxDocument.manage'];
    show();
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Receipt' }));
    fill('Title', 'Receipt 2025');
    fill('Tax Year', '2024');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PATCH',
      path: '/api/tax-documents/5',
      body: { title: 'Receipt 2025', description: '', taxYear: 2024 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(table).getByRole('button', { name: 'Delete Receipt' }));
    const question = await screen.findByRole('alertdialog');
    expect(
      within(question).getByText(
        'Are you sure you want to delete this document? This action cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'DELETE', path: '/api/tax-documents/5' });
  });
});
