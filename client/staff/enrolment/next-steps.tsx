import { useId } from 'react';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

/** Step 1's outline of the whole enrolment (spec section 2), as message ids. */
export const enrolmentSteps = [
  msg('enrolment.outline.consentForms'),
  msg('enrolment.outline.invitationLink'),
  msg('enrolment.outline.parentRegisters'),
  msg('enrolment.outline.parentPayment'),
];

/** What happens once the invitation exists, as message ids. */
export const afterInvitationSteps = [
  msg('enrolment.afterInvitation.shareLink'),
  msg('enrolment.afterInvitation.parentRegisters'),
  msg('enrolment.afterInvitation.parentPayment'),
];

/** A numbered list of steps; `title` and `steps` are message ids. */
export function NextSteps({ title, steps }: { title?: string; steps: string[] }) {
  const t = useT();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-blue-200 bg-blue-50 p-6 text-slate-900"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title ? t(title) : t('enrolment.nextSteps')}
      </h2>
      <ol className="list-decimal space-y-1.5 pl-5 text-slate-800">
        {steps.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
    </section>
  );
}
