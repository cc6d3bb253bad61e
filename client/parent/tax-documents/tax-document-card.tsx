import { Calendar, Download, FileText } from 'lucide-react';
import type { TaxDocument } from '../../../contract/tax-documents.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useFileDownload } from '../../lib/download-file.ts';
import { formatDate } from '../../lib/format.ts';
import { documentTypeLabel } from '../../lib/tax-document-types.ts';

/**
 * One document as the spec's card: title, type, year, 'General' when it is for every parent,
 * the description, upload date, file name, and Download (the file, with its own name).
 */
export function TaxDocumentCard({ doc }: { doc: TaxDocument }) {
  const t = useT();
  const { running, download } = useFileDownload();
  const headingId = `tax-document-${doc.id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-blue-100 text-blue-800">
          <FileText className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={headingId} className="font-semibold break-words">
            {doc.title}
          </h2>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="neutral">{documentTypeLabel(doc.documentType)}</Badge>
            <Badge>{t('parentTaxDocuments.taxYear', { year: String(doc.taxYear) })}</Badge>
            {doc.isGlobal ? (
              <Badge variant="success">{t('parentTaxDocuments.general')}</Badge>
            ) : null}
          </div>
        </div>
      </div>
      <p className="text-sm text-slate-700">
        {doc.description || t('parentTaxDocuments.noDescription')}
      </p>
      <ul className="space-y-1 text-sm text-slate-600">
        <li className="flex items-center gap-2">
          <Calendar className="size-4 shrink-0" aria-hidden="true" />
          {t('parentTaxDocuments.uploaded', { date: formatDate(doc.createdAt) })}
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <FileText className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t('parentTaxDocuments.fileName')}</span>
          <span className="break-all">{doc.fileName}</span>
        </li>
      </ul>
      <Button
        className="mt-auto h-11 w-full"
        disabled={running !== null}
        aria-label={t('parentTaxDocuments.downloadNamed', { title: doc.title })}
        onClick={() =>
          void download(doc.filePath, doc.fileName, {
            done: t('parentTaxDocuments.downloadComplete'),
            failed: t('parentTaxDocuments.downloadFailed'),
          })
        }
      >
        <Download aria-hidden="true" />
        {running ? t('parentTaxDocuments.downloading') : t('parentTaxDocuments.download')}
      </Button>
    </Card>
  );
}
