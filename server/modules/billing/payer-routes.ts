import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingIdParam, billingPageQuery } from '../../../contract/billing.ts';
import {
  invoiceResponse,
  invoiceWithLines,
  ledgerEntryResponse,
  myBillingResponse,
  payerDetail as payerDetailResponse,
  paymentInstructionsResponse,
  paymentResponse,
} from '../../../contract/billing-views.ts';
import { errorResponse } from '../../../contract/errors.ts';
import {
  billingInvoices,
  billingPayers,
  billingPayments,
  parentAccounts,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { languageOfUser } from '../../lib/user-language.ts';
import { principalOf } from '../../plugins/access.ts';
import { centreLetterhead } from '../centre/centre-queries.ts';
import { sendDownload } from '../reports/report-csv.ts';
import { paymentInstructions } from './billing-settings.ts';
import { findInvoice, invoiceNotFound, listInvoices } from './invoice-queries.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { listLedger } from './ledger.ts';
import { myBilling, payerDetail } from './payer-detail.ts';
import { payerOf, selectPayers, visiblePayer } from './payer-queries.ts';
import { onlinePaymentState } from './payment-provider.ts';
import { findPayment, listPayments, paymentNotFound } from './payments.ts';
import { receiptNumber, receiptPdf } from './receipt-pdf.ts';

/** Who a document is addressed to: the guardian's name and address, or the third party. */
async function addressee(db: DbOrTx, payerId: number) {
  const [row] = await db
    .select({
      thirdParty: billingPayers.thirdPartyName,
      first: parentAccounts.firstName,
      last: parentAccounts.lastName,
      address: parentAccounts.address,
    })
    .from(billingPayers)
    .leftJoin(parentAccounts, eq(parentAccounts.id, billingPayers.parentAccountId))
    .where(eq(billingPayers.id, payerId));
  return {
    name: row?.thirdParty ?? `${row?.first ?? ''} ${row?.last ?? ''}`.trim(),
    address: row?.address ?? '',
  };
}

const pdfResponse = z.any().describe('The PDF file');

/**
 * What a payer may read of their billing (decision 034): directors any payer's; a parent only
 * their own payer records (another family's, or the other parent's in a separated family, is
 * 404 as one that does not exist). Invoices and receipts download as PDFs in the reader's
 * language.
 */
export async function payerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/billing/mine', {
    config: { permission: 'parentPortal.read' },
    schema: {
      tags: ['billing'],
      summary: "The signed-in parent's own payer records: balance, plan, open invoices",
      response: { 200: myBillingResponse },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const now = await centreNow(app.db, app.clock);
      const payers = await selectPayers(app.db, principal, undefined, now.today);
      const mine = await myBilling(app.db, payers, now);
      const hasPlan = mine.payers.some((d) => d.plan !== null && d.payer.isActive);
      return { ...mine, onlinePayment: onlinePaymentState(app.paymentProvider, hasPlan) };
    },
  });

  r.get('/api/billing/payers/:id', {
    config: { permission: 'billing.read' },
    schema: {
      tags: ['billing'],
      summary: "A payer's balance, state, plan and open invoices",
      params: billingIdParam,
      response: { 200: payerDetailResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const now = await centreNow(app.db, app.clock);
      const payer = await visiblePayer(app.db, principalOf(request), request.params.id, now.today);
      return payerDetail(app.db, payer, now);
    },
  });

  const pageSchema = (item: z.ZodType, summary: string) => ({
    tags: ['billing'],
    summary,
    params: billingIdParam,
    querystring: billingPageQuery,
    response: { 200: z.array(item), 400: errorResponse, 404: errorResponse },
  });

  r.get('/api/billing/payers/:id/invoices', {
    config: { permission: 'billing.read' },
    schema: pageSchema(invoiceResponse, "A payer's invoices, newest period first (paged)"),
    handler: async (request, reply) => {
      const now = await centreNow(app.db, app.clock);
      const payer = await visiblePayer(app.db, principalOf(request), request.params.id, now.today);
      return sendPage(reply, await listInvoices(app.db, payer.id, request.query, now.today));
    },
  });

  r.get('/api/billing/payers/:id/payments', {
    config: { permission: 'billing.read' },
    schema: pageSchema(paymentResponse, "A payer's payments, newest first (paged)"),
    handler: async (request, reply) => {
      const now = await centreNow(app.db, app.clock);
      const payer = await visiblePayer(app.db, principalOf(request), request.params.id, now.today);
      return sendPage(reply, await listPayments(app.db, payer.id, request.query));
    },
  });

  r.get('/api/billing/payers/:id/ledger', {
    config: { permission: 'billing.read' },
    schema: pageSchema(ledgerEntryResponse, "A payer's ledger, newest entry first (paged)"),
    handler: async (request, reply) => {
      const now = await centreNow(app.db, app.clock);
      const payer = await visiblePayer(app.db, principalOf(request), request.params.id, now.today);
      return sendPage(reply, await listLedger(app.db, payer.id, request.query));
    },
  });

  r.get('/api/billing/invoices/:id', {
    config: { permission: 'billing.read' },
    schema: {
      tags: ['billing'],
      summary: 'An invoice with its lines',
      params: billingIdParam,
      response: { 200: invoiceWithLines, 404: errorResponse },
    },
    handler: async (request) => {
      const { id } = request.params;
      if ((await payerOf(app.db, principalOf(request), billingInvoices, id)) === null)
        throw notFound(invoiceNotFound);
      const { today } = await centreNow(app.db, app.clock);
      const { accountId: _, ...invoice } = (await findInvoice(app.db, id, today))!;
      return invoice;
    },
  });

  r.get('/api/billing/invoices/:id/pdf', {
    config: { permission: 'billing.read' },
    schema: {
      tags: ['billing'],
      summary: 'An invoice as a PDF, in the reader’s language',
      params: billingIdParam,
      response: { 200: pdfResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const payerId = await payerOf(app.db, principal, billingInvoices, id);
      if (payerId === null) throw notFound(invoiceNotFound);
      const { today } = await centreNow(app.db, app.clock);
      const [invoice, payer, centre, instructions, language] = await Promise.all([
        findInvoice(app.db, id, today),
        addressee(app.db, payerId),
        centreLetterhead(app.db),
        paymentInstructions(app.db),
        languageOfUser(app.db, principal.userId),
      ]);
      const pdf = await invoicePdf(invoice!, payer, centre, instructions, language);
      return sendDownload(reply, `invoice-${invoice!.number}.pdf`, 'application/pdf', pdf);
    },
  });

  r.get('/api/billing/payments/:id/receipt', {
    config: { permission: 'billing.read' },
    schema: {
      tags: ['billing'],
      summary: 'A payment’s receipt as a PDF, in the reader’s language',
      params: billingIdParam,
      response: { 200: pdfResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const payerId = await payerOf(app.db, principal, billingPayments, id);
      if (payerId === null) throw notFound(paymentNotFound);
      const [payment, payer, centre, language] = await Promise.all([
        findPayment(app.db, id),
        addressee(app.db, payerId),
        centreLetterhead(app.db),
        languageOfUser(app.db, principal.userId),
      ]);
      const pdf = await receiptPdf(payment!, payer, centre, language);
      return sendDownload(reply, `receipt-${receiptNumber(id)}.pdf`, 'application/pdf', pdf);
    },
  });

  r.get('/api/payment-instructions', {
    config: { permission: 'billing.read' },
    schema: {
      tags: ['billing'],
      summary: 'How to pay the centre (payee, bank details, address for checks, reference)',
      response: { 200: paymentInstructionsResponse },
    },
    handler: async () => paymentInstructions(app.db),
  });
}
