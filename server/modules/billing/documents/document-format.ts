import type { Language } from '../../../../contract/enums.ts';
import type { PaymentMethod } from '../../../../contract/enums.ts';
import { translate } from '../../../lib/i18n.ts';
import { formatCalendarDay } from '../../../lib/reader-format.ts';

/** Money and days in a billing document, in its reader's language (US dollars). */
export function documentFormat(language: Language) {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const t = (id: string, params?: Record<string, string | number>) =>
    translate(language, id, params);
  return {
    t,
    cents: (cents: number) => money.format(cents / 100),
    day: (day: string) => formatCalendarDay({ language, dateFormat: 'MM/DD/YYYY' }, day, 'long'),
    method: (method: PaymentMethod, checkNumber: string | null) => {
      switch (method) {
        case 'cash':
          return t('billingDocuments.method.cash');
        case 'check':
          return t('billingDocuments.method.check', { number: checkNumber ?? '' });
        case 'bank_transfer':
          return t('billingDocuments.method.bankTransfer');
        case 'card_terminal':
          return t('billingDocuments.method.cardTerminal');
      }
    },
  };
}

export type DocumentFormat = ReturnType<typeof documentFormat>;

/** Rows of two columns: a description and an amount (right-aligned). */
export function amountRows(
  pdf: PDFKit.PDFDocument,
  rows: { text: string; amount: string; bold?: boolean }[],
) {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  for (const row of rows) {
    if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 40) pdf.addPage();
    const top = pdf.y;
    pdf
      .font(row.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#0f172a');
    pdf.text(row.text, left, top, { width: width - 110 });
    const height = pdf.y - top;
    pdf.text(row.amount, left + width - 100, top, { width: 100, align: 'right' });
    pdf.y = top + Math.max(height, 12) + 4;
  }
  pdf.x = left;
}

/** A label and its value on one line. */
export function labelled(pdf: PDFKit.PDFDocument, label: string, value: string) {
  pdf.font('Helvetica-Bold').fontSize(10).fillColor('#0f172a').text(`${label}: `, {
    continued: true,
  });
  pdf.font('Helvetica').text(value);
}
