import type { CameraViewing } from '../../../contract/cameras.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DataTable, dataCell } from '../../components/ui/data-table.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/format.ts';
import { endedOf, viewerRoleLabels } from './viewing-log-format.ts';

function EndedCell({ row }: { row: CameraViewing }) {
  const t = useT();
  const ended = endedOf(row);
  if (ended.watching)
    return <Badge variant="success">{t('cameraMonitoring.log.watchingNow')}</Badge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {ended.at ?? '—'}
      {ended.expired ? <Badge variant="neutral">{t('cameraMonitoring.log.expired')}</Badge> : null}
    </span>
  );
}

/** The log as a table from tablet width up; ViewingLogCards below it. */
export function ViewingLogTable({ rows }: { rows: CameraViewing[] }) {
  const t = useT();
  const columns = [
    t('cameraMonitoring.log.camera'),
    t('cameraMonitoring.log.viewer'),
    t('cameraMonitoring.log.viewerRole'),
    t('cameraMonitoring.log.started'),
    t('cameraMonitoring.log.ended'),
  ];
  return (
    <DataTable caption={t('cameraMonitoring.log.title')} columns={columns}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td className={`${dataCell} font-medium`}>{row.cameraName}</td>
          <td className={dataCell}>{row.viewerName}</td>
          <td className={dataCell}>{t(viewerRoleLabels[row.viewerRole])}</td>
          <td className={dataCell}>{formatDateTime(row.startedAt)}</td>
          <td className={dataCell}>
            <EndedCell row={row} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Below tablet width each viewing as a card, the columns' names beside their values. */
export function ViewingLogCards({ rows }: { rows: CameraViewing[] }) {
  const t = useT();
  return (
    <ul aria-label={t('cameraMonitoring.log.title')} className="space-y-3">
      {rows.map((row) => {
        const facts = [
          [t('cameraMonitoring.log.viewer'), row.viewerName],
          [t('cameraMonitoring.log.viewerRole'), t(viewerRoleLabels[row.viewerRole])],
          [t('cameraMonitoring.log.started'), formatDateTime(row.startedAt)],
          [t('cameraMonitoring.log.ended'), <EndedCell key="ended" row={row} />],
        ] as const;
        return (
          <li key={row.id}>
            <Card role="article" aria-labelledby={`viewing-${row.id}`} className="space-y-3 p-4">
              <h3 id={`viewing-${row.id}`} className="font-semibold break-words">
                {row.cameraName}
              </h3>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                {facts.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-slate-600">{label}</dt>
                    <dd className="min-w-0 break-words text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
