import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { AccountDetail } from '../../../contract/billing-views.ts';
import { billingCycleLabel, shareLabel } from '../../components/billing/billing-labels.ts';
import { BillingStatusBadge } from '../../components/billing/billing-status-badge.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay, formatCents } from '../../lib/format.ts';
import { accountName } from './account-names.ts';
import { DirectorsOnly } from './directors-only.tsx';
import { type DiscountChild, DiscountDialog } from './discount-dialog.tsx';
import { PayerPanel } from './payer-panel.tsx';
import { PlanDialog } from './plan-dialog.tsx';
import { accountQuery } from './queries.ts';
import { SharesDialog, shareholders } from './shares-dialog.tsx';
import { type ThirdPartyEditing, ThirdPartyDialog } from './third-party-dialog.tsx';

/**
 * One family's billing account (issue 13, decision 034): its children and their discounts,
 * its plan schedule, its payers and their shares, and each payer's balance and history.
 */
export function BillingAccountPage() {
  const t = useT();
  return (
    <DirectorsOnly title={t('billingAdmin.account.title')}>
      <AccountView />
    </DirectorsOnly>
  );
}

function AccountView() {
  const t = useT();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const account = useQuery({ ...accountQuery(id), enabled: valid });
  return (
    <div className="space-y-6">
      <BackLink to="/billing">{t('billingAdmin.backToBilling')}</BackLink>
      {!valid || account.isError ? (
        <>
          <PageHeader title={t('billingAdmin.account.title')} />
          <p role="alert" className="text-sm text-red-800">
            {account.error?.message || t('billingAdmin.account.loadFailed')}
          </p>
        </>
      ) : account.isPending ? (
        <LoadingIndicator message={t('billingAdmin.account.loading')} />
      ) : (
        <Account account={account.data} />
      )}
    </div>
  );
}

const sectionTitle = 'flex flex-wrap items-center justify-between gap-2';

