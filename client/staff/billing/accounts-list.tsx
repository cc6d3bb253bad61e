import { Link } from 'react-router';
import type { AccountListItem } from '../../../contract/billing-views.ts';
import { billingCycleLabel, shareLabel } from '../../components/billing/billing-labels.ts';
import { BillingStatusBadge } from '../../components/billing/billing-status-badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DataTable, dataCell } from '../../components/ui/data-table.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { EmptyList, TableOrCards } from '../../components/ui/table-or-cards.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCents } from '../../lib/format.ts';
import type { PagedList } from '../../lib/paged-list.ts';
import { accountName } from './account-names.ts';

const link = 'font-medium text-blue-700 underline-offset-2 hover:underline';

/** The families' accounts: a table from tablet width up, cards below; or why there are none. */
export function AccountsList({
  list,
  filtered,
}: {
  list: PagedList<AccountListItem>;
  filtered: boolean;
}) {
  const t = useT();
  if (list.isPending) return <LoadingIndicator message={t('billingAdmin.accounts.loading')} />;
  if (!list.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('billingAdmin.accounts.loadFailed')}
      </p>
    );
  if (list.data.length === 0)
    return (
      <EmptyList>
        {filtered ? t('billingAdmin.accounts.emptyFiltered') : t('billingAdmin.accounts.empty')}
      </EmptyList>
    );
  return (
    <div aria-busy={list.updating} className="space-y-3">
      <TableOrCards
        table={<AccountsTable accounts={list.data} />}
        cards={<AccountCards accounts={list.data} />}
      />
      <LoadMore list={list} what={t('billingAdmin.accounts.loadMoreWhat')} />
    </div>
  );
}

function Payers({ account }: { account: AccountListItem }) {
  const t = useT();
  const active = account.payers.filter((p) => p.isActive);
  if (active.length === 0) return <>{t('billingAdmin.noPayers')}</>;
  return (
    <ul className="space-y-0.5">
      {active.map((p) => (
        <li key={p.id}>
          {p.name}{' '}
          <span className="text-slate-600">
            {p.kind === 'thirdParty' && p.fixedAmountCents !== null
              ? t('billingAdmin.thirdPartyAmount', { amount: formatCents(p.fixedAmountCents) })
              : shareLabel(p.shareBasisPoints)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function planText(account: AccountListItem) {
  return account.plan ? `${account.plan.name} (${billingCycleLabel(account.plan.cycle)})` : null;
}

function AccountsTable({ accounts }: { accounts: AccountListItem[] }) {
  const t = useT();
  const columns = [
    t('billingAdmin.column.children'),
    t('billingAdmin.column.payers'),
    t('billingAdmin.column.plan'),
    t('billingAdmin.column.balance'),
    t('billingAdmin.column.status'),
  ];
  return (
    <DataTable caption={t('billingAdmin.accounts.title')} columns={columns}>
      {accounts.map((account) => (
        <tr key={account.id}>
          <th scope="row" className={`${dataCell} font-normal`}>
            <Link to={`/billing/accounts/${account.id}`} className={link}>
              {accountName(account)}
            </Link>
          </th>
          <td className={dataCell}>
            <Payers account={account} />
          </td>
          <td className={dataCell}>{planText(account) ?? t('billingAdmin.noPlan')}</td>
          <td className={`${dataCell} font-semibold whitespace-nowrap`}>
            {formatCents(account.balanceCents)}
          </td>
          <td className={dataCell}>
            <BillingStatusBadge status={account.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function AccountCards({ accounts }: { accounts: AccountListItem[] }) {
  const t = useT();
  return (
    <ul aria-label={t('billingAdmin.accounts.title')} className="space-y-3">
      {accounts.map((account) => (
        <li key={account.id}>
          <Card
            role="article"
            aria-labelledby={`billing-account-${account.id}`}
            className="space-y-3 p-4"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 id={`billing-account-${account.id}`} className="min-w-0 break-words">
                <Link to={`/billing/accounts/${account.id}`} className={link}>
                  {accountName(account)}
                </Link>
              </h3>
              <BillingStatusBadge status={account.status} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('billingAdmin.column.payers')}</dt>
              <dd className="min-w-0 break-words text-slate-900">
                <Payers account={account} />
              </dd>
              <dt className="text-slate-600">{t('billingAdmin.column.plan')}</dt>
              <dd className="text-slate-900">{planText(account) ?? t('billingAdmin.noPlan')}</dd>
              <dt className="text-slate-600">{t('billingAdmin.column.balance')}</dt>
              <dd className="font-semibold text-slate-900">{formatCents(account.balanceCents)}</dd>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
