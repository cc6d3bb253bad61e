import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CreditCard, Mail, Plus, Receipt, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { StatCardList } from '../../components/ui/stat-card-list.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useT } from '../../i18n/use-t.ts';
import { invitationPages, pendingInvitationsQuery } from '../../lib/query-options.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { useCan } from '../../lib/session.ts';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { InvitationCards } from './invitation-cards.tsx';
import { InvitationsTable } from './invitations-table.tsx';
import { InviteParentDialog } from './invite-parent-dialog.tsx';
import { ParentAccountCards } from './parent-account-cards.tsx';
import { ParentAccountsTable } from './parent-accounts-table.tsx';
import { useParentAccounts } from './queries.ts';
import { TableOrCards } from './table.tsx';

type Tab = 'accounts' | 'invitations';

function Failed({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-red-800">
      {message}
    </p>
  );
}

export function ParentManagementPage() {
  const t = useT();
  const accounts = useParentAccounts();
  const invitations = usePagedList(invitationPages());
  const pending = useQuery(pendingInvitationsQuery());
  const [inviting, setInviting] = useState(false);
  // Issue 13: the directors' Billing area is reached from here.
  const canBill = useCan('billing.manage');
  // Issue 35: families' finances are for directors; the rest of the staff see none of them
  // (the server sends no billing columns to them either).
  const seesBilling = useCan('billing.read');
  const canManageAccounts = useCan('account.manage');
  const canEditAccounts = useCan('parentAccount.update');
  // The tab lives in the URL (?tab=invitations) so reload and back keep it.
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'invitations' ? 'invitations' : 'accounts';
  const select = (id: Tab) => setParams(id === 'accounts' ? {} : { tab: id }, { replace: true });

  const list = accounts.data ?? [];
  const families = {
    label: t('parentManagement.stats.totalFamilies'),
    value: list.length,
    icon: Users,
    tint: 'bg-blue-100 text-blue-800',
  };
  const pendingInvitations = {
    label: t('parentManagement.stats.pendingInvitations'),
    value: pending.data?.pending ?? 0,
    icon: Mail,
    tint: 'bg-amber-100 text-amber-900',
  };
  const stats = seesBilling
    ? [
        families,
        {
          label: t('parentManagement.stats.activeSubscriptions'),
          value: list.filter((a) => a.subscriptionStatus === 'active').length,
          icon: CreditCard,
          tint: 'bg-green-100 text-green-800',
        },
        pendingInvitations,
        {
          label: t('parentManagement.stats.paymentIssues'),
          value: list.filter(
            (a) => a.paymentStatus === 'failed' || a.subscriptionStatus === 'past_due',
          ).length,
          icon: AlertTriangle,
          tint: 'bg-red-100 text-red-800',
        },
      ]
    : [families, pendingInvitations];

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('parentManagement.title')}
        description={t('parentManagement.description')}
        actions={
          <>
            {canBill ? (
              <Link to="/billing" className={buttonClasses('outline', 'md')}>
                <Receipt aria-hidden="true" /> {t('parentManagement.billingLink')}
              </Link>
            ) : null}
            <Button onClick={() => setInviting(true)}>
              <Plus aria-hidden="true" /> {t('parentManagement.invite.title')}
            </Button>
          </>
        }
      />
      {accounts.isPending || invitations.isPending ? (
        <LoadingIndicator message={t('parentManagement.loadingFamilies')} />
      ) : (
        <StatCardList label={t('parentManagement.stats.label')} cards={stats} />
      )}
      <Tabs
        label={t('parentManagement.tabs.label')}
        selected={tab}
        onSelect={select}
        tabs={[
          {
            id: 'accounts',
            label: t('parentManagement.tabs.accounts'),
            content: accounts.isPending ? (
              <LoadingIndicator message={t('parentManagement.accounts.loading')} />
            ) : accounts.isError ? (
              <Failed
                message={accounts.error.message || t('parentManagement.accounts.loadFailed')}
              />
            ) : (
              <TableOrCards
                count={accounts.data.length}
                empty={t('parentManagement.accounts.empty')}
                table={
                  <ParentAccountsTable
                    accounts={accounts.data}
                    billing={seesBilling}
                    passwordLinks={canManageAccounts}
                    editable={canEditAccounts}
                  />
                }
                cards={
                  <ParentAccountCards
                    accounts={accounts.data}
                    billing={seesBilling}
                    passwordLinks={canManageAccounts}
                    editable={canEditAccounts}
                  />
                }
              />
            ),
          },
          {
            id: 'invitations',
            label: t('parentManagement.tabs.invitations'),
            content: invitations.isPending ? (
              <LoadingIndicator message={t('parentManagement.invitations.loading')} />
            ) : invitations.isError ? (
              <Failed
                message={invitations.error?.message || t('parentManagement.invitations.loadFailed')}
              />
            ) : (
              <>
                <TableOrCards
                  count={invitations.data?.length ?? 0}
                  empty={t('parentManagement.invitations.empty')}
                  table={<InvitationsTable invitations={invitations.data ?? []} />}
                  cards={<InvitationCards invitations={invitations.data ?? []} />}
                />
                <LoadMore
                  list={invitations}
                  what={t('parentManagement.invitations.loadMoreWhat')}
                />
              </>
            ),
          },
        ]}
      />
      <InviteParentDialog
        open={inviting}
        onOpenChange={setInviting}
        onCreated={() => select('invitations')}
      />
    </div>
  );
}
