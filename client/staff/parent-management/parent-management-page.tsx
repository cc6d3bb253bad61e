import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CreditCard, Mail, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { StatCardList } from '../../components/ui/stat-card-list.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { invitationPages, pendingInvitationsQuery } from '../../lib/query-options.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { InvitationsTable } from './invitations-table.tsx';
import { InviteParentDialog } from './invite-parent-dialog.tsx';
import { ParentAccountsTable } from './parent-accounts-table.tsx';
import { useParentAccounts } from './queries.ts';

type Tab = 'accounts' | 'invitations';

function Failed({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-red-800">
      {message}
    </p>
  );
}

export function ParentManagementPage() {
  const accounts = useParentAccounts();
  const invitations = usePagedList(invitationPages());
  const pending = useQuery(pendingInvitationsQuery());
  const [inviting, setInviting] = useState(false);
  // The tab lives in the URL (?tab=invitations) so reload and back keep it.
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'invitations' ? 'invitations' : 'accounts';
  const select = (id: Tab) => setParams(id === 'accounts' ? {} : { tab: id }, { replace: true });

  const list = accounts.data ?? [];
  const stats = [
    { label: 'Total Families', value: list.length, icon: Users, tint: 'bg-blue-100 text-blue-800' },
    {
      label: 'Active Subscriptions',
      value: list.filter((a) => a.subscriptionStatus === 'active').length,
      icon: CreditCard,
      tint: 'bg-green-100 text-green-800',
    },
    {
      label: 'Pending Invitations',
      value: pending.data?.pending ?? 0,
      icon: Mail,
      tint: 'bg-amber-100 text-amber-900',
    },
    {
      label: 'Payment Issues',
      value: list.filter((a) => a.paymentStatus === 'failed' || a.subscriptionStatus === 'past_due')
        .length,
      icon: AlertTriangle,
      tint: 'bg-red-100 text-red-800',
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Parent Management"
        description="Family accounts, subscriptions and registration invitations."
        actions={
          <Button onClick={() => setInviting(true)}>
            <Plus aria-hidden="true" /> Invite Parent
          </Button>
        }
      />
      {accounts.isPending || invitations.isPending ? (
        <LoadingIndicator message="Loading families..." />
      ) : (
        <StatCardList label="Family summary" cards={stats} />
      )}
      <Tabs
        label="Parent management views"
        selected={tab}
        onSelect={select}
        tabs={[
          {
            id: 'accounts',
            label: 'Parent Accounts',
            content: accounts.isPending ? (
              <LoadingIndicator message="Loading parent accounts..." />
            ) : accounts.isError ? (
              <Failed
                message={
                  accounts.error.message ||
                  'Failed to load parent accounts. Please try refreshing the page.'
                }
              />
            ) : (
              <ParentAccountsTable accounts={accounts.data} />
            ),
          },
          {
            id: 'invitations',
            label: 'Invitations',
            content: invitations.isPending ? (
              <LoadingIndicator message="Loading invitations..." />
            ) : invitations.isError ? (
              <Failed
                message={
                  invitations.error?.message ||
                  'Failed to load invitations. Please try refreshing the page.'
                }
              />
            ) : (
              <>
                <InvitationsTable invitations={invitations.data ?? []} />
                <LoadMore list={invitations} what="invitations" />
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
