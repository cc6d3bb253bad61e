import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';

/** A titled region of a milestones screen: its heading names it for screen readers. */
export function SectionCard(props: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { id, title, description, actions, children } = props;
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle id={`${id}-title`}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {actions}
      </CardHeader>
      <CardContent className="p-4 pt-2 sm:p-6 sm:pt-3">{children}</CardContent>
    </Card>
  );
}
