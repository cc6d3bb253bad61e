import { Play, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BillingStatus } from '../../../contract/enums.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { AccountsList } from './accounts-list.tsx';
import { DirectorsOnly } from './directors-only.tsx';
import { LateFeesSection } from './late-fees-section.tsx';
import { accountPages, type QueuedJob } from './queries.ts';
import { RunInvoicingDialog } from './run-invoicing-dialog.tsx';
import { useForAWhile } from './use-for-a-while.ts';

type Filter = BillingStatus | 'all';
const filters: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: msg('billingAdmin.filter.all') },
  { value: 'overdue', label: msg('billingAdmin.filter.overdue') },
  { value: 'pending', label: msg('billingAdmin.filter.pending') },
  { value: 'paid', label: msg('billingAdmin.filter.paid') },
];
const isFilter = (value: string | null): value is Filter => filters.some((f) => f.value === value);

/**
 * Billing (issue 13), for directors: families' accounts with their balance and state, the
 * late fees waiting for a decision, and a period's invoicing run by hand.
 */
export function BillingPage() {
  const t = useT();
  return (
    <DirectorsOnly title={t('billingAdmin.title')}>
      <BillingOverview />
    </DirectorsOnly>
  );
}

function BillingOverview() {
  const t = useT();
  // The filter lives in the URL (?status=overdue): reload and Back keep it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: Filter = isFilter(asked) ? asked : 'all';
  // While a run queued here issues its invoices, the balances are read again every few seconds.
  const [invoicing, startInvoicing] = useForAWhile(60_000);
  const list = usePagedList(accountPages(status), {
    keepPrevious: true,
    pollMs: invoicing ? 5_000 : undefined,
  });
  const [running, setRunning] = useState(false);
  const [queued, setQueued] = useState<QueuedJob | null>(null);

  return (
    <div className="space-y-6">
      <BackLink to="/parent-management">{t('billingAdmin.backToParents')}</BackLink>
      <PageHeader
        title={t('billingAdmin.title')}
        description={t('billingAdmin.description')}
        actions={
          <>
            <Button onClick={() => setRunning(true)}>
              <Play aria-hidden="true" />
              {t('billingAdmin.run.open')}
            </Button>
            <Link to="/billing/settings" className={buttonClasses('outline', 'md')}>
              <Settings aria-hidden="true" />
              {t('billingAdmin.settingsLink')}
            </Link>
          </>
        }
      />
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {queued?.periodStart && queued.periodEnd
          ? t('billingAdmin.run.queuedStatus', {
              start: formatCalendarDay(queued.periodStart),
              end: formatCalendarDay(queued.periodEnd),
            })
          : ''}
      </p>
      <LateFeesSection />
      <section aria-labelledby="billing-accounts" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="billing-accounts" className="text-xl font-semibold text-slate-900">
            {t('billingAdmin.accounts.title')}
          </h2>
          <LabelledSelect
            id="billing-status-filter"
            label={t('billingAdmin.filter.label')}
            className="w-full space-y-1.5 sm:w-56"
            value={status}
            options={filters.map((f) => ({ value: f.value, label: t(f.label) }))}
            onChange={(value) =>
              setParams(value === 'all' ? {} : { status: value }, { replace: true })
            }
          />
        </div>
        <AccountsList list={list} filtered={status !== 'all'} />
      </section>
      <RunInvoicingDialog
        open={running}
        onOpenChange={setRunning}
        onQueued={(job) => {
          setQueued(job);
          startInvoicing();
        }}
      />
    </div>
  );
}
