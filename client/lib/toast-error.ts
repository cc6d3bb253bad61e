import { toast } from '../components/ui/toast-store.ts';
import { ApiError } from './api.ts';

/** Spec section 8: error toasts are titled 'Error' with the server's words, else the fallback. */
export function toastError(error: unknown, fallback: string): void {
  const description = error instanceof ApiError && error.message ? error.message : fallback;
  toast({ title: 'Error', description, variant: 'destructive' });
}
