import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { useConsents } from './queries.ts';

/**
 * Step 3 reached with consents missing (a bookmarked link, a step skipped): say so before the
 * server refuses the invitation, and lead back to step 2.
 */
export function ConsentsMissing({ childId }: { childId: number }) {
  const t = useT();
  const consents = useConsents(childId);
  if (!consents.data || consents.data.complete) return null;
  return (
    <div role="status" className="flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {t('enrolment.consentsMissing')}{' '}
        <Link
          to={`/consent-confirmation/${childId}`}
          className="font-medium text-blue-800 underline underline-offset-2"
        >
          {t('enrolment.goToConsentForms')}
        </Link>
      </p>
    </div>
  );
}
