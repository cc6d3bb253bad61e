import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links shown beside the title (to its right on wide screens). */
  actions?: ReactNode;
  className?: string;
}

/** A screen's title: the page's one and only h1. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <header
      className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}
    >
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="text-base text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
