import type { Readable } from 'node:stream';
import {
  recordingMethodLabel,
  type SignInSheetResponse,
  type SignInSheetRow,
  signInStatusLabel,
} from '../../../contract/licensing-reports.ts';
import { type CentreHeader, renderPdf } from '../../lib/files/pdf.ts';
import { translate } from '../../lib/i18n.ts';
import { type Reader, readerFormat } from '../../lib/reader-format.ts';
import { csvStream } from './report-csv.ts';

const columns = [
  'licensing.sheet.child',
  'licensing.sheet.checkIn',
  'licensing.sheet.droppedOffBy',
  'licensing.sheet.checkOut',
  'licensing.sheet.pickedUpBy',
] as const;

const statusText = (row: SignInSheetRow, t: (id: string) => string) => t(signInStatusLabel(row));

type Say = (id: string, params?: Record<string, string>) => string;
/** How it was recorded, on the printed sheet when not simply by staff (decision 070). */
const shownMethod = (method: SignInSheetRow['checkInMethod'], t: Say) =>
  method && method !== 'staff' ? t(recordingMethodLabel(method)) : '';
/** The collector, then how they were checked at the door (decision 065), for the PDF's cell. */
const pickedUp = (row: SignInSheetRow, t: Say) =>
  [
    row.pickedUpBy ?? '',
    shownMethod(row.checkOutMethod, t),
    row.pickUpIdChecked ? t('licensing.sheet.idChecked') : '',
    row.pickUpApprovedBy ? t('licensing.sheet.approvedBy', { name: row.pickUpApprovedBy }) : '',
  ]
    .filter((line) => line !== '')
    .join('\n');

/**
 * The sheet as CSV: one row per child, the room in each row (all rooms in one file). Dates
 * and times stay as data (ISO day, 24-hour 'HH:MM') so a spreadsheet sorts them.
 */
export function signInSheetCsv(sheet: SignInSheetResponse, reader: Reader): Readable {
  const t = (id: string) => translate(reader.language, id);
  const header = [
    t('licensing.sheet.date'),
    t('licensing.sheet.room'),
    ...columns.map(t),
    t('licensing.sheet.status'),
    t('licensing.sheet.idChecked'),
    t('licensing.sheet.approvedByColumn'),
    t('licensing.sheet.checkInMethod'),
    t('licensing.sheet.checkOutMethod'),
  ];
  const rows = sheet.rooms.flatMap((room) =>
    room.children.map((c) => [
      sheet.date,
      room.room,
      c.childName,
      c.checkIn,
      c.droppedOffBy,
      c.checkOut,
      c.pickedUpBy,
      statusText(c, t),
      c.pickUpIdChecked === null
        ? ''
        : t(c.pickUpIdChecked ? 'licensing.sheet.yes' : 'licensing.sheet.no'),
      c.pickUpApprovedBy ?? '',
      c.checkInMethod ? t(recordingMethodLabel(c.checkInMethod)) : '',
      c.checkOutMethod ? t(recordingMethodLabel(c.checkOutMethod)) : '',
    ]),
  );
  return csvStream(
    header,
    (async function* () {
      yield rows;
    })(),
  );
}

// Column widths in points on a Letter page with 54 pt margins (504 pt across); the status
// column takes its longest word ('Not recorded', 'Checked out') on one line.
const widths = [118, 56, 104, 56, 104, 66];

/**
 * The sheet as a printable PDF, as licensing inspectors read it: one room per page (more when
 * it is long), a row per child with the times and names, lines to sign at the bottom. The day
 * and the times are in the reader's date format and language ('11/16/2026', '8:20 PM').
 */
export function signInSheetPdf(
  sheet: SignInSheetResponse,
  centre: CentreHeader,
  reader: Reader,
): Promise<Buffer> {
  const f = readerFormat(reader);
  const { t } = f;
  const clock = (hhmm: string | null) => (hhmm === null ? '' : f.clock(hhmm));
  return renderPdf({
    centre,
    language: reader.language,
    title: t('licensing.sheet.title', { date: f.day(sheet.date) }),
    body: (pdf) => {
      const left = pdf.page.margins.left;
      const row = (cells: string[], bold = false) => {
        if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 40) pdf.addPage();
        const top = pdf.y;
        pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
        let x = left;
        let height = 0;
        cells.forEach((cell, i) => {
          const width = widths[i]! - 6;
          pdf.text(cell, x, top, { width });
          height = Math.max(height, pdf.heightOfString(cell, { width }));
          x += widths[i]!;
        });
        pdf.y = top + height + 6;
        pdf
          .moveTo(left, pdf.y - 3)
          .lineTo(left + widths.reduce((a, b) => a + b), pdf.y - 3)
          .strokeColor('#cbd5e1')
          .stroke();
      };
      sheet.rooms.forEach((room, index) => {
        if (index > 0) pdf.addPage();
        pdf.font('Helvetica-Bold').fontSize(12).fillColor('#0f172a');
        pdf.text(room.room, left, pdf.y);
        pdf.moveDown(0.5);
        pdf.fillColor('#0f172a');
        row([...columns.map((id) => t(id)), t('licensing.sheet.status')], true);
        if (room.children.length === 0) {
          pdf.font('Helvetica').fontSize(10).text(t('licensing.sheet.noChildren'), left, pdf.y);
        }
        for (const c of room.children) {
          row([
            c.childName,
            clock(c.checkIn),
            [c.droppedOffBy ?? '', shownMethod(c.checkInMethod, t)]
              .filter((line) => line !== '')
              .join('\n'),
            clock(c.checkOut),
            pickedUp(c, t),
            statusText(c, t),
          ]);
        }
        pdf.moveDown(2);
        pdf.font('Helvetica').fontSize(10).fillColor('#0f172a');
        pdf.text(t('licensing.sheet.signature'), left, pdf.y);
      });
    },
  });
}
