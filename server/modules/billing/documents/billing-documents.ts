import type { DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { languageOfUser } from '../../../lib/user-language.ts';
import type { Principal } from '../../../types.ts';
import type { FileStore } from '../../../lib/files/file-store.ts';
import { centreLetterhead } from '../../centre/centre-letterhead.ts';
import { paymentInstructions } from '../plans/billing-settings.ts';
import { findInvoice, invoiceNotFound } from '../invoices/invoice-queries.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { addressee, invoicePayer, paymentPayer } from '../payers/payer-queries.ts';
import { findPayment, paymentNotFound } from '../money/payments.ts';
import { receiptNumber, receiptPdf } from './receipt-pdf.ts';

/** A billing PDF made for its reader, and the name it downloads under. */
type BillingDocument = { fileName: string; pdf: Buffer };

/**
 * An invoice as a PDF in the reader's language (decision 034), addressed to its payer; one
 * the reader may not see is 404, as one that does not exist.
 */
export async function invoiceDocument(
  db: DbOrTx,
  files: FileStore,
  principal: Principal,
  id: number,
  today: string,
): Promise<BillingDocument> {
  const payerId = await invoicePayer(db, principal, id);
  if (payerId === null) throw notFound(invoiceNotFound);
  const [invoice, payer, centre, instructions, language] = await Promise.all([
    findInvoice(db, id, today),
    addressee(db, payerId),
    centreLetterhead(db, files),
    paymentInstructions(db),
    languageOfUser(db, principal.userId),
  ]);
  const pdf = await invoicePdf(invoice!, payer, centre, instructions, language);
  return { fileName: `invoice-${invoice!.number}.pdf`, pdf };
}

/** A payment's receipt as a PDF in the reader's language (404 as for an invoice). */
export async function receiptDocument(
  db: DbOrTx,
  files: FileStore,
  principal: Principal,
  id: number,
): Promise<BillingDocument> {
  const payerId = await paymentPayer(db, principal, id);
  if (payerId === null) throw notFound(paymentNotFound);
  const [payment, payer, centre, language] = await Promise.all([
    findPayment(db, id),
    addressee(db, payerId),
    centreLetterhead(db, files),
    languageOfUser(db, principal.userId),
  ]);
  const pdf = await receiptPdf(payment!, payer, centre, language);
  return { fileName: `receipt-${receiptNumber(id)}.pdf`, pdf };
}
