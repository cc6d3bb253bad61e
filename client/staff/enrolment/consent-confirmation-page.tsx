import { useNavigate } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { ChildSummary } from './child-summary.tsx';
import { ConsentChecklist } from './consent-checklist.tsx';
import { EnrolmentStepPage } from './enrolment-step-page.tsx';

/** Enrolment step 2 (/consent-confirmation/{childId}): the five forms, recorded. */
export function ConsentConfirmationPage() {
  const navigate = useNavigate();
  return (
    <EnrolmentStepPage
      title="Consent Confirmation (step 2 of 3)"
      description="Confirm that the family has completed and signed each required form."
    >
      {(child) => (
        <>
          <ChildSummary child={child} />
          <Card>
            <CardHeader>
              <CardTitle>Consent Forms</CardTitle>
              <CardDescription>
                All five are required. Your name and the time are recorded with each.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ConsentChecklist
                childId={child.id}
                submitLabel="Continue to Parent Invitation"
                onRecorded={() => void navigate(`/parent-invite/${child.id}`)}
              />
            </CardContent>
          </Card>
        </>
      )}
    </EnrolmentStepPage>
  );
}
