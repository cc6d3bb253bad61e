import { CheckCircle2, XCircle } from 'lucide-react';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import type { UploadItem } from './use-upload-queue.ts';

/** Why one file failed: the server's words, else the spec's fallback. */
export function uploadErrorText(error: unknown): string {
  return error instanceof ApiError && error.message
    ? error.message
    : translate('galleryManagement.uploadFailed');
}

/** One line per chosen file: its name, a progress bar, and how it went. */
export function UploadProgressList({ items, idPrefix }: { items: UploadItem[]; idPrefix: string }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('galleryManagement.upload.files')} className="space-y-3">
      {items.map((item) => {
        const nameId = `${idPrefix}-file-${item.key}`;
        const percent = Math.round(item.progress * 100);
        return (
          <li key={item.key} className="space-y-1">
            <div className="flex items-center justify-between gap-2 text-sm">
              <span id={nameId} className="min-w-0 truncate font-medium text-slate-900">
                {item.file.name}
              </span>
              <span
                className={cn(
                  'flex shrink-0 items-center gap-1',
                  item.state === 'failed' ? 'text-red-700' : 'text-slate-600',
                )}
              >
                {item.state === 'done' ? (
                  <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" />
                ) : item.state === 'failed' ? (
                  <XCircle className="size-4" aria-hidden="true" />
                ) : null}
                {item.state === 'waiting'
                  ? t('galleryManagement.upload.waiting')
                  : item.state === 'uploading'
                    ? t('galleryManagement.upload.percent', { percent: formatNumber(percent) })
                    : item.state === 'done'
                      ? t('galleryManagement.upload.done')
                      : t('galleryManagement.upload.failed')}
              </span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={nameId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={cn(
                  'h-full rounded-full transition-[width] motion-reduce:transition-none',
                  item.state === 'failed' ? 'bg-red-600' : 'bg-blue-700',
                )}
                style={{ width: `${percent}%` }}
              />
            </div>
            {item.state === 'failed' ? (
              <p className="text-sm text-red-700">{uploadErrorText(item.error)}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
