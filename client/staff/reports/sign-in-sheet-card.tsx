import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import {
  type SignInSheetFormat,
  recordingMethodLabel,
  type SignInSheetRow,
  signInSheetFileName,
  signInStatusLabel,
} from '../../../contract/licensing-reports.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useT } from '../../i18n/use-t.ts';
import { routeUrl } from '../../lib/api.ts';
import { useCentreTime } from '../../lib/centre-time.ts';
import { useFileDownload } from '../../lib/download-file.ts';
import { EmptyText } from './empty-text.tsx';
import { signInSheetExportPath, useSignInSheet } from './licensing-queries.ts';
import { type Column, RecordList } from './record-list.tsx';

/**
 * The licensing sign-in/out sheet (issue 15, decision 032) of one day, for the report's room:
 * each child's times and who dropped off and picked up, as a printable PDF or a CSV.
 */
export function SignInSheetCard({ room }: { room: string }) {
  const t = useT();
  // Empty until chosen: the server answers the centre's today, and the field shows it.
  const [date, setDate] = useState('');
  const sheet = useSignInSheet(date, room);
  const centreTime = useCentreTime();
  const { running, download } = useFileDownload();
  const data = sheet.data;
  const day = date || data?.date || '';
  const time = (hhmm: string | null) => (hhmm && day ? centreTime(day, hhmm) : '');
  // How it was recorded, when not simply by staff: the kiosk, the offline queue (070).
  const shownMethod = (method: SignInSheetRow['checkInMethod']) =>
    method && method !== 'staff' ? t(recordingMethodLabel(method)) : '';
  // The guardian's finger signature at the kiosk, opened as the PNG it is kept as.
  const signatureLink = (c: SignInSheetRow, of: 'checkIn' | 'checkOut') => (
    <>
      {' · '}
      <a
        className="text-blue-700 underline"
        target="_blank"
        rel="noreferrer"
        href={routeUrl('GET /api/children/:id/signature', {
          params: { id: c.childId },
          query: { date: data?.date ?? day, of },
        })}
      >
        {t(of === 'checkIn' ? 'licensing.sheet.signatureIn' : 'licensing.sheet.signatureOut', {
          child: c.childName,
        })}
      </a>
    </>
  );
  const columns: Column<SignInSheetRow & { id: number }>[] = [
    { header: t('licensing.sheet.child'), value: (c) => c.childName },
    { header: t('licensing.sheet.checkIn'), value: (c) => time(c.checkIn) },
    {
      header: t('licensing.sheet.droppedOffBy'),
      // With how it was recorded: staff, offline queue, kiosk (decision 070).
      value: (c) => (
        <>
          {[c.droppedOffBy ?? '', shownMethod(c.checkInMethod)]
            .filter((part) => part !== '')
            .join(' · ')}
          {c.checkInMethod === 'kiosk' && signatureLink(c, 'checkIn')}
        </>
      ),
    },
    { header: t('licensing.sheet.checkOut'), value: (c) => time(c.checkOut) },
    {
      header: t('licensing.sheet.pickedUpBy'),
      // With how the collector was checked at the door (decision 065).
      value: (c) => (
        <>
          {[
            c.pickedUpBy ?? '',
            shownMethod(c.checkOutMethod),
            c.pickUpIdChecked ? t('licensing.sheet.idChecked') : '',
            c.pickUpApprovedBy ? t('licensing.sheet.approvedBy', { name: c.pickUpApprovedBy }) : '',
          ]
            .filter((part) => part !== '')
            .join(' · ')}
          {c.checkOutMethod === 'kiosk' && signatureLink(c, 'checkOut')}
        </>
      ),
    },
    { header: t('licensing.sheet.status'), value: (c) => t(signInStatusLabel(c)) },
  ];
  const save = (format: SignInSheetFormat) => {
    if (!data) return;
    void download(
      signInSheetExportPath(day, room, format),
      signInSheetFileName(data.date, room, format),
      { done: t('reports.exportDone'), failed: t('reports.exportFailed') },
    );
  };
  return (
    <Card role="region" aria-labelledby="sign-in-sheet-title">
      <CardHeader>
        <CardTitle id="sign-in-sheet-title">{t('licensing.sheet.heading')}</CardTitle>
        <CardDescription>{t('licensing.sheet.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 p-3 sm:p-6" aria-busy={sheet.isFetching}>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <div className="space-y-1 sm:w-44">
            <Label htmlFor="sign-in-sheet-day">{t('licensing.sheet.day')}</Label>
            <Input
              id="sign-in-sheet-day"
              type="date"
              value={day}
              required
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
          <Button
            variant="outline"
            disabled={!data || running !== null}
            onClick={() => save('pdf')}
          >
            <Printer aria-hidden="true" />
            {t('licensing.sheet.downloadPdf')}
          </Button>
          <Button
            variant="outline"
            disabled={!data || running !== null}
            onClick={() => save('csv')}
          >
            <Download aria-hidden="true" />
            {t('licensing.sheet.downloadCsv')}
          </Button>
        </div>
        {sheet.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('licensing.sheet.loadFailed')}
          </p>
        ) : !data ? (
          <p role="status" className="text-sm text-slate-600">
            {t('licensing.sheet.loading')}
          </p>
        ) : (
          data.rooms.map((r) => (
            <div key={r.filterKey} className="space-y-2">
              <h3 className="font-semibold text-slate-900">{r.room}</h3>
              {r.children.length === 0 ? (
                <EmptyText text={t('licensing.sheet.noChildren')} />
              ) : (
                <RecordList
                  title={`${t('licensing.sheet.heading')}: ${r.room}`}
                  rows={r.children.map((c) => ({ ...c, id: c.childId }))}
                  columns={columns}
                  heading={(c) => c.childName}
                />
              )}
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}