function Account({ account }: { account: AccountDetail }) {
  const t = useT();
  const [discounting, setDiscounting] = useState<DiscountChild | null>(null);
  const [changingPlan, setChangingPlan] = useState(false);
  const [editingShares, setEditingShares] = useState(false);
  const [thirdParty, setThirdParty] = useState<ThirdPartyEditing | null>(null);
  const guardians = account.payers.filter((p) => p.kind === 'guardian');
  const thirdParties = account.payers.filter((p) => p.kind === 'thirdParty');
  const closed = (close: () => void) => (open: boolean) => {
    if (!open) close();
  };

  return (
    <>
      <PageHeader
        title={accountName(account)}
        description={t('billingAdmin.account.description')}
      />
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">{t('billingAdmin.account.balance')}</dt>
          <dd className="text-2xl font-semibold text-slate-900" data-testid="account-balance">
            {formatCents(account.balanceCents)}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">{t('billingAdmin.account.status')}</dt>
          <dd className="pt-1">
            <BillingStatusBadge status={account.status} />
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">{t('billingAdmin.account.nextBilling')}</dt>
          <dd className="text-lg font-semibold text-slate-900">
            {account.nextBillingDate
              ? formatCalendarDay(account.nextBillingDate)
              : t('billingAdmin.account.noNextBilling')}
          </dd>
        </div>
      </dl>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card role="region" aria-labelledby="account-children">
          <CardHeader>
            <CardTitle id="account-children">{t('billingAdmin.children.title')}</CardTitle>
            <CardDescription>{t('billingAdmin.children.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            {account.children.length === 0 ? (
              <p className="text-sm text-slate-700">{t('billingAdmin.children.empty')}</p>
            ) : (
              <ul className="space-y-3">
                {account.children.map((child) => (
                  <li key={child.id} className="flex flex-wrap items-center justify-between gap-2">
                    <div className="text-sm">
                      <p className="font-medium text-slate-900">{child.name}</p>
                      <p className="text-slate-700">
                        {child.discountBasisPoints > 0
                          ? t('billingAdmin.children.discount', {
                              share: shareLabel(child.discountBasisPoints),
                            })
                          : t('billingAdmin.children.noDiscount')}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('billingAdmin.children.changeDiscountFor', {
                        name: child.name,
                      })}
                      onClick={() => setDiscounting(child)}
                    >
                      {t('billingAdmin.children.changeDiscount')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card role="region" aria-labelledby="account-plan">
          <CardHeader>
            <div className={sectionTitle}>
              <CardTitle id="account-plan">{t('billingAdmin.plan.title')}</CardTitle>
              <Button size="sm" variant="outline" onClick={() => setChangingPlan(true)}>
                {t('billingAdmin.plan.change')}
              </Button>
            </div>
            <CardDescription>{t('billingAdmin.plan.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            {account.schedule.length === 0 ? (
              <p className="text-sm text-slate-700">{t('billingAdmin.noPlan')}</p>
            ) : (
              <ol aria-label={t('billingAdmin.plan.schedule')} className="space-y-2 text-sm">
                {account.schedule.map((plan) => (
                  <li key={`${plan.planId}-${plan.effectiveFrom}`}>
                    <p className="font-medium text-slate-900">
                      {plan.name} ({billingCycleLabel(plan.cycle)})
                    </p>
                    <p className="text-slate-700">
                      {t('billingAdmin.plan.from', { date: formatCalendarDay(plan.effectiveFrom) })}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>

        <Card role="region" aria-labelledby="account-payers">
          <CardHeader>
            <div className={sectionTitle}>
              <CardTitle id="account-payers">{t('billingAdmin.payers.title')}</CardTitle>
              {shareholders(account).length > 0 ? (
                <Button size="sm" variant="outline" onClick={() => setEditingShares(true)}>
                  {t('billingAdmin.shares.edit')}
                </Button>
              ) : null}
            </div>
            <CardDescription>{t('billingAdmin.payers.description')}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <ul aria-label={t('billingAdmin.payers.guardians')} className="space-y-1 text-sm">
              {guardians.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium text-slate-900">{p.name}</span>
                  <span className="text-slate-700">
                    {p.isActive ? shareLabel(p.shareBasisPoints) : t('billingAdmin.payer.ended')}
                  </span>
                </li>
              ))}
            </ul>
            <div className="space-y-2 border-t border-slate-200 pt-3">
              <h3 className="text-sm font-semibold text-slate-900">
                {t('billingAdmin.thirdParty.title')}
              </h3>
              {thirdParties.length === 0 ? (
                <p className="text-sm text-slate-700">{t('billingAdmin.thirdParty.empty')}</p>
              ) : (
                <ul className="space-y-2 text-sm">
                  {thirdParties.map((p) => (
                    <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
                      <span>
                        <span className="font-medium text-slate-900">{p.name}</span>{' '}
                        <span className="text-slate-700">
                          {p.isActive
                            ? t('billingAdmin.thirdPartyAmount', {
                                amount: formatCents(p.fixedAmountCents ?? 0),
                              })
                            : t('billingAdmin.payer.ended')}
                        </span>
                      </span>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('billingAdmin.thirdParty.editFor', { name: p.name })}
                        onClick={() => setThirdParty(p)}
                      >
                        {t('billingAdmin.thirdParty.edit')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <Button size="sm" variant="outline" onClick={() => setThirdParty('new')}>
                <Plus aria-hidden="true" />
                {t('billingAdmin.thirdParty.add')}
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>

      <div className="space-y-6">
        {account.payers.map((payer) => (
          <PayerPanel key={payer.id} payer={payer} />
        ))}
      </div>

      <DiscountDialog child={discounting} onOpenChange={closed(() => setDiscounting(null))} />
      <PlanDialog account={account} open={changingPlan} onOpenChange={setChangingPlan} />
      <SharesDialog account={account} open={editingShares} onOpenChange={setEditingShares} />
      <ThirdPartyDialog
        accountId={account.id}
        editing={thirdParty}
        onOpenChange={closed(() => setThirdParty(null))}
      />
    </>
  );
}
