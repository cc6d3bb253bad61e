import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, max, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.ts';
import {
  billingLedgerEntries,
  billingPayers,
  billingPayments,
  billingStatements,
  parentAccounts,
  taxDocuments,
} from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { centreNow } from '../../../lib/centre-time.ts';
import { recordStoredFiles } from '../../../lib/files/stored-files.ts';
import { languageOfUser } from '../../../lib/user-language.ts';
import { centreLetterhead } from '../../centre/centre-letterhead.ts';
import { loadAccounts } from '../billing-data.ts';
import { billingSettings } from '../plans/billing-settings.ts';
import { documentFormat } from '../documents/document-format.ts';
import { paymentsBetween } from '../money/payments.ts';
import { earlier, later } from '../periods.ts';
import { type StatementData, statementPdf, statementTitle } from '../documents/statement-pdf.ts';

export const statementsJobKind = 'billing.year-end-statements';

/**
 * The guardians who paid, or were charged tuition, in the year: each gets a statement. (A
 * third party has no parent account to hold a tax document; its own records are its own.)
 */
async function payersOfYear(db: DbOrTx, from: string, to: string) {
  const paid = db
    .selectDistinct({ id: billingPayments.payerId })
    .from(billingPayments)
    .where(and(gte(billingPayments.receivedOn, from), lte(billingPayments.receivedOn, to)));
  const charged = db
    .selectDistinct({ id: billingLedgerEntries.payerId })
    .from(billingLedgerEntries)
    .where(
      and(
        eq(billingLedgerEntries.chargeKind, 'tuition'),
        gte(billingLedgerEntries.entryDate, from),
        lte(billingLedgerEntries.entryDate, to),
      ),
    );
  return db
    .select({
      id: billingPayers.id,
      accountId: billingPayers.accountId,
      parentAccountId: billingPayers.parentAccountId,
      userId: parentAccounts.userId,
      name: parentAccounts.firstName,
      lastName: parentAccounts.lastName,
      address: parentAccounts.address,
    })
    .from(billingPayers)
    .innerJoin(parentAccounts, eq(parentAccounts.id, billingPayers.parentAccountId))
    .where(
      and(
        isNotNull(billingPayers.parentAccountId),
        or(inArray(billingPayers.id, paid), inArray(billingPayers.id, charged)),
      ),
    )
    .orderBy(asc(billingPayers.id));
}

/**
 * Makes every payer's childcare payment statement for `taxYear` (decision 034): a PDF in the
 * parent's language, stored as a tax document of type year_end_statement addressed to that
 * parent, with its version (a regeneration is an amended version; the earlier ones stay).
 * Each payer's statement commits on its own with its audit row; a run taken up again after a
 * crash skips the payers it did (`runKey`). Returns how many it made.
 */
export async function makeStatements(
  app: FastifyInstance,
  run: { taxYear: number; requestedBy: number; runKey: string },
): Promise<number> {
  const { taxYear } = run;
  const from = `${taxYear}-01-01`;
  const now = await centreNow(app.db, app.clock);
  const to = earlier(`${taxYear}-12-31`, now.today);
  const [payers, letterhead, settings] = await Promise.all([
    payersOfYear(app.db, from, to),
    centreLetterhead(app.db, app.files),
    billingSettings(app.db),
  ]);
  const accounts = new Map(
    (await loadAccounts(app.db, [...new Set(payers.map((p) => p.accountId))], now.timeZone)).map(
      (a) => [a.id, a],
    ),
  );
  let made = 0;
  for (const payer of payers) {
    const [done] = await app.db
      .select({ id: billingStatements.id })
      .from(billingStatements)
      .where(
        and(eq(billingStatements.payerId, payer.id), eq(billingStatements.runKey, run.runKey)),
      );
    if (done) continue;
    const payments = await paymentsBetween(app.db, [payer.id], from, to);
    const account = accounts.get(payer.accountId)!;
    const children = account.children
      .filter((c) => c.enrolledOn !== null)
      .map((c) => ({
        name: c.name,
        from: later(c.enrolledOn!, from),
        to: earlier(c.removedOn ?? to, to),
      }))
      .filter((c) => c.from <= c.to);
    const language = await languageOfUser(app.db, payer.userId);
    const data: Omit<StatementData, 'version'> = {
      taxYear,
      provider: { ...letterhead, taxId: settings.taxId },
      payer: { name: `${payer.name} ${payer.lastName}`, address: payer.address },
      children,
      payments: payments.map((p) => ({
        receivedOn: p.receivedOn,
        method: p.method,
        checkNumber: p.checkNumber,
        amountCents: p.amountCents,
      })),
      totalPaidCents: payments.reduce((sum, p) => sum + p.amountCents, 0),
    };
    if (await storeStatement(app, payer, data, language, run, now.at)) made++;
  }
  return made;
}

