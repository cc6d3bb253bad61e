import { toast } from '../components/ui/toast-store.ts';
import { t } from '../i18n/i18n.ts';

/**
 * Puts a parent's registration link on the clipboard and says so (the spec's toasts); when
 * the browser refuses, asks the person to copy it by hand. True when it was copied.
 */
export async function copyRegistrationLink(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: t('common.linkCopied'), description: t('common.linkCopiedDescription') });
    return true;
  } catch {
    toast({
      title: t('common.copyFailed'),
      description: t('common.copyFailedDescription'),
      variant: 'destructive',
    });
    return false;
  }
}
