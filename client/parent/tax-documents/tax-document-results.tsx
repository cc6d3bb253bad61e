import { FileX } from 'lucide-react';
import type { TaxDocument, TaxSummary } from '../../../contract/tax-documents.ts';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { PagedList } from '../../lib/paged-list.ts';
import { TaxDocumentCard } from './tax-document-card.tsx';

interface Props {
  list: PagedList<TaxDocument>;
  summary: TaxSummary | undefined;
  /** Whether a search or filter narrows the list (which empty state applies). */
  filtered: boolean;
}

function Empty({ filtered }: { filtered: boolean }) {
  const t = useT();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <FileX className="mx-auto mb-3 size-10 text-slate-500" aria-hidden="true" />
      <h2 className="font-semibold text-slate-900">
        {filtered ? t('parentTaxDocuments.noneFound') : t('parentTaxDocuments.noneAvailable')}
      </h2>
      <p className="text-sm text-slate-700">
        {filtered
          ? t('parentTaxDocuments.noneFoundHint')
          : t('parentTaxDocuments.noneAvailableHint')}
      </p>
    </div>
  );
}

/** The cards, the spec's 'Showing X of Y documents', or the empty and failure texts. */
export function TaxDocumentResults({ list, summary, filtered }: Props) {
  const t = useT();
  if (list.isPending) return <LoadingIndicator message={t('parentTaxDocuments.loading')} />;
  // A poll that fails later keeps the cards already shown.
  if (!list.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('parentTaxDocuments.loadFailed')}
      </p>
    );
  if (list.data.length === 0) return <Empty filtered={filtered} />;
  return (
    <div className="space-y-4" aria-busy={list.updating}>
      <ul aria-label={t('parentTaxDocuments.listLabel')} className="grid gap-4 md:grid-cols-2">
        {list.data.map((doc) => (
          <li key={doc.id}>
            <TaxDocumentCard doc={doc} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} what={t('parentTaxDocuments.loadMoreWhat')} />
      {summary ? (
        <p className="text-center text-sm text-slate-600" aria-live="polite">
          {t('parentTaxDocuments.showing', { shown: summary.matching, total: summary.total })}
        </p>
      ) : null}
    </div>
  );
}
