import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { useCan } from '../../lib/session.ts';
import { toastError } from '../../lib/toast-error.ts';
import { RoomsManager } from '../rooms/rooms-page.tsx';
import { CentreDetailsCard } from '../settings/centre-details-card.tsx';
import { CentreHoursCard } from '../settings/centre-hours-card.tsx';
import { useCompleteSetup } from './queries.ts';
import { TeamStep } from '../staff-management/team-step.tsx';

const steps = [
  {
    key: 'details',
    title: msg('centreSetup.step.details'),
    hint: msg('centreSetup.stepHint.details'),
    Content: CentreDetailsCard,
  },
  {
    key: 'rooms',
    title: msg('centreSetup.step.rooms'),
    hint: msg('centreSetup.stepHint.rooms'),
    Content: RoomsManager,
  },
  {
    key: 'hours',
    title: msg('centreSetup.step.hours'),
    hint: msg('centreSetup.stepHint.hours'),
    Content: CentreHoursCard,
  },
  {
    key: 'staff',
    title: msg('centreSetup.step.staff'),
    hint: msg('centreSetup.stepHint.staff'),
    Content: TeamStep,
  },
] as const;

/**
 * A composition root (decision 013): it places other features' cards as steps.
 * A production centre's first start (issue 39): its first director goes through the centre's
 * details, rooms, opening hours and staff. Each step's card saves itself; Next goes on
 * whether or not anything was changed, so every step can be skipped, and all of them are in
 * Settings (and Staff Management) afterwards. Finishing, or skipping the rest, records it.
 */
export function SetupPage() {
  const t = useT();
  const director = useCan('centreSettings.manage');
  const navigate = useNavigate();
  const complete = useCompleteSetup();
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new step is announced where a keyboard or screen reader user is: at its heading.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [index]);

  if (!director) return <Navigate to="/" replace />;

  const step = steps[index]!;
  const last = index === steps.length - 1;
  const finish = () =>
    complete.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('centreSetup.done'), description: t('centreSetup.doneDescription') });
        void navigate('/', { replace: true });
      },
      onError: (error) => toastError(error, t('centreSetup.finishFailed')),
    });

  return (
    <div className="space-y-6">
      <PageHeader title={t('centreSetup.title')} description={t('centreSetup.description')} />
      <nav aria-label={t('centreSetup.stepsLabel')}>
        <ol className="flex flex-wrap gap-2 text-sm">
          {steps.map((s, i) => (
            <li
              key={s.key}
              aria-current={i === index ? 'step' : undefined}
              className={
                i === index
                  ? 'rounded-full bg-blue-700 px-3 py-1 font-medium text-white'
                  : 'rounded-full bg-slate-100 px-3 py-1 text-slate-800'
              }
            >
              {t(s.title)}
            </li>
          ))}
        </ol>
      </nav>
      <section aria-labelledby="setup-step-heading" className="space-y-4">
        <h2
          id="setup-step-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none"
        >
          {t('centreSetup.stepHeading', {
            number: index + 1,
            total: steps.length,
            step: t(step.title),
          })}
        </h2>
        <p className="text-sm text-slate-700">{t(step.hint)}</p>
        <step.Content />
      </section>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <Button variant="ghost" className="min-h-11" disabled={complete.isPending} onClick={finish}>
          {t('centreSetup.skipRest')}
        </Button>
        <div className="flex gap-2">
          {index > 0 ? (
            <Button variant="outline" className="min-h-11" onClick={() => setIndex(index - 1)}>
              {t('centreSetup.back')}
            </Button>
          ) : null}
          {last ? (
            <Button className="min-h-11" disabled={complete.isPending} onClick={finish}>
              {t('centreSetup.finish')}
            </Button>
          ) : (
            <Button className="min-h-11" onClick={() => setIndex(index + 1)}>
              {t('centreSetup.next')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
