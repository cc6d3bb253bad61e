import { type FormEvent, useEffect, useState } from 'react';
import type {
  KioskChild,
  KioskSignResponse,
  KioskStatus,
  KioskVisit,
} from '../../contract/kiosk.ts';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { useT } from '../i18n/use-t.ts';
import { ApiError, call } from '../lib/api.ts';
import { CodeScanner } from './code-scanner.tsx';
import { SignaturePad } from './signature-pad.tsx';

type Step =
  | { kind: 'home' }
  | { kind: 'pin' }
  | { kind: 'code' }
  | { kind: 'choose'; visit: KioskVisit }
  | { kind: 'sign'; visit: KioskVisit; action: 'checkin' | 'checkout'; childIds: number[] }
  | { kind: 'done'; result: KioskSignResponse };

/** The confirmation stays this long, then the kiosk is ready for the next family. */
const doneForMs = 15_000;

/**
 * The door kiosk (decision 070): a tablet a director paired in Settings. A guardian
 * identifies with their phone's last four digits and PIN, or with the code their portal
 * shows, picks which children arrive or leave, signs with a finger, and sees it done.
 */
export function KioskPage() {
  const t = useT();
  const [kiosk, setKiosk] = useState<KioskStatus | 'unpaired' | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'home' });
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    call('GET /api/kiosk').then(setKiosk, () => setKiosk('unpaired'));
  }, []);
  useEffect(() => {
    if (step.kind !== 'done') return;
    const timer = window.setTimeout(() => setStep({ kind: 'home' }), doneForMs);
    return () => window.clearTimeout(timer);
  }, [step]);

  const restart = (message: string | null = null) => {
    setNotice(message);
    setStep({ kind: 'home' });
  };

  if (kiosk === null) return <main className="min-h-dvh" aria-busy="true" />;
  if (kiosk === 'unpaired')
    return (
      <Shell title={t('kiosk.notPairedTitle')}>
        <p className="text-slate-700">{t('kiosk.notPaired')}</p>
      </Shell>
    );

  return (
    <Shell title={t('kiosk.title')} subtitle={kiosk.name}>
      {step.kind === 'home' && (
        <div className="space-y-4">
          {notice && (
            <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-950">
              {notice}
            </p>
          )}
          <p className="text-lg text-slate-700">{t('kiosk.welcome')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button size="lg" className="h-16 text-lg" onClick={() => setStep({ kind: 'pin' })}>
              {t('kiosk.usePin')}
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="h-16 text-lg"
              onClick={() => setStep({ kind: 'code' })}
            >
              {t('kiosk.useCode')}
            </Button>
          </div>
        </div>
      )}
      {step.kind === 'pin' && (
        <PinStep
          onVisit={(visit) => setStep({ kind: 'choose', visit })}
          onCancel={() => restart()}
        />
      )}
      {step.kind === 'code' && (
        <CodeStep
          onVisit={(visit) => setStep({ kind: 'choose', visit })}
          onCancel={() => restart()}
        />
      )}
      {step.kind === 'choose' && (
        <ChooseStep
          visit={step.visit}
          onChosen={(action, childIds) => setStep({ ...step, kind: 'sign', action, childIds })}
          onCancel={() => restart()}
        />
      )}
      {step.kind === 'sign' && (
        <SignStep
          step={step}
          onDone={(result) => setStep({ kind: 'done', result })}
          onEnded={() => restart(t('errors.kioskVisitEnded'))}
          onCancel={() => restart()}
        />
      )}
      {step.kind === 'done' && (
        <div className="space-y-4" role="status">
          <h2 className="text-2xl font-semibold text-green-800">{t('kiosk.doneTitle')}</h2>
          <ul className="space-y-1 text-lg">
            {step.result.children.map((child) => (
              <li key={child.id}>
                {t(step.result.action === 'checkin' ? 'kiosk.signedIn' : 'kiosk.signedOut', {
                  child: child.name,
                  time: child.time,
                })}
              </li>
            ))}
          </ul>
          <Button size="lg" onClick={() => restart()}>
            {t('kiosk.finish')}
          </Button>
        </div>
      )}
    </Shell>
  );
}

function Shell(props: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto min-h-dvh max-w-2xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <Logo />
        <h1 className="text-3xl font-bold text-slate-900">{props.title}</h1>
        {props.subtitle && <p className="text-slate-600">{props.subtitle}</p>}
      </header>
      {props.children}
    </main>
  );
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

