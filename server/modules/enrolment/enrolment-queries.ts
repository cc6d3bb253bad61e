import { and, eq, isNull, sql } from 'drizzle-orm';
import { childAtCentre } from '../children/enrolled-children.ts';
import { consentFormKeys } from '../../../contract/enrolment.ts';
import { type ConsentForm, consentForms } from '../../../contract/enums.ts';
import type { ConsentsResponse } from '../../../contract/enrolment.ts';
import type { DbOrTx } from '../../db/client.ts';
import { children, enrolmentConsents, users } from '../../db/schema/index.ts';
import { userDisplayName } from '../auth/auth-queries.ts';

/** Whether the child is at the centre, enrolled or a draft: the enrolment steps work on both. */
export async function isEnrolled(db: DbOrTx, childId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.id, childId), childAtCentre))
    .limit(1);
  return row !== undefined;
}

/** Each of the five forms with who confirmed it and when (null while unconfirmed). */
export async function consentsOf(db: DbOrTx, childId: number): Promise<ConsentsResponse> {
  const rows = await db
    .select({
      form: enrolmentConsents.form,
      confirmedAt: enrolmentConsents.confirmedAt,
      confirmedBy: userDisplayName,
    })
    .from(users)
    .innerJoin(enrolmentConsents, eq(enrolmentConsents.confirmedByUserId, users.id))
    .where(eq(enrolmentConsents.childId, childId));
  const byForm = new Map(rows.map((r) => [r.form, r]));
  const forms = consentFormKeys.map((form) => {
    const row = byForm.get(form);
    return {
      form,
      label: consentForms[form],
      confirmedAt: row ? row.confirmedAt.toISOString() : null,
      confirmedBy: row ? row.confirmedBy : null,
    };
  });
  return { childId, complete: forms.every((f) => f.confirmedAt !== null), forms };
}

/**
 * Records the forms; one already confirmed keeps its first confirmation, so repeating the
 * call changes nothing. Returns the forms newly recorded.
 */
export async function recordConsents(
  db: DbOrTx,
  childId: number,
  forms: ConsentForm[],
  userId: number,
  at: Date,
): Promise<ConsentForm[]> {
  const rows = await db
    .insert(enrolmentConsents)
    .values(
      [...new Set(forms)].map((form) => ({
        childId,
        form,
        confirmedByUserId: userId,
        confirmedAt: at,
      })),
    )
    .onConflictDoNothing({ target: [enrolmentConsents.childId, enrolmentConsents.form] })
    .returning({ form: enrolmentConsents.form });
  // The last form finishes the enrolment: the draft becomes a child of the centre, in the
  // same transaction (once; a form recorded again later changes nothing).
  await db
    .update(children)
    .set({ enrolmentCompletedAt: at, updatedAt: at })
    .where(
      and(
        eq(children.id, childId),
        isNull(children.enrolmentCompletedAt),
        sql`(select count(*) from ${enrolmentConsents} ec where ec.child_id = ${childId}) >= ${consentFormKeys.length}`,
      ),
    );
  return rows.map((r) => r.form as ConsentForm);
}

export async function hasAllConsents(db: DbOrTx, childId: number): Promise<boolean> {
  return (await consentsOf(db, childId)).complete;
}
