import { Camera, CreditCard, FileText, Image, Settings, User } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

/** The spec's six buttons. Internal views keep the selected child in the URL. */
export function NavButtons() {
  const [params] = useSearchParams();
  const child = params.get('child');
  const view = (name: string) =>
    `?${new URLSearchParams({ view: name, ...(child ? { child } : {}) })}`;
  const links = [
    { to: view('cameras'), label: 'View Cameras', icon: Camera },
    { to: view('gallery'), label: 'Gallery', icon: Image },
    { to: view('tax-documents'), label: 'Tax Documents', icon: FileText },
    { to: view('profile'), label: 'View Profile', icon: User },
    { to: '/parent-billing', label: 'Billing & Payments', icon: CreditCard },
    { to: view('settings'), label: 'Account Settings', icon: Settings },
  ];
  return (
    <nav aria-label="Parent portal" className="flex flex-wrap gap-3">
      {links.map(({ to, label, icon: Icon }) => (
        <Link key={label} to={to} className={buttonClasses('outline')}>
          <Icon aria-hidden="true" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
