import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { pinProblem } from '../../../contract/kiosk.ts';
import { QrCode } from '../../components/qr-code.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError, call, routeQuery } from '../../lib/api.ts';

const pinKey = ['account', 'kiosk-pin'] as const;
const codeKey = ['account', 'kiosk-code'] as const;

/**
 * The door kiosk (decision 070): the guardian's PIN, typed at the kiosk after their phone's
 * last four digits, and the code that changes every 30 seconds, shown as a QR code.
 */
export function KioskAccessCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: pinKey, ...routeQuery('GET /api/account/kiosk-pin') });
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [showCode, setShowCode] = useState(false);
  const save = useMutation({
    mutationFn: (value: string) => call('PUT /api/account/kiosk-pin', { body: { pin: value } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pinKey, saved);
      setPin('');
      toast({ title: translate('kiosk.pinSaved') });
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiError
          ? (failure.fieldErrors?.pin ?? failure.message)
          : String(failure),
      ),
  });
  const remove = useMutation({
    mutationFn: () => call('DELETE /api/account/kiosk-pin'),
    onSuccess: (saved) => {
      queryClient.setQueryData(pinKey, saved);
      toast({ title: translate('kiosk.pinRemoved') });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = pinProblem(pin);
    setError(problem ?? undefined);
    if (!problem) save.mutate(pin);
  };
  const data = status.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('kiosk.parentTitle')}</CardTitle>
        <CardDescription>{t('kiosk.parentDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {data && (
          <p className="text-sm text-slate-700">
            {data.isSet
              ? t('kiosk.pinIsSet', { last4: data.phoneLast4 ?? '—' })
              : data.phoneLast4
                ? t('kiosk.pinNotSet', { last4: data.phoneLast4 })
                : t('kiosk.pinNeedsPhone')}
          </p>
        )}
        <form onSubmit={submit} className="space-y-3" noValidate>
          <FormField
            id="kiosk-new-pin"
            label={data?.isSet ? t('kiosk.changePin') : t('kiosk.newPin')}
            hint={t('kiosk.pinRule')}
            error={error}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                inputMode="numeric"
                autoComplete="new-password"
                maxLength={12}
                value={pin}
                onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
                className="max-w-xs"
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending || pin === ''}>
              {t('kiosk.savePin')}
            </Button>
            {data?.isSet && (
              <Button variant="outline" disabled={remove.isPending} onClick={() => remove.mutate()}>
                {t('kiosk.removePin')}
              </Button>
            )}
          </div>
        </form>
        <div className="border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={() => setShowCode(true)}>
            {t('kiosk.showCode')}
          </Button>
        </div>
      </CardContent>
      <CodeDialog open={showCode} onOpenChange={setShowCode} />
    </Card>
  );
}

/** The code of this 30-second step, asked again when the next one takes over. */
function CodeDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const code = useQuery({
    queryKey: codeKey,
    ...routeQuery('GET /api/account/kiosk-code'),
    enabled: props.open,
    gcTime: 0,
    staleTime: 0,
    refetchInterval: (query) => {
      const refreshAt = query.state.data?.refreshAt;
      const wait = refreshAt ? new Date(refreshAt).getTime() - Date.now() : 30_000;
      return Math.min(Math.max(wait + 250, 1000), 30_000);
    },
  });
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('kiosk.codeTitle')}
      description={t('kiosk.codeDescription')}
    >
      {code.data ? (
        <div className="space-y-3 text-center">
          <QrCode text={code.data.code} label={t('kiosk.qrLabel')} size={256} />
          <p className="font-mono text-2xl tracking-wider" data-testid="kiosk-code">
            {code.data.code}
          </p>
        </div>
      ) : code.isError ? (
        <p role="alert" className="text-red-700">
          {t('kiosk.codeFailed')}
        </p>
      ) : (
        <p className="text-slate-600">{t('kiosk.loading')}</p>
      )}
    </FormDialog>
  );
}
