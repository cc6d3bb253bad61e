import { toast } from '../components/ui/toast-store.ts';
import { ApiError } from './api.ts';
import { t } from '../i18n/i18n.ts';

/** Spec section 8: error toasts are titled 'Error' with the server's words, else the fallback. */
export function toastError(error: unknown, fallback: string): void {
  const description = error instanceof ApiError && error.message ? error.message : fallback;
  toast({ title: t('common.error'), description, variant: 'destructive' });
}
