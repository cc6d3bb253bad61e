import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { useT } from '../i18n/use-t.ts';

export function NotFoundPage() {
  const t = useT();
  return (
    <main className="grid min-h-dvh place-items-center px-4">
      <div className="max-w-md space-y-4 text-center">
        <Logo />
        <h1 className="text-3xl font-bold text-slate-900">{t('common.notFound.title')}</h1>
        <p className="text-slate-700">{t('common.notFound.description')}</p>
        <Link to="/" className={buttonClasses('primary')}>
          {t('common.notFound.home')}
        </Link>
      </div>
    </main>
  );
}
