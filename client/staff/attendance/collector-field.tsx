import { ShieldAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { CollectedBy, PickupListResponse } from '../../../contract/handover.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pickupPhotoUrl, usePickupApprovers, usePickupList } from '../../lib/handover-queries.ts';
import { namesMatch } from '../../../contract/names.ts';

/** What the check-out sends, and the text the record keeps as checkOutBy. */
export type CollectorChoice = { collectedBy: CollectedBy; label: string };

type Option = {
  key: string;
  kind: Exclude<CollectedBy['kind'], 'other'>;
  id?: number;
  name: string;
  detail: string;
  label: string;
  photo?: string;
};

function optionsOf(childId: number, list: PickupListResponse): Option[] {
  const labelled = (name: string, relationship: string) =>
    relationship ? `${name} (${relationship})` : name;
  return [
    ...list.guardians.map((g) => ({
      key: `guardian-${g.userId}`,
      kind: 'guardian' as const,
      id: g.userId,
      name: g.name,
      detail: g.relationship,
      label: labelled(g.name, g.relationship),
    })),
    ...list.contacts.map((c) => ({
      key: `contact-${c.kind}`,
      kind: c.kind,
      name: c.name,
      detail: c.relationship,
      label: labelled(c.name, c.relationship),
    })),
    ...list.people.map((p) => ({
      key: `person-${p.id}`,
      kind: 'pickupPerson' as const,
      id: p.id,
      name: p.name,
      detail: [p.relationship, p.idLast4 ? `ID …${p.idLast4}` : ''].filter(Boolean).join(' · '),
      label: labelled(p.name, p.relationship),
      photo: p.hasPhoto ? pickupPhotoUrl(childId, p.id) : undefined,
    })),
    ...list.passes
      .filter((pass) => pass.validToday)
      .map((pass) => ({
        key: `pass-${pass.id}`,
        kind: 'pass' as const,
        id: pass.id,
        name: pass.name,
        detail: [pass.relationship, pass.idLast4 ? `ID …${pass.idLast4}` : '']
          .filter(Boolean)
          .join(' · '),
        label: labelled(pass.name, pass.relationship),
      })),
    // The spec's 'Staff Member': the member of staff recording it takes the child.
    { key: 'staff', kind: 'staff', name: 'Staff Member', detail: '', label: 'Staff Member' },
  ];
}

/**
 * Check-out's "who is collecting?" (decision 065): someone on the child's pick-up list, with
 * the photo beside the name and "ID checked" to tick, or someone else with a director's
 * approval (the director chosen and their password, typed by them here). A restricted name,
 * chosen or typed, shows the alert at once; the server refuses it and alerts the directors.
 */
export function CollectorField({
  childId,
  error,
  onChange,
}: {
  childId: number;
  error?: string;
  onChange: (choice: CollectorChoice | null) => void;
}) {
  const t = useT();
  const id = useId();
  const list = usePickupList(childId);
  const [chosen, setChosen] = useState('');
  const [idChecked, setIdChecked] = useState(false);
  const [otherName, setOtherName] = useState('');
  const [approver, setApprover] = useState('');
  const [password, setPassword] = useState('');
  const other = chosen === 'other';
  const approvers = usePickupApprovers(other);
  const options = list.data ? optionsOf(childId, list.data) : [];
  const option = options.find((o) => o.key === chosen);
  const name = other ? otherName.trim() : (option?.name ?? '');
  const restriction = (list.data?.restrictions ?? []).find((r) => name && namesMatch(r.name, name));

  useEffect(() => {
    if (option) {
      onChange({
        collectedBy: {
          kind: option.kind,
          ...(option.id === undefined ? {} : { id: option.id }),
          idChecked,
        },
        label: option.label,
      });
    } else if (other && otherName.trim()) {
      onChange({
        collectedBy: {
          kind: 'other',
          name: otherName.trim(),
          idChecked,
          ...(approver && password
            ? { approval: { directorUserId: Number(approver), password } }
            : {}),
        },
        label: `${otherName.trim()} (other)`,
      });
    } else onChange(null);
    // onChange is the form's setter; the choice is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen, idChecked, otherName, approver, password, option?.label]);

  const detailText = (o: Option) => {
    if (o.kind === 'guardian') return t('handover.guardianDetail', { relationship: o.detail });
    if (o.kind === 'pass') return t('handover.passDetail', { detail: o.detail });
    if (o.kind === 'emergencyContact') return t('handover.emergencyContactDetail');
    if (o.kind === 'enrolmentParent')
      return t('handover.enrolmentParentDetail', { relationship: o.detail });
    return o.detail;
  };
  if (list.isPending) return <LoadingIndicator message={t('handover.loading')} />;
  if (list.isError) return <p className="text-sm text-red-700">{t('handover.loadFailed')}</p>;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-3">
      <fieldset className="space-y-2" aria-describedby={errorId}>
        <legend className="text-sm font-medium text-slate-900">{t('handover.whoCollects')}</legend>
        {[...options, null].map((o) => {
          const key = o?.key ?? 'other';
          return (
            <label
              key={key}
              className="flex items-center gap-3 rounded-md border border-slate-200 p-2 text-sm has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50"
            >
              <input
                type="radio"
                name={`${id}-collector`}
                value={key}
                checked={chosen === key}
                onChange={() => setChosen(key)}
                className="size-4 shrink-0 accent-blue-700"
              />
              <span className="min-w-0 break-words">
                <span className="font-medium">
                  {o?.kind === 'staff'
                    ? t('attendance.performer.staffMember')
                    : o
                      ? o.name
                      : t('handover.someoneElse')}
                </span>
                {o?.kind === 'staff' ? (
                  <span className="block text-slate-600">{t('handover.staffDetail')}</span>
                ) : o ? (
                  <span className="block text-slate-600">{detailText(o)}</span>
                ) : (
                  <span className="block text-slate-600">{t('handover.someoneElseHint')}</span>
                )}
              </span>
              {/* Beside the name, after it: the radio is named by the person first. */}
              {o?.photo ? (
                <img
                  src={o.photo}
                  alt={t('handover.photoOf', { name: o.name })}
                  className="ml-auto size-16 shrink-0 rounded object-cover"
                />
              ) : null}
            </label>
          );
        })}
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
      {other ? (
        <>
          <FormField id={`${id}-other-name`} label={t('handover.otherName')}>
            {(control) => (
              <Input
                autoComplete="off"
                {...control}
                value={otherName}
                onChange={(e) => setOtherName(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-approver`}
            label={t('handover.approver')}
            hint={t('handover.approverHint')}
          >
            {(control) => (
              <NativeSelect
                {...control}
                value={approver}
                onChange={(e) => setApprover(e.target.value)}
              >
                <option value="">{t('handover.chooseApprover')}</option>
                {(approvers.data ?? []).map((a) => (
                  <option key={a.userId} value={a.userId}>
                    {a.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id={`${id}-password`} label={t('handover.approverPassword')}>
            {(control) => (
              <Input
                type="password"
                autoComplete="off"
                {...control}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </FormField>
        </>
      ) : null}
      {chosen ? (
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            checked={idChecked}
            onChange={(e) => setIdChecked(e.target.checked)}
            className="size-4 accent-blue-700"
          />
          {t('handover.idChecked')}
        </label>
      ) : null}
      {restriction ? (
        <div
          role="alert"
          className="flex gap-2 rounded-md border-2 border-red-600 bg-red-50 p-3 text-sm text-red-950"
        >
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
          <div>
            <p className="font-semibold">
              {t('handover.restrictedAlert', { name: restriction.name })}
            </p>
            {restriction.note ? <p className="whitespace-pre-line">{restriction.note}</p> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
