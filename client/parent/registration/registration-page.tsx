import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LanguageSwitch } from '../../account/language-switch.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { useMe } from '../../lib/session.ts';
import { AddChildCard } from './add-child-card.tsx';
import { InvalidLinkCard, StateCard } from './registration-cards.tsx';
import { RegistrationForm } from './registration-form.tsx';
import { useSignedIn, useVerifyInvitation } from './queries.ts';
import { fullName } from '../../lib/format.ts';

/** How long the success card shows before going on to payment setup. */
const redirectMs = 5000;

/** After signing in, back to this link: the signed-in parent confirms the child there. */
const signInThenBack = (code: string) => ({
  from: { pathname: '/parent-register', search: `?code=${encodeURIComponent(code)}`, hash: '' },
});

type Outcome = { kind: 'registered' } | { kind: 'existing'; message: string } | null;

/** Public: a parent arrives here from an invitation link (?code=...). */
export function RegistrationPage() {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const verify = useVerifyInvitation(code);
  const me = useMe();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const signedIn = useSignedIn();

  useEffect(() => {
    if (outcome?.kind !== 'registered') return;
    const timer = setTimeout(() => void navigate('/parent-dashboard?view=billing'), redirectMs);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const childName = verify.data?.child ? fullName(verify.data.child) : null;
  let body;
  if (outcome?.kind === 'registered') {
    body = (
      <StateCard
        tone="success"
        title={t('registration.successful')}
        description={t('registration.successfulDescription')}
      >
        <Button onClick={() => void navigate('/parent-dashboard?view=billing')}>
          {t('registration.continueToPayment')}
        </Button>
      </StateCard>
    );
  } else if (!code) {
    body = <InvalidLinkCard hasCode={false} />;
  } else if (verify.isPending || me.isPending) {
    body = <LoadingIndicator message={t('registration.verifying')} />;
  } else if (verify.isError) {
    body =
      verify.error instanceof ApiError && verify.error.status === 404 ? (
        <InvalidLinkCard hasCode />
      ) : (
        <StateCard
          tone="error"
          title={t('registration.checkFailed')}
          description={verify.error.message}
        >
          <Button variant="outline" onClick={() => void verify.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </StateCard>
      );
  } else if (me.data?.role === 'parent') {
    body = <AddChildCard code={code} invitation={verify.data} childName={childName} me={me.data} />;
  } else if (outcome?.kind === 'existing') {
    body = (
      <StateCard
        tone="error"
        title={t('registration.alreadyHaveAccount')}
        description={outcome.message}
      >
        <Link
          to={`/parent-login?invite=${encodeURIComponent(code)}`}
          state={signInThenBack(code)}
          className={buttonClasses()}
        >
          {childName
            ? t('registration.signInToAdd', { child: childName })
            : t('registration.signInToAddYourChild')}
        </Link>
      </StateCard>
    );
  } else {
    body = (
      <Card>
        <CardHeader>
          <CardTitle>{t('registration.createTitle')}</CardTitle>
          <CardDescription>
            {!childName
              ? t('registration.invited')
              : verify.data.child?.room
                ? t('registration.invitedForChildInRoom', {
                    child: childName,
                    room: verify.data.child.room,
                  })
                : t('registration.invitedForChild', { child: childName })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {/* An invited address that has an account already confirms after signing in (062). */}
          <p className="mb-4 text-sm text-slate-700">
            {t('registration.haveAccount')}{' '}
            <Link
              to="/parent-login"
              state={signInThenBack(code)}
              className="font-medium text-blue-700 underline underline-offset-2"
            >
              {childName
                ? t('registration.signInToAdd', { child: childName })
                : t('registration.signInToAddYourChild')}
            </Link>
          </p>
          <RegistrationForm
            code={code}
            invitation={verify.data}
            onRegistered={(registered) => {
              setOutcome({ kind: 'registered' });
              signedIn(registered);
            }}
            onExistingAccount={(message) => setOutcome({ kind: 'existing', message })}
          />
        </CardContent>
      </Card>
    );
  }

  return (
    <main className="mx-auto w-full max-w-2xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Logo className="text-xl" />
        <LanguageSwitch />
      </div>
      <PageHeader title={t('registration.title')} />
      {body}
    </main>
  );
}
