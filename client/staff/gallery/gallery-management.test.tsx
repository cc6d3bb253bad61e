// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPhoto } from '../../../contract/gallery.ts';
import { dismissToast, useToast } from '../../components/ui/toast-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { GalleryManagementPage } from './gallery-management-page.tsx';

const photo = (over: Partial<GalleryPhoto>): GalleryPhoto => ({
  id: 1,
  title: 'Finger painting',
  description: 'Blue and yellow make green',
  fileName: 'IMG_2041.jpg',
  filePath: '/uploads/gallery/1-a.webp',
  thumbnailPath: '/uploads/gallery/thumbnails/1-a.webp',
  fileSize: 120_000,
  width: 1600,
  height: 1200,
  uploadedBy: 2,
  uploadedByName: 'Dana Whitfield',
  tags: ['art', 'indoor', 'colours', 'messy', 'paint'],
  children: [],
  isVisible: true,
  staffOnly: false,
  createdAt: '2026-11-18T15:00:00.000Z',
  ...over,
});

const photos = [
  photo({}),
  photo({ id: 2, title: 'Nap time', tags: [], isVisible: false, staffOnly: true }),
];

type Sent = { method: string; path: string; body: unknown };
let sent: Sent[];

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The uploads: each XMLHttpRequest the dialog opens, answered by the test. */
class FakeXhr {
  static all: FakeXhr[] = [];
  path = '';
  form: FormData | undefined;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(_method: string, path: string) {
    this.path = path;
  }
  setRequestHeader() {}
  send(form: FormData) {
    this.form = form;
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    Object.assign(this, { status, responseText: JSON.stringify(body) });
    this.onload?.();
  }
}

beforeEach(() => {
  dismissToast();
  sent = [];
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // Radix's checkbox measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && path.startsWith('/api/gallery?')) return json(200, photos);
    if (path === '/api/gallery/summary') return json(200, { total: 2, visible: 1, hidden: 1 });
    if (path === '/api/gallery/children')
      return json(200, [{ id: 12, name: 'Emma Johnson', room: 'Toddler Room' }]);
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return method === 'DELETE' ? json(204, undefined) : json(200, photos[0]);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ToastProbe() {
  const { toasts } = useToast();
  return (
    <output data-testid="toasts">
      {toasts
        .filter((toast) => toast.open)
        .map((toast) => [toast.title, toast.description].filter(Boolean).join(': '))}
    </output>
  );
}

function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <GalleryManagementPage />
        <ToastProbe />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const toasts = () => screen.getByTestId('toasts').textContent;
const table = async () => within(await screen.findByRole('table', { name: 'Gallery photos' }));

describe('Gallery Management', () => {
  it('shows the counters and a row per photo: two tags plus +N, and the status', async () => {
    show();
    const counters = within(await screen.findByRole('list', { name: 'Gallery summary' }));
    expect(counters.getByText('Total').nextSibling?.textContent).toBe('2');
    const rows = (await table()).getAllByRole('row').slice(1);
    const first = within(rows[0]!);
    expect(first.getByRole('img', { name: 'Finger painting' }).getAttribute('src')).toBe(
      '/uploads/gallery/thumbnails/1-a.webp',
    );
    const tags = within(first.getByRole('list', { name: 'Tags' }));
    expect(tags.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'art',
      'indoor',
      '+33 more tags: colours, messy, paint',
    ]);
    expect(first.getByText('Visible')).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByText('Hidden')).toBeTruthy();
    expect(second.getByText('Staff only')).toBeTruthy();
    expect(second.getByText('No tags')).toBeTruthy();
  });

  it('hides a photo from parents and says so', async () => {
    show();
    fireEvent.click(
      (await table()).getByRole('button', { name: 'Hide “Finger painting” from parents' }),
    );
    await waitFor(() => expect(toasts()).toBe('Photo visibility updated'));
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/gallery/1', body: { isVisible: false } }]);
  });

  it('asks the spec’s question before deleting', async () => {
    show();
    fireEvent.click((await table()).getByRole('button', { name: 'Delete “Nap time”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Nap time”?' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this photo? This action cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toBe('Photo deleted successfully'));
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/gallery/2', body: undefined }]);
  });

  it('refuses an upload without a title or a file, in the spec’s words', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Photo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload Photo' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Upload Photo' }));
    expect(toasts()).toBe('Error: Please fill in all required fields and select a file');
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('uploads several files, one request each, fields before the file, each with progress', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Photo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload Photo' }));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: ' Garden walk ' } });
    fireEvent.change(dialog.getByLabelText('Tags'), { target: { value: 'outdoor, , spring ' } });
    fireEvent.click(await dialog.findByRole('checkbox', { name: 'Emma Johnson, Toddler Room' }));
    const files = [
      new File(['a'], 'one.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'two.png', { type: 'image/png' }),
    ];
    fireEvent.change(dialog.getByLabelText('Photos'), { target: { files } });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload 2 Photos' }));

    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    const [first, second] = FakeXhr.all as [FakeXhr, FakeXhr];
    expect([...first.form!.keys()]).toEqual(['title', 'description', 'tags', 'childIds', 'file']);
    expect(first.form!.get('title')).toBe('Garden walk');
    expect(first.form!.get('tags')).toBe('["outdoor","spring"]');
    expect(first.form!.get('childIds')).toBe('[12]');
    expect((first.form!.get('file') as File).name).toBe('one.jpg');
    expect((second.form!.get('file') as File).name).toBe('two.png');

    first.progress(50, 100);
    const bar = await dialog.findByRole('progressbar', { name: 'one.jpg' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    first.answer(201, photos[0]);
    second.answer(201, photos[0]);
    await waitFor(() => expect(toasts()).toBe('2 photos uploaded successfully'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a failed file with the server’s reason, and toasts it', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Photo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload Photo' }));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Snow' } });
    const file = new File(['x'], 'snow.txt', { type: '' });
    fireEvent.change(dialog.getByLabelText('Photos'), { target: { files: [file] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload Photo' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.answer(415, {
      message: 'This file is not a JPEG, PNG, WebP, GIF or AVIF image',
    });
    await waitFor(() =>
      expect(toasts()).toBe('Error: This file is not a JPEG, PNG, WebP, GIF or AVIF image'),
    );
    expect(dialog.getByText('Failed')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Upload Photo' })).toBeTruthy();
  });
});
