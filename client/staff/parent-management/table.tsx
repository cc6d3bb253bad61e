import type { ReactNode } from 'react';
import { TableOrCards as ByWidth } from '../../components/ui/table-or-cards.tsx';

/** A plain, captioned table that scrolls sideways if its column is too narrow. */
export function Table(props: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {props.columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-3 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-900">{props.children}</tbody>
      </table>
    </div>
  );
}

export const cell = 'px-4 py-3 align-top';

/**
 * The rows as a table from tablet width up and as cards below it (issue 16: every table fits
 * a 390 px phone), or the empty list's words.
 */
export function TableOrCards(props: {
  count: number;
  empty: string;
  table: ReactNode;
  cards: ReactNode;
}) {
  if (props.count === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
        {props.empty}
      </p>
    );
  return <ByWidth table={props.table} cards={props.cards} />;
}
