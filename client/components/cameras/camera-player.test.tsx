// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CameraSession } from '../../../contract/cameras.ts';
import { i18n } from '../../i18n/i18n.ts';
import { dismissToast, useToast } from '../ui/toast-store.ts';
import { CameraPlayer, type CameraPlayerProps } from './camera-player.tsx';

const camera = {
  id: 3,
  name: 'Sunshine Room',
  location: 'Reading corner',
  frameWidth: 640,
  frameHeight: 360,
};

const session = (over: Partial<CameraSession> = {}): CameraSession => ({
  id: 41,
  cameraId: camera.id,
  cameraName: camera.name,
  startedAt: '2026-11-18T15:00:00.000Z',
  expiresAt: '2026-11-18T15:30:00.000Z',
  remainingSeconds: 1800,
  status: 'viewing',
  streamPath: '/api/camera-sessions/41/stream',
  viewerName: 'Marcus Johnson',
  ...over,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Each request's method and path, and what the server answers next. */
let sent: string[];
let started: Response;
let current: CameraSession;
let onClose: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  // Timers and Date are the test's: the countdown moves only when the test says.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(new Date('2026-11-18T15:00:00.000Z'));
  dismissToast();
  sent = [];
  current = session();
  started = json(201, current);
  onClose = vi.fn<() => void>();
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    sent.push(`${method} ${path}`);
    if (method === 'POST') return started;
    if (method === 'DELETE') return json(200, session({ status: 'ended', remainingSeconds: 0 }));
    return json(200, current);
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** As the app's (query-client.ts): no retries. */
const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function ToastProbe() {
  const { toasts } = useToast();
  return (
    <output data-testid="toasts">
      {toasts.filter((x) => x.open).map((x) => [x.title, x.description].filter(Boolean).join(': '))}
    </output>
  );
}

const toastText = () => screen.getByTestId('toasts').textContent;

/** Lets the fetches' promises settle and the timers due by then run. */
const passes = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

async function open(shown: CameraPlayerProps['camera'] = camera) {
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={testQueryClient()}>
        <CameraPlayer camera={shown} onClose={onClose} />
        <ToastProbe />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await passes();
  return view;
}

describe('the camera player', () => {
  it('starts a session and shows the picture, its overlay, the watermark and 30:00', async () => {
    await open();
    expect(sent).toEqual(['POST /api/cameras/3/sessions']);
    expect(toastText()).toBe('Camera Access Granted');
    const picture = screen.getByRole('img', { name: 'Live picture from Sunshine Room' });
    expect(picture.getAttribute('src')).toBe('/api/camera-sessions/41/stream');
    expect(picture.getAttribute('draggable')).toBe('false');
    expect(screen.getByText('Protected Content - Recording Prohibited')).toBeTruthy();
    expect(screen.getByText('Marcus Johnson')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('30:00');
    expect(screen.getByText('Viewing time left')).toBeTruthy();
  });

  it('labels the quality with the picture the camera really sends, not 1080p HD', async () => {
    await open();
    expect(screen.getByText('360p (640×360)')).toBeTruthy();
    expect(screen.queryByText('1080p HD')).toBeNull();
    cleanup();
    started = json(201, session());
    await open({ ...camera, frameWidth: 1280, frameHeight: 720 });
    expect(screen.getByText('720p HD (1280×720)')).toBeTruthy();
    cleanup();
    started = json(201, session());
    // Size not read yet: no label rather than a guess.
    await open({ ...camera, frameWidth: null, frameHeight: null });
    expect(screen.getByRole('img', { name: 'Live picture from Sunshine Room' })).toBeTruthy();
    expect(screen.queryByText(/\d+p/)).toBeNull();
  });

  it('blocks the picture’s context menu and dragging', async () => {
    await open();
    const picture = screen.getByRole('img', { name: 'Live picture from Sunshine Room' });
    expect(fireEvent.contextMenu(picture)).toBe(false);
    expect(fireEvent.dragStart(picture)).toBe(false);
  });

  it('counts down each second and keeps in step with the server every 30 s', async () => {
    await open();
    await passes(1000);
    expect(screen.getByRole('timer').textContent).toBe('29:59');
    // The server's clock says less is left than the device counted: the server wins.
    current = session({ remainingSeconds: 1700 });
    await passes(29_000);
    expect(sent).toContain('GET /api/camera-sessions/41');
    expect(screen.getByRole('timer').textContent).toBe('28:20');
  });

  it('says when there is no stream address', async () => {
    started = json(201, session({ streamPath: null }));
    await open();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No stream address configured for this camera')).toBeTruthy();
  });

  it('Stop Viewing ends the session, says so and closes; nothing is ended twice', async () => {
    const view = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Stop Viewing: Sunshine Room' }));
    await passes();
    expect(sent).toEqual(['POST /api/cameras/3/sessions', 'DELETE /api/camera-sessions/41']);
    expect(toastText()).toBe('Camera Session Ended');
    expect(onClose).toHaveBeenCalledTimes(1);
    view.unmount();
    await passes();
    expect(sent.filter((s) => s.startsWith('DELETE'))).toHaveLength(1);
  });

  it('ends at 0 with ‘Viewing Time Expired’ and closes', async () => {
    started = json(201, session({ remainingSeconds: 2 }));
    await open();
    expect(screen.getByRole('timer').textContent).toBe('00:02');
    await passes(2000);
    expect(toastText()).toBe('Viewing Time Expired: Your camera viewing session has ended.');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes when the server says the session has ended elsewhere', async () => {
    await open();
    current = session({ status: 'ended', remainingSeconds: 0 });
    await passes(30_000);
    expect(toastText()).toBe('Viewing Time Expired: Your camera viewing session has ended.');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the player is removed while viewing', async () => {
    const view = await open();
    view.unmount();
    await passes();
    expect(sent).toContain('DELETE /api/camera-sessions/41');
  });

  it('an offline camera is ‘Camera Unavailable’; other refusals say the server’s words', async () => {
    started = json(409, {
      message: 'This camera is currently offline.',
      code: 'errors.cameraOffline',
    });
    await open();
    expect(toastText()).toBe('Camera Unavailable: This camera is currently offline.');
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();

    started = json(403, {
      message: 'Cameras can be watched during the centre’s opening hours (08:00–18:00).',
    });
    await open();
    expect(toastText()).toBe(
      'Error: Cameras can be watched during the centre’s opening hours (08:00–18:00).',
    );
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
