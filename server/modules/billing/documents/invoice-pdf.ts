import type { InvoiceWithLines } from '../../../../contract/billing-views.ts';
import type { Language } from '../../../../contract/enums.ts';
import { type CentreHeader, renderPdf } from '../../../lib/files/pdf.ts';
import { amountRows, type DocumentFormat, documentFormat, labelled } from './document-format.ts';

export type PaymentInstructions = {
  payeeName: string;
  bankDetails: string;
  checkAddress: string;
  reference: string;
};

type Line = InvoiceWithLines['lines'][number];

/** An invoice line's words: what the charge is, for which child and period. */
export function lineText(line: Line, cycle: 'weekly' | 'monthly', f: DocumentFormat) {
  const child = line.childName ?? '';
  switch (line.chargeKind) {
    case 'tuition':
      return f.t(
        cycle === 'weekly'
          ? 'billingDocuments.line.tuitionWeek'
          : 'billingDocuments.line.tuitionMonth',
        { child, date: f.day(line.periodStart ?? '') },
      );
    case 'registration':
      return f.t('billingDocuments.line.registration', { child });
    case 'late_fee':
      return f.t('billingDocuments.line.lateFee', { number: line.reason });
    case 'other':
      return f.t('billingDocuments.line.other', { reason: line.reason });
    default:
      return f.t('billingDocuments.line.correction', { reason: line.reason });
  }
}

const statusIds = {
  paid: 'billingDocuments.status.paid',
  pending: 'billingDocuments.status.pending',
  overdue: 'billingDocuments.status.overdue',
} as const;

/** An invoice as a PDF: the centre's letterhead, the payer, each line, totals, how to pay. */
export function invoicePdf(
  invoice: InvoiceWithLines,
  payer: { name: string; address: string },
  centre: CentreHeader,
  instructions: PaymentInstructions,
  language: Language,
): Promise<Buffer> {
  const f = documentFormat(language);
  return renderPdf({
    centre,
    language,
    title: f.t('billingDocuments.invoice.title', { number: invoice.number }),
    body: (pdf) => {
      labelled(
        pdf,
        f.t('billingDocuments.billTo'),
        [payer.name, payer.address].filter(Boolean).join(', '),
      );
      labelled(
        pdf,
        f.t('billingDocuments.invoice.period'),
        f.t('billingDocuments.fromTo', {
          from: f.day(invoice.periodStart),
          to: f.day(invoice.periodEnd),
        }),
      );
      labelled(pdf, f.t('billingDocuments.invoice.issued'), f.day(invoice.issueDate));
      labelled(pdf, f.t('billingDocuments.invoice.due'), f.day(invoice.dueDate));
      labelled(pdf, f.t('billingDocuments.invoice.status'), f.t(statusIds[invoice.status]));
      pdf.moveDown();
      amountRows(pdf, [
        {
          text: f.t('billingDocuments.description'),
          amount: f.t('billingDocuments.amount'),
          bold: true,
        },
        ...invoice.lines.map((line) => ({
          text: lineText(line, invoice.cycle, f),
          amount: f.cents(line.amountCents),
        })),
      ]);
      pdf.moveDown(0.5);
      amountRows(pdf, [
        { text: f.t('billingDocuments.total'), amount: f.cents(invoice.totalCents), bold: true },
        { text: f.t('billingDocuments.paid'), amount: f.cents(invoice.paidCents) },
        {
          text: f.t('billingDocuments.outstanding'),
          amount: f.cents(invoice.outstandingCents),
          bold: true,
        },
      ]);
      const ways = [
        [f.t('billingDocuments.pay.payee'), instructions.payeeName],
        [f.t('billingDocuments.pay.bank'), instructions.bankDetails],
        [f.t('billingDocuments.pay.checks'), instructions.checkAddress],
        [f.t('billingDocuments.pay.reference'), instructions.reference],
      ].filter(([, value]) => value);
      if (ways.length > 0) {
        pdf.moveDown();
        pdf.font('Helvetica-Bold').fontSize(11).text(f.t('billingDocuments.pay.title'));
        for (const [label, value] of ways) labelled(pdf, label!, value!);
      }
    },
  });
}
