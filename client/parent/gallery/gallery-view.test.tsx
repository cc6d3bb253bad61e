// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPhoto } from '../../../contract/gallery.ts';
import { dismissToast, useToast } from '../../components/ui/toast-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { downloadName } from './download-name.ts';
import { ParentGalleryView } from './gallery-view.tsx';

const photo = (over: Partial<GalleryPhoto>): GalleryPhoto => ({
  id: 1,
  title: 'Finger painting',
  description: 'Blue and yellow make green',
  fileName: 'IMG_2041.HEIC',
  filePath: '/uploads/gallery/1700000000000-ab12.webp',
  thumbnailPath: '/uploads/gallery/thumbnails/1700000000000-ab12.webp',
  fileSize: 120_000,
  width: 1600,
  height: 1200,
  uploadedBy: 2,
  uploadedByName: 'Dana Whitfield',
  tags: ['art', 'indoor', 'colours', 'messy'],
  children: [],
  isVisible: true,
  staffOnly: false,
  createdAt: '2026-11-18T15:00:00.000Z',
  ...over,
});

const painting = photo({});
const garden = photo({ id: 2, title: 'Garden walk', description: '', tags: ['outdoor'] });

/** The query strings the view asked the list for, in order. */
let asked: URLSearchParams[];
/** The parent's settings (privacy mode), as /api/settings answers them. */
let settings: object;

beforeEach(() => {
  asked = [];
  settings = { privacyMode: false };
  dismissToast();
  vi.stubGlobal('fetch', async (path: string) => {
    if (path === painting.filePath) return new Response('webp', { status: 200 });
    if (path === '/api/settings')
      return new Response(JSON.stringify(settings), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    const url = new URL(path, 'http://centre.test');
    asked.push(url.searchParams);
    const tag = url.searchParams.get('tag');
    const search = url.searchParams.get('search');
    const photos = [painting, garden].filter(
      (p) => (!tag || p.tags.includes(tag)) && (!search || p.title.includes(search)),
    );
    return new Response(JSON.stringify(photos), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function ToastProbe() {
  const { toasts } = useToast();
  return (
    <output data-testid="toasts">
      {toasts.filter((x) => x.open).map((x) => [x.title, x.description].filter(Boolean).join(': '))}
    </output>
  );
}

function show() {
  // The gallery's 3 retries (spec 9) come at once here, not after seconds of back-off.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/parent-dashboard?view=gallery']}>
          <ParentGalleryView />
          <ToastProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const card = async (title: string) =>
  screen.findByRole('article', { name: title }).then((found) => within(found));

describe('privacy mode', () => {
  it('keeps the family’s photos blurred until the parent taps one to show it', async () => {
    settings = { privacyMode: true };
    show();
    const first = await card('Finger painting');
    const reveal = first.getByRole('button', { name: 'Show photo: Finger painting' });
    expect(first.queryByRole('img', { name: 'Finger painting' })).toBeNull();
    expect(reveal.querySelector('img')?.className).toContain('blur-2xl');
    expect(reveal.textContent).toBe('Tap to show');
    fireEvent.click(reveal);
    expect(first.getByRole('img', { name: 'Finger painting' }).className).not.toContain('blur');
    // Only the one tapped: the next stays blurred.
    const second = await card('Garden walk');
    expect(second.getByRole('button', { name: 'Show photo: Garden walk' })).toBeTruthy();
  });

  it('shows the photos at once when privacy mode is off', async () => {
    show();
    const first = await card('Finger painting');
    expect(await first.findByRole('img', { name: 'Finger painting' })).toBeTruthy();
    expect(first.queryByRole('button', { name: /^Show photo/ })).toBeNull();
  });
});

describe('the parent photo gallery', () => {
  it('shows each photo’s thumbnail named by its title, and at most two tags plus +N', async () => {
    show();
    const first = await card('Finger painting');
    // (Blurred until the settings say privacy mode is off.)
    const image = await first.findByRole('img', { name: 'Finger painting' });
    expect(image.getAttribute('src')).toBe(painting.thumbnailPath);
    const tags = first.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['art', 'indoor']);
    expect(within(tags).getByText('+2')).toBeTruthy();
    expect(within(tags).getByText('2 more tags: colours, messy')).toBeTruthy();
    const second = await card('Garden walk');
    expect(second.queryByText(/^\+/)).toBeNull();
  });

  it('filters by a tag when it is clicked, and clears the filter when it is clicked again', async () => {
    show();
    const art = (await card('Finger painting')).getByRole('button', { name: 'art' });
    expect(art.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(art);
    await waitFor(() => expect(asked.at(-1)?.get('tag')).toBe('art'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Garden walk' })).toBeNull());
    expect(screen.getByText('Showing photos tagged “art”')).toBeTruthy();
    const pressed = (await card('Finger painting')).getByRole('button', { name: 'art' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');

    // The unfiltered list is still fresh (spec 9: 30 s), so it shows again without a request.
    fireEvent.click(pressed);
    await card('Garden walk');
    expect(
      (await card('Finger painting'))
        .getByRole('button', { name: 'art' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(screen.queryByText(/Showing photos tagged/)).toBeNull();
  });

  it('says ‘No photos found’ for a filter with no match, and ‘No photos yet’ for none at all', async () => {
    show();
    fireEvent.click((await card('Garden walk')).getByRole('button', { name: 'outdoor' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search photos' }), {
      target: { value: 'painting' },
    });
    expect(await screen.findByRole('heading', { name: 'No photos found' })).toBeTruthy();
    expect(asked.at(-1)?.get('search')).toBe('painting');

    cleanup();
    vi.stubGlobal('fetch', async () => new Response('[]', { status: 200 }));
    show();
    expect(await screen.findByRole('heading', { name: 'No photos yet' })).toBeTruthy();
  });

  it('shows the spec’s words when the gallery cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }));
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load gallery. Please try refreshing the page.',
    );
  });

  it('opens a photo large, the display copy, with its details', async () => {
    show();
    fireEvent.click(
      await (await card('Finger painting')).findByRole('button', { name: 'Finger painting' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Finger painting' });
    expect(within(dialog).getByRole('img', { name: 'Finger painting' }).getAttribute('src')).toBe(
      painting.filePath,
    );
  });

  it('downloads the display copy as a file, then says ‘Download complete’', async () => {
    const saved: string[] = [];
    // jsdom has no object URLs; each test file has its own globals.
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.href} ${this.download}`);
    });
    show();
    fireEvent.click(
      await (await card('Finger painting')).findByRole('button', { name: 'Finger painting' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Finger painting' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe('Download complete'));
    expect(saved).toEqual(['blob:photo IMG_2041.webp']);
  });

  it('names the download after the uploaded file, as the WebP it is', () => {
    expect(downloadName(painting)).toBe('IMG_2041.webp');
    expect(downloadName({ id: 9, fileName: '' })).toBe('photo-9.webp');
  });
});
