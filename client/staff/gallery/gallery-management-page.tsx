import { Upload } from 'lucide-react';
import { useState } from 'react';
import type { GalleryPhoto } from '../../../contract/gallery.ts';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { galleryListOptions, galleryPages } from '../../lib/query-options.ts';
import { DeletePhotoDialog } from './delete-photo-dialog.tsx';
import { EditPhotoDialog } from './edit-photo-dialog.tsx';
import { GalleryStatCards } from './gallery-stat-cards.tsx';
import { PhotoList } from './photo-list.tsx';
import { UploadPhotoDialog } from './upload-photo-dialog.tsx';

/**
 * Gallery Management (/gallery-management): every photo, newest first, polled every 30 s;
 * upload (several files at once), show or hide for parents, edit, delete.
 */
export function GalleryManagementPage() {
  const t = useT();
  const list = usePagedList(galleryPages({}), galleryListOptions);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<GalleryPhoto | null>(null);
  const [deleting, setDeleting] = useState<GalleryPhoto | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('staffNav.gallery.title')}
        description={t('galleryManagement.description')}
        actions={
          <Button size="lg" onClick={() => setUploading(true)}>
            <Upload aria-hidden="true" />
            {t('galleryManagement.upload.title')}
          </Button>
        }
      />
      <GalleryStatCards />
      <PhotoList list={list} onEdit={setEditing} onDelete={setDeleting} />
      <UploadPhotoDialog open={uploading} onOpenChange={setUploading} />
      <EditPhotoDialog
        photo={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <DeletePhotoDialog
        photo={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </div>
  );
}
