// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { testChild } from './test-children.ts';
import { TodaysAttendanceCard } from './todays-attendance-card.tsx';

afterEach(cleanup);

// A phone: only the cards are rendered (TableOrCards asks the window).
window.matchMedia = ((query: string) => ({
  matches: false,
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
})) as unknown as typeof window.matchMedia;

const today = '2026-11-18';
const child = (id: number, room: string) =>
  testChild(id, `Child${String(id).padStart(2, '0')}`, room);

/** A centre of 45 children, 30 of them in the Toddler Room, with its day read already. */
function showCentre() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['centre'], {});
  client.setQueryData(queryKeys.dashboardStats, { date: today });
  client.setQueryData(
    queryKeys.children,
    Array.from({ length: 45 }, (_, i) => child(i + 1, i < 30 ? 'Toddler Room' : 'Infant Room')),
  );
  client.setQueryData(queryKeys.attendance(today), []);
  client.setQueryData(queryKeys.rooms, []);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <TodaysAttendanceCard checkInOutDialog={() => null} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

// Counted as the list's items and pressed by their text: asking every button for its
// accessible name across 45 cards took over 5 s on a loaded machine.
const shownChildren = () =>
  within(screen.getByRole('list', { name: /^Today.s attendance/ })).getAllByRole('listitem').length;
const press = (text: string) => fireEvent.click(screen.getByText(text));

describe("Today's Attendance on a long roll", () => {
  it('shows 20 children at a time, says how many there are, and shows more on request', () => {
    showCentre();
    expect(shownChildren()).toBe(20);
    expect(screen.getByText('Showing 20 of 45 children')).toBeTruthy();
    press('Show 20 more');
    expect(shownChildren()).toBe(40);
    press('Show 5 more');
    expect(shownChildren()).toBe(45);
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('finds any child by search, and a new search starts again from the top', () => {
    showCentre();
    press('Show 20 more');
    fireEvent.change(screen.getByLabelText('Search children'), { target: { value: 'Child44' } });
    expect(shownChildren()).toBe(1);
    fireEvent.change(screen.getByLabelText('Search children'), { target: { value: 'Child' } });
    expect(shownChildren()).toBe(20);
  });
});
