import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { QrCode } from '../components/qr-code.tsx';
import { useT } from '../i18n/use-t.ts';
import { ApiError, call } from '../lib/api.ts';
import { toastError } from '../lib/toast-error.ts';

export const twoStepKey = ['account', 'two-step'] as const;

/** The secret as apps show it: groups of four, easier to copy by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Turning on an authenticator app (decision 069): the secret as a QR code (drawn here) and as
 * text, a first code to prove the app has it, then the ten recovery codes, shown this once.
 * `onDone` runs when the person has seen their recovery codes.
 */
export function TwoStepSetup({ onDone }: { onDone: () => void }) {
  const t = useT();
  const setup = useQuery({
    queryKey: [...twoStepKey, 'setup'],
    queryFn: () => call('POST /api/account/two-step/setup'),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const confirm = useMutation({
    mutationFn: () => call('POST /api/account/two-step/confirm', { body: { code } }),
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 400)
        setError(failure.fieldErrors?.code ?? failure.message);
      else toastError(failure, t('twoStep.turnOnFailed'));
    },
  });

  if (confirm.data)
    return (
      <RecoveryCodes
        codes={confirm.data.recoveryCodes}
        status={t('twoStep.nowOn')}
        onDone={onDone}
      />
    );
  if (setup.isPending) return <p className="text-sm text-slate-600">{t('twoStep.preparing')}</p>;
  if (setup.isError)
    return (
      <p role="alert" className="text-red-700">
        {setup.error.message}
      </p>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!code.trim()) setError(t('twoStep.codeNeeded'));
    else confirm.mutate();
  };
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('twoStep.stepInstall')}</li>
        <li>{t('twoStep.stepScan')}</li>
        <li>{t('twoStep.stepCode')}</li>
      </ol>
      <div className="flex justify-center">
        <QrCode text={setup.data.otpauthUri} label={t('twoStep.qrLabel')} />
      </div>
      <div className="space-y-1">
        <p className="text-sm text-slate-700">{t('twoStep.secretLabel')}</p>
        <p className="rounded-md bg-slate-100 px-3 py-2">
          <code
            data-testid="two-step-secret"
            className="font-mono text-base break-all text-slate-900 select-all"
          >
            {grouped(setup.data.secret)}
          </code>
        </p>
      </div>
      <form noValidate onSubmit={submit} className="space-y-3">
        <FormField id="two-step-setup-code" label={t('twoStep.firstCode')} error={error}>
          {(control) => (
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(undefined);
              }}
              {...control}
            />
          )}
        </FormField>
        <Button type="submit" className="min-h-11" disabled={confirm.isPending}>
          {confirm.isPending ? t('twoStep.turningOn') : t('twoStep.turnOn')}
        </Button>
      </form>
    </div>
  );
}

/**
 * The ten recovery codes, shown once: to copy, print or write down. `status` says what just
 * happened (turned on, or new codes made).
 */
export function RecoveryCodes(props: { codes: string[]; status: string; onDone: () => void }) {
  const { codes, onDone } = props;
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard?.writeText(codes.join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="space-y-4">
      <p role="status" className="font-medium text-green-800">
        {props.status}
      </p>
      <h3 className="text-lg font-semibold text-slate-900">{t('twoStep.recoveryTitle')}</h3>
      <p className="text-sm text-slate-700">{t('twoStep.recoveryDescription')}</p>
      <ul
        aria-label={t('twoStep.recoveryTitle')}
        className="grid grid-cols-1 gap-2 rounded-md bg-slate-100 p-3 font-mono text-base text-slate-900 min-[360px]:grid-cols-2"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" className="min-h-11" onClick={() => void copy()}>
          {copied ? t('twoStep.copied') : t('twoStep.copyCodes')}
        </Button>
        <Button className="min-h-11" onClick={onDone}>
          {t('twoStep.savedCodes')}
        </Button>
      </div>
    </div>
  );
}
