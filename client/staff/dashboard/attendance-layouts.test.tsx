// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttendanceResponse } from '../../../contract/attendance.ts';
import { i18n } from '../../i18n/i18n.ts';
import { AttendanceCards } from './attendance-cards.tsx';
import type { AttendanceRowsProps } from './attendance-parts.tsx';
import { type AttendanceRow, attendanceRows } from './attendance-rows.ts';
import { AttendanceTable } from './attendance-table.tsx';
import { testChild } from './test-children.ts';

const child = testChild;
const record = (childId: number, over: Partial<AttendanceResponse> = {}): AttendanceResponse => ({
  id: childId * 10,
  childId,
  date: '2026-11-18',
  checkInTime: '08:15',
  checkOutTime: null,
  status: 'present',
  checkInRecordedBy: null,
  checkOutRecordedBy: null,
  checkInBy: 'Parent',
  checkOutBy: null,
  ...over,
});

// Ada has not come yet, Ben is here (late), Cleo has gone home.
const rows = attendanceRows(
  [child(1, 'Ada', 'Infant Room'), child(2, 'Ben', 'Toddler Room'), child(3, 'Cleo', 'Pre-K Room')],
  [record(2, { status: 'late' }), record(3, { checkOutTime: '16:30', checkOutBy: 'Grandma' })],
  '2026-11-18',
);

afterEach(cleanup);

function show(Layout: ComponentType<AttendanceRowsProps>, shown: AttendanceRow[] = rows) {
  const onAct = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // No centre time zone yet: times show as the centre recorded them.
  client.setQueryData(['centre'], {});
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <Layout rows={shown} onAct={onAct} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return onAct;
}

describe('today’s attendance on a phone (cards)', () => {
  it('gives each child a card with room, check-in time and status', () => {
    show(AttendanceCards);
    const list = screen.getByRole('list', { name: 'Today’s attendance of active children' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    const ada = screen.getByRole('article', { name: 'Ada Tester' });
    expect(ada.textContent).toContain('Infant Room');
    expect(ada.textContent).toContain('Not checked in');
    expect(ada.textContent).toContain('Absent');
    const ben = screen.getByRole('article', { name: 'Ben Tester' });
    expect(ben.textContent).toContain('08:15');
    expect(ben.textContent).toContain('Late');
  });

  it('puts a card-wide Check In or Check Out of at least 44 px under each child', () => {
    const onAct = show(AttendanceCards);
    const ada = screen.getByRole('article', { name: 'Ada Tester' });
    const checkIn = within(ada).getByRole('button', { name: 'Check In Ada Tester' });
    expect(checkIn.className).toContain('min-h-11');
    expect(checkIn.className).toContain('w-full');
    fireEvent.click(checkIn);
    expect(onAct).toHaveBeenCalledWith(rows[0]);
    const ben = screen.getByRole('article', { name: 'Ben Tester' });
    expect(within(ben).getByRole('button', { name: 'Check Out Ben Tester' })).toBeTruthy();
    const cleo = screen.getByRole('article', { name: 'Cleo Tester' });
    expect(within(cleo).queryByRole('button')).toBeNull();
    expect(cleo.textContent).toContain('Checked out 16:30, collected by Grandma');
  });

  it('shows a child who has gone home as Checked out, never Present', () => {
    show(AttendanceCards);
    const cleo = screen.getByRole('article', { name: 'Cleo Tester' });
    expect(cleo.textContent).not.toContain('Present');
    show(AttendanceTable);
    const table = screen.getByRole('table', { name: 'Today’s attendance of active children' });
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Cleo Tester'))!;
    expect(row.textContent).toContain('Checked out');
    expect(row.textContent).not.toContain('Present');
  });

  it('says so when no child matches', () => {
    show(AttendanceCards, []);
    expect(screen.getByText('No children found matching your criteria')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('today’s attendance from tablet width up (table)', () => {
  it('has the same buttons, names and 44 px height as the cards', () => {
    const onAct = show(AttendanceTable);
    const table = screen.getByRole('table', { name: 'Today’s attendance of active children' });
    const row = within(table).getAllByRole('row')[2]!;
    const checkOut = within(row).getByRole('button', { name: 'Check Out Ben Tester' });
    expect(checkOut.className).toContain('min-h-11');
    fireEvent.click(checkOut);
    expect(onAct).toHaveBeenCalledWith(rows[1]);
    expect(within(table).getByRole('button', { name: 'Check In Ada Tester' })).toBeTruthy();
  });
});
