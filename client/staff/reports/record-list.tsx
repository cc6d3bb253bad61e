import type { ReactNode } from 'react';
import { DataTable } from '../../components/ui/data-table.tsx';
import { TableOrCards } from '../../components/ui/table-or-cards.tsx';

const cell = 'px-3 py-2 text-left align-top';

export type Column<R> = { header: string; value: (row: R) => ReactNode };

/** Rows as a table from tablet width, as cards below it (390 px phones). */
export function RecordList<R extends { id: number }>(props: {
  title: string;
  rows: readonly R[];
  columns: Column<R>[];
  /** The card's heading: what the row is about (none: the card is its fields). */
  heading?: (row: R) => string;
  /** How a table cell wraps (long free text may be held to a column's width). */
  wrap?: string;
}) {
  const { title, rows, columns, wrap = 'break-words' } = props;
  return (
    <TableOrCards
      table={
        <DataTable
          caption={title}
          columns={columns.map((c) => c.header)}
          look="lined"
          headCell={cell}
          scrollLabel={title}
        >
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100">
              {columns.map((c) => (
                <td key={c.header} className={`${cell} ${wrap}`}>
                  {c.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      }
      cards={
        <ul aria-label={title} className="space-y-2">
          {rows.map((row) => (
            <li key={row.id} className="rounded-lg border border-slate-200 p-3">
              {props.heading ? (
                <p className="font-medium break-words text-slate-900">{props.heading(row)}</p>
              ) : null}
              <dl
                className={`${props.heading ? 'mt-1 ' : ''}grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm`}
              >
                {columns.map((c) => (
                  <div key={c.header} className="contents">
                    <dt className="text-slate-600">{c.header}</dt>
                    <dd className="min-w-0 break-words text-slate-900">{c.value(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      }
    />
  );
}
