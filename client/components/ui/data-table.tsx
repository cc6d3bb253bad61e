import { Children, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const looks = {
  /** A white box of its own with a shaded header row: a screen's main list. */
  boxed: {
    box: 'rounded-xl border border-slate-200 bg-white',
    head: 'bg-slate-50 text-slate-700',
    headCell: 'px-4 py-3 font-semibold',
    body: 'divide-y divide-slate-200 text-slate-900',
  },
  /** Rules between the rows only, for a table inside a card that already frames it. */
  lined: {
    box: 'rounded-md',
    head: 'border-b border-slate-200 text-slate-600',
    headCell: 'px-3 py-2 text-left',
    body: 'divide-y divide-slate-100',
  },
} as const;

/** A boxed table's body cell, for the rows a screen writes inside a DataTable. */
export const dataCell = 'px-4 py-3 align-top';

interface DataTableProps {
  /** The table's name for screen readers (the screen's heading already shows it). */
  caption: string;
  /** The column headers, also their keys. */
  columns: readonly string[];
  /** The rows (`<tr>`), each screen styling its own cells. */
  children: ReactNode;
  look?: keyof typeof looks;
  /** The header cells' padding and alignment where they must line up with the rows' own. */
  headCell?: string;
  /**
   * Names the scrolling box and lets the keyboard reach it: for a table that may be wider than
   * its column and has nothing focusable in every row.
   */
  scrollLabel?: string;
  /** More classes for the table itself (a minimum width, below which it scrolls). */
  className?: string;
  /** Said in one row across every column when there are no rows. */
  empty?: string;
}

/**
 * A captioned table with column headers that scrolls sideways inside its own box when its
 * column is narrower than the table (a 390 px phone), never the page. Colours come from the
 * slate palette, which the dark theme mirrors (decision 008).
 */
export function DataTable(props: DataTableProps) {
  const { caption, columns, children, scrollLabel, empty } = props;
  const look = looks[props.look ?? 'boxed'];
  const region = scrollLabel
    ? ({ role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } as const)
    : {};
  return (
    <div
      {...region}
      className={cn(
        'overflow-x-auto',
        look.box,
        scrollLabel &&
          'focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none',
      )}
    >
      <table className={cn('w-full text-left text-sm', props.className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={look.head}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={props.headCell ?? look.headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={look.body}>
          {empty !== undefined && Children.count(children) === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
