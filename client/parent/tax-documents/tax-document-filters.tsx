import type { TaxSummary } from '../../../contract/tax-documents.ts';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { useT } from '../../i18n/use-t.ts';
import {
  documentTypeIds,
  documentTypeLabel,
  isDocumentType,
} from '../../lib/tax-document-types.ts';
import type { Filters } from './filters.ts';

/** The server's limit on a search (contract searchParam). */
const searchMaxLength = 200;

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** The years and types present among the parent's documents (the summary's). */
  summary: TaxSummary | undefined;
}

/** Search over title and description; year and type filters built from what is present. */
export function TaxDocumentFilters({ filters, onChange, summary }: Props) {
  const t = useT();
  const years = [...(summary?.years ?? [])];
  // A chosen year or type stays listed even if its last document has just gone.
  if (filters.year !== 'all' && !years.includes(filters.year)) years.push(filters.year);
  const types = [...(summary?.types ?? [])];
  if (filters.type !== 'all' && !types.includes(filters.type)) types.push(filters.type);
  years.sort((a, b) => b - a);
  // The spec's order of types (section 4), not the alphabetical order of their stored names.
  types.sort((a, b) => documentTypeIds.indexOf(a) - documentTypeIds.indexOf(b));

  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <SearchField
        id="tax-documents-search"
        label={t('parentTaxDocuments.search')}
        placeholder={t('parentTaxDocuments.searchPlaceholder')}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search: search.slice(0, searchMaxLength) })}
        className="space-y-1.5"
        inputClassName="h-11"
      />
      <LabelledSelect
        id="tax-documents-year"
        label={t('parentTaxDocuments.year')}
        className="space-y-1.5"
        selectClassName="h-11 sm:w-40"
        value={String(filters.year)}
        options={[
          { value: 'all', label: t('parentTaxDocuments.allYears') },
          ...years.map((year) => ({ value: String(year), label: String(year) })),
        ]}
        onChange={(year) => onChange({ ...filters, year: year === 'all' ? 'all' : Number(year) })}
      />
      <LabelledSelect
        id="tax-documents-type"
        label={t('parentTaxDocuments.type')}
        className="space-y-1.5"
        selectClassName="h-11 sm:w-56"
        value={filters.type}
        options={[
          { value: 'all', label: t('parentTaxDocuments.allTypes') },
          ...types.map((type) => ({ value: type, label: documentTypeLabel(type) })),
        ]}
        onChange={(type) => onChange({ ...filters, type: isDocumentType(type) ? type : 'all' })}
      />
    </div>
  );
}
