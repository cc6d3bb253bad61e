import type { Language } from '../../../../contract/enums.ts';
import { type CentreHeader, renderPdf } from '../../../lib/files/pdf.ts';
import { amountRows, documentFormat, labelled } from './document-format.ts';

export type StatementData = {
  taxYear: number;
  version: number;
  provider: CentreHeader & { taxId: string };
  payer: { name: string; address: string };
  children: { name: string; from: string; to: string }[];
  payments: {
    receivedOn: string;
    method: 'cash' | 'check' | 'bank_transfer' | 'card_terminal';
    checkNumber: string | null;
    amountCents: number;
  }[];
  totalPaidCents: number;
};

/** The statement's title: the year, and for a regenerated one that it is amended. */
export function statementTitle(
  data: Pick<StatementData, 'taxYear' | 'version'>,
  language: Language,
) {
  const { t } = documentFormat(language);
  return data.version > 1
    ? t('billingDocuments.statement.titleAmended', { year: data.taxYear, version: data.version })
    : t('billingDocuments.statement.title', { year: data.taxYear });
}

/**
 * A year's childcare payment statement for one payer (what a dependent-care tax credit asks
 * for): the provider with its tax id, the payer, the children and their dates of care, each
 * payment received from this payer in the year with its date and method, and the total.
 */
export function statementPdf(data: StatementData, language: Language): Promise<Buffer> {
  const f = documentFormat(language);
  return renderPdf({
    centre: data.provider,
    language,
    title: statementTitle(data, language),
    body: (pdf) => {
      pdf.font('Helvetica-Bold').fontSize(11).text(f.t('billingDocuments.statement.provider'));
      labelled(pdf, f.t('billingDocuments.statement.providerName'), data.provider.name);
      labelled(pdf, f.t('billingDocuments.statement.providerAddress'), data.provider.address);
      labelled(
        pdf,
        f.t('billingDocuments.statement.taxId'),
        data.provider.taxId || f.t('billingDocuments.statement.noTaxId'),
      );
      pdf.moveDown(0.5);
      pdf.font('Helvetica-Bold').fontSize(11).text(f.t('billingDocuments.statement.paidBy'));
      pdf
        .font('Helvetica')
        .fontSize(10)
        .text([data.payer.name, data.payer.address].filter(Boolean).join(', '));
      pdf.moveDown(0.5);
      pdf.font('Helvetica-Bold').fontSize(11).text(f.t('billingDocuments.statement.children'));
      for (const child of data.children)
        labelled(
          pdf,
          child.name,
          f.t('billingDocuments.fromTo', { from: f.day(child.from), to: f.day(child.to) }),
        );
      pdf.moveDown(0.5);
      pdf.font('Helvetica-Bold').fontSize(11).text(f.t('billingDocuments.statement.payments'));
      pdf.moveDown(0.25);
      if (data.payments.length === 0)
        pdf.font('Helvetica').fontSize(10).text(f.t('billingDocuments.statement.noPayments'));
      amountRows(pdf, [
        ...data.payments.map((p) => ({
          text: `${f.day(p.receivedOn)} · ${f.method(p.method, p.checkNumber)}`,
          amount: f.cents(p.amountCents),
        })),
        {
          text: f.t('billingDocuments.statement.total', { year: data.taxYear }),
          amount: f.cents(data.totalPaidCents),
          bold: true,
        },
      ]);
      pdf.moveDown();
      pdf
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#334155')
        .text(f.t('billingDocuments.statement.note', { year: data.taxYear }));
    },
  });
}
