import { toast } from '../../components/ui/toast-store.ts';
import { t } from '../../i18n/i18n.ts';

/**
 * Saves `text` as a file through a Blob and a temporary object URL, then confirms with the
 * spec's toast. The URL is revoked afterwards so repeated downloads do not leak memory.
 */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  toast({ title: t('parentReports.downloadComplete') });
}
