import { toast } from '../components/ui/toast-store.ts';

/**
 * Puts a parent's registration link on the clipboard and says so (the spec's toasts); when
 * the browser refuses, asks the person to copy it by hand. True when it was copied.
 */
export async function copyRegistrationLink(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: 'Link Copied', description: 'Registration link has been copied to clipboard.' });
    return true;
  } catch {
    toast({
      title: 'Copy Failed',
      description: 'Please manually copy the registration link.',
      variant: 'destructive',
    });
    return false;
  }
}
