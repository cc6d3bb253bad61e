import { useState } from 'react';
import type { PayerSummary } from '../../../contract/billing-views.ts';
import { PayerInvoices } from '../../components/billing/payer-invoices.tsx';
import { PayerPayments } from '../../components/billing/payer-payments.tsx';
import { BillingStatusBadge } from '../../components/billing/billing-status-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCents } from '../../lib/format.ts';
import { useCan } from '../../lib/session.ts';
import { AdjustDialog } from './adjust-dialog.tsx';
import { LedgerList } from './ledger-list.tsx';
import { PaymentDialog } from './payment-dialog.tsx';

type View = 'invoices' | 'payments' | 'ledger';

/** One payer's money: balance and state, Record Payment, Adjust, and its history by tab. */
export function PayerPanel({ payer }: { payer: PayerSummary }) {
  const t = useT();
  const canRecord = useCan('payment.record');
  const [view, setView] = useState<View>('invoices');
  const [paying, setPaying] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const headingId = `payer-${payer.id}-name`;
  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            <span className="break-words">{payer.name}</span>
            <BillingStatusBadge status={payer.status} />
          </h2>
          <p className="text-sm text-slate-700">
            {payer.kind === 'thirdParty'
              ? t('billingAdmin.payer.thirdParty')
              : t('billingAdmin.payer.guardian')}
            {payer.isActive ? null : ` · ${t('billingAdmin.payer.ended')}`}
          </p>
          <p className="text-base text-slate-900">
            {t('billingAdmin.payer.balance')}{' '}
            <span className="font-semibold" data-testid={`payer-${payer.id}-balance`}>
              {formatCents(payer.balanceCents)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canRecord ? (
            <Button
              onClick={() => setPaying(true)}
              aria-label={t('billingAdmin.payer.recordFor', { name: payer.name })}
            >
              {t('billingAdmin.payer.record')}
            </Button>
          ) : null}
          <Button
            variant="outline"
            onClick={() => setAdjusting(true)}
            aria-label={t('billingAdmin.payer.adjustFor', { name: payer.name })}
          >
            {t('billingAdmin.payer.adjust')}
          </Button>
        </div>
      </div>
      <Tabs
        label={t('billingAdmin.payer.historyOf', { name: payer.name })}
        selected={view}
        onSelect={setView}
        tabs={[
          {
            id: 'invoices',
            label: t('billingAdmin.payer.invoices'),
            content: <PayerInvoices payerId={payer.id} />,
          },
          {
            id: 'payments',
            label: t('billingAdmin.payer.payments'),
            content: <PayerPayments payerId={payer.id} />,
          },
          {
            id: 'ledger',
            label: t('billingAdmin.payer.ledger'),
            content: <LedgerList payerId={payer.id} />,
          },
        ]}
      />
      {canRecord ? <PaymentDialog payer={payer} open={paying} onOpenChange={setPaying} /> : null}
      <AdjustDialog payer={payer} open={adjusting} onOpenChange={setAdjusting} />
    </Card>
  );
}
