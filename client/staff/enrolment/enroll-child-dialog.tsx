import { useState } from 'react';
import type { CreateChildResponse } from '../../../contract/children.ts';
import type { CreateInvitationResponse } from '../../../contract/invitations.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ChildInfoForm } from './child-info-form.tsx';
import { ConsentChecklist } from './consent-checklist.tsx';
import { InvitationForm } from './invitation-form.tsx';
import { RegistrationLink } from './registration-link.tsx';
import { StepIndicator, stepNames } from './step-indicator.tsx';
import { fullName } from '../../lib/format.ts';

/**
 * The dashboard's three-step enrolment: the same real work as the full-page flow (child saved,
 * five consents recorded, invitation created). Closing it at any point starts the next one
 * at step 1: the content unmounts with the dialog, and its state with it.
 */
export function EnrollChildDialog({ open, onOpenChange }: DialogSlotProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <EnrolmentWizard />
      </DialogContent>
    </Dialog>
  );
}

const cancel = (
  <DialogClose asChild>
    <Button variant="outline">Cancel</Button>
  </DialogClose>
);

function EnrolmentWizard() {
  const [child, setChild] = useState<CreateChildResponse | null>(null);
  const [consented, setConsented] = useState(false);
  const [invitation, setInvitation] = useState<CreateInvitationResponse | null>(null);
  const step = !child ? 1 : !consented ? 2 : 3;
  const name = child ? fullName(child) : '';

  return (
    <>
      <DialogHeader>
        <DialogTitle>Enroll New Child</DialogTitle>
        <DialogDescription>
          Step {step} of 3: {stepNames[step - 1]}
          {child ? ` for ${name}` : ''}
        </DialogDescription>
      </DialogHeader>
      <StepIndicator current={step} />
      {!child ? (
        <ChildInfoForm
          submitLabel="Continue to Consent Forms"
          onSaved={setChild}
          secondaryAction={cancel}
        />
      ) : !consented ? (
        <ConsentChecklist
          childId={child.id}
          submitLabel="Continue to Parent Invitation"
          onRecorded={() => setConsented(true)}
          secondaryAction={cancel}
        />
      ) : !invitation ? (
        <InvitationForm
          childId={child.id}
          defaultValues={{ email: '', phoneNumber: '' }}
          submitLabel="Create Invitation"
          secondaryAction={cancel}
          onCreated={(created) => {
            toast({
              title: 'Child Enrolled Successfully',
              description: `${name} is enrolled. Share the registration link with the family.`,
            });
            setInvitation(created);
          }}
        />
      ) : (
        <div className="space-y-5">
          <RegistrationLink link={invitation.invitationLink} expiresAt={invitation.expiresAt} />
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </div>
        </div>
      )}
    </>
  );
}
