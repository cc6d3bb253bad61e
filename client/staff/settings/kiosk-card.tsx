import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Tablet } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { KioskDevice } from '../../../contract/kiosk.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError, call, routeQuery } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';

const kiosksKey = ['kiosks'] as const;

/**
 * The door kiosk (decision 070): this tablet set up as the kiosk (the director is signed out
 * on it), and the kiosks paired so far, each revoked here.
 */
export function KioskCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const kiosks = useQuery({ queryKey: kiosksKey, ...routeQuery('GET /api/kiosks') });
  const [pairing, setPairing] = useState(false);
  const [revoking, setRevoking] = useState<KioskDevice | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => call('DELETE /api/kiosks/:id', { params: { id } }),
    onSuccess: () => {
      toast({ title: translate('kiosk.revoked') });
      setRevoking(null);
      return queryClient.invalidateQueries({ queryKey: kiosksKey });
    },
    onError: (error) =>
      toast({
        title: translate('common.error'),
        description: error.message,
        variant: 'destructive',
      }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('kiosk.settingsTitle')}</CardTitle>
        <CardDescription>{t('kiosk.settingsDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {kiosks.isPending ? (
          <p className="text-sm text-slate-600">{t('kiosk.loading')}</p>
        ) : kiosks.isError ? (
          <p role="alert" className="text-red-700">
            {t('kiosk.loadFailed')}
          </p>
        ) : kiosks.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('kiosk.none')}</p>
        ) : (
          <ul
            className="divide-y divide-slate-200 rounded-md border border-slate-200"
            aria-label={t('kiosk.pairedList')}
          >
            {kiosks.data.map((kiosk) => (
              <li key={kiosk.id} className="flex flex-wrap items-center gap-3 p-3">
                <Tablet aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{kiosk.name}</p>
                  <p className="text-sm text-slate-600">
                    {t('kiosk.pairedBy', {
                      name: kiosk.pairedBy,
                      paired: formatDateTime(kiosk.pairedAt),
                      lastSeen: formatDateTime(kiosk.lastSeenAt),
                    })}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setRevoking(kiosk)}
                  aria-label={t('kiosk.revokeNamed', { name: kiosk.name })}
                >
                  {t('kiosk.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button className="whitespace-normal!" onClick={() => setPairing(true)}>
          {t('kiosk.setUp')}
        </Button>
      </CardContent>
      <PairDialog open={pairing} onOpenChange={setPairing} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('kiosk.revokeTitle', { name: revoking?.name ?? '' })}
        description={t('kiosk.revokeDescription')}
        confirmLabel={t('kiosk.revoke')}
        pendingLabel={t('kiosk.revoking')}
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </Card>
  );
}

function PairDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const [name, setName] = useState(() => translate('kiosk.defaultName'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await call('POST /api/kiosks', { body: { name } });
      // Signed out here: the whole page becomes the kiosk.
      window.location.assign('/kiosk');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('kiosk.setUpTitle')}
      description={t('kiosk.setUpDescription')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-1.5">
          <Label htmlFor="kiosk-name">{t('kiosk.name')}</Label>
          <Input
            id="kiosk-name"
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            {t('kiosk.cancel')}
          </Button>
          <Button type="submit" disabled={busy || name.trim() === ''}>
            {t('kiosk.setUpConfirm')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
