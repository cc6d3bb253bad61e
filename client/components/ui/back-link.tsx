import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { buttonClasses } from './button.tsx';

const looks = {
  link: 'inline-flex items-center gap-1.5 text-sm font-medium text-blue-700 underline-offset-2 hover:underline',
  button: buttonClasses('ghost', 'sm'),
};

/** A link back up to the screen this one belongs to, with its arrow. */
export function BackLink(props: {
  to: string;
  children: ReactNode;
  /** A text link (staff screens) or a quiet button (the parent portal's views). */
  look?: keyof typeof looks;
  className?: string;
}) {
  const { to, children, look = 'link', className } = props;
  return (
    <Link to={to} className={cn(looks[look], className)}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
