import { useState } from 'react';
import type { Camera } from '../../../contract/cameras.ts';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { useT } from '../../i18n/use-t.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { cameraRefreshMs, viewingLogPages } from './queries.ts';
import { ViewingLogCards, ViewingLogTable } from './viewing-log-rows.tsx';
import { EmptyList, TableOrCards } from '../../components/ui/table-or-cards.tsx';

/**
 * Directors' record of who watched which camera, from when to when (PRODUCT: cameras are
 * watched only through logged sessions). Re-read each minute, like the grid, so 'Watching
 * now' turns into an end time without a reload.
 */
export function ViewingLog({ cameras }: { cameras: readonly Camera[] }) {
  const t = useT();
  const [cameraId, setCameraId] = useState('');
  const list = usePagedList(viewingLogPages(cameraId), {
    pollMs: cameraRefreshMs,
    keepPrevious: true,
  });
  const options = [
    { value: '', label: t('cameraMonitoring.log.allCameras') },
    ...cameras.map((c) => ({ value: String(c.id), label: c.name })),
  ];

  let body;
  if (list.isPending) body = <LoadingIndicator message={t('cameraMonitoring.log.loading')} />;
  // A poll that fails later keeps the rows already shown.
  else if (!list.data)
    body = (
      <p role="alert" className="text-sm text-red-800">
        {t('cameraMonitoring.log.loadFailed')}
      </p>
    );
  else if (list.data.length === 0) body = <EmptyList>{t('cameraMonitoring.log.empty')}</EmptyList>;
  else
    body = (
      <>
        <TableOrCards
          table={<ViewingLogTable rows={list.data} />}
          cards={<ViewingLogCards rows={list.data} />}
        />
        <LoadMore list={list} what={t('cameraMonitoring.log.loadMoreWhat')} />
      </>
    );

  return (
    <section aria-labelledby="camera-viewing-log" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="camera-viewing-log" className="text-lg font-semibold">
          {t('cameraMonitoring.log.title')}
        </h2>
        <LabelledSelect
          id="camera-viewing-log-camera"
          label={t('cameraMonitoring.log.camera')}
          value={cameraId}
          options={options}
          onChange={setCameraId}
          className="space-y-1.5 sm:w-64"
          selectClassName="h-11"
        />
      </div>
      <div aria-busy={list.updating}>{body}</div>
    </section>
  );
}
