import { Link } from 'react-router';
import { type ChildResponse, parentPlaceholder } from '../../../contract/children.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { formatAge, formatBirthDate } from './child-age.ts';
import { fullName, hasAllergies } from './children-filter.ts';

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
    <Dialog open={child !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {child ? (
          <>
            <DialogHeader>
              <DialogTitle>Child Profile</DialogTitle>
              <DialogDescription>
                {fullName(child)}, {formatAge(child.dateOfBirth)}, {child.room}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <Item label="Date of Birth" value={formatBirthDate(child.dateOfBirth)} />
              <Item
                label="Allergies"
                value={hasAllergies(child.allergies) ? child.allergies : 'None'}
                alert={hasAllergies(child.allergies)}
              />
              {child.medicalInfo ? (
                <Item label="Medical Information" value={child.medicalInfo} wide />
              ) : null}
              <Item label="Parent Name" value={child.parentName} />
              <Item label="Relationship" value={capitalise(child.relationship)} />
              <Item label="Phone" value={child.parentPhone} />
              <Item label="Email" value={child.parentEmail} />
              <Item label="Emergency Contact" value={child.emergencyContact} wide />
            </dl>
            {canEnrol && child.parentEmail === parentPlaceholder ? (
              <DialogFooter className="items-center">
                <p className="text-sm text-slate-600 sm:mr-auto">No parent invited yet.</p>
                <Link to={`/consent-confirmation/${child.id}`} className={buttonClasses('primary')}>
                  Continue Enrollment
                </Link>
              </DialogFooter>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
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
