import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import { toast } from '../components/ui/toast-store.ts';
import { useT } from '../i18n/use-t.ts';
import { call, routeQuery } from '../lib/api.ts';
import { PasswordAndCodeDialog } from './password-and-code-dialog.tsx';
import { RecoveryCodes, TwoStepSetup, twoStepKey } from './two-step-setup.tsx';

/**
 * Two-step sign-in in both portals' Settings (decision 069): on or off, the recovery codes
 * left, turning it on (the set-up in a dialog), new recovery codes and turning it off (each
 * with the password and a code).
 */
export function TwoStepCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoStepKey, ...routeQuery('GET /api/account/two-step') });
  const [turningOn, setTurningOn] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [newCodes, setNewCodes] = useState(false);
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
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" className="min-h-11" onClick={() => setNewCodes(true)}>
                {t('twoStep.newCodes')}
              </Button>
              {status.data.required ? null : (
                <Button variant="outline" className="min-h-11" onClick={() => setTurningOff(true)}>
                  {t('twoStep.turnOff')}
                </Button>
              )}
            </div>
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
      <PasswordAndCodeDialog
        id="two-step-off"
        open={turningOff}
        onOpenChange={setTurningOff}
        title={t('twoStep.turnOffTitle')}
        description={t('twoStep.turnOffDescription')}
        submitLabel={t('twoStep.turnOff')}
        failedLabel={t('twoStep.turnOffFailed')}
        send={(body) => call('POST /api/account/two-step/disable', { body })}
        onDone={() => {
          setTurningOff(false);
          toast({ title: t('twoStep.turnedOff') });
          void refresh();
        }}
      />
      <PasswordAndCodeDialog
        id="two-step-new-codes"
        open={newCodes}
        onOpenChange={setNewCodes}
        title={t('twoStep.newCodesTitle')}
        description={t('twoStep.newCodesDescription')}
        submitLabel={t('twoStep.newCodes')}
        failedLabel={t('twoStep.newCodesFailed')}
        send={(body) => call('POST /api/account/two-step/recovery-codes', { body })}
        onDone={() => void refresh()}
        done={({ recoveryCodes }) => (
          <RecoveryCodes
            codes={recoveryCodes}
            status={t('twoStep.newCodesMade')}
            onDone={() => setNewCodes(false)}
          />
        )}
      />
    </Card>
  );
}
