import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { fullName } from '../../lib/format.ts';
import { childrenQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useLinkFamily } from './guardian-queries.ts';

type Child = { id: number; firstName: string; lastName: string };

function LinkFamilyForm({ child, onDone }: { child: Child; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const children = useQuery(childrenQuery());
  const link = useLinkFamily(child.id);
  const [siblingId, setSiblingId] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!siblingId) {
      setError(msg('errors.chooseSibling'));
      return;
    }
    link.mutate(
      { siblingId: Number(siblingId) },
      {
        onSuccess: ({ invited }) => {
          toast({
            title: t('guardians.familyDialog.sent'),
            description: t('guardians.familyDialog.sentDescription', { count: invited }),
          });
          onDone();
        },
        onError: (failure) => {
          if (failure instanceof ApiError) setError(failure.fieldErrors?.siblingId);
          toastError(failure, t('guardians.familyDialog.failed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        id={`${id}-sibling`}
        label={t('guardians.familyDialog.sibling')}
        hint={t('guardians.familyDialog.hint')}
        error={error}
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={siblingId}
            onChange={(e) => setSiblingId(e.target.value)}
          >
            <option value="">{t('guardians.familyDialog.choose')}</option>
            {(children.data ?? [])
              .filter((c) => c.id !== child.id)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {fullName(c)} ({c.room})
                </option>
              ))}
          </NativeSelect>
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={link.isPending}
        submitLabel={t('guardians.familyDialog.send')}
        pendingLabel={t('guardians.inviteDialog.sending')}
      />
    </form>
  );
}

/**
 * A sibling enrolled later joins the family (decision 062): each guardian of the chosen
 * brother or sister confirms from an e-mailed link, and the child then shares their billing
 * account.
 */
export function LinkFamilyDialog({
  child,
  open,
  onOpenChange,
}: DialogSlotProps & { child: Child }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('guardians.familyDialog.title', { name: fullName(child) })}
      description={t('guardians.familyDialog.description')}
    >
      <LinkFamilyForm child={child} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
