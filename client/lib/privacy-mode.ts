import { useState } from 'react';
import { useSettings } from './settings.ts';

/**
 * Whether the family's photos stay blurred until shown (the parent's 'Privacy mode'). While
 * the settings are still being read, photos are kept blurred: a parent who turned it on never
 * sees one flash up on a shared screen.
 */
export function usePrivacyMode(): boolean {
  const settings = useSettings();
  if (settings.isPending) return true;
  const saved = settings.data;
  return saved !== undefined && 'privacyMode' in saved && saved.privacyMode;
}

/** One photo's veil: blurred under privacy mode until the parent shows it (then it stays). */
export function usePhotoVeil() {
  const privacy = usePrivacyMode();
  const [shown, setShown] = useState(false);
  return { veiled: privacy && !shown, reveal: () => setShown(true) };
}
