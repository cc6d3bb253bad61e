import { useQuery } from '@tanstack/react-query';
import { VideoOff } from 'lucide-react';
import { useState } from 'react';
import type { Camera } from '../../../contract/cameras.ts';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { CameraCard } from './camera-card.tsx';
import { CameraDialog } from './camera-dialog.tsx';
import { parentCamerasQuery } from './queries.ts';

/**
 * The parent's classroom cameras (/parent-dashboard?view=cameras): those of their children's
 * rooms, as the server lists them. View Camera opens the player in a dialog.
 */
export function ParentCamerasView() {
  const t = useT();
  const [watching, setWatching] = useState<Camera | null>(null);
  return (
    <div className="space-y-6">
      <BackToDashboard />
      <PageHeader
        title={t('parentDashboard.cameras.title')}
        description={t('parentCameras.description')}
      />
      <CameraGrid onView={setWatching} />
      <CameraDialog camera={watching} onClose={() => setWatching(null)} />
    </div>
  );
}

/** The cards, or the loading, failure and empty states. */
function CameraGrid({ onView }: { onView: (camera: Camera) => void }) {
  const t = useT();
  const cameras = useQuery(parentCamerasQuery());
  if (cameras.isPending) return <LoadingIndicator message={t('parentCameras.loading')} />;
  // A poll that fails after the first read keeps the cards shown.
  if (!cameras.data) {
    return (
      <Card role="alert" className="p-8 text-center text-red-800">
        {t('parentCameras.loadFailed')}
      </Card>
    );
  }
  if (cameras.data.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-10 text-center">
        <VideoOff className="size-10 text-slate-500" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t('parentCameras.empty')}</h2>
        <p className="text-slate-600">{t('parentCameras.emptyText')}</p>
      </Card>
    );
  }
  return (
    <ul
      aria-label={t('parentCameras.listLabel')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {cameras.data.map((camera) => (
        <li key={camera.id}>
          <CameraCard camera={camera} onView={onView} />
        </li>
      ))}
    </ul>
  );
}
