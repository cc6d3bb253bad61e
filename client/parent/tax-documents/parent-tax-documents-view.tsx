import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { StatCardList } from '../../components/ui/stat-card-list.tsx';
import { useT } from '../../i18n/use-t.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { taxDocumentPages, taxDocumentsPollMs, taxSummaryQuery } from '../../lib/query-options.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { isFiltered, noFilters, toQuery } from './filters.ts';
import { TaxDocumentFilters } from './tax-document-filters.tsx';
import { TaxDocumentResults } from './tax-document-results.tsx';
import { TaxInfoBox } from './tax-info-box.tsx';

/**
 * The parent's tax documents (/parent-dashboard?view=tax-documents): the global ones and
 * those addressed to this parent; the server decides which (no parentId is sent). The
 * server filters and counts; list and counters are polled every 30 s (spec section 9).
 * `embedded`: inside the billing view's Tax Documents tab, under that view's own heading.
 */
export function ParentTaxDocumentsView({ embedded = false }: { embedded?: boolean }) {
  const t = useT();
  const [filters, setFilters] = useState(noFilters);
  // The server matches title and description (case-insensitive) once typing pauses.
  const search = useDebouncedValue(filters.search, 300);
  const query = toQuery(filters, search);
  const summary = useQuery(taxSummaryQuery(query));
  const list = usePagedList(taxDocumentPages(query), {
    pollMs: taxDocumentsPollMs,
    keepPrevious: true,
  });
  const counts = summary.data;
  const stats = counts
    ? [
        {
          label: t('parentTaxDocuments.stats.total'),
          value: counts.total,
          icon: FileText,
          tint: 'bg-blue-100 text-blue-800',
        },
        {
          label: t('parentTaxDocuments.stats.currentYear'),
          value: counts.currentYear,
          icon: CalendarDays,
          tint: 'bg-green-100 text-green-800',
        },
        {
          label: t('parentTaxDocuments.stats.available'),
          value: counts.matching,
          icon: Download,
          tint: 'bg-purple-100 text-purple-800',
        },
      ]
    : null;

  return (
    <div className="space-y-6">
      {embedded ? null : (
        <>
          <BackToDashboard />
          <PageHeader
            title={t('parentTaxDocuments.title')}
            description={t('parentTaxDocuments.description')}
          />
        </>
      )}
      <TaxInfoBox />
      {stats ? <StatCardList label={t('parentTaxDocuments.stats.label')} cards={stats} /> : null}
      <TaxDocumentFilters filters={filters} onChange={setFilters} summary={counts} />
      <TaxDocumentResults list={list} summary={counts} filtered={isFiltered(filters)} />
    </div>
  );
}
