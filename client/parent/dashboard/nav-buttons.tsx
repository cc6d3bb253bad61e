import {
  Camera,
  CreditCard,
  DoorOpen,
  FileText,
  HeartPulse,
  Image,
  MessageSquare,
  Settings,
  Sprout,
  User,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * The spec's six buttons, Messages and Milestones (issue 17). Each opens its internal view (?view=) as a new history
 * entry, so Back returns to the dashboard; the selected child stays in the URL.
 */
export function NavButtons() {
  const t = useT();
  const [params] = useSearchParams();
  const child = params.get('child');
  const view = (name: string) =>
    `?${new URLSearchParams({ view: name, ...(child ? { child } : {}) })}`;
  const links = [
    { to: view('cameras'), label: msg('parentDashboard.nav.cameras'), icon: Camera },
    { to: view('gallery'), label: msg('parentDashboard.nav.gallery'), icon: Image },
    { to: view('milestones'), label: msg('parentDashboard.nav.milestones'), icon: Sprout },
    { to: view('health'), label: msg('parentDashboard.nav.health'), icon: HeartPulse },
    { to: view('tax-documents'), label: msg('parentDashboard.nav.taxDocuments'), icon: FileText },
    { to: view('profile'), label: msg('parentDashboard.nav.profile'), icon: User },
    { to: view('billing'), label: msg('parentDashboard.nav.billing'), icon: CreditCard },
    { to: view('settings'), label: msg('parentDashboard.nav.settings'), icon: Settings },
    { to: view('messages'), label: msg('parentDashboard.nav.messages'), icon: MessageSquare },
    // Decision 065: who may collect the child, passes, absences.
    { to: view('pickup'), label: msg('handover.family.nav'), icon: DoorOpen },
  ];
  return (
    <nav aria-label={t('parentDashboard.nav.label')} className="flex flex-wrap gap-3">
      {links.map(({ to, label, icon: Icon }) => (
        <Link key={label} to={to} className={buttonClasses('outline')}>
          <Icon aria-hidden="true" />
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
