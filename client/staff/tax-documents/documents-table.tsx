import type { TaxDocument } from '../../../contract/tax-documents.ts';
import { DataTable } from '../../components/ui/data-table.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from '../../lib/format.ts';
import { documentTypeLabel } from '../../lib/tax-document-types.ts';
import { assignedTo } from './assigned-to.ts';
import { DocumentActions, type DocumentHandlers } from './document-actions.tsx';

const cell = 'px-4 py-3 align-middle';

/** The spec's table, from tablet width up (the cards stand in for it below). */
export function DocumentsTable({ docs, ...handlers }: DocumentHandlers & { docs: TaxDocument[] }) {
  const t = useT();
  const columns = [
    t('taxDocumentsManagement.column.document'),
    t('taxDocumentsManagement.column.type'),
    t('taxDocumentsManagement.column.taxYear'),
    t('taxDocumentsManagement.column.assignedTo'),
    t('taxDocumentsManagement.column.uploaded'),
    t('common.actions'),
  ];
  return (
    <DataTable caption={t('taxDocumentsManagement.caption')} columns={columns}>
      {docs.map((doc) => (
        <tr key={doc.id}>
          <td className={cell}>
            <p className="font-medium break-words">{doc.title}</p>
            <p className="break-all text-slate-600">{doc.fileName}</p>
          </td>
          <td className={cell}>{documentTypeLabel(doc.documentType)}</td>
          <td className={cell}>{doc.taxYear}</td>
          <td className={cell}>{assignedTo(doc)}</td>
          <td className={`${cell} whitespace-nowrap`}>{formatDate(doc.createdAt)}</td>
          <td className={cell}>
            <DocumentActions doc={doc} look="icons" {...handlers} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
