import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LateFeeResponse } from '../../../contract/billing-views.ts';
import { Button } from '../../components/ui/button.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { formatCalendarDay, formatCents } from '../../lib/format.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { toastError } from '../../lib/toast-error.ts';
import { proposedLateFeePages, useDecideLateFee } from './queries.ts';

/**
 * Late fees the daily job proposed for overdue invoices (decision 034): nothing is charged
 * until a director approves. Two directors deciding the same fee: the second is told (409).
 */
export function LateFeesSection() {
  const t = useT();
  const fees = usePagedList(proposedLateFeePages());
  const decide = useDecideLateFee();
  const queryClient = useQueryClient();

  const onDecide = (fee: LateFeeResponse, approve: boolean) =>
    decide.mutate(
      { id: fee.id, approve },
      {
        onSuccess: () =>
          toast({
            title: approve
              ? translate('billingAdmin.lateFees.approved', { name: fee.payerName })
              : translate('billingAdmin.lateFees.dismissed', { name: fee.payerName }),
            description: translate('billingAdmin.lateFees.feeOn', {
              amount: formatCents(fee.amountCents),
              number: fee.invoiceNumber,
            }),
          }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            toast({
              title: translate('billingAdmin.lateFees.alreadyDecided'),
              description: translate('billingAdmin.lateFees.alreadyDecidedDetail'),
            });
            void queryClient.invalidateQueries({ queryKey: queryKeys.billing });
          } else toastError(error, translate('billingAdmin.lateFees.decideFailed'));
        },
      },
    );

  return (
    <Card role="region" aria-labelledby="billing-late-fees">
      <CardHeader>
        <CardTitle id="billing-late-fees">{t('billingAdmin.lateFees.title')}</CardTitle>
        <CardDescription>{t('billingAdmin.lateFees.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {fees.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t('billingAdmin.lateFees.loading')}
          </p>
        ) : !fees.data ? (
          <p role="alert" className="text-sm text-red-800">
            {t('billingAdmin.lateFees.loadFailed')}
          </p>
        ) : fees.data.length === 0 ? (
          <p className="text-sm text-slate-700">{t('billingAdmin.lateFees.empty')}</p>
        ) : (
          <div className="space-y-2">
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {fees.data.map((fee) => (
                <li
                  key={fee.id}
                  aria-label={t('billingAdmin.lateFees.itemName', {
                    name: fee.payerName,
                    number: fee.invoiceNumber,
                  })}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
                >
                  <div className="min-w-0 flex-1 basis-60 space-y-1 text-sm">
                    <p className="font-medium text-slate-900">
                      <Link
                        to={`/billing/accounts/${fee.accountId}`}
                        className="text-blue-700 underline-offset-2 hover:underline"
                      >
                        {fee.payerName}
                      </Link>
                      {' · '}
                      {formatCents(fee.amountCents)}
                    </p>
                    <p className="text-slate-700">
                      {t('billingAdmin.lateFees.invoiceLine', {
                        number: fee.invoiceNumber,
                        due: formatCalendarDay(fee.dueDate),
                        outstanding: formatCents(fee.outstandingCents),
                      })}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      disabled={decide.isPending}
                      aria-label={t('billingAdmin.lateFees.approveName', {
                        name: fee.payerName,
                        number: fee.invoiceNumber,
                      })}
                      onClick={() => onDecide(fee, true)}
                    >
                      {t('billingAdmin.lateFees.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={decide.isPending}
                      aria-label={t('billingAdmin.lateFees.dismissName', {
                        name: fee.payerName,
                        number: fee.invoiceNumber,
                      })}
                      onClick={() => onDecide(fee, false)}
                    >
                      {t('billingAdmin.lateFees.dismiss')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <LoadMore list={fees} what={t('billingAdmin.lateFees.loadMoreWhat')} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
