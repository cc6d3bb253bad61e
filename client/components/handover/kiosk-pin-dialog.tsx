import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { PickupPerson } from '../../../contract/handover.ts';
import type { PickupPinIssued } from '../../../contract/kiosk.ts';
import { useT } from '../../i18n/use-t.ts';
import { useIssuePickupPin } from '../../lib/handover-queries.ts';
import { toastError } from '../../lib/toast-error.ts';
import { Button } from '../ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.tsx';
import type { DialogSlotProps } from '../ui/dialog-slot.ts';

/**
 * A guardian gives a person on the list a door-kiosk PIN (decision 072): first what it does,
 * then the PIN itself, shown this once for the guardian to pass on. Closing forgets it.
 */
export function KioskPinDialog({
  open,
  onOpenChange,
  childId,
  person,
}: DialogSlotProps & { childId: number; person: PickupPerson | null }) {
  const t = useT();
  const issue = useIssuePickupPin(childId);
  const [issued, setIssued] = useState<PickupPinIssued | null>(null);
  const name = person?.name ?? '';

  const give = () => {
    if (!person) return;
    issue.mutate(person.id, {
      onSuccess: setIssued,
      onError: (error) => toastError(error, t('handover.pinFailed')),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        // The PIN is not kept anywhere once the dialog closes.
        if (!next) setIssued(null);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('handover.pinDialogTitle', { name })}</DialogTitle>
          <DialogDescription>
            {issued ? t('handover.pinShownOnce') : t('handover.pinDialogDescription')}
          </DialogDescription>
        </DialogHeader>
        {issued ? (
          <div className="space-y-3">
            <p
              className="rounded-md border border-slate-300 bg-slate-50 p-4 text-center font-mono text-4xl font-semibold tracking-[0.3em]"
              data-testid="pickup-pin"
              aria-label={t('handover.pinIs', { pin: issued.pin.split('').join(' ') })}
            >
              {issued.pin}
            </p>
            <p className="text-sm">{t('handover.pinHowTo', { name, last4: issued.phoneLast4 })}</p>
            <p className="text-sm text-slate-600">
              {t('handover.pinChildren', { children: issued.children.join(', ') })}
            </p>
          </div>
        ) : person?.kioskPinIssuedAt ? (
          <p className="text-sm">{t('handover.pinReplaces', { name })}</p>
        ) : null}
        <DialogFooter>
          {issued ? (
            <DialogClose asChild>
              <Button>{t('handover.pinDone')}</Button>
            </DialogClose>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="outline" disabled={issue.isPending}>
                  {t('common.cancel')}
                </Button>
              </DialogClose>
              <Button onClick={give} disabled={issue.isPending}>
                <KeyRound aria-hidden="true" />
                {t('handover.pinGive')}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
