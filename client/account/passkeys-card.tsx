import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { PasskeyItem } from '../../contract/passkeys.ts';
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
import { t as translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { ApiError, call, routeQuery } from '../lib/api.ts';
import { formatDateTime } from '../lib/format.ts';
import { toastError } from '../lib/toast-error.ts';

export const passkeysKey = ['account', 'passkeys'] as const;

/**
 * A person's passkeys in both portals' Settings, beside two-step sign-in (decision 071): the
 * list with when each was added and last used, Add (a name, then the device's prompt) and
 * Remove (the password confirms it, as turning off the app does).
 */
export function PasskeysCard({ onAdded }: { onAdded?: () => void } = {}) {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: passkeysKey, ...routeQuery('GET /api/account/passkeys') });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysKey });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('passkeys.title')}</CardTitle>
        <CardDescription>{t('passkeys.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {list.isPending ? (
          <p className="text-sm text-slate-600">{t('passkeys.loading')}</p>
        ) : list.isError ? (
          <p role="alert" className="text-red-700">
            {t('passkeys.loadFailed')}
          </p>
        ) : list.data.passkeys.length === 0 ? (
          <p className="text-sm text-slate-700">{t('passkeys.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {list.data.passkeys.map((passkey) => (
              <li
                key={passkey.id}
                className="flex flex-wrap items-center justify-between gap-3 p-3"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{passkey.name}</p>
                    <p className="text-sm text-slate-700">
                      {t('passkeys.created', { date: formatDateTime(passkey.createdAt) })}
                    </p>
                    <p className="text-sm text-slate-700">
                      {passkey.lastUsedAt
                        ? t('passkeys.lastUsed', { date: formatDateTime(passkey.lastUsedAt) })
                        : t('passkeys.neverUsed')}
                    </p>
                  </div>
                </div>
                <Button
                  variant="outline"
                  className="min-h-11"
                  aria-label={t('passkeys.removeLabel', { name: passkey.name })}
                  onClick={() => setRemoving(passkey)}
                >
                  {t('passkeys.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button className="min-h-11" onClick={() => setAdding(true)}>
          {t('passkeys.add')}
        </Button>
      </CardContent>
      <AddPasskeyDialog
        open={adding}
        onOpenChange={setAdding}
        onDone={() => {
          setAdding(false);
          toast({ title: t('passkeys.added') });
          void refresh();
          onAdded?.();
        }}
      />
      <RemovePasskeyDialog
        passkey={removing}
        onClose={() => setRemoving(null)}
        onDone={() => {
          setRemoving(null);
          toast({ title: t('passkeys.removed') });
          void refresh();
        }}
      />
    </Card>
  );
}

function AddPasskeyDialog({
  open,
  onOpenChange,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const add = useMutation({
    mutationFn: async () => {
      const { startRegistration, browserSupportsWebAuthn } =
        await import('@simplewebauthn/browser');
      if (!browserSupportsWebAuthn()) throw new Error(translate('passkeys.notSupported'));
      const { options } = await call('POST /api/account/passkeys/options', {});
      const response = await startRegistration({ optionsJSON: options as never });
      return call('POST /api/account/passkeys', {
        body: { name, response: response as never },
      });
    },
    onSuccess: () => {
      setName('');
      onDone();
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 400 && failure.fieldErrors?.name)
        setError(failure.fieldErrors.name);
      else toastError(failure, t('passkeys.addFailed'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    add.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('passkeys.addTitle')}</DialogTitle>
          <DialogDescription>{t('passkeys.addDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormField id="passkey-name" label={t('passkeys.name')} error={error}>
            {(control) => (
              <Input
                maxLength={60}
                placeholder={t('passkeys.namePlaceholder')}
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setError(undefined);
                }}
                {...control}
              />
            )}
          </FormField>
          <FormActions
            onCancel={() => onOpenChange(false)}
            pending={add.isPending}
            submitLabel={t('passkeys.add')}
            pendingLabel={t('passkeys.adding')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RemovePasskeyDialog({
  passkey,
  onClose,
  onDone,
}: {
  passkey: PasskeyItem | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const remove = useMutation({
    mutationFn: () =>
      call('POST /api/account/passkeys/remove', {
        body: { credentialId: passkey!.credentialId, currentPassword: password },
      }),
    onSuccess: () => {
      setPassword('');
      onDone();
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 400 && failure.fieldErrors)
        setError(failure.fieldErrors.currentPassword);
      else toastError(failure, t('passkeys.removeFailed'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    remove.mutate();
  };
  return (
    <Dialog open={passkey !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('passkeys.removeTitle')}</DialogTitle>
          <DialogDescription>
            {t('passkeys.removeDescription', { name: passkey?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormField id="passkey-remove-password" label={t('passkeys.password')} error={error}>
            {(control) => (
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError(undefined);
                }}
                {...control}
              />
            )}
          </FormField>
          <FormActions
            onCancel={onClose}
            pending={remove.isPending}
            submitLabel={t('passkeys.remove')}
            pendingLabel={t('passkeys.removing')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
