// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UnexpectedAbsence } from '../../../contract/handover.ts';
import { i18n } from '../../i18n/i18n.ts';
import { changeRefreshes, queryKeys } from '../../lib/query-keys.ts';
import { UnexpectedAbsenceAlert } from './unexpected-absence-alert.tsx';

afterEach(cleanup);

const aarav: UnexpectedAbsence = {
  childId: 7,
  childName: 'Aarav Patel',
  roomName: 'Toddler Room',
  alertedAt: '2026-11-18T14:30:00Z',
};

function show(list: UnexpectedAbsence[]) {
  // Fresh for ever: the test says what the server answers, nothing is fetched.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchInterval: false } },
  });
  client.setQueryData(queryKeys.unexpectedAbsences, list);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <UnexpectedAbsenceAlert />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return client;
}

describe('the unexpected-absence alert on the staff dashboard', () => {
  it('lists the children expected and not arrived, and says their families were asked', () => {
    show([aarav, { ...aarav, childId: 8, childName: 'Mia Chen', roomName: null }]);
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', {
        name: '2 children have not arrived and no absence was reported',
      }),
    ).toBeTruthy();
    expect(within(alert).getByText(/^Aarav Patel, Toddler Room \(asked at /)).toBeTruthy();
    expect(within(alert).getByText(/^Mia Chen \(asked at /)).toBeTruthy();
    expect(within(alert).getByText(/sent a message and an e-mail/)).toBeTruthy();
  });

  it('is not there when every expected child has arrived or was reported absent', async () => {
    const client = show([aarav]);
    expect(screen.getByRole('alert')).toBeTruthy();
    // A check-in or a reported absence refreshes the attendance queries this one is under.
    for (const change of ['attendance', 'absence'] as const)
      expect(changeRefreshes[change]).toContainEqual(queryKeys.attendanceAll);
    expect(queryKeys.unexpectedAbsences.slice(0, 1)).toEqual(queryKeys.attendanceAll);
    act(() => client.setQueryData(queryKeys.unexpectedAbsences, []));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
