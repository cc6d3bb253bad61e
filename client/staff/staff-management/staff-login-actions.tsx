import { Ban, MailPlus, RotateCcw, ShieldCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { StaffLogin } from '../../../contract/staff-accounts.ts';
import type { StaffResponse } from '../../../contract/staff.ts';
import { ResetTwoStep } from '../../components/accounts/reset-two-step.tsx';
import { SendPasswordLink } from '../../components/accounts/send-password-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { InviteStaffDialog } from './invite-staff-dialog.tsx';
import { permissionRoleLabels } from './permission-role-field.tsx';
import {
  sendStaffPasswordLink,
  useResetStaffTwoStep,
  useRevokeStaffInvitation,
  useSetStaffActive,
  useSetStaffRole,
} from './queries.ts';

type Confirm = 'revoke' | 'deactivate' | 'role' | null;

/**
 * A director's actions on a staff member's sign-in, by its state: invite (no login), re-send
 * or revoke (invited), reset e-mail, permission role and deactivate (active), reactivate
 * (deactivated). The server refuses the last active director's deactivation or demotion.
 */
export function StaffLoginActions({
  member,
  login,
}: {
  member: StaffResponse;
  login: StaffLogin | null;
}) {
  const t = useT();
  const name = fullName(member);
  const [inviting, setInviting] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const revoke = useRevokeStaffInvitation();
  const setActive = useSetStaffActive();
  const setRole = useSetStaffRole();
  const resetTwoStep = useResetStaffTwoStep(member.id);
  const close = () => setConfirm(null);
  // A long label (German's two-step reset or password link) wraps inside a phone's dialog.
  const wrapping = 'h-auto min-h-11 py-2 whitespace-normal!';
  const button = { variant: 'outline', size: 'sm', className: wrapping } as const;
  const otherRole = login?.role === 'director' ? 'staff' : 'director';
  const done = (title: string) => () => {
    close();
    toast({ title, description: name });
  };

  const state = login?.state ?? 'none';
  return (
    <div className="flex flex-wrap gap-2">
      {state === 'none' ? (
        <Button
          {...button}
          aria-label={t('accountAdmin.inviteFor', { name })}
          onClick={() => setInviting(true)}
        >
          <MailPlus aria-hidden="true" /> {t('accountAdmin.invite')}
        </Button>
      ) : null}
      {state === 'invited' || state === 'invitationExpired' ? (
        <>
          <Button
            {...button}
            aria-label={t('accountAdmin.resendFor', { name })}
            onClick={() => setInviting(true)}
          >
            <MailPlus aria-hidden="true" /> {t('accountAdmin.resend')}
          </Button>
          <Button
            {...button}
            aria-label={t('accountAdmin.revokeFor', { name })}
            onClick={() => setConfirm('revoke')}
          >
            <XCircle aria-hidden="true" /> {t('accountAdmin.revoke')}
          </Button>
        </>
      ) : null}
      {state === 'active' ? (
        <>
          <SendPasswordLink
            name={name}
            send={() => sendStaffPasswordLink(member.id)}
            className={wrapping}
          />
          {login?.twoStepOn ? (
            <ResetTwoStep name={name} reset={resetTwoStep} className={wrapping} />
          ) : null}
          <Button
            {...button}
            aria-label={t('accountAdmin.changeRoleFor', {
              name,
              role: t(permissionRoleLabels[otherRole]),
            })}
            onClick={() => setConfirm('role')}
          >
            <ShieldCheck aria-hidden="true" />{' '}
            {t('accountAdmin.changeRole', { role: t(permissionRoleLabels[otherRole]) })}
          </Button>
          <Button
            {...button}
            aria-label={t('accountAdmin.deactivateFor', { name })}
            onClick={() => setConfirm('deactivate')}
          >
            <Ban aria-hidden="true" /> {t('accountAdmin.deactivate')}
          </Button>
        </>
      ) : null}
      {state === 'deactivated' ? (
        <Button
          {...button}
          aria-label={t('accountAdmin.reactivateFor', { name })}
          disabled={setActive.isPending}
          onClick={() =>
            setActive.mutate(
              { id: member.id, active: true },
              {
                onSuccess: done(t('accountAdmin.reactivated')),
                onError: (error) => toastError(error, t('accountAdmin.reactivateFailed')),
              },
            )
          }
        >
          <RotateCcw aria-hidden="true" /> {t('accountAdmin.reactivate')}
        </Button>
      ) : null}
      {inviting ? (
        <InviteStaffDialog
          member={member}
          role={login?.role}
          onOpenChange={(open) => !open && setInviting(false)}
        />
      ) : null}
      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(open) => !open && close()}
        title={t('accountAdmin.revokeTitle', { name })}
        description={t('accountAdmin.revokeDescription')}
        confirmLabel={t('accountAdmin.revoke')}
        pendingLabel={t('accountAdmin.working')}
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(member.id, {
            onSuccess: done(t('accountAdmin.revoked')),
            onError: (error) => toastError(error, t('accountAdmin.revokeFailed')),
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'deactivate'}
        onOpenChange={(open) => !open && close()}
        title={t('accountAdmin.deactivateTitle', { name })}
        description={t('accountAdmin.deactivateDescription')}
        confirmLabel={t('accountAdmin.deactivate')}
        pendingLabel={t('accountAdmin.working')}
        pending={setActive.isPending}
        onConfirm={() =>
          setActive.mutate(
            { id: member.id, active: false },
            {
              onSuccess: done(t('accountAdmin.deactivated')),
              onError: (error) => toastError(error, t('accountAdmin.deactivateFailed')),
            },
          )
        }
      />
      <ConfirmDialog
        open={confirm === 'role'}
        onOpenChange={(open) => !open && close()}
        title={t('accountAdmin.roleTitle', { name, role: t(permissionRoleLabels[otherRole]) })}
        description={t('accountAdmin.roleHint')}
        confirmLabel={t('accountAdmin.roleConfirm')}
        pendingLabel={t('accountAdmin.working')}
        pending={setRole.isPending}
        onConfirm={() =>
          setRole.mutate(
            { id: member.id, role: otherRole },
            {
              onSuccess: done(t('accountAdmin.roleChanged')),
              onError: (error) => toastError(error, t('accountAdmin.roleFailed')),
            },
          )
        }
      />
    </div>
  );
}
