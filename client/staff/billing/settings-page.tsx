import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { PlanResponse } from '../../../contract/billing-views.ts';
import { billingCycleLabel, perPeriod } from '../../components/billing/billing-labels.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryCard } from '../../components/ui/query-card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay, formatCents } from '../../lib/format.ts';
import { centreTodayQuery } from '../../lib/query-options.ts';
import { DirectorsOnly } from './directors-only.tsx';
import { type PlanEditing, PlanFormDialog } from './plan-form-dialog.tsx';
import { billingSettingsQuery, instructionsQuery, plansQuery } from './queries.ts';
import { BillingSettingsForm, InstructionsForm } from './settings-forms.tsx';
import { StatementsSection } from './statements-section.tsx';

/**
 * Billing settings (issue 13): plans and their prices, the centre's billing rules, how
 * families pay, and the year-end statements.
 */
export function BillingSettingsPage() {
  const t = useT();
  return (
    <DirectorsOnly title={t('billingAdmin.settings.title')}>
      <SettingsView />
    </DirectorsOnly>
  );
}

function SettingsView() {
  const t = useT();
  const plans = useQuery(plansQuery());
  const settings = useQuery(billingSettingsQuery());
  const instructions = useQuery(instructionsQuery());
  const today = useQuery(centreTodayQuery());
  const [editing, setEditing] = useState<PlanEditing | null>(null);
  return (
    <div className="space-y-6">
      <BackLink to="/billing">{t('billingAdmin.backToBilling')}</BackLink>
      <PageHeader
        title={t('billingAdmin.settings.title')}
        description={t('billingAdmin.settings.description')}
      />
      <QueryCard
        id="billing-plans"
        title={t('billingAdmin.plans.title')}
        description={t('billingAdmin.plans.description')}
        query={plans}
        loading={t('billingAdmin.plans.loading')}
        loadFailed={t('billingAdmin.plans.loadFailed')}
        retry
      >
        {(list) => (
          <div className="space-y-3">
            {list.length === 0 ? (
              <p className="text-sm text-slate-700">{t('billingAdmin.plans.empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
                {list.map((plan) => (
                  <PlanRow key={plan.id} plan={plan} onEdit={() => setEditing(plan)} />
                ))}
              </ul>
            )}
            <Button variant="outline" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              {t('billingAdmin.plans.add')}
            </Button>
          </div>
        )}
      </QueryCard>
      <QueryCard
        id="billing-rules"
        title={t('billingAdmin.settings.rulesTitle')}
        description={t('billingAdmin.settings.rulesDescription')}
        query={settings}
        loading={t('billingAdmin.settings.loading')}
        loadFailed={t('billingAdmin.settings.loadFailed')}
        retry
      >
        {(data) => <BillingSettingsForm settings={data} />}
      </QueryCard>
      <QueryCard
        id="billing-instructions"
        title={t('billingAdmin.instructions.title')}
        description={t('billingAdmin.instructions.description')}
        query={instructions}
        loading={t('billingAdmin.instructions.loading')}
        loadFailed={t('billingAdmin.instructions.loadFailed')}
        retry
      >
        {(data) => <InstructionsForm instructions={data} />}
      </QueryCard>
      <QueryCard
        id="billing-statements"
        title={t('billingAdmin.statements.title')}
        description={t('billingAdmin.statements.description')}
        query={today}
        loading={t('billingAdmin.statements.loading')}
        loadFailed={t('billingAdmin.statements.loadFailed')}
        retry
      >
        {(date) => <StatementsSection thisYear={Number(date.slice(0, 4))} />}
      </QueryCard>
      <PlanFormDialog
        editing={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </div>
  );
}

function PlanRow({ plan, onEdit }: { plan: PlanResponse; onEdit: () => void }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4 text-sm">
      <div className="min-w-0 flex-1 basis-56 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-words">{plan.name}</span>
          {plan.isDefault ? <Badge>{t('billingAdmin.plans.default')}</Badge> : null}
          {plan.isActive ? null : (
            <Badge variant="neutral">{t('billingAdmin.plans.retired')}</Badge>
          )}
        </p>
        <p className="text-slate-700">
          {billingCycleLabel(plan.cycle)} · {perPeriod(plan.amountCents, plan.cycle)} ·{' '}
          {t('billingAdmin.plans.feeLine', { amount: formatCents(plan.registrationFeeCents) })}
        </p>
        {plan.nextPrice ? (
          <p className="text-slate-700">
            {t('billingAdmin.plans.nextPrice', {
              date: formatCalendarDay(plan.nextPrice.effectiveFrom),
              price: perPeriod(plan.nextPrice.amountCents, plan.cycle),
              fee: formatCents(plan.nextPrice.registrationFeeCents),
            })}
          </p>
        ) : null}
      </div>
      <Button
        size="sm"
        variant="outline"
        aria-label={t('billingAdmin.plans.editFor', { name: plan.name })}
        onClick={onEdit}
      >
        {t('billingAdmin.plans.edit')}
      </Button>
    </li>
  );
}
