import { Eye, Pencil, Trash2, Video, VideoOff } from 'lucide-react';
import type { Camera } from '../../../contract/cameras.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import { cameraAddressText, cameraStatus, lastOnlineText } from './camera-status.ts';

export type CameraHandlers = {
  onView: (camera: Camera) => void;
  /** Absent for staff who may not manage cameras (directors only): no Edit, no Delete. */
  onEdit?: (camera: Camera) => void;
  onDelete?: (camera: Camera) => void;
  /** The camera being deleted: its Delete waits for the answer. */
  deletingId?: number | null;
};

/** One camera: its picture state, where it is and whom it shows, then View (Edit, Delete). */
export function CameraCard({
  camera,
  onView,
  onEdit,
  onDelete,
  deletingId,
}: CameraHandlers & { camera: Camera }) {
  const t = useT();
  const status = cameraStatus(camera);
  const headingId = `camera-${camera.id}-name`;
  const PictureIcon = status.live ? Video : VideoOff;
  const facts = [
    [t('cameraMonitoring.field.location'), camera.location],
    [t('cameraMonitoring.field.room'), camera.roomName ?? t('cameraMonitoring.noRoom')],
    [t('cameraMonitoring.field.address'), cameraAddressText(camera.ipAddress ?? '', camera.port)],
    [t('cameraMonitoring.field.status'), t(status.activity)],
    [t('cameraMonitoring.field.lastOnline'), lastOnlineText(camera.lastOnline)],
  ] as const;
  const name = camera.name;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col overflow-hidden">
      <div
        className={cn(
          'flex aspect-video flex-col items-center justify-center gap-2 text-sm font-medium',
          status.live ? 'bg-slate-900 text-white' : 'bg-slate-200 text-slate-700',
        )}
      >
        <PictureIcon className="size-8" aria-hidden="true" />
        {t(status.picture)}
      </div>
      <div className="flex items-start gap-3 p-4 pb-2">
        <h2 id={headingId} className="min-w-0 flex-1 text-base font-semibold break-words">
          {camera.name}
        </h2>
        <Badge variant={status.live ? 'success' : 'danger'}>{t(status.badge)}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 px-4 pb-4 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-200 p-4">
        <Button
          className="h-11"
          // The spec: an offline camera cannot be started (the server refuses it too).
          disabled={!status.live}
          aria-label={t('cameraMonitoring.viewNamed', { name })}
          onClick={() => onView(camera)}
        >
          <Eye aria-hidden="true" />
          {t('cameraMonitoring.view')}
        </Button>
        {onEdit ? (
          <Button
            variant="outline"
            className="h-11"
            aria-label={t('cameraMonitoring.editNamed', { name })}
            onClick={() => onEdit(camera)}
          >
            <Pencil aria-hidden="true" />
            {t('cameraMonitoring.edit')}
          </Button>
        ) : null}
        {onDelete ? (
          <Button
            variant="outline"
            className="h-11 text-red-700 hover:bg-red-50 hover:text-red-800"
            disabled={deletingId === camera.id}
            aria-label={t('cameraMonitoring.deleteNamed', { name })}
            onClick={() => onDelete(camera)}
          >
            <Trash2 aria-hidden="true" />
            {deletingId === camera.id
              ? t('cameraMonitoring.deleting')
              : t('cameraMonitoring.delete')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
