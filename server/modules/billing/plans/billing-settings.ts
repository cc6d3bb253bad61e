import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { centreSettings } from '../../../db/schema/index.ts';

/** The centre's payment instructions (decision 034): written by directors, shown as written. */
export async function paymentInstructions(db: DbOrTx) {
  const [row] = await db
    .select({
      payeeName: centreSettings.paymentPayeeName,
      bankDetails: centreSettings.paymentBankDetails,
      checkAddress: centreSettings.paymentCheckAddress,
      reference: centreSettings.paymentReference,
    })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  const found = row ?? { payeeName: '', bankDetails: '', checkAddress: '', reference: '' };
  return { ...found, configured: Object.values(found).some((v) => v !== '') };
}

export async function savePaymentInstructions(
  db: DbOrTx,
  body: { payeeName: string; bankDetails: string; checkAddress: string; reference: string },
  at: Date,
) {
  await db
    .update(centreSettings)
    .set({
      paymentPayeeName: body.payeeName,
      paymentBankDetails: body.bankDetails,
      paymentCheckAddress: body.checkAddress,
      paymentReference: body.reference,
      updatedAt: at,
    })
    .where(eq(centreSettings.id, 1));
}

/** The tax id, due dates and late fee rules. */
export async function billingSettings(db: DbOrTx) {
  const [row] = await db
    .select({
      taxId: centreSettings.taxId,
      invoiceDueDays: centreSettings.invoiceDueDays,
      lateFeeCents: centreSettings.lateFeeCents,
      lateFeeGraceDays: centreSettings.lateFeeGraceDays,
    })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  return row ?? { taxId: '', invoiceDueDays: 4, lateFeeCents: 2500, lateFeeGraceDays: 0 };
}

export async function saveBillingSettings(
  db: DbOrTx,
  body: { taxId: string; invoiceDueDays: number; lateFeeCents: number; lateFeeGraceDays: number },
  at: Date,
) {
  await db
    .update(centreSettings)
    .set({ ...body, updatedAt: at })
    .where(eq(centreSettings.id, 1));
}
