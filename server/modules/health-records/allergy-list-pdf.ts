import type { Severity } from '../../../contract/health-records.ts';
import { type CentreHeader, renderPdf } from '../../lib/files/pdf.ts';
import { type Reader, readerFormat } from '../../lib/reader-format.ts';
import type { roomAllergyList } from './conditions-queries.ts';

type AllergyList = Awaited<ReturnType<typeof roomAllergyList>>;

const severityText: Record<Severity, string> = {
  mild: 'healthDocuments.severity.mild',
  moderate: 'healthDocuments.severity.moderate',
  severe: 'healthDocuments.severity.severe',
};
const kindText = {
  allergy: 'healthDocuments.kind.allergy',
  condition: 'healthDocuments.kind.condition',
} as const;

/**
 * A room's allergy list for its wall and the kitchen: each child by name with each entry
 * (severe first, in red), its reaction, what to do and where the emergency medication is;
 * the free-text notes after. Printed on the day in the reader's language.
 */
export function allergyListPdf(
  list: { room: string; date: string; children: AllergyList },
  centre: CentreHeader,
  reader: Reader,
): Promise<Buffer> {
  const { t, day } = readerFormat(reader);
  return renderPdf({
    centre,
    language: reader.language,
    title: t('healthDocuments.allergyList.title', { room: list.room, date: day(list.date) }),
    body: (pdf) => {
      const left = pdf.page.margins.left;
      const width = pdf.page.width - left - pdf.page.margins.right;
      const line = (text: string, options: { bold?: boolean; colour?: string; size?: number }) => {
        pdf
          .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(options.size ?? 10)
          .fillColor(options.colour ?? '#0f172a')
          .text(text, left, pdf.y, { width });
      };
      if (list.children.length === 0) line(t('healthDocuments.allergyList.none'), {});
      for (const child of list.children) {
        if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 80) pdf.addPage();
        line(child.childName, { bold: true, size: 12 });
        line(t('healthDocuments.allergyList.born', { date: day(child.dateOfBirth) }), {
          colour: '#475569',
          size: 9,
        });
        for (const c of child.conditions) {
          const severe = c.severity === 'severe';
          line(
            `${t(kindText[c.kind as keyof typeof kindText])}: ${c.name} (${t(severityText[c.severity as Severity])})`,
            { bold: true, colour: severe ? '#b91c1c' : '#0f172a' },
          );
          if (c.reaction) line(t('healthDocuments.allergyList.reaction', { text: c.reaction }), {});
          if (c.action) line(t('healthDocuments.allergyList.action', { text: c.action }), {});
          if (c.emergencyMedication)
            line(
              c.medicationLocation
                ? t('healthDocuments.allergyList.medicationAt', {
                    medication: c.emergencyMedication,
                    location: c.medicationLocation,
                  })
                : t('healthDocuments.allergyList.medication', {
                    medication: c.emergencyMedication,
                  }),
              { bold: severe },
            );
        }
        if (child.allergyNotes)
          line(t('healthDocuments.allergyList.notes', { text: child.allergyNotes }), {});
        pdf.moveDown(0.8);
      }
    },
  });
}
