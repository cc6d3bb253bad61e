import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../components/ui/card.tsx';
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
import { toast } from '../components/ui/toast-store.ts';
import { useT } from '../i18n/use-t.ts';
import { ApiError, call, routeQuery } from '../lib/api.ts';
import { toastError } from '../lib/toast-error.ts';
import { TwoStepSetup, twoStepKey } from './two-step-setup.tsx';

/**
 * Two-step sign-in in both portals' Settings (decision 069): on or off, the recovery codes
 * left, turning it on (the set-up in a dialog) and off (the password and a code).
 */
export function TwoStepCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoStepKey, ...routeQuery('GET /api/account/two-step') });
  const [turningOn, setTurningOn] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoStepKey });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('twoStep.title')}</CardTitle>
        <CardDescription>{t('twoStep.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {status.isPending ? (
          <p className="text-sm text-slate-600">{t('twoStep.loading')}</p>
        ) : status.isError ? (
          <p role="alert" className="text-red-700">
            {t('twoStep.loadFailed')}
          </p>
        ) : status.data.enabled ? (
          <>
            <p className="font-medium text-green-800">{t('twoStep.statusOn')}</p>
            <p className="text-sm text-slate-700">
              {t('twoStep.recoveryLeft', { count: status.data.recoveryCodesLeft })}
            </p>
            {status.data.required ? (
              <p className="text-sm text-slate-700">{t('twoStep.requiredByCentre')}</p>
            ) : (
              <Button variant="outline" className="min-h-11" onClick={() => setTurningOff(true)}>
                {t('twoStep.turnOff')}
              </Button>
            )}
          </>
        ) : (
          <>
            <p className="text-sm text-slate-700">{t('twoStep.statusOff')}</p>
            <Button className="min-h-11" onClick={() => setTurningOn(true)}>
              {t('twoStep.setUp')}
            </Button>
          </>
        )}
      </CardContent>
      <Dialog
        open={turningOn}
        onOpenChange={(open) => {
          setTurningOn(open);
          if (!open) void refresh();
        }}
      >
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{t('twoStep.setUpTitle')}</DialogTitle>
            <DialogDescription>{t('twoStep.setUpDescription')}</DialogDescription>
          </DialogHeader>
          {turningOn ? (
            <TwoStepSetup
              onDone={() => {
                setTurningOn(false);
                void refresh();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <TurnOffDialog
        open={turningOff}
        onOpenChange={setTurningOff}
        onDone={() => {
          setTurningOff(false);
          toast({ title: t('twoStep.turnedOff') });
          void refresh();
        }}
      />
    </Card>
  );
}

function TurnOffDialog({
  open,
  onOpenChange,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const t = useT();
  const [values, setValues] = useState({ currentPassword: '', code: '' });
  const [errors, setErrors] = useState<{ currentPassword?: string; code?: string }>({});
  const turnOff = useMutation({
    mutationFn: () => call('POST /api/account/two-step/disable', { body: values }),
    onSuccess: () => {
      setValues({ currentPassword: '', code: '' });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors)
        setErrors({
          currentPassword: error.fieldErrors.currentPassword,
          code: error.fieldErrors.code,
        });
      else toastError(error, t('twoStep.turnOffFailed'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    turnOff.mutate();
  };
  const field = (name: 'currentPassword' | 'code') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('twoStep.turnOffTitle')}</DialogTitle>
          <DialogDescription>{t('twoStep.turnOffDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormField
            id="two-step-off-password"
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
          <FormField id="two-step-off-code" label={t('twoStep.codeOrRecovery')} error={errors.code}>
            {(control) => (
              <Input autoComplete="one-time-code" maxLength={20} {...control} {...field('code')} />
            )}
          </FormField>
          <FormActions
            onCancel={() => onOpenChange(false)}
            pending={turnOff.isPending}
            submitLabel={t('twoStep.turnOff')}
            pendingLabel={t('common.saving')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
