import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import type { Guardian } from '../../../contract/guardians.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate, fullName } from '../../lib/format.ts';
import { guardianRelationshipLabels } from './guardian-labels.ts';
import { useCan } from '../../lib/session.ts';
import { useChildGuardians } from './guardian-queries.ts';
import { InviteGuardianDialog } from './invite-guardian-dialog.tsx';
import { LinkFamilyDialog } from './link-family-dialog.tsx';
import { RemoveGuardianDialog } from './remove-guardian-dialog.tsx';

/**
 * The Child Profile's Guardians section (decision 062): the parent accounts linked to the
 * child, the links waiting to be confirmed, and what staff (invite, link a sibling's family)
 * and directors (remove one guardian's access) may do about them.
 */
export function ChildGuardians({
  child,
}: {
  child: { id: number; firstName: string; lastName: string };
}) {
  const t = useT();
  const guardians = useChildGuardians(child.id);
  const canInvite = useCan('parentInvitation.manage');
  const canRemove = useCan('guardian.remove');
  const [inviting, setInviting] = useState(false);
  const [linking, setLinking] = useState(false);
  const [removing, setRemoving] = useState<Guardian | null>(null);
  const headingId = `child-${child.id}-guardians`;
  const relationship = (value: string) => {
    const label = guardianRelationshipLabels[value];
    return label ? t(label) : value;
  };

  let body;
  if (guardians.isPending) body = <LoadingIndicator message={t('guardians.loading')} />;
  else if (guardians.isError)
    body = <p className="text-sm text-red-700">{t('guardians.loadFailed')}</p>;
  else {
    const { guardians: linked, invitations } = guardians.data;
    body = (
      <>
        {linked.length === 0 ? (
          <p className="text-sm text-slate-600">{t('guardians.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {linked.map((g) => (
              <li
                key={g.parentAccountId}
                className="flex flex-wrap items-center justify-between gap-2 p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {fullName(g)}{' '}
                    <span className="font-normal text-slate-600">
                      ({relationship(g.relationship)})
                    </span>
                    {g.isActive ? null : (
                      <Badge variant="neutral" className="ml-2">
                        {t('guardians.deactivated')}
                      </Badge>
                    )}
                  </p>
                  <p className="text-sm break-words text-slate-600">
                    {g.email} · {g.phoneNumber}
                  </p>
                </div>
                {canRemove ? (
                  <Button variant="outline" size="sm" onClick={() => setRemoving(g)}>
                    {t('guardians.remove', { name: fullName(g) })}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {invitations.length > 0 ? (
          <ul className="space-y-1 text-sm text-slate-600">
            {invitations.map((i) => (
              <li key={i.id} className="break-words">
                {i.status === 'pending'
                  ? t('guardians.waiting', { email: i.email, date: formatDate(i.expiresAt) })
                  : t('guardians.expired', { email: i.email })}
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <Users aria-hidden="true" className="size-4" />
        {t('guardians.title')}
      </h3>
      {body}
      {canInvite ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" />
            {t('guardians.invite')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setLinking(true)}>
            {t('guardians.linkFamily')}
          </Button>
        </div>
      ) : null}
      <InviteGuardianDialog child={child} open={inviting} onOpenChange={setInviting} />
      <LinkFamilyDialog child={child} open={linking} onOpenChange={setLinking} />
      <RemoveGuardianDialog
        child={child}
        guardian={removing}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
      />
    </section>
  );
}
