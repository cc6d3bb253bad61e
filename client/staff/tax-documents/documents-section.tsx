import type { TaxDocument } from '../../../contract/tax-documents.ts';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { PagedList } from '../../lib/paged-list.ts';
import { DocumentCards } from './document-cards.tsx';
import type { DocumentHandlers } from './document-actions.tsx';
import { DocumentsTable } from './documents-table.tsx';
import { EmptyList, TableOrCards } from '../../components/ui/table-or-cards.tsx';

/** The documents as a table from tablet width up, as cards below it; or why there are none. */
export function DocumentsSection({
  list,
  ...handlers
}: DocumentHandlers & { list: PagedList<TaxDocument> }) {
  const t = useT();
  if (list.isPending) return <LoadingIndicator message={t('taxDocumentsManagement.loading')} />;
  // Spec section 8's inline text; a poll that fails later keeps the rows already shown.
  if (!list.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('taxDocumentsManagement.loadFailed')}
      </p>
    );
  if (list.data.length === 0) return <EmptyList>{t('taxDocumentsManagement.empty')}</EmptyList>;
  return (
    <div className="space-y-3">
      <TableOrCards
        table={<DocumentsTable docs={list.data} {...handlers} />}
        cards={<DocumentCards docs={list.data} {...handlers} />}
      />
      <LoadMore list={list} what={t('taxDocumentsManagement.loadMoreWhat')} />
    </div>
  );
}
