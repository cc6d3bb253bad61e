import { Link } from 'react-router';
import { type ChildResponse, parentPlaceholder } from '../../../contract/children.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { RecordDialog } from '../../components/ui/record-dialog.tsx';
import { fullName } from '../../lib/format.ts';
import { formatAge, formatBirthDate } from './child-age.ts';
import { hasAllergies } from './children-filter.ts';

interface ChildProfileDialogProps {
  child: ChildResponse | null;
  onOpenChange: (open: boolean) => void;
  /** May finish an enrolment left before the invitation (consents, invite parent). */
  canEnrol: boolean;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The 'Child Profile' dialog (spec section 2), from the list's own data. */
export function ChildProfileDialog({ child, onOpenChange, canEnrol }: ChildProfileDialogProps) {
  return (
    <RecordDialog
      record={child}
      onOpenChange={onOpenChange}
      title="Child Profile"
      description={(c) => `${fullName(c)}, ${formatAge(c.dateOfBirth)}, ${c.room}`}
    >
      {(c) => (
        <>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Item label="Date of Birth" value={formatBirthDate(c.dateOfBirth)} />
            <Item
              label="Allergies"
              value={hasAllergies(c.allergies) ? c.allergies : 'None'}
              alert={hasAllergies(c.allergies)}
            />
            {c.medicalInfo ? <Item label="Medical Information" value={c.medicalInfo} wide /> : null}
            <Item label="Parent Name" value={c.parentName} />
            <Item label="Relationship" value={capitalise(c.relationship)} />
            <Item label="Phone" value={c.parentPhone} />
            <Item label="Email" value={c.parentEmail} />
            <Item label="Emergency Contact" value={c.emergencyContact} wide />
          </dl>
          {canEnrol && c.parentEmail === parentPlaceholder ? (
            <DialogFooter className="items-center">
              <p className="text-sm text-slate-600 sm:mr-auto">No parent invited yet.</p>
              <Link to={`/consent-confirmation/${c.id}`} className={buttonClasses('primary')}>
                Continue Enrollment
              </Link>
            </DialogFooter>
          ) : null}
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
