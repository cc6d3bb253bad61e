// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Camera } from '../../../contract/cameras.ts';
import { i18n } from '../../i18n/i18n.ts';
import { ParentCamerasView } from './parent-cameras-view.tsx';

const camera = (over: Partial<Camera>): Camera => ({
  id: 1,
  name: 'Sunshine Room',
  location: 'Reading corner',
  roomId: 2,
  roomName: 'Sunshine Room',
  isActive: true,
  online: true,
  lastOnline: '2026-11-18T15:00:00.000Z',
  hasStream: true,
  frameWidth: 640,
  frameHeight: 360,
  viewingBlockedBy: null,
  viewingHours: { opening: '07:00', closing: '18:00' },
  childNames: ['Aarav'],
  ...over,
});

let answer: () => Response;
let sent: string[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push(`${init.method ?? 'GET'} ${path}`);
    // Starting a session answers nothing here: the player's own test covers what follows.
    if (path !== '/api/cameras') return new Promise<Response>(() => undefined);
    return answer();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = (cameras: Camera[]) => () =>
  new Response(JSON.stringify(cameras), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** As the app's (query-client.ts): no retries. */
const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function show() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={['/parent-dashboard?view=cameras']}>
          <ParentCamerasView />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const card = async (name: string) => within(await screen.findByRole('article', { name }));

describe('the parent’s classroom cameras', () => {
  it('shows each camera’s card; View Camera is disabled when it is offline', async () => {
    answer = list([
      camera({}),
      camera({
        id: 2,
        name: 'Garden',
        location: 'Play yard',
        online: false,
        lastOnline: null,
        viewingBlockedBy: 'offline',
      }),
    ]);
    show();
    expect(screen.getByRole('heading', { name: 'Classroom Cameras', level: 1 })).toBeTruthy();
    const sunshine = await card('Sunshine Room');
    expect(sunshine.getByText('Online')).toBeTruthy();
    expect(sunshine.getByText('Status: Active')).toBeTruthy();
    expect(sunshine.getByText(/^Last online: /)).toBeTruthy();
    const view = sunshine.getByRole('button', { name: 'View Camera: Sunshine Room' });
    expect(view.hasAttribute('disabled')).toBe(false);

    const garden = await card('Garden');
    expect(garden.getByText('Offline')).toBeTruthy();
    expect(garden.getByText('Last online: Never')).toBeTruthy();
    expect(
      garden.getByRole('button', { name: 'View Camera: Garden' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  const reasonOf = (button: HTMLElement) =>
    document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

  it('after hours, says when the camera may be watched, not Online, and View Camera waits', async () => {
    answer = list([camera({ viewingBlockedBy: 'outsideHours' })]);
    show();
    const sunshine = await card('Sunshine Room');
    const button = sunshine.getByRole('button', { name: 'View Camera: Sunshine Room' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(reasonOf(button)).toBe('Available 7:00 AM–6:00 PM');
    expect(sunshine.queryByText('Online')).toBeNull();
    expect(sunshine.getByText('Not available now')).toBeTruthy();
    fireEvent.click(button);
    expect(sent).not.toContain('POST /api/cameras/1/sessions');
  });

  it('once the child has gone home, names who has to be at the centre', async () => {
    answer = list([
      camera({ viewingBlockedBy: 'notCheckedIn' }),
      camera({
        id: 2,
        name: 'Garden',
        viewingBlockedBy: 'notCheckedIn',
        childNames: ['Aarav', 'Maya'],
      }),
    ]);
    show();
    const button = (await card('Sunshine Room')).getByRole('button', {
      name: 'View Camera: Sunshine Room',
    });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(reasonOf(button)).toBe('Available while Aarav is at the centre');
    const garden = (await card('Garden')).getByRole('button', { name: 'View Camera: Garden' });
    expect(reasonOf(garden)).toBe('Available while Aarav or Maya is at the centre');
  });

  it('says ‘No Cameras Available’ when the family has none', async () => {
    answer = list([]);
    show();
    expect(await screen.findByRole('heading', { name: 'No Cameras Available' })).toBeTruthy();
  });

  it('says ‘Failed to fetch cameras’ when the list cannot be read', async () => {
    answer = () => new Response('{"message":"boom"}', { status: 500 });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch cameras');
  });
  it('View Camera opens the player in a dialog named for the camera; closing it ends there', async () => {
    answer = list([camera({})]);
    show();
    const button = (await card('Sunshine Room')).getByRole('button', {
      name: 'View Camera: Sunshine Room',
    });
    fireEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sunshine Room' }));
    expect(dialog.getByText('Reading corner')).toBeTruthy();
    expect(dialog.getByRole('status').textContent).toBe('Starting the camera...');
    expect(sent).toContain('POST /api/cameras/1/sessions');
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
