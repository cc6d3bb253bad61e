import { SquarePen } from 'lucide-react';
import { useState } from 'react';
import { MessagesInbox } from '../../components/messages/messages-inbox.tsx';
import { UnreadBadge } from '../../components/messages/unread-badge.tsx';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { NewMessageForm } from './new-message-form.tsx';

/** The parent's conversations with the centre (/parent-dashboard?view=messages). */
export function MessagesView() {
  const t = useT();
  const [composing, setComposing] = useState(false);
  return (
    <div className="space-y-6">
      <BackToDashboard />
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
      <MessagesInbox audience="parent" />
      <FormDialog
        open={composing}
        onOpenChange={setComposing}
        title={t('messages.newMessage')}
        description={t('messages.newMessageToCentre')}
      >
        <NewMessageForm onDone={() => setComposing(false)} />
      </FormDialog>
    </div>
  );
}
