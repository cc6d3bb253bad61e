import { Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { type ChildResponse, parentPlaceholder } from '../../../contract/children.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { RecordDialog } from '../../components/ui/record-dialog.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';
import { formatAge, formatBirthDate } from './child-age.ts';
import { ChildGuardians } from './child-guardians.tsx';
import { hasAllergies } from './children-filter.ts';
import { detailShown } from '../../lib/placeholders.ts';

interface ChildProfileDialogProps {
  child: ChildResponse | null;
  onOpenChange: (open: boolean) => void;
  /** May finish an enrolment left before the invitation (consents, invite parent). */
  canEnrol: boolean;
}

/** The stored relationship words (contract `relationships`) as labels. */
const relationshipLabels: Record<string, string> = {
  parent: msg('children.relationship.parent'),
  guardian: msg('children.relationship.guardian'),
  grandparent: msg('children.relationship.grandparent'),
  other: msg('children.relationship.other'),
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The 'Child Profile' dialog (spec section 2), from the list's own data. */
export function ChildProfileDialog({ child, onOpenChange, canEnrol }: ChildProfileDialogProps) {
  const t = useT();
  const relationship = (value: string) => {
    const label = relationshipLabels[value];
    return label ? t(label) : capitalise(value);
  };
  const shown = detailShown;
  return (
    <RecordDialog
      record={child}
      onOpenChange={onOpenChange}
      title={t('children.profile.title')}
      description={(c) => `${fullName(c)}, ${formatAge(c.dateOfBirth)}, ${c.room}`}
    >
      {(c) => (
        <>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Item
              label={t('children.profile.dateOfBirth')}
              value={formatBirthDate(c.dateOfBirth)}
            />
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
            <Item
              label={t('children.profile.emergencyContact')}
              value={shown(c.emergencyContact)}
              wide
            />
          </dl>
          <ChildGuardians child={c} />
          <DialogFooter className="items-center">
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
            {/* Issue 17: what the child is learning, recorded and celebrated. */}
            <Link to={`/children/${c.id}/milestones`} className={buttonClasses('outline')}>
              <Sprout aria-hidden="true" />
              {t('children.profile.milestones')}
            </Link>
          </DialogFooter>
        </>
      )}
    </RecordDialog>
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
