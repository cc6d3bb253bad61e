import { asc, eq } from 'drizzle-orm';
import { addDays, addMonths } from '../../lib/clock.ts';
import { childImmunisations, children, immunisationScheduleDoses } from '../schema/index.ts';
import type { Centre, Child, SeedContext } from './context.ts';

/**
 * Immunisation records (decision 066): most children have every dose their age calls for,
 * given a few days after it fell due and verified by the teacher; so the directors' report
 * shows something real, the second child misses their latest dose, the third their two
 * latest, and the fourth's latest was entered by a guardian and awaits verification.
 */
export async function seedImmunisations(ctx: SeedContext, centre: Centre, kids: Child[]) {
  const schedule = await ctx.tx
    .select()
    .from(immunisationScheduleDoses)
    .orderBy(asc(immunisationScheduleDoses.dueAgeMonths));
  for (const [index, kid] of kids.entries()) {
    const [row] = await ctx.tx
      .select({ dateOfBirth: children.dateOfBirth })
      .from(children)
      .where(eq(children.id, kid.id));
    const born = row!.dateOfBirth;
    const due = schedule
      .map((dose) => ({ ...dose, dueDate: addMonths(born, dose.dueAgeMonths) }))
      .filter((dose) => dose.dueDate <= addDays(ctx.today, -7));
    const skipped = index === 1 ? 1 : index === 2 ? 2 : 0;
    const given = due.slice(0, Math.max(0, due.length - skipped));
    const at = ctx.now;
    const values = given.map((dose, k) => {
      const byGuardian = index === 3 && k === given.length - 1;
      return {
        childId: kid.id,
        vaccine: dose.vaccine,
        doseNumber: dose.doseNumber,
        dateGiven: addDays(dose.dueDate, 3),
        enteredByUserId: byGuardian ? kid.family.userId : centre.teacherUserId,
        enteredAt: at,
        verifiedByUserId: byGuardian ? null : centre.teacherUserId,
        verifiedAt: byGuardian ? null : at,
      };
    });
    if (values.length > 0) await ctx.tx.insert(childImmunisations).values(values);
  }
}
