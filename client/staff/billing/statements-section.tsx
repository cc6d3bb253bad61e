import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BillingDownload } from '../../components/billing/billing-download.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatCents, formatDate } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { statementsQuery, useMakeStatements } from './queries.ts';
import { useForAWhile } from './use-for-a-while.ts';

/**
 * Year-end statements (decision 034): one per guardian payer for a tax year, made by a job
 * and stored as that parent's tax document; made again, a new amended version.
 */
export function StatementsSection({ thisYear }: { thisYear: number }) {
  const t = useT();
  const years = [0, 1, 2, 3, 4].map((back) => String(thisYear - back));
  const [year, setYear] = useState(String(thisYear));
  // While the job makes the statements, the list is read again every few seconds.
  const [making, startMaking] = useForAWhile(60_000);
  const statements = useQuery({
    ...statementsQuery(Number(year)),
    refetchInterval: making ? 4_000 : false,
  });
  const make = useMakeStatements();
  const generate = () =>
    make.mutate(Number(year), {
      onSuccess: () => {
        startMaking();
        toast({
          title: t('billingAdmin.statements.queued', { year }),
          description: t('billingAdmin.statements.queuedDetail'),
        });
      },
      onError: (error) => toastError(error, t('billingAdmin.statements.failed')),
    });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <LabelledSelect
          id="statements-year"
          label={t('billingAdmin.statements.taxYear')}
          className="w-40 space-y-1.5"
          value={year}
          options={years.map((y) => ({ value: y, label: y }))}
          onChange={setYear}
        />
        <Button onClick={generate} disabled={make.isPending}>
          {make.isPending
            ? t('billingAdmin.statements.generating')
            : t('billingAdmin.statements.generate')}
        </Button>
      </div>
      {statements.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('billingAdmin.statements.loading')}
        </p>
      ) : statements.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('billingAdmin.statements.loadFailed')}
        </p>
      ) : statements.data.length === 0 ? (
        <p className="text-sm text-slate-700">{t('billingAdmin.statements.empty', { year })}</p>
      ) : (
        <ul
          aria-label={t('billingAdmin.statements.listName', { year })}
          className="divide-y divide-slate-200 rounded-xl border border-slate-200"
        >
          {statements.data.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4 text-sm">
              <div className="min-w-0 flex-1 basis-56 space-y-1">
                <p className="font-medium break-words text-slate-900">{s.payerName}</p>
                <p className="text-slate-700">
                  {t('billingAdmin.statements.facts', {
                    version: s.version,
                    total: formatCents(s.totalPaidCents),
                    date: formatDate(s.createdAt),
                  })}
                </p>
              </div>
              {s.filePath ? (
                <BillingDownload
                  path={s.filePath}
                  fileName={`statement-${s.taxYear}-${s.payerId}-v${s.version}.pdf`}
                  label={t('billingAdmin.statements.download', {
                    name: s.payerName,
                    year: s.taxYear,
                  })}
                />
              ) : (
                <p className="text-slate-700">{t('billingAdmin.statements.deleted')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
