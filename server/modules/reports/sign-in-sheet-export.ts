import type { Readable } from 'node:stream';
import type { Language } from '../../../contract/enums.ts';
import {
  type SignInSheetResponse,
  type SignInSheetRow,
  signInStatusLabel,
} from '../../../contract/licensing-reports.ts';
import { type CentreHeader, renderPdf } from '../../lib/files/pdf.ts';
import { translate } from '../../lib/i18n.ts';
import { formatCalendarDay } from '../../lib/reader-format.ts';
import { csvStream } from './report-csv.ts';

const columns = [
  'licensing.sheet.child',
  'licensing.sheet.checkIn',
  'licensing.sheet.droppedOffBy',
  'licensing.sheet.checkOut',
  'licensing.sheet.pickedUpBy',
] as const;

const statusText = (row: SignInSheetRow, t: (id: string) => string) =>
  t(signInStatusLabel(row.status));

/** The sheet as CSV: one row per child, the room in each row (all rooms in one file). */
export function signInSheetCsv(sheet: SignInSheetResponse, language: Language): Readable {
  const t = (id: string) => translate(language, id);
  const header = [
    t('licensing.sheet.date'),
    t('licensing.sheet.room'),
    ...columns.map(t),
    t('licensing.sheet.status'),
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
    ]),
  );
  return csvStream(
    header,
    (async function* () {
      yield rows;
    })(),
  );
}

// Column widths in points on a Letter page with 54 pt margins (504 pt across).
const widths = [132, 52, 114, 52, 114, 40];

/**
 * The sheet as a printable PDF, as licensing inspectors read it: one room per page (more when
 * it is long), a row per child with the times and names, lines to sign at the bottom.
 */
export function signInSheetPdf(
  sheet: SignInSheetResponse,
  centre: CentreHeader,
  language: Language,
): Promise<Buffer> {
  const t = (id: string, params?: Record<string, string | number>) =>
    translate(language, id, params);
  return renderPdf({
    centre,
    language,
    title: t('licensing.sheet.title', {
      date: formatCalendarDay({ language, dateFormat: 'MM/DD/YYYY' }, sheet.date, 'long'),
    }),
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
            c.checkIn ?? '',
            c.droppedOffBy ?? '',
            c.checkOut ?? '',
            c.pickedUpBy ?? '',
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
