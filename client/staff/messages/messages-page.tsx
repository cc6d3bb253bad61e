import { SquarePen } from 'lucide-react';
import { useState } from 'react';
import { MessagesInbox } from '../../components/messages/messages-inbox.tsx';
import { UnreadBadge } from '../../components/messages/unread-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { NewMessageDialog } from './new-message-dialog.tsx';

/** Spec 'Messages (/messages)': the centre's shared inbox (read state is each person's own). */
export function MessagesPage() {
  const t = useT();
  const [composing, setComposing] = useState(false);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('messages.title')}
        description={<UnreadBadge />}
        actions={
          <Button onClick={() => setComposing(true)}>
            <SquarePen aria-hidden="true" />
            {t('messages.newMessage')}
          </Button>
        }
      />
      <MessagesInbox audience="staff" />
      <NewMessageDialog open={composing} onOpenChange={setComposing} />
    </div>
  );
}
