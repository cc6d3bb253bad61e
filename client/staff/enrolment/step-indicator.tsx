import { Check } from 'lucide-react';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';

/** The three steps' names, as message ids: `t(stepNames[step - 1])`. */
export const stepNames = [
  msg('enrolment.step.childInformation'),
  msg('enrolment.step.consentForms'),
  msg('enrolment.step.parentInvitation'),
] as const;

/** Where the enrolment is: done steps ticked, the current one marked for screen readers. */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  const t = useT();
  return (
    <ol aria-label={t('enrolment.steps')} className="mb-5 flex gap-2 text-sm">
      {stepNames.map((name, i) => {
        const step = i + 1;
        const done = step < current;
        return (
          <li
            key={name}
            aria-current={step === current ? 'step' : undefined}
            className={cn(
              'flex flex-1 items-center gap-2 rounded-md border px-2 py-1.5',
              step === current
                ? 'border-blue-700 bg-blue-50 font-semibold text-blue-900'
                : 'border-slate-200 text-slate-700',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'grid size-5 shrink-0 place-items-center rounded-full text-xs',
                done ? 'bg-green-700 text-white' : 'bg-slate-200 text-slate-800',
              )}
            >
              {done ? <Check className="size-3" /> : step}
            </span>
            {t(name)}
            {done ? <span className="sr-only"> {t('enrolment.stepDone')}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
