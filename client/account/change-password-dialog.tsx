import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type ChangePasswordRequest, changePasswordRequest } from '../../contract/account.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog.tsx';
import type { DialogSlotProps } from '../components/ui/dialog-slot.ts';
import { FormActions } from '../components/ui/form-actions.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { toast } from '../components/ui/toast-store.ts';
import { t as translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { ApiError, call } from '../lib/api.ts';

/** Shared by both portals: the current password is required; other sessions are ended. */
export function ChangePasswordDialog({ open, onOpenChange }: DialogSlotProps) {
  const t = useT();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: (body: ChangePasswordRequest) => call('POST /api/account/password', { body }),
    onSuccess: () => {
      toast({
        title: translate('account.passwordChanged'),
        description: translate('account.passwordChangedDescription'),
      });
      form.reset();
      onOpenChange(false);
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.fieldErrors?.currentPassword : undefined;
      if (field) form.setError('currentPassword', { message: field });
      else
        toast({
          title: translate('common.error'),
          description: error.message,
          variant: 'destructive',
        });
    },
  });
  const errors = form.formState.errors;
  const fields = [
    ['currentPassword', t('account.currentPassword'), 'current-password'],
    ['newPassword', t('account.newPassword'), 'new-password'],
    ['confirmPassword', t('account.confirmNewPassword'), 'new-password'],
  ] as const;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('account.changePassword')}</DialogTitle>
          <DialogDescription>{t('account.passwordSignsOutOthers')}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          noValidate
          onSubmit={form.handleSubmit((v) => change.mutate(v))}
        >
          {fields.map(([name, label, autoComplete]) => (
            <FormField
              key={name}
              id={`password-${name}`}
              label={label}
              error={errors[name]?.message}
              hint={name === 'newPassword' ? t('account.passwordMinimum') : undefined}
            >
              {(control) => (
                <Input
                  type="password"
                  autoComplete={autoComplete}
                  {...control}
                  {...form.register(name)}
                />
              )}
            </FormField>
          ))}
          <FormActions
            onCancel={() => onOpenChange(false)}
            pending={change.isPending}
            submitLabel={t('account.changePassword')}
            pendingLabel={t('common.saving')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
