import { ArrowRightLeft, HeartPulse, Pencil, Sprout, UserRoundMinus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { type ChildResponse, parentPlaceholder } from '../../../contract/children.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { RecordDialog } from '../../components/ui/record-dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay, fullName } from '../../lib/format.ts';
import { useCan } from '../../lib/session.ts';
import { formatAge, formatBirthDate } from './child-age.ts';
import { hasAllergies } from './children-filter.ts';
import { detailShown } from '../../lib/placeholders.ts';
import { relationshipLabels } from './relationship-labels.ts';
import { WithdrawChildDialog } from './withdraw-child-dialog.tsx';
import { ChildGuardians } from './child-guardians.tsx';
import { ChildPickup } from './child-pickup.tsx';

const EditChildDialog = lazyDialog(() =>
  import('./edit-child-dialog.tsx').then((m) => m.EditChildDialog),
);
const MoveChildDialog = lazyDialog(() =>
  import('./move-child-dialog.tsx').then((m) => m.MoveChildDialog),
);

interface ChildProfileDialogProps {
  child: ChildResponse | null;
  onOpenChange: (open: boolean) => void;
  /** May finish an enrolment left before the invitation (consents, invite parent). */
  canEnrol: boolean;
}

type Change = 'edit' | 'move' | 'withdraw' | null;

/**
 * The 'Child Profile' dialog (spec section 2), from the list's own data: the record, what is
 * planned for it (a room move, a last day), then the actions. Staff edit the record;
 * directors move the child to another room from a day, or withdraw it (decision 061). Each
 * change opens its own dialog over this one and gives focus back to its button.
 */
export function ChildProfileDialog({ child, onOpenChange, canEnrol }: ChildProfileDialogProps) {
  const t = useT();
  const canEdit = useCan('child.update');
  const canMove = useCan('child.move');
  const canWithdraw = useCan('child.remove');
  const [change, setChange] = useState<Change>(null);
  // A withdrawal whose last day has passed takes the child off the list, and so closes this
  // profile: the change's own dialog stays with the child until its save is told.
  const lastChild = useRef(child);
  if (child) lastChild.current = child;
  const changing = child ?? (change ? lastChild.current : null);
  const closeChange = (open: boolean) => {
    if (!open) setChange(null);
  };
  return (
    <>
      <RecordDialog
        record={child}
        onOpenChange={onOpenChange}
        title={t('children.profile.title')}
        description={(c) => `${fullName(c)}, ${formatAge(c.dateOfBirth)}, ${c.room}`}
      >
        {(c) => (
          <>
            <ChildDetails child={c} />
            <PlannedChanges child={c} />
            <ChildGuardians child={c} />
            <ChildPickup child={c} />
            <DialogFooter className="flex-wrap items-center">
              {canEnrol && c.parentEmail === parentPlaceholder ? (
                <>
                  <p className="text-sm text-slate-600 sm:mr-auto">
                    {t('children.profile.noParentInvited')}
                  </p>
                  <Link to={`/consent-confirmation/${c.id}`} className={buttonClasses('primary')}>
                    {t('children.profile.continueEnrollment')}
                  </Link>
                </>
              ) : null}
              {canWithdraw && c.withdrawal === null ? (
                <Button
                  variant="outline"
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                  onClick={() => setChange('withdraw')}
                >
                  <UserRoundMinus aria-hidden="true" />
                  {t('children.profile.withdraw')}
                </Button>
              ) : null}
              {canMove && c.isActive ? (
                <Button variant="outline" onClick={() => setChange('move')}>
                  <ArrowRightLeft aria-hidden="true" />
                  {t('children.profile.move')}
                </Button>
              ) : null}
              {/* Issue 17: what the child is learning, recorded and celebrated. */}
              <Link to={`/children/${c.id}/milestones`} className={buttonClasses('outline')}>
                <Sprout aria-hidden="true" />
                {t('children.profile.milestones')}
              </Link>
              <Link to={`/children/${c.id}/health`} className={buttonClasses('outline')}>
                <HeartPulse aria-hidden="true" />
                {t('children.profile.health')}
              </Link>
              {canEdit && c.isActive ? (
                <Button onClick={() => setChange('edit')}>
                  <Pencil aria-hidden="true" />
                  {t('children.profile.edit')}
                </Button>
              ) : null}
            </DialogFooter>
          </>
        )}
      </RecordDialog>
      {changing ? (
        <>
          <EditChildDialog open={change === 'edit'} onOpenChange={closeChange} child={changing} />
          <MoveChildDialog open={change === 'move'} onOpenChange={closeChange} child={changing} />
          <WithdrawChildDialog
            child={change === 'withdraw' ? changing : null}
            onOpenChange={closeChange}
          />
        </>
      ) : null}
    </>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The record: birth date, health, the enrolment's parent and emergency contact. */
function ChildDetails({ child: c }: { child: ChildResponse }) {
  const t = useT();
  const relationship = (value: string) => {
    const label = relationshipLabels[value as keyof typeof relationshipLabels];
    return label ? t(label) : capitalise(value);
  };
  const shown = detailShown;
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <Item label={t('children.profile.dateOfBirth')} value={formatBirthDate(c.dateOfBirth)} />
      <Item
        label={t('children.profile.allergies')}
        value={hasAllergies(c.allergies) ? c.allergies : t('children.profile.noAllergies')}
        alert={hasAllergies(c.allergies)}
      />
      {c.medicalInfo ? (
        <Item label={t('children.profile.medicalInfo')} value={c.medicalInfo} wide />
      ) : null}
      <Item label={t('children.profile.parentName')} value={shown(c.parentName)} />
      <Item label={t('children.profile.relationship')} value={relationship(c.relationship)} />
      <Item label={t('children.profile.phone')} value={shown(c.parentPhone)} />
      <Item label={t('children.profile.email')} value={shown(c.parentEmail)} />
      <Item label={t('children.profile.emergencyContact')} value={shown(c.emergencyContact)} wide />
    </dl>
  );
}

/** A room move recorded for a later day, and a withdrawal's last day and reason. */
function PlannedChanges({ child: c }: { child: ChildResponse }) {
  const t = useT();
  if (!c.nextRoom && !c.withdrawal) return null;
  return (
    <ul className="mt-4 space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {c.nextRoom ? (
        <li>
          {t('children.profile.nextRoom', {
            room: c.nextRoom.room,
            date: formatCalendarDay(c.nextRoom.from),
          })}
        </li>
      ) : null}
      {c.withdrawal ? (
        <li>
          {t('children.profile.lastDay', { date: formatCalendarDay(c.withdrawal.lastDay) })}
          {c.withdrawal.reason
            ? ` ${t('children.profile.reason', { reason: c.withdrawal.reason })}`
            : null}
        </li>
      ) : null}
    </ul>
  );
}

function Item(props: { label: string; value: string; alert?: boolean; wide?: boolean }) {
  return (
    <div className={props.wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-slate-600">{props.label}</dt>
      <dd className={props.alert ? 'font-medium break-words text-red-700' : 'break-words'}>
        {props.value}
      </dd>
    </div>
  );
}
