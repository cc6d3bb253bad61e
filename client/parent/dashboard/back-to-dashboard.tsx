import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

export function BackToDashboard() {
  return (
    <Link to="/parent-dashboard" className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft aria-hidden="true" />
      Back to Dashboard
    </Link>
  );
}
