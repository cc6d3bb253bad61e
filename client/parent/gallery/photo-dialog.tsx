import { Download } from 'lucide-react';
import type { GalleryPhoto } from '../../../contract/gallery.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useFileDownload } from '../../lib/download-file.ts';
import { formatDate } from '../../lib/format.ts';
import { downloadName } from './download-name.ts';

interface Props {
  photo: GalleryPhoto | null;
  onOpenChange: (open: boolean) => void;
}

/** One photo large (the display copy, ~1600 px), its details, and Download. */
export function PhotoDialog({ photo, onOpenChange }: Props) {
  const t = useT();
  // The display copy, fetched and saved as a file (the spec's Download, then its toast).
  const { running, download } = useFileDownload();
  return (
    <Dialog open={photo !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        {photo ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{photo.title}</DialogTitle>
              <DialogDescription className="break-words whitespace-pre-line">
                {photo.description || t('parentGallery.noDescription')}
              </DialogDescription>
            </DialogHeader>
            <img
              src={photo.filePath}
              alt={photo.title}
              width={photo.width}
              height={photo.height}
              className="mx-auto h-auto max-h-[65dvh] w-auto max-w-full rounded-md bg-slate-100 object-contain"
            />
            <div className="mt-4 space-y-2 text-sm text-slate-700">
              {photo.tags.length > 0 ? (
                <ul aria-label={t('parentGallery.tags')} className="flex flex-wrap gap-1">
                  {photo.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="neutral">{tag}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
              {photo.children.length > 0 ? (
                <p>
                  {t('parentGallery.inPhoto', {
                    names: photo.children.map((child) => child.name).join(', '),
                  })}
                </p>
              ) : null}
              <p className="text-slate-600">
                {t('parentGallery.sharedOn', { date: formatDate(photo.createdAt) })}
              </p>
            </div>
            <DialogFooter>
              <Button variant="outline" size="lg" onClick={() => onOpenChange(false)}>
                {t('common.close')}
              </Button>
              <Button
                size="lg"
                disabled={running !== null}
                onClick={() =>
                  void download(photo.filePath, downloadName(photo), {
                    done: t('parentGallery.downloadComplete'),
                    failed: t('parentGallery.downloadFailed'),
                  })
                }
              >
                <Download aria-hidden="true" />
                {running ? t('parentGallery.downloading') : t('parentGallery.download')}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
