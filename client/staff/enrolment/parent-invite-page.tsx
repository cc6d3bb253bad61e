import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ChildResponse } from '../../../contract/children.ts';
import type { CreateInvitationResponse } from '../../../contract/invitations.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ChildSummary } from './child-summary.tsx';
import { ConsentsMissing } from './consents-missing.tsx';
import { EnrolmentStepPage } from './enrolment-step-page.tsx';
import { knownContact } from './known-contact.ts';
import { InvitationForm } from './invitation-form.tsx';
import { NextSteps, afterInvitationSteps } from './next-steps.tsx';
import { RegistrationLink } from './registration-link.tsx';

/** Enrolment step 3 (/parent-invite/{childId}): the parent's invitation and its link. */
export function ParentInvitePage() {
  return (
    <EnrolmentStepPage
      title="Parent Invitation (step 3 of 3)"
      description="Invite the parent to register: they set up their account and payment from the link."
    >
      {(child) => <InviteStep child={child} />}
    </EnrolmentStepPage>
  );
}

function InviteStep({ child }: { child: ChildResponse }) {
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<CreateInvitationResponse | null>(null);
  const complete = () => {
    toast({
      title: 'Enrollment Complete!',
      description:
        'Parent invitation has been sent. The family will receive an email with registration instructions.',
    });
    void navigate('/parent-management');
  };

  return (
    <>
      <ChildSummary child={child} />
      {invitation ? (
        <Card>
          <CardHeader>
            <CardTitle>Invitation Created</CardTitle>
            <CardDescription>
              For {invitation.email}, {invitation.phoneNumber}.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <RegistrationLink link={invitation.invitationLink} expiresAt={invitation.expiresAt} />
            <NextSteps steps={afterInvitationSteps} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Link to="/parent-management" className={buttonClasses('outline')}>
                View Parent Management
              </Link>
              <Button onClick={complete}>Complete Enrollment Process</Button>
            </div>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Parent Contact</CardTitle>
            <CardDescription>
              The e-mail address and phone number the invitation is for.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <ConsentsMissing childId={child.id} />
            <InvitationForm
              childId={child.id}
              defaultValues={knownContact(child)}
              submitLabel="Create Invitation"
              onCreated={(created) => {
                toast({
                  title: 'Invitation Sent',
                  description: 'Parent invitation has been created successfully.',
                });
                setInvitation(created);
              }}
            />
          </CardContent>
        </Card>
      )}
    </>
  );
}
