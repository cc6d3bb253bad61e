import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';
import { staffQuery } from '../../lib/query-options.ts';
import { useCan } from '../../lib/session.ts';
import { StaffFormDialog } from './staff-form-dialog.tsx';

/**
 * The team so far and Add Staff Member (with an e-mail, an invitation to choose a password:
 * decision 059), as the first-start set-up's last step shows them.
 */
export function TeamStep() {
  const t = useT();
  const staff = useQuery(staffQuery());
  const mayInvite = useCan('account.manage');
  const [adding, setAdding] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('centreSetup.staff.title')}</CardTitle>
        <Button className="min-h-11" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {t('staffManagement.add')}
        </Button>
      </CardHeader>
      <CardContent>
        {staff.isPending ? (
          <p role="status" className="text-sm text-slate-700">
            {t('centreSetup.staff.loading')}
          </p>
        ) : staff.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('centreSetup.staff.loadFailed')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t('centreSetup.staff.title')}>
            {staff.data.map((member) => (
              <li key={member.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span className="font-medium text-slate-900">{fullName(member)}</span>
                <span className="text-slate-700">{member.role}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <StaffFormDialog open={adding} onOpenChange={setAdding} mayInvite={mayInvite} />
    </Card>
  );
}
