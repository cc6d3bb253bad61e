import { Download } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import { useFileDownload } from '../../lib/download-file.ts';
import { Button } from '../ui/button.tsx';

/**
 * Download of a billing PDF (an invoice, a receipt), made by the server in the reader's
 * language when asked. `label` names the document for a screen reader ('Download invoice
 * W20261116-0012').
 */
export function BillingDownload({
  path,
  fileName,
  label,
}: {
  path: string;
  fileName: string;
  label: string;
}) {
  const t = useT();
  const { running, download } = useFileDownload();
  return (
    <Button
      variant="outline"
      className="h-11 shrink-0"
      disabled={running !== null}
      aria-label={label}
      onClick={() =>
        void download(path, fileName, {
          done: t('billingDisplay.downloadComplete'),
          failed: t('billingDisplay.downloadFailed'),
        })
      }
    >
      <Download aria-hidden="true" />
      {running ? t('billingDisplay.downloading') : t('billingDisplay.downloadPdf')}
    </Button>
  );
}