async function storeStatement(
  app: FastifyInstance,
  payer: { id: number; parentAccountId: number | null },
  data: Omit<StatementData, 'version'>,
  language: Parameters<typeof statementPdf>[1],
  run: { taxYear: number; requestedBy: number; runKey: string },
  at: Date,
): Promise<boolean> {
  const [latest] = await app.db
    .select({ version: max(billingStatements.version) })
    .from(billingStatements)
    .where(
      and(eq(billingStatements.payerId, payer.id), eq(billingStatements.taxYear, data.taxYear)),
    );
  const version = (latest?.version ?? 0) + 1;
  const pdf = await statementPdf({ ...data, version }, language);
  const id = randomUUID().replaceAll('-', '');
  const key = `tax-documents/${data.taxYear}/${id}.pdf`;
  await app.files.put(key, pdf, { contentType: 'application/pdf', size: pdf.length });
  const f = documentFormat(language);
  const fileName = `year-end-statement-${data.taxYear}${version > 1 ? `-v${version}` : ''}.pdf`;
  try {
    await app.db.transaction(async (tx) => {
      const [document] = await tx
        .insert(taxDocuments)
        .values({
          documentType: 'year_end_statement',
          title: statementTitle({ taxYear: data.taxYear, version }, language),
          description: f.t('billingDocuments.statement.description', {
            year: data.taxYear,
            total: f.cents(data.totalPaidCents),
          }),
          fileName,
          storageKey: key,
          mimeType: 'application/pdf',
          fileSize: pdf.length,
          taxYear: data.taxYear,
          filePath: `/uploads/tax-documents/${at.getTime()}-${id}.pdf`,
          parentId: payer.parentAccountId,
          isGlobal: false,
          uploadedBy: run.requestedBy,
          createdAt: at,
        })
        .returning({ id: taxDocuments.id });
      await recordStoredFiles(
        tx,
        [
          {
            key,
            contentType: 'application/pdf',
            size: pdf.length,
            purpose: 'tax-document',
            originalName: fileName,
            createdByUserId: run.requestedBy,
          },
        ],
        at,
      );
      // A second version made at this moment by another run loses on the unique index.
      await tx.insert(billingStatements).values({
        payerId: payer.id,
        taxYear: data.taxYear,
        version,
        taxDocumentId: document!.id,
        totalPaidCents: data.totalPaidCents,
        runKey: run.runKey,
        createdBy: run.requestedBy,
        createdAt: at,
      });
      await writeAudit(tx, {
        action: 'billing.statement.create',
        entityType: 'tax_document',
        entityId: document!.id,
        details: { payerId: payer.id, taxYear: data.taxYear, version, total: data.totalPaidCents },
        at,
        actorUserId: run.requestedBy,
        ipAddress: null,
      });
    });
    return true;
  } catch (error) {
    await app.files.delete(key).catch(() => {});
    throw error;
  }
}

/** The statements made for a year, newest first. */
export async function listStatements(db: DbOrTx, taxYear: number) {
  const rows = await db
    .select({
      id: billingStatements.id,
      payerId: billingStatements.payerId,
      first: parentAccounts.firstName,
      last: parentAccounts.lastName,
      taxYear: billingStatements.taxYear,
      version: billingStatements.version,
      totalPaidCents: billingStatements.totalPaidCents,
      filePath: taxDocuments.filePath,
      createdAt: billingStatements.createdAt,
    })
    .from(billingStatements)
    .innerJoin(billingPayers, eq(billingPayers.id, billingStatements.payerId))
    .innerJoin(parentAccounts, eq(parentAccounts.id, billingPayers.parentAccountId))
    .leftJoin(taxDocuments, eq(taxDocuments.id, billingStatements.taxDocumentId))
    .where(eq(billingStatements.taxYear, taxYear))
    .orderBy(desc(billingStatements.createdAt), desc(billingStatements.id));
  return rows.map(({ first, last, createdAt, ...row }) => ({
    ...row,
    payerName: `${first} ${last}`,
    filePath: row.filePath ?? null,
    createdAt: createdAt.toISOString(),
  }));
}
