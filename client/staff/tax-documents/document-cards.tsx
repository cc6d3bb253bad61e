import type { TaxDocument } from '../../../contract/tax-documents.ts';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from '../../lib/format.ts';
import { documentTypeLabel } from '../../lib/tax-document-types.ts';
import { assignedTo } from './assigned-to.ts';
import { DocumentActions, type DocumentHandlers } from './document-actions.tsx';

/**
 * The table's rows as cards below tablet width (issue 16: every table fits 390 px), with the
 * columns' names beside their values.
 */
export function DocumentCards({ docs, ...handlers }: DocumentHandlers & { docs: TaxDocument[] }) {
  const t = useT();
  return (
    <ul aria-label={t('taxDocumentsManagement.caption')} className="space-y-3">
      {docs.map((doc) => {
        const facts = [
          [t('taxDocumentsManagement.column.type'), documentTypeLabel(doc.documentType)],
          [t('taxDocumentsManagement.column.taxYear'), String(doc.taxYear)],
          [t('taxDocumentsManagement.column.assignedTo'), assignedTo(doc)],
          [t('taxDocumentsManagement.column.uploaded'), formatDate(doc.createdAt)],
        ] as const;
        return (
          <li key={doc.id}>
            <Card
              role="article"
              aria-labelledby={`tax-document-${doc.id}`}
              className="space-y-3 p-4"
            >
              <div>
                <h2 id={`tax-document-${doc.id}`} className="font-semibold break-words">
                  {doc.title}
                </h2>
                <p className="text-sm break-all text-slate-600">{doc.fileName}</p>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {facts.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-slate-600">{label}</dt>
                    <dd className="text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
              <DocumentActions doc={doc} look="labelled" {...handlers} />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
