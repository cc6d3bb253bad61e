import type { TaxDocument } from '../../../contract/tax-documents.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useDeleteTaxDocument } from './queries.ts';

interface Props {
  doc: TaxDocument | null;
  onOpenChange: (open: boolean) => void;
}

/** Spec section 5's confirmation before a document (and its file) is deleted. */
export function DeleteDocumentDialog({ doc, onOpenChange }: Props) {
  const t = useT();
  const remove = useDeleteTaxDocument();
  const confirm = () => {
    if (!doc) return;
    remove.mutate(doc.id, {
      onSuccess: () => {
        toast({ title: t('taxDocumentsManagement.deleted') });
        onOpenChange(false);
      },
      onError: (error) => toastError(error, t('taxDocumentsManagement.deleteFailed')),
    });
  };
  return (
    <ConfirmDialog
      open={doc !== null}
      onOpenChange={onOpenChange}
      title={t('taxDocumentsManagement.deleteDialog.title', { title: doc?.title ?? '' })}
      description={t('taxDocumentsManagement.deleteDialog.description')}
      confirmLabel={t('taxDocumentsManagement.delete')}
      pendingLabel={t('taxDocumentsManagement.deleting')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