function PinStep(props: { onVisit: (visit: KioskVisit) => void; onCancel: () => void }) {
  const t = useT();
  const [phoneLast4, setPhoneLast4] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      props.onVisit(await call('POST /api/kiosk/identify', { body: { phoneLast4, pin } }));
    } catch (failure) {
      setError(messageOf(failure));
      setPin('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="space-y-1.5">
        <Label htmlFor="kiosk-phone">{t('kiosk.phoneLast4')}</Label>
        <Input
          id="kiosk-phone"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={phoneLast4}
          onChange={(e) => setPhoneLast4(e.target.value.replace(/\D/g, ''))}
          className="h-14 text-2xl tracking-widest"
          autoFocus
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="kiosk-pin">{t('kiosk.pin')}</Label>
        <Input
          id="kiosk-pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          className="h-14 text-2xl tracking-widest"
        />
      </div>
      {error && (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          size="lg"
          disabled={busy || phoneLast4.length !== 4 || pin.length < 6}
        >
          {t('kiosk.continue')}
        </Button>
        <Button variant="outline" size="lg" onClick={props.onCancel}>
          {t('kiosk.cancel')}
        </Button>
      </div>
    </form>
  );
}

function CodeStep(props: { onVisit: (visit: KioskVisit) => void; onCancel: () => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      props.onVisit(await call('POST /api/kiosk/identify', { body: { code: value.trim() } }));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('kiosk.codeIntro')}</p>
      <CodeScanner onCode={(value) => void send(value)} />
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send(code);
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor="kiosk-code">{t('kiosk.typeCode')}</Label>
          <Input
            id="kiosk-code"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className="h-14 text-2xl"
          />
        </div>
        {error && (
          <p role="alert" className="font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={busy || code.trim() === ''}>
            {t('kiosk.continue')}
          </Button>
          <Button variant="outline" size="lg" onClick={props.onCancel}>
            {t('kiosk.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

const stateLabels: Record<KioskChild['state'], string> = {
  notArrived: 'kiosk.state.notArrived',
  here: 'kiosk.state.here',
  left: 'kiosk.state.left',
};

const canDo = (action: 'checkin' | 'checkout', child: KioskChild) =>
  action === 'checkin' ? child.state === 'notArrived' : child.state === 'here';

function ChooseStep(props: {
  visit: KioskVisit;
  onChosen: (action: 'checkin' | 'checkout', childIds: number[]) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { visit } = props;
  const arriving = visit.children.some((c) => canDo('checkin', c));
  const [action, setAction] = useState<'checkin' | 'checkout'>(arriving ? 'checkin' : 'checkout');
  const [chosen, setChosen] = useState<number[]>(() =>
    visit.children.filter((c) => canDo(action, c)).map((c) => c.id),
  );
  const choose = (next: 'checkin' | 'checkout') => {
    setAction(next);
    setChosen(visit.children.filter((c) => canDo(next, c)).map((c) => c.id));
  };
  const toggle = (id: number) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-semibold">{t('kiosk.hello', { name: visit.guardianName })}</h2>
      {visit.children.length === 0 ? (
        <p>{t('kiosk.noChildren')}</p>
      ) : (
        <>
          <fieldset className="space-y-2">
            <legend className="font-medium">{t('kiosk.whatNow')}</legend>
            <div className="flex flex-wrap gap-3">
              <Button
                size="lg"
                variant={action === 'checkin' ? 'primary' : 'outline'}
                aria-pressed={action === 'checkin'}
                onClick={() => choose('checkin')}
              >
                {t('kiosk.arriving')}
              </Button>
              <Button
                size="lg"
                variant={action === 'checkout' ? 'primary' : 'outline'}
                aria-pressed={action === 'checkout'}
                onClick={() => choose('checkout')}
              >
                {t('kiosk.leaving')}
              </Button>
            </div>
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="font-medium">{t('kiosk.whichChildren')}</legend>
            <ul className="space-y-2">
              {visit.children.map((child) => (
                <li key={child.id}>
                  <label className="flex min-h-12 items-center gap-3 rounded-md border border-slate-300 p-3 text-lg">
                    <input
                      type="checkbox"
                      className="size-6"
                      checked={chosen.includes(child.id)}
                      disabled={!canDo(action, child)}
                      onChange={() => toggle(child.id)}
                    />
                    <span className="flex-1">{child.name}</span>
                    <span className="text-sm text-slate-600">{t(stateLabels[child.state])}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          size="lg"
          disabled={chosen.length === 0}
          onClick={() => props.onChosen(action, chosen)}
        >
          {t('kiosk.next')}
        </Button>
        <Button variant="outline" size="lg" onClick={props.onCancel}>
          {t('kiosk.cancel')}
        </Button>
      </div>
    </div>
  );
}

function SignStep(props: {
  step: Extract<Step, { kind: 'sign' }>;
  onDone: (result: KioskSignResponse) => void;
  onEnded: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { visit, action, childIds } = props.step;
  const [signature, setSignature] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const names = visit.children.filter((c) => childIds.includes(c.id)).map((c) => c.name);
  const submit = async () => {
    if (!signature) return;
    setBusy(true);
    setError(null);
    try {
      props.onDone(
        await call('POST /api/kiosk/sign', {
          body: { visitToken: visit.visitToken, action, childIds, signature },
        }),
      );
    } catch (failure) {
      if (
        failure instanceof ApiError &&
        failure.status === 409 &&
        /kioskVisitEnded/.test(failure.detail)
      )
        props.onEnded();
      else setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-semibold">
        {t(action === 'checkin' ? 'kiosk.signInTitle' : 'kiosk.signOutTitle', {
          children: names.join(', '),
        })}
      </h2>
      <SignaturePad onChange={setSignature} />
      {error && (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button size="lg" disabled={busy || !signature} onClick={() => void submit()}>
          {t('kiosk.confirm')}
        </Button>
        <Button variant="outline" size="lg" onClick={props.onCancel}>
          {t('kiosk.cancel')}
        </Button>
      </div>
    </div>
  );
}
