import { Check, PenLine, Pill } from 'lucide-react';
import { useState } from 'react';
import type { DoseResponse, MedicationResponse } from '../../../contract/health-records.ts';
import { MedicationsCard } from '../../components/health/medications-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { useCan } from '../../lib/session.ts';
import { toastError } from '../../lib/toast-error.ts';
import { CorrectDoseDialog } from './correct-dose-dialog.tsx';
import { LogDoseDialog } from './log-dose-dialog.tsx';
import { useAcceptMedication } from './queries.ts';

/** A child's medications with what staff do: accept an authorisation, log a dose, correct one. */
export function StaffMedications({
  childId,
  medications,
}: {
  childId: number;
  medications: MedicationResponse[];
}) {
  const t = useT();
  const canAccept = useCan('medication.accept');
  const canLog = useCan('medication.administer');
  const accept = useAcceptMedication();
  const [logging, setLogging] = useState<MedicationResponse | null>(null);
  const [correcting, setCorrecting] = useState<{
    medication: MedicationResponse;
    dose: DoseResponse;
  } | null>(null);
  return (
    <>
      <MedicationsCard
        childId={childId}
        medications={medications}
        actions={(m) => (
          <>
            {canAccept && m.status === 'awaitingAcceptance' ? (
              <Button
                className="min-h-11"
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(
                    { childId, medicationId: m.id },
                    {
                      onSuccess: () => toast({ title: t('health.accept.done', { name: m.name }) }),
                      onError: (error) => toastError(error, t('health.accept.failed')),
                    },
                  )
                }
              >
                <Check aria-hidden="true" />
                {t('health.accept.button', { name: m.name })}
              </Button>
            ) : null}
            {canLog && m.status === 'active' ? (
              <Button className="min-h-11" onClick={() => setLogging(m)}>
                <Pill aria-hidden="true" />
                {t('health.dose.open', { name: m.name })}
              </Button>
            ) : null}
          </>
        )}
        doseAction={
          canLog
            ? (medication, dose) => (
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-1 min-h-11"
                  onClick={() => setCorrecting({ medication, dose })}
                >
                  <PenLine aria-hidden="true" />
                  {t('health.correct.open')}
                </Button>
              )
            : undefined
        }
      />
      {logging ? (
        <LogDoseDialog
          open
          onOpenChange={(open) => !open && setLogging(null)}
          childId={childId}
          medication={logging}
        />
      ) : null}
      {correcting ? (
        <CorrectDoseDialog
          open
          onOpenChange={(open) => !open && setCorrecting(null)}
          childId={childId}
          medication={correcting.medication}
          dose={correcting.dose}
        />
      ) : null}
    </>
  );
}
