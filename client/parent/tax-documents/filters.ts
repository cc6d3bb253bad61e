import type { DocumentType } from '../../../contract/enums.ts';
import type { TaxDocumentFilter } from '../../lib/query-options.ts';

/** The view's filters as chosen: 'all' or a year, 'all' or a type, the search as typed. */
export type Filters = { search: string; year: 'all' | number; type: 'all' | DocumentType };

export const noFilters: Filters = { search: '', year: 'all', type: 'all' };

/** Whether anything narrows the list (the empty state then says to adjust the filters). */
export const isFiltered = (f: Filters) =>
  f.search.trim() !== '' || f.year !== 'all' || f.type !== 'all';

/** What the server is asked: the search once typing pauses, the rest as chosen. */
export const toQuery = (f: Filters, settledSearch: string): TaxDocumentFilter => ({
  search: settledSearch,
  ...(f.year === 'all' ? {} : { year: f.year }),
  ...(f.type === 'all' ? {} : { type: f.type }),
});
