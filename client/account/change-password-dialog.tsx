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
import { ApiError, api } from '../lib/api.ts';

/** Shared by both portals: the current password is required; other sessions are ended. */
export function ChangePasswordDialog({ open, onOpenChange }: DialogSlotProps) {
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.post('/api/account/password', body),
    onSuccess: () => {
      toast({
        title: 'Password changed',
        description: 'You have been signed out everywhere else.',
      });
      form.reset();
      onOpenChange(false);
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.fieldErrors?.currentPassword : undefined;
      if (field) form.setError('currentPassword', { message: field });
      else toast({ title: 'Error', description: error.message, variant: 'destructive' });
    },
  });
  const errors = form.formState.errors;
  const fields = [
    ['currentPassword', 'Current password', 'current-password'],
    ['newPassword', 'New password', 'new-password'],
    ['confirmPassword', 'Confirm new password', 'new-password'],
  ] as const;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Changing your password signs you out on every other device.
          </DialogDescription>
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
              hint={name === 'newPassword' ? 'Minimum 6 characters' : undefined}
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
            submitLabel="Change Password"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
