import type { ReactNode } from 'react';
import { TableOrCards as ByWidth, EmptyList } from '../../components/ui/table-or-cards.tsx';

// This folder's tables are the shared boxed DataTable, under the names its files use.
export { DataTable as Table, dataCell as cell } from '../../components/ui/data-table.tsx';

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
  if (props.count === 0) return <EmptyList>{props.empty}</EmptyList>;
  return <ByWidth table={props.table} cards={props.cards} />;
}
