import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Laptop } from 'lucide-react';
import type { SignedInDevice } from '../../contract/account.ts';
import { Button } from '../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../components/ui/card.tsx';
import { toast } from '../components/ui/toast-store.ts';
import { t as translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { call, routeQuery } from '../lib/api.ts';
import { formatDateTime } from '../lib/format.ts';

const devicesKey = ['account', 'sessions'] as const;

/**
 * Where the person is signed in, and signing the others out (decision 067): a phone left at
 * a family member's, a laptop sold. This device signs out from the menu, as always.
 */
export function SignedInDevicesCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const devices = useQuery({ queryKey: devicesKey, ...routeQuery('GET /api/account/sessions') });
  const refresh = () => queryClient.invalidateQueries({ queryKey: devicesKey });
  const failed = (error: Error) =>
    toast({ title: translate('common.error'), description: error.message, variant: 'destructive' });
  const endOne = useMutation({
    mutationFn: (id: number) => call('DELETE /api/account/sessions/:id', { params: { id } }),
    onSuccess: () => {
      toast({ title: translate('account.deviceSignedOut') });
      return refresh();
    },
    onError: (error) => {
      failed(error);
      return refresh();
    },
  });
  const endOthers = useMutation({
    mutationFn: () => call('POST /api/account/sessions/end-others'),
    onSuccess: ({ ended }) => {
      toast({ title: translate('account.otherDevicesSignedOut', { count: ended }) });
      return refresh();
    },
    onError: failed,
  });
  const others = devices.data?.filter((d) => !d.current) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.signedInDevices')}</CardTitle>
        <CardDescription>{t('account.signedInDevicesDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {devices.isPending ? (
          <p className="text-sm text-slate-600">{t('account.loadingData')}</p>
        ) : devices.isError ? (
          <p role="alert" className="text-red-700">
            {t('account.devicesLoadFailed')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {devices.data.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center gap-3 p-3">
                <Laptop aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">
                    {deviceName(device)}
                    {device.current && (
                      <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs text-green-800">
                        {t('account.thisDevice')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t('account.deviceTimes', {
                      signedIn: formatDateTime(device.signedInAt),
                      lastSeen: formatDateTime(device.lastSeenAt),
                    })}
                  </p>
                </div>
                {!device.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={endOne.isPending}
                    onClick={() => endOne.mutate(device.id)}
                    aria-label={t('account.signOutDevice', { device: deviceName(device) })}
                  >
                    {t('account.signOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {others.length > 0 && (
          <Button
            variant="outline"
            className="whitespace-normal!"
            disabled={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            {t('account.signOutOtherDevices')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** "Firefox on Windows", as the e-mail about a new sign-in names it. */
function deviceName(device: SignedInDevice): string {
  const { browser, system } = device;
  if (browser && system) return translate('account.browserOn', { browser, system });
  return browser ?? system ?? translate('account.unknownDevice');
}
