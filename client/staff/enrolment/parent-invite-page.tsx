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
import { useT } from '../../i18n/use-t.ts';
import { ChildSummary } from './child-summary.tsx';
import { ConsentsMissing } from './consents-missing.tsx';
import { EnrolmentStepPage } from './enrolment-step-page.tsx';
import { knownContact } from './known-contact.ts';
import { InvitationForm } from './invitation-form.tsx';
import { NextSteps, afterInvitationSteps } from './next-steps.tsx';
import { RegistrationLink } from './registration-link.tsx';

/** Enrolment step 3 (/parent-invite/{childId}): the parent's invitation and its link. */
export function ParentInvitePage() {
  const t = useT();
  return (
    <EnrolmentStepPage
      title={t('enrolment.invitePageTitle')}
      description={t('enrolment.invitePageDescription')}
    >
      {(child) => <InviteStep child={child} />}
    </EnrolmentStepPage>
  );
}

function InviteStep({ child }: { child: ChildResponse }) {
  const t = useT();
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<CreateInvitationResponse | null>(null);
  const complete = () => {
    toast({
      title: t('enrolment.enrollmentComplete'),
      description: t('enrolment.enrollmentCompleteDescription'),
    });
    void navigate('/parent-management');
  };

  return (
    <>
      <ChildSummary child={child} />
      {invitation ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('enrolment.invitationCreated')}</CardTitle>
            <CardDescription>
              {t('enrolment.invitationFor', {
                email: invitation.email,
                phone: invitation.phoneNumber,
              })}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <RegistrationLink link={invitation.invitationLink} expiresAt={invitation.expiresAt} />
            <NextSteps steps={afterInvitationSteps} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Link to="/parent-management" className={buttonClasses('outline')}>
                {t('enrolment.viewParentManagement')}
              </Link>
              <Button onClick={complete}>{t('enrolment.completeEnrollment')}</Button>
            </div>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{t('enrolment.parentContact')}</CardTitle>
            <CardDescription>{t('enrolment.parentContactDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <ConsentsMissing childId={child.id} />
            <InvitationForm
              childId={child.id}
              defaultValues={knownContact(child)}
              submitLabel={t('enrolment.createInvitation')}
              onCreated={(created) => {
                toast({
                  title: t('enrolment.invitationSent'),
                  description: t('enrolment.invitationSentDescription'),
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
