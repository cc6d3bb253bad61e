import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { ParentAccountListItem } from '../../../contract/parent-accounts.ts';
import { ResetTwoStep } from '../../components/accounts/reset-two-step.tsx';
import { SendPasswordLink } from '../../components/accounts/send-password-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { toastError } from '../../lib/toast-error.ts';
import { cn } from '../../lib/cn.ts';
import { EditParentDialog } from './edit-parent-dialog.tsx';
import { sendParentPasswordLink, useResetParentTwoStep, useSetParentActive } from './queries.ts';

/**
 * What may be done to one family's account (decision 062): staff correct the name and phone;
 * directors send a password link, deactivate (every session ends at once) and reactivate.
 */
export function ParentAccountActions(props: {
  account: ParentAccountListItem;
  /** Staff: Edit. */
  edit: boolean;
  /** Directors: password link, deactivate, reactivate. */
  manage: boolean;
  className?: string;
}) {
  const { account: a, edit, manage } = props;
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [deactivating, setDeactivating] = useState(false);
  const setActive = useSetParentActive();
  const resetTwoStep = useResetParentTwoStep(a.id);
  const name = `${a.firstName} ${a.lastName}`;
  // A long label (German's password-link button) wraps inside a phone's card.
  const button = cn('h-auto min-h-11 py-2 whitespace-normal!', props.className);
  const change = (active: boolean, done: string, failed: string) =>
    setActive.mutate(
      { id: a.id, active },
      {
        onSuccess: () => {
          setDeactivating(false);
          toast({ title: done });
        },
        onError: (error) => toastError(error, failed),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      {edit ? (
        <Button
          variant="outline"
          size="sm"
          className={button}
          aria-label={t('parentManagement.edit.buttonFor', { name })}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden="true" /> {t('parentManagement.edit.button')}
        </Button>
      ) : null}
      {manage && a.isActive ? (
        <>
          <SendPasswordLink
            name={name}
            send={() => sendParentPasswordLink(a.id)}
            className={button}
          />
          {a.twoStepOn ? (
            <ResetTwoStep name={name} reset={resetTwoStep} className={button} />
          ) : null}
          <Button
            variant="outline"
            size="sm"
            className={button}
            aria-label={t('accountAdmin.deactivateFor', { name })}
            onClick={() => setDeactivating(true)}
          >
            {t('accountAdmin.deactivate')}
          </Button>
        </>
      ) : null}
      {manage && !a.isActive ? (
        <Button
          variant="outline"
          size="sm"
          className={button}
          aria-label={t('accountAdmin.reactivateFor', { name })}
          disabled={setActive.isPending}
          onClick={() =>
            change(true, t('accountAdmin.reactivated'), t('accountAdmin.reactivateFailed'))
          }
        >
          {t('accountAdmin.reactivate')}
        </Button>
      ) : null}
      {edit ? <EditParentDialog account={a} open={editing} onOpenChange={setEditing} /> : null}
      <ConfirmDialog
        open={deactivating}
        onOpenChange={setDeactivating}
        title={t('accountAdmin.deactivateTitle', { name })}
        description={t('accountAdmin.deactivateDescription')}
        confirmLabel={t('accountAdmin.deactivate')}
        pendingLabel={t('common.saving')}
        pending={setActive.isPending}
        onConfirm={() =>
          change(false, t('accountAdmin.deactivated'), t('accountAdmin.deactivateFailed'))
        }
      />
    </div>
  );
}
