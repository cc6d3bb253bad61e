import type { PaymentResponse } from '../../../../contract/billing-views.ts';
import type { Language } from '../../../../contract/enums.ts';
import { type CentreHeader, renderPdf } from '../../../lib/files/pdf.ts';
import { amountRows, documentFormat, labelled } from './document-format.ts';

/** The receipt number a payment prints with ('R-000042'). */
export const receiptNumber = (paymentId: number) => `R-${String(paymentId).padStart(6, '0')}`;

/** A payment receipt as a PDF: who paid, when, how, and which invoices it paid. */
export function receiptPdf(
  payment: PaymentResponse,
  payer: { name: string; address: string },
  centre: CentreHeader,
  language: Language,
): Promise<Buffer> {
  const f = documentFormat(language);
  const applied = payment.appliedTo.reduce((sum, a) => sum + a.amountCents, 0);
  return renderPdf({
    centre,
    language,
    title: f.t('billingDocuments.receipt.title', { number: receiptNumber(payment.id) }),
    body: (pdf) => {
      labelled(
        pdf,
        f.t('billingDocuments.receipt.from'),
        [payer.name, payer.address].filter(Boolean).join(', '),
      );
      labelled(pdf, f.t('billingDocuments.receipt.date'), f.day(payment.receivedOn));
      labelled(
        pdf,
        f.t('billingDocuments.receipt.method'),
        f.method(payment.method, payment.checkNumber),
      );
      pdf.moveDown();
      amountRows(pdf, [
        {
          text: f.t('billingDocuments.receipt.amount'),
          amount: f.cents(payment.amountCents),
          bold: true,
        },
        ...payment.appliedTo.map((a) => ({
          text: f.t('billingDocuments.receipt.appliedTo', { number: a.invoiceNumber }),
          amount: f.cents(a.amountCents),
        })),
        ...(payment.amountCents > applied
          ? [
              {
                text: f.t('billingDocuments.receipt.credit'),
                amount: f.cents(payment.amountCents - applied),
              },
            ]
          : []),
      ]);
      pdf.moveDown();
      pdf.font('Helvetica').fontSize(10).text(f.t('billingDocuments.receipt.thanks'));
    },
  });
}
