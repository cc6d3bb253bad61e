import { Camera as CameraIcon, Plus } from 'lucide-react';
import type { Camera } from '../../../contract/cameras.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { CameraCard, type CameraHandlers } from './camera-card.tsx';

type Props = CameraHandlers & {
  cameras: Camera[] | undefined;
  failed: boolean;
  /** Directors: the empty state's 'Add First Camera'. */
  onAdd?: () => void;
};

const grid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** The cards, or the loading skeleton, the spec's load error or its empty state. */
export function CameraGrid({ cameras, failed, onAdd, ...handlers }: Props) {
  const t = useT();
  // A refresh that fails later keeps the cards already shown (their state may be a minute old).
  if (!cameras && failed)
    return (
      <Card role="alert" className="p-8 text-center text-red-800">
        {t('cameraMonitoring.loadFailed')}
      </Card>
    );
  if (!cameras)
    return (
      <div role="status">
        <span className="sr-only">{t('cameraMonitoring.loading')}</span>
        <div aria-hidden="true" className={grid}>
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="h-80 animate-pulse bg-slate-100 motion-reduce:animate-none" />
          ))}
        </div>
      </div>
    );
  if (cameras.length === 0)
    return (
      <Card className="flex flex-col items-center gap-3 p-10 text-center">
        <CameraIcon className="size-10 text-slate-500" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t('cameraMonitoring.empty')}</h2>
        {onAdd ? (
          <Button size="lg" onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t('cameraMonitoring.addFirst')}
          </Button>
        ) : null}
      </Card>
    );
  return (
    <div className={grid}>
      {cameras.map((camera) => (
        <CameraCard key={camera.id} camera={camera} {...handlers} />
      ))}
    </div>
  );
}
