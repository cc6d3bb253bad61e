import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import type { TaxDocument } from '../../../contract/tax-documents.ts';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { taxDocumentPages, taxDocumentsPollMs, taxSummaryQuery } from '../../lib/query-options.ts';
import { useCan } from '../../lib/session.ts';
import { DeleteDocumentDialog } from './delete-document-dialog.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { EditDocumentDialog } from './edit-document-dialog.tsx';
import { TaxStatCards } from './tax-stat-cards.tsx';
import { UploadDocumentDialog } from './upload-document-dialog.tsx';

/**
 * Tax Documents Management (spec): directors see every document, for all parents or one, and
 * upload, edit and delete them (taxDocument.manage). The rest of the staff read and download
 * the documents for all parents only: a family's own (a year-end statement) is the director's
 * and that family's (issue 35; the server lists no other), and the page says so. List and
 * counters are polled every 30 s (spec section 9).
 */
export function TaxDocumentsManagementPage() {
  const t = useT();
  const canManage = useCan('taxDocument.manage');
  const seesFamilies = useCan('billing.read');
  const summary = useQuery(taxSummaryQuery({}));
  const list = usePagedList(taxDocumentPages({}), { pollMs: taxDocumentsPollMs });
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<TaxDocument | null>(null);
  const [deleting, setDeleting] = useState<TaxDocument | null>(null);
  const closed = (close: () => void) => (open: boolean) => {
    if (!open) close();
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('taxDocumentsManagement.title')}
        description={t('taxDocumentsManagement.description')}
        actions={
          canManage ? (
            <Button size="lg" onClick={() => setUploading(true)}>
              <Upload aria-hidden="true" /> {t('taxDocumentsManagement.uploadDialog.title')}
            </Button>
          ) : null
        }
      />
      {seesFamilies ? null : (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          {t('taxDocumentsManagement.globalOnly')}
        </p>
      )}
      {summary.data ? <TaxStatCards summary={summary.data} parentSpecific={seesFamilies} /> : null}
      <DocumentsSection
        list={list}
        onEdit={canManage ? setEditing : undefined}
        onDelete={canManage ? setDeleting : undefined}
      />
      {canManage ? (
        <>
          <UploadDocumentDialog open={uploading} onOpenChange={setUploading} />
          <EditDocumentDialog doc={editing} onOpenChange={closed(() => setEditing(null))} />
          <DeleteDocumentDialog doc={deleting} onOpenChange={closed(() => setDeleting(null))} />
        </>
      ) : null}
    </div>
  );
}
