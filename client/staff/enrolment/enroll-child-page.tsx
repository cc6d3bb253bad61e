import { useNavigate } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ChildInfoForm } from './child-info-form.tsx';
import { BackToChildren } from './enrolment-step-page.tsx';
import { NextSteps, enrolmentSteps } from './next-steps.tsx';

/** Enrolment step 1 (/enroll-child): the child is saved, then on to the consent forms. */
export function EnrollChildPage() {
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <BackToChildren />
      <PageHeader
        title="Enroll New Child (step 1 of 3)"
        description="Enter the child's details. The parent's details come with the invitation in step 3."
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Child Information</CardTitle>
          </CardHeader>
          <CardContent>
            <ChildInfoForm
              submitLabel="Continue to Consent Forms"
              onSaved={(child) => {
                toast({
                  title: 'Step 1 Complete',
                  description: 'Child information saved. Please complete consent forms.',
                });
                void navigate(`/consent-confirmation/${child.id}`);
              }}
            />
          </CardContent>
        </Card>
        <NextSteps steps={enrolmentSteps} />
      </div>
    </div>
  );
}
