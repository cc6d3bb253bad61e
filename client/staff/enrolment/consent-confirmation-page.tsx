import { useNavigate } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ChildSummary } from './child-summary.tsx';
import { ConsentChecklist } from './consent-checklist.tsx';
import { EnrolmentStepPage } from './enrolment-step-page.tsx';

/** Enrolment step 2 (/consent-confirmation/{childId}): the five forms, recorded. */
export function ConsentConfirmationPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <EnrolmentStepPage
      title={t('enrolment.consentPageTitle')}
      description={t('enrolment.consentPageDescription')}
    >
      {(child) => (
        <>
          <ChildSummary child={child} />
          <Card>
            <CardHeader>
              <CardTitle>{t('enrolment.step.consentForms')}</CardTitle>
              <CardDescription>{t('enrolment.consentFormsDescription')}</CardDescription>
            </CardHeader>
            <CardContent>
              <ConsentChecklist
                childId={child.id}
                submitLabel={t('enrolment.continueToInvitation')}
                onRecorded={() => void navigate(`/parent-invite/${child.id}`)}
              />
            </CardContent>
          </Card>
        </>
      )}
    </EnrolmentStepPage>
  );
}
