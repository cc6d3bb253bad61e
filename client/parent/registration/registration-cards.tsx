import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';

/** A centred card for the page's one-message states (invalid link, success, sign-in needed). */
export function StateCard(props: {
  tone: 'error' | 'success';
  title: string;
  description: string;
  children?: ReactNode;
}) {
  const Icon = props.tone === 'error' ? AlertTriangle : CheckCircle2;
  return (
    <Card role={props.tone === 'error' ? 'alert' : 'status'}>
      <CardHeader className="items-center text-center">
        <Icon
          className={`size-10 ${props.tone === 'error' ? 'text-red-700' : 'text-green-700'}`}
          aria-hidden="true"
        />
        <CardTitle>{props.title}</CardTitle>
        <CardDescription className="text-slate-700">{props.description}</CardDescription>
      </CardHeader>
      {props.children ? (
        <CardContent className="space-y-4 text-center">{props.children}</CardContent>
      ) : null}
    </Card>
  );
}

/** Spec section 8: without a code, and for an unknown, used, expired or revoked one. */
export function InvalidLinkCard({ hasCode }: { hasCode: boolean }) {
  const t = useT();
  return (
    <StateCard
      tone="error"
      title={t('registration.invalidLink')}
      description={
        hasCode ? t('registration.invalidLinkUsed') : t('registration.invalidLinkNoCode')
      }
    >
      {hasCode ? <p className="text-sm text-slate-700">{t('registration.contactNote')}</p> : null}
    </StateCard>
  );
}
