import { Download, Pencil, Trash2 } from 'lucide-react';
import type { TaxDocument } from '../../../contract/tax-documents.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useT } from '../../i18n/use-t.ts';
import { useFileDownload } from '../../lib/download-file.ts';

export type DocumentHandlers = {
  /** Absent for staff who may not manage tax documents (directors only): no Edit, no Delete. */
  onEdit?: (doc: TaxDocument) => void;
  onDelete?: (doc: TaxDocument) => void;
};

type Props = DocumentHandlers & {
  doc: TaxDocument;
  /** 'icons' in the table's narrow column; 'labelled' (icon and word) on the phone cards. */
  look: 'icons' | 'labelled';
};

/** Download, Edit, Delete: each at least 44 px square, each named with the document's title. */
export function DocumentActions({ doc, look, onEdit, onDelete }: Props) {
  const t = useT();
  const { running, download } = useFileDownload();
  const labelled = look === 'labelled';
  const button = {
    variant: labelled ? ('outline' as const) : ('ghost' as const),
    size: labelled ? ('md' as const) : ('icon' as const),
    className: labelled ? 'h-11' : 'size-11',
  };
  const title = doc.title;
  return (
    <div className={cn('flex gap-1', labelled && 'flex-wrap gap-2')}>
      <Button
        {...button}
        disabled={running !== null}
        aria-label={t('taxDocumentsManagement.downloadNamed', { title })}
        onClick={() =>
          void download(doc.filePath, doc.fileName, {
            done: t('taxDocumentsManagement.downloadComplete'),
            failed: t('taxDocumentsManagement.downloadFailed'),
          })
        }
      >
        <Download aria-hidden="true" />
        {labelled
          ? running
            ? t('taxDocumentsManagement.downloading')
            : t('taxDocumentsManagement.download')
          : null}
      </Button>
      {onEdit ? (
        <Button
          {...button}
          aria-label={t('taxDocumentsManagement.editNamed', { title })}
          onClick={() => onEdit(doc)}
        >
          <Pencil aria-hidden="true" />
          {labelled ? t('taxDocumentsManagement.edit') : null}
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          {...button}
          className={cn(button.className, 'text-red-700 hover:bg-red-50 hover:text-red-800')}
          aria-label={t('taxDocumentsManagement.deleteNamed', { title })}
          onClick={() => onDelete(doc)}
        >
          <Trash2 aria-hidden="true" />
          {labelled ? t('taxDocumentsManagement.delete') : null}
        </Button>
      ) : null}
    </div>
  );
}
