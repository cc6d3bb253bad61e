import { Camera, KeyRound, Pencil, Ticket, Trash2, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import type { PickupListResponse, PickupPerson } from '../../../contract/handover.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay, formatDate } from '../../lib/format.ts';
import {
  pickupPhotoUrl,
  useRemovePickupPerson,
  useRevokePass,
  useUploadPickupPhoto,
  useWithdrawPickupPin,
} from '../../lib/handover-queries.ts';
import { useCan } from '../../lib/session.ts';
import { toastError } from '../../lib/toast-error.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { toast } from '../ui/toast-store.ts';
import { KioskPinDialog } from './kiosk-pin-dialog.tsx';
import { PickupPersonDialog } from './pickup-person-dialog.tsx';

/** The kiosk asks for a phone's last four digits before the PIN (decision 072). */
const hasPhoneEnding = (phone: string) => phone.replace(/\D/g, '').length >= 4;

type Props = {
  child: { id: number; name: string };
  list: PickupListResponse;
  today: string;
  /** Staff see the photos (decision 065: never shown back to a family). */
  showPhotos: boolean;
  /** A guardian issues and withdraws passes; staff only read them. */
  canIssuePasses: boolean;
};

/** A child's pick-up list: guardians, the people added, and passes, with their actions. */
export function PickupList({ child, list, today, showPhotos, canIssuePasses }: Props) {
  const t = useT();
  const headingId = useId();
  const [adding, setAdding] = useState<'person' | 'pass' | null>(null);
  const [editing, setEditing] = useState<PickupPerson | null>(null);
  const remove = useRemovePickupPerson(child.id);
  const revoke = useRevokePass(child.id);
  const upload = useUploadPickupPhoto(child.id);
  const withdrawPin = useWithdrawPickupPin(child.id);
  // A PIN is a guardian's word; a director may withdraw one at once (decision 072).
  const canGivePins = useCan('pickupPin.issue');
  const canWithdrawPins = useCan('pickupPin.withdraw');
  const [pinFor, setPinFor] = useState<PickupPerson | null>(null);

  const onPhoto = (personId: number, file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { personId, file },
      {
        onSuccess: (person) => toast({ title: t('handover.photoSaved', { name: person.name }) }),
        onError: (error) => toastError(error, t('handover.photoFailed')),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <Users aria-hidden="true" className="size-4" />
        {t('handover.listTitle')}
      </h3>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {list.guardians.map((g) => (
          <li key={`g${g.userId}`} className="flex flex-wrap items-center gap-2 p-3">
            <p className="min-w-0 font-medium break-words">
              {g.name} <span className="font-normal text-slate-600">· {g.phone}</span>
            </p>
            <Badge variant="neutral">{t('handover.guardian')}</Badge>
          </li>
        ))}
        {list.contacts.map((c) => (
          <li key={c.kind} className="flex flex-wrap items-center gap-2 p-3">
            <p className="min-w-0 font-medium break-words">
              {c.name} <span className="font-normal text-slate-600">({c.relationship})</span>
            </p>
            <Badge variant="neutral">{t('handover.fromEnrolment')}</Badge>
          </li>
        ))}
        {list.people.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-3 p-3">
            {showPhotos ? (
              p.hasPhoto ? (
                <img
                  src={pickupPhotoUrl(child.id, p.id)}
                  alt={t('handover.photoOf', { name: p.name })}
                  className="size-14 shrink-0 rounded-md object-cover"
                />
              ) : (
                <span className="flex size-14 shrink-0 items-center justify-center rounded-md bg-slate-100 text-xs text-slate-600">
                  {t('handover.noPhoto')}
                </span>
              )
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">
                {p.name} <span className="font-normal text-slate-600">({p.relationship})</span>
              </p>
              <p className="text-sm break-words text-slate-600">
                {p.phone}
                {p.idLast4 ? ` · ${t('handover.idEndsIn', { last4: p.idLast4 })}` : ''}
                {!showPhotos && p.hasPhoto ? ` · ${t('handover.photoOnFile')}` : ''}
              </p>
              {p.kioskPinIssuedAt ? (
                <Badge variant="neutral" className="mt-1">
                  {t('handover.pinGiven', { date: formatDate(p.kioskPinIssuedAt) })}
                </Badge>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <label className="inline-flex cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium focus-within:ring-2 focus-within:ring-blue-600 hover:bg-slate-50">
                <Camera aria-hidden="true" className="size-4" />
                {p.hasPhoto ? t('handover.changePhoto') : t('handover.addPhoto')}
                <span className="sr-only"> {p.name}</span>
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  className="sr-only"
                  onChange={(e) => onPhoto(p.id, e.target.files?.[0])}
                />
              </label>
              <Button variant="outline" size="sm" onClick={() => setEditing(p)}>
                <Pencil aria-hidden="true" />
                {t('handover.editPerson', { name: p.name })}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(p.id, { onError: (e) => toastError(e, t('handover.saveFailed')) })
                }
              >
                <Trash2 aria-hidden="true" />
                {t('handover.removePerson', { name: p.name })}
              </Button>
              {canGivePins && hasPhoneEnding(p.phone) ? (
                <Button variant="outline" size="sm" onClick={() => setPinFor(p)}>
                  <KeyRound aria-hidden="true" />
                  {p.kioskPinIssuedAt
                    ? t('handover.pinGiveNew', { name: p.name })
                    : t('handover.pinGiveTo', { name: p.name })}
                </Button>
              ) : null}
              {canWithdrawPins && p.kioskPinIssuedAt ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={withdrawPin.isPending}
                  onClick={() =>
                    withdrawPin.mutate(p.id, {
                      onSuccess: () =>
                        toast({ title: t('handover.pinWithdrawn', { name: p.name }) }),
                      onError: (e) => toastError(e, t('handover.saveFailed')),
                    })
                  }
                >
                  {t('handover.pinWithdraw', { name: p.name })}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {list.people.length === 0 ? (
        <p className="text-sm text-slate-600">{t('handover.noPeople')}</p>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => setAdding('person')}>
        <UserPlus aria-hidden="true" />
        {t('handover.addPerson')}
      </Button>

      <h4 className="flex items-center gap-2 pt-2 font-semibold">
        <Ticket aria-hidden="true" className="size-4" />
        {t('handover.passesTitle')}
      </h4>
      {list.passes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('handover.noPasses')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {list.passes.map((pass) => (
            <li key={pass.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {pass.name}
                  {pass.relationship ? (
                    <span className="font-normal text-slate-600"> ({pass.relationship})</span>
                  ) : null}
                  {pass.validToday ? (
                    <Badge variant="success" className="ml-2">
                      {t('handover.validToday')}
                    </Badge>
                  ) : null}
                </p>
                <p className="text-sm text-slate-600">
                  {pass.fromDate === pass.toDate
                    ? t('handover.passOn', { date: formatCalendarDay(pass.fromDate) })
                    : t('handover.passFromTo', {
                        from: formatCalendarDay(pass.fromDate),
                        to: formatCalendarDay(pass.toDate),
                      })}
                  {pass.idLast4 ? ` · ${t('handover.idEndsIn', { last4: pass.idLast4 })}` : ''}
                </p>
              </div>
              {canIssuePasses ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(pass.id, {
                      onError: (e) => toastError(e, t('handover.saveFailed')),
                    })
                  }
                >
                  {t('handover.revokePass', { name: pass.name })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canIssuePasses ? (
        <Button variant="outline" size="sm" onClick={() => setAdding('pass')}>
          <Ticket aria-hidden="true" />
          {t('handover.issuePass')}
        </Button>
      ) : null}
      <PickupPersonDialog
        open={adding !== null}
        onOpenChange={(open) => {
          if (!open) setAdding(null);
        }}
        childId={child.id}
        childName={child.name}
        kind={adding ?? 'person'}
        today={today}
      />
      <KioskPinDialog
        open={pinFor !== null}
        onOpenChange={(open) => {
          if (!open) setPinFor(null);
        }}
        childId={child.id}
        person={pinFor}
      />
      <PickupPersonDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        childId={child.id}
        childName={child.name}
        kind="person"
        today={today}
        person={editing ?? undefined}
      />
    </section>
  );
}
