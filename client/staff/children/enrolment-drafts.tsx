import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ChildDraft } from '../../../contract/children.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { InitialsAvatar } from '../../components/ui/initials-avatar.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate, fullName } from '../../lib/format.ts';
import { childDraftsQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useDiscardDraft } from './queries.ts';

const headingId = 'enrolment-drafts-title';

/**
 * 'Enrolment in progress' (issue 16): children saved at step 1 whose consent forms are not all
 * recorded. They are in no list or count yet; here they are resumed at the consent step or
 * discarded. Shown only when there is one, to those who may enrol.
 */
export function EnrolmentDrafts() {
  const t = useT();
  const drafts = useQuery(childDraftsQuery());
  const [discarding, setDiscarding] = useState<ChildDraft | null>(null);
  if (drafts.isPending || (drafts.isSuccess && drafts.data.length === 0)) return null;

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>{t('children.drafts.title')}</CardTitle>
          <CardDescription>{t('children.drafts.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {drafts.isError ? (
            <p role="alert" className="font-medium text-red-700">
              {t('children.drafts.loadFailed')}
            </p>
          ) : (
            <ul className="space-y-3">
              {drafts.data.map((draft) => (
                <DraftRow key={draft.id} draft={draft} onDiscard={() => setDiscarding(draft)} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <DiscardDraftDialog
        draft={discarding}
        onOpenChange={(open) => {
          if (!open) setDiscarding(null);
        }}
      />
    </section>
  );
}

function DraftRow({ draft, onDiscard }: { draft: ChildDraft; onDiscard: () => void }) {
  const t = useT();
  const name = fullName(draft);
  const action = 'min-h-11 flex-1 sm:flex-none';
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <InitialsAvatar name={name} className="size-11 bg-slate-200 text-slate-800" />
        <div className="min-w-0 space-y-1.5">
          <h3 className="font-semibold break-words">{name}</h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <Badge>{draft.room}</Badge>
            <span>
              {t('children.drafts.consents', {
                recorded: draft.consentsRecorded,
                total: draft.consentsTotal,
              })}
            </span>
            <span>{t('children.drafts.started', { date: formatDate(draft.createdAt) })}</span>
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Link
          to={`/consent-confirmation/${draft.id}`}
          aria-label={t('children.drafts.resumeNamed', { name })}
          className={cn(buttonClasses(), action)}
        >
          {t('children.drafts.resume')}
          <ArrowRight aria-hidden="true" />
        </Link>
        <Button
          variant="outline"
          aria-label={t('children.drafts.discardNamed', { name })}
          className={cn(action, 'text-red-700 hover:bg-red-50 hover:text-red-800')}
          onClick={onDiscard}
        >
          <Trash2 aria-hidden="true" />
          {t('children.drafts.discard')}
        </Button>
      </div>
    </li>
  );
}

/**
 * A plain confirmation, not the removal's history warning: a draft has no attendance, reports
 * or messages to keep.
 */
function DiscardDraftDialog(props: {
  draft: ChildDraft | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { draft, onOpenChange } = props;
  const t = useT();
  const discard = useDiscardDraft();
  const confirm = () => {
    if (!draft) return;
    discard.mutate(draft.id, {
      onSuccess: () => {
        toast({ title: t('children.drafts.discarded') });
        onOpenChange(false);
      },
      onError: (error) => toastError(error, t('children.drafts.discardFailed')),
    });
  };
  return (
    <ConfirmDialog
      open={draft !== null}
      onOpenChange={onOpenChange}
      title={
        draft
          ? t('children.drafts.discardTitle', { name: fullName(draft) })
          : t('children.drafts.discardTitleNoName')
      }
      description={t('children.drafts.discardDescription')}
      confirmLabel={t('children.drafts.discardConfirm')}
      pendingLabel={t('children.drafts.discarding')}
      pending={discard.isPending}
      onConfirm={confirm}
    />
  );
}
