import { useEffect, useState } from 'react';
import { PasskeysCard } from '../account/passkeys-card.tsx';
import { TwoStepSetup } from '../account/two-step-setup.tsx';
import { LanguageSwitch } from '../account/language-switch.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { hasTexts, needTexts } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { checkCurrentUser } from '../lib/current-user.ts';
import { useLogout } from '../lib/sign-out.ts';
import { PageLoading } from './page-loading.tsx';

/**
 * The centre requires two-step sign-in of this person and they have none (decision 069): the
 * only screen until they set it up; the server refuses everything else to this session. Once
 * the recovery codes are seen (or a passkey is added: 071), who is signed in is asked again
 * and the portal opens.
 */
export function TwoStepRequiredPage() {
  const [ready, setReady] = useState(() => hasTexts('shared'));
  const [failed, setFailed] = useState<unknown>();
  useEffect(() => {
    if (ready) return;
    let current = true;
    needTexts('shared').then(
      () => current && setReady(true),
      (error: unknown) => current && setFailed(error ?? new Error('texts failed to load')),
    );
    return () => {
      current = false;
    };
  }, [ready]);
  if (failed) throw failed;
  return ready ? <Required /> : <PageLoading />;
}

function Required() {
  const t = useT();
  const logout = useLogout();
  return (
    <main className="grid min-h-dvh grid-cols-[minmax(0,1fr)] place-items-center bg-linear-to-b from-amber-50 to-sky-50 px-4 py-10">
      <div className="w-full max-w-lg space-y-6">
        <LanguageSwitch className="justify-end" />
        <div className="flex justify-center">
          <Logo className="text-xl" />
        </div>
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">
              {t('twoStep.requiredTitle')}
            </h1>
            <CardDescription>{t('twoStep.requiredDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <TwoStepSetup onDone={() => void checkCurrentUser().catch(() => undefined)} />
            <Button
              variant="outline"
              className="min-h-11"
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              {t('twoStep.signOut')}
            </Button>
          </CardContent>
        </Card>
        {/* A passkey meets the requirement too (decision 071): adding one opens the portal. */}
        <PasskeysCard onAdded={() => void checkCurrentUser().catch(() => undefined)} />
      </div>
    </main>
  );
}
