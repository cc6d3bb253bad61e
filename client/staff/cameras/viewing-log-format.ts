import type { CameraViewing } from '../../../contract/cameras.ts';
import { msg } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format.ts';

/** The viewer's role as the log names it (stored words stay English). */
export const viewerRoleLabels: Record<CameraViewing['viewerRole'], string> = {
  director: msg('cameraMonitoring.log.role.director'),
  staff: msg('cameraMonitoring.log.role.staff'),
  parent: msg('cameraMonitoring.log.role.parent'),
};

/** The Ended column: still watching, or when it ended and whether the 1800 s ran out. */
export type Ended = { watching: true } | { watching: false; at: string | null; expired: boolean };

/**
 * 'Watching now' while the session is open; otherwise its end in the reader's format, with
 * 'Expired' beside it when the timer ended it rather than Stop Viewing or the camera's removal.
 * An ended row without a time (none recorded) shows only its label.
 */
export function endedOf(row: Pick<CameraViewing, 'status' | 'endedAt'>): Ended {
  if (row.status === 'viewing') return { watching: true };
  return {
    watching: false,
    at: row.endedAt ? formatDateTime(row.endedAt) : null,
    expired: row.status === 'expired',
  };
}
