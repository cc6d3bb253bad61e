import { useQuery } from '@tanstack/react-query';
import { UserRoundPlus } from 'lucide-react';
import { useState } from 'react';
import type { WithdrawnChild } from '../../../contract/children.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { InitialsAvatar } from '../../components/ui/initials-avatar.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay, fullName } from '../../lib/format.ts';
import { withdrawnChildrenQuery } from '../../lib/query-options.ts';
import { ReEnrolDialog } from './re-enrol-dialog.tsx';

const headingId = 'withdrawn-children-title';

/**
 * 'Withdrawn' (decision 061): children whose last day has passed, the latest first, with
 * their last room, last day and reason; directors re-enrol them. Their records stay where they
 * were (reports, attendance, messages). Shown to directors, when there is one.
 */
export function WithdrawnChildren() {
  const t = useT();
  const withdrawn = useQuery(withdrawnChildrenQuery());
  const [reEnrolling, setReEnrolling] = useState<WithdrawnChild | null>(null);
  // Folded at first: the children at the centre are what the page is for.
  const [shown, setShown] = useState(false);
  const dialog = (
    <ReEnrolDialog
      child={reEnrolling}
      onOpenChange={(open) => {
        if (!open) setReEnrolling(null);
      }}
    />
  );
  // The last child re-enrolled empties the list: the dialog stays, in its place, until its
  // save is told.
  if (withdrawn.isPending || (withdrawn.isSuccess && withdrawn.data.length === 0))
    return (
      <>
        {null}
        {dialog}
      </>
    );
  return (
    <>
      <section aria-labelledby={headingId}>
        <Card>
          <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1 space-y-1.5">
              <CardTitle id={headingId}>
                {t('children.withdrawn.title', {
                  count: withdrawn.isSuccess ? withdrawn.data.length : 0,
                })}
              </CardTitle>
              <CardDescription>{t('children.withdrawn.description')}</CardDescription>
            </div>
            <Button
              variant="outline"
              className="min-h-11"
              aria-expanded={shown}
              aria-controls="withdrawn-children-list"
              onClick={() => setShown((s) => !s)}
            >
              {shown ? t('children.withdrawn.hide') : t('children.withdrawn.show')}
            </Button>
          </CardHeader>
          <CardContent id="withdrawn-children-list" hidden={!shown}>
            {withdrawn.isError ? (
              <p role="alert" className="font-medium text-red-700">
                {t('children.withdrawn.loadFailed')}
              </p>
            ) : (
              <ul className="space-y-3">
                {withdrawn.data.map((child) => (
                  <WithdrawnRow
                    key={child.id}
                    child={child}
                    onReEnrol={() => setReEnrolling(child)}
                  />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </section>
      {dialog}
    </>
  );
}

function WithdrawnRow({ child, onReEnrol }: { child: WithdrawnChild; onReEnrol: () => void }) {
  const t = useT();
  const name = fullName(child);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <InitialsAvatar name={name} className="size-11 bg-slate-200 text-slate-800" />
        <div className="min-w-0 space-y-1.5">
          <h3 className="font-semibold break-words">{name}</h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <Badge>{child.room}</Badge>
            <span>
              {t('children.withdrawn.lastDay', { date: formatCalendarDay(child.lastDay) })}
            </span>
            {child.returnsOn ? (
              <span>
                {t('children.withdrawn.returnsOn', { date: formatCalendarDay(child.returnsOn) })}
              </span>
            ) : null}
          </p>
          {child.reason ? <p className="text-sm break-words">{child.reason}</p> : null}
        </div>
      </div>
      {child.returnsOn ? null : (
        <Button
          variant="outline"
          className="min-h-11"
          aria-label={t('children.withdrawn.reEnrolNamed', { name })}
          onClick={onReEnrol}
        >
          <UserRoundPlus aria-hidden="true" />
          {t('children.withdrawn.reEnrol')}
        </Button>
      )}
    </li>
  );
}
