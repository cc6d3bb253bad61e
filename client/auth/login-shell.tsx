import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '../components/ui/card.tsx';
import { LanguageSwitch } from '../account/language-switch.tsx';
import { Logo } from '../components/ui/logo.tsx';

interface LoginShellProps {
  /** The page's h1. */
  title: string;
  /** When given, the card has this h2 under a page-level h1 title. */
  cardTitle?: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
}

export function LoginShell({ title, cardTitle, description, children, footer }: LoginShellProps) {
  const titleClasses = 'text-2xl font-bold tracking-tight text-slate-900';
  return (
    <main className="grid min-h-dvh grid-cols-[minmax(0,1fr)] place-items-center bg-linear-to-b from-amber-50 to-sky-50 px-4 py-10">
      <div className="w-full max-w-md space-y-6">
        <LanguageSwitch className="justify-end" />
        <div className="flex flex-col items-center gap-3 text-center">
          <Logo className="text-xl" />
          {cardTitle ? <h1 className={titleClasses}>{title}</h1> : null}
        </div>
        <Card>
          <CardHeader className="text-center">
            {cardTitle ? (
              <h2 className="text-xl font-semibold text-slate-900">{cardTitle}</h2>
            ) : (
              <h1 className={titleClasses}>{title}</h1>
            )}
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
          <CardFooter className="justify-center border-t border-slate-200 pt-5 text-sm text-slate-700">
            {footer}
          </CardFooter>
        </Card>
      </div>
    </main>
  );
}
