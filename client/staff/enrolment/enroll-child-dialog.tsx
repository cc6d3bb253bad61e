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
import { useT } from '../../i18n/use-t.ts';
import { ChildInfoForm } from './child-info-form.tsx';
import { ConsentChecklist } from './consent-checklist.tsx';
import { InvitationForm } from './invitation-form.tsx';
import { RegistrationLink } from './registration-link.tsx';
import { StepIndicator, stepNames } from './step-indicator.tsx';
import { fullName } from '../../lib/format.ts';

/**
 * The dashboard's three-step enrolment: the same real work as the full-page flow (child saved,
 * five consents recorded, invitation created). Closing it at any point starts the next one
 * at step 1: the content unmounts with the dialog, and its state with it. Closed at the
 * consent step, the child is an enrolment in progress (issue 16): a toast says where to
 * resume it.
 */
export function EnrollChildDialog({ open, onOpenChange }: DialogSlotProps) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const openChange = (next: boolean) => {
    if (!next && draft) {
      toast({
        title: t('enrolment.draftSaved'),
        description: t('enrolment.draftSavedDescription', { name: draft }),
      });
    }
    setDraft(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent className="max-w-2xl">
        <EnrolmentWizard onDraftChange={setDraft} />
      </DialogContent>
    </Dialog>
  );
}

function CancelButton() {
  const t = useT();
  return (
    <DialogClose asChild>
      <Button variant="outline">{t('common.cancel')}</Button>
    </DialogClose>
  );
}

const cancel = <CancelButton />;

/** `onDraftChange`: the child's name while they are a draft (saved, consents not recorded). */
function EnrolmentWizard({ onDraftChange }: { onDraftChange: (name: string | null) => void }) {
  const t = useT();
  const [child, setChild] = useState<CreateChildResponse | null>(null);
  const [consented, setConsented] = useState(false);
  const [invitation, setInvitation] = useState<CreateInvitationResponse | null>(null);
  const step = !child ? 1 : !consented ? 2 : 3;
  const name = child ? fullName(child) : '';
  const stepName = t(stepNames[step - 1]!);

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('enrolment.enrollNewChild')}</DialogTitle>
        <DialogDescription>
          {child
            ? t('enrolment.dialogStepFor', { step, stepName, name })
            : t('enrolment.dialogStep', { step, stepName })}
        </DialogDescription>
      </DialogHeader>
      <StepIndicator current={step} />
      {!child ? (
        <ChildInfoForm
          submitLabel={t('enrolment.continueToConsentForms')}
          onSaved={(saved) => {
            setChild(saved);
            onDraftChange(fullName(saved));
          }}
          secondaryAction={cancel}
        />
      ) : !consented ? (
        <ConsentChecklist
          childId={child.id}
          submitLabel={t('enrolment.continueToInvitation')}
          onRecorded={() => {
            setConsented(true);
            onDraftChange(null);
          }}
          secondaryAction={cancel}
        />
      ) : !invitation ? (
        <InvitationForm
          childId={child.id}
          defaultValues={{ email: '', phoneNumber: '' }}
          submitLabel={t('enrolment.createInvitation')}
          secondaryAction={cancel}
          onCreated={(created) => {
            toast({
              title: t('enrolment.childEnrolled'),
              description: t('enrolment.childEnrolledDescription', { name }),
            });
            setInvitation(created);
          }}
        />
      ) : (
        <div className="space-y-5">
          <RegistrationLink link={invitation.invitationLink} expiresAt={invitation.expiresAt} />
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button>{t('enrolment.done')}</Button>
            </DialogClose>
          </div>
        </div>
      )}
    </>
  );
}
