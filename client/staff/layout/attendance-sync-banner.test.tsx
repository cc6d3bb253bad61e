// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import {
  enqueueAttendance,
  newAttendanceAction,
  queuedActions,
} from '../../lib/attendance-queue.ts';
import { AttendanceSyncBanner } from './attendance-sync-banner.tsx';

const userId = 3;
const waiting = (childName: string, childId: number) =>
  newAttendanceAction({ childId, childName, kind: 'checkin', by: 'Staff Member' });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <AttendanceSyncBanner userId={userId} />
      </QueryClientProvider>
    </I18nProvider>,
  );

describe('the waiting-to-sync banner', () => {
  it('shows nothing while the queue is empty', () => {
    show();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('counts the waiting actions and lists each one', () => {
    enqueueAttendance(userId, waiting('Ava Stone', 1));
    show();
    const status = screen.getByRole('status');
    expect(within(status).getByText('1 check-in waiting to sync')).toBeTruthy();
    expect(within(status).getByText(/^Ava Stone: check-in at /)).toBeTruthy();
    act(() => enqueueAttendance(userId, waiting('Ben Lee', 2)));
    expect(within(status).getByText('2 check-ins waiting to sync')).toBeTruthy();
  });

  it('shows a conflict in the server’s words until it is dismissed', () => {
    const a = waiting('Ava Stone', 1);
    localStorage.setItem(
      `daycare:attendance-queue:${userId}`,
      JSON.stringify([
        { ...a, state: 'conflict', message: 'Ava Stone is already checked in today.' },
      ]),
    );
    show();
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByText('Could not sync: Ava Stone is already checked in today.'),
    ).toBeTruthy();
    fireEvent.click(
      within(alert).getByRole('button', { name: 'Dismiss the message about Ava Stone' }),
    );
    expect(alert.textContent).toBe('');
    expect(queuedActions(userId)).toEqual([]);
  });
});
