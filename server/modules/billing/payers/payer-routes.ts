import type { FastifyInstance } from 'fastify';
import { centreNow } from '../../../lib/centre-time.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { sendPage } from '../../../lib/paging.ts';
import { serve } from '../../../lib/serve.ts';
import { principalOf } from '../../../plugins/access.ts';
import { sendDownload } from '../../reports/report-csv.ts';
import { invoiceDocument, receiptDocument } from '../documents/billing-documents.ts';
import { paymentInstructions } from '../plans/billing-settings.ts';
import { findInvoice, invoiceNotFound, listInvoices } from '../invoices/invoice-queries.ts';
import { listLedger } from '../money/ledger.ts';
import { myBilling, payerDetail } from './payer-detail.ts';
import { invoicePayer, selectPayers, visiblePayer } from './payer-queries.ts';
import { onlinePaymentState } from './payment-provider.ts';
import { listPayments } from '../money/payments.ts';

/**
 * What a payer may read of their billing (decision 034): directors any payer's; a parent only
 * their own payer records (another family's, or the other parent's in a separated family, is
 * 404 as one that does not exist). Invoices and receipts download as PDFs in the reader's
 * language.
 */
export async function payerRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/billing/mine', async (request) => {
    const principal = principalOf(request);
    const now = await centreNow(app.db, app.clock);
    const payers = await selectPayers(app.db, principal, undefined, now.today);
    const mine = await myBilling(app.db, payers, now);
    const hasPlan = mine.payers.some((d) => d.plan !== null && d.payer.isActive);
    return { ...mine, onlinePayment: onlinePaymentState(app.paymentProvider, hasPlan) };
  });

  serve(app, 'GET /api/billing/payers/:id', async (request) => {
    const now = await centreNow(app.db, app.clock);
    const payer = await visiblePayer(app.db, principalOf(request), request.params.id, now.today);
    return payerDetail(app.db, payer, now);
  });

  serve(app, 'GET /api/billing/payers/:id/invoices', async (request, reply) => {
    const now = await centreNow(app.db, app.clock);
    const payer = await visiblePayer(app.db, principalOf(request), request.params.id, now.today);
    return sendPage(reply, await listInvoices(app.db, payer.id, request.query, now.today));
  });

  serve(app, 'GET /api/billing/payers/:id/payments', async (request, reply) => {
    const now = await centreNow(app.db, app.clock);
    const payer = await visiblePayer(app.db, principalOf(request), request.params.id, now.today);
    return sendPage(reply, await listPayments(app.db, payer.id, request.query));
  });

  serve(app, 'GET /api/billing/payers/:id/ledger', async (request, reply) => {
    const now = await centreNow(app.db, app.clock);
    const payer = await visiblePayer(app.db, principalOf(request), request.params.id, now.today);
    return sendPage(reply, await listLedger(app.db, payer.id, request.query));
  });

  serve(app, 'GET /api/billing/invoices/:id', async (request) => {
    const { id } = request.params;
    if ((await invoicePayer(app.db, principalOf(request), id)) === null)
      throw notFound(invoiceNotFound);
    const { today } = await centreNow(app.db, app.clock);
    const { accountId: _, ...invoice } = (await findInvoice(app.db, id, today))!;
    return invoice;
  });

  serve(app, 'GET /api/billing/invoices/:id/pdf', async (request, reply) => {
    const { today } = await centreNow(app.db, app.clock);
    const document = await invoiceDocument(
      app.db,
      app.files,
      principalOf(request),
      request.params.id,
      today,
    );
    return sendDownload(reply, document.fileName, 'application/pdf', document.pdf);
  });

  serve(app, 'GET /api/billing/payments/:id/receipt', async (request, reply) => {
    const document = await receiptDocument(
      app.db,
      app.files,
      principalOf(request),
      request.params.id,
    );
    return sendDownload(reply, document.fileName, 'application/pdf', document.pdf);
  });

  serve(app, 'GET /api/payment-instructions', () => paymentInstructions(app.db));
}
