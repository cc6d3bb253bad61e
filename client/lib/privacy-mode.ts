import { useState } from 'react';
import type { ParentSettings } from '../../contract/settings.ts';
import { useSettings } from './settings.ts';

/**
 * Whether the family's photos stay blurred until shown (the parent's 'Privacy mode'). While
 * the settings are still being read, photos are kept blurred: a parent who turned it on never
 * sees one flash up on a shared screen.
 */
export function usePrivacyMode(): boolean {
  const settings = useSettings<ParentSettings>();
  if (settings.isPending) return true;
  const data = settings.data as Partial<ParentSettings> | undefined;
  return data?.privacyMode === true;
}

/** One photo's veil: blurred under privacy mode until the parent shows it (then it stays). */
export function usePhotoVeil() {
  const privacy = usePrivacyMode();
  const [shown, setShown] = useState(false);
  return { veiled: privacy && !shown, reveal: () => setShown(true) };
}
