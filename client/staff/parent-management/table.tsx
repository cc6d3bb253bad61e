import type { ReactNode } from 'react';

/** A plain, captioned table that scrolls sideways on small screens. */
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
