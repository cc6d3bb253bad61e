// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, dataCell } from './data-table.tsx';

afterEach(cleanup);

const names = ['Ada', 'Ben'];

function Children({ shown = names, scrollLabel }: { shown?: string[]; scrollLabel?: string }) {
  return (
    <DataTable
      caption="Children"
      columns={['Name', 'Room']}
      scrollLabel={scrollLabel}
      empty="No children found"
    >
      {shown.map((name) => (
        <tr key={name}>
          <td className={dataCell}>{name}</td>
          <td className={dataCell}>Infant Room</td>
        </tr>
      ))}
    </DataTable>
  );
}

describe('DataTable', () => {
  it('is a table named by its caption, with a column header per column and the rows given', () => {
    render(<Children />);
    const table = screen.getByRole('table', { name: 'Children' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Room']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    expect(within(table).getByRole('row', { name: 'Ada Infant Room' })).toBeTruthy();
    expect(within(table).queryByText('No children found')).toBeNull();
  });

  it('says the empty text in one row across every column when there are no rows', () => {
    render(<Children shown={[]} />);
    const cell = screen.getByRole('cell', { name: 'No children found' });
    expect(cell.getAttribute('colspan')).toBe('2');
  });

  it('scrolls in its own box, which the keyboard reaches by name only when one is given', () => {
    const { unmount } = render(<Children />);
    const box = screen.getByRole('table').parentElement!;
    expect(box.className).toContain('overflow-x-auto');
    expect(screen.queryByRole('region')).toBeNull();
    expect(box.hasAttribute('tabindex')).toBe(false);
    unmount();

    render(<Children scrollLabel="Children, scrolls sideways" />);
    const region = screen.getByRole('region', { name: 'Children, scrolls sideways' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Children' })).toBeTruthy();
  });
});
