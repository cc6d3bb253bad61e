import { useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../components/ui/card.tsx';
import { useT } from '../i18n/use-t.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

/** The Security card of both portals' profile and settings screens. */
export function PasswordCard() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.security')}</CardTitle>
        <CardDescription>{t('account.passwordSignsOutOthers')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('account.changePassword')}
        </Button>
      </CardContent>
      <ChangePasswordDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
