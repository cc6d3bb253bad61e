import { toast } from '../../components/ui/toast-store.ts';
import { t } from '../../i18n/i18n.ts';
import { saveBlob } from '../../lib/download-file.ts';

/** Saves `text` as a file, then confirms with the spec's toast. */
export function downloadTextFile(fileName: string, text: string): void {
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
  toast({ title: t('parentReports.downloadComplete') });
}
