import { useNavigate } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { ChildInfoForm } from './child-info-form.tsx';
import { BackToChildren } from './enrolment-step-page.tsx';
import { NextSteps, enrolmentSteps } from './next-steps.tsx';

/** Enrolment step 1 (/enroll-child): the child is saved, then on to the consent forms. */
export function EnrollChildPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <BackToChildren />
      <PageHeader
        title={t('enrolment.enrollPageTitle')}
        description={t('enrolment.enrollPageDescription')}
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('enrolment.step.childInformation')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ChildInfoForm
              submitLabel={t('enrolment.continueToConsentForms')}
              onSaved={(child) => {
                toast({
                  title: t('enrolment.step1Complete'),
                  description: t('enrolment.step1CompleteDescription'),
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
