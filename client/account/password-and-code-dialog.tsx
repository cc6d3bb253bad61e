import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { TwoStepDisableRequest } from '../../contract/two-step.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog.tsx';
import { FormActions } from '../components/ui/form-actions.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { useT } from '../i18n/use-t.ts';
import { ApiError } from '../lib/api.ts';
import { toastError } from '../lib/toast-error.ts';

type Values = Required<TwoStepDisableRequest>;

/**
 * What changes one's two-step sign-in asks first (decision 069): the password and a code from
 * the app or a recovery code. `done` is what the dialog shows once it worked (the new
 * recovery codes); without it the dialog is closed by `onDone`.
 */
export function PasswordAndCodeDialog<R>(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Makes the field ids unique on the page. */
  id: string;
  title: string;
  description: string;
  submitLabel: string;
  failedLabel: string;
  send: (values: Values) => Promise<R>;
  onDone?: (result: R) => void;
  done?: (result: R) => ReactNode;
}) {
  const t = useT();
  const [values, setValues] = useState<Values>({ currentPassword: '', code: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const mutation = useMutation({
    mutationFn: () => props.send(values),
    onSuccess: (result) => {
      setValues({ currentPassword: '', code: '' });
      props.onDone?.(result);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors)
        setErrors({
          currentPassword: error.fieldErrors.currentPassword,
          code: error.fieldErrors.code,
        });
      else toastError(error, props.failedLabel);
    },
  });
  const openChange = (open: boolean) => {
    if (!open) {
      mutation.reset();
      setErrors({});
    }
    props.onOpenChange(open);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    mutation.mutate();
  };
  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  const result = mutation.data;
  return (
    <Dialog open={props.open} onOpenChange={openChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {result !== undefined && props.done ? (
          props.done(result)
        ) : (
          <form noValidate onSubmit={submit} className="space-y-4">
            <FormField
              id={`${props.id}-password`}
              label={t('twoStep.password')}
              error={errors.currentPassword}
            >
              {(control) => (
                <Input
                  type="password"
                  autoComplete="current-password"
                  {...control}
                  {...field('currentPassword')}
                />
              )}
            </FormField>
            <FormField
              id={`${props.id}-code`}
              label={t('twoStep.codeOrRecovery')}
              error={errors.code}
            >
              {(control) => (
                <Input
                  autoComplete="one-time-code"
                  maxLength={20}
                  {...control}
                  {...field('code')}
                />
              )}
            </FormField>
            <FormActions
              onCancel={() => openChange(false)}
              pending={mutation.isPending}
              submitLabel={props.submitLabel}
              pendingLabel={t('common.saving')}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
