import type { Camera } from '../../../contract/cameras.ts';
import { portalOf, type Viewer } from '../../access/access.ts';
import type { Principal } from '../../types.ts';
import { displayAddress, openConnection } from './camera-connection.ts';
import type { CameraRow } from './cameras-queries.ts';
import type { SecretBox } from '../../lib/secrets.ts';

/** The centre's day as the viewing rule needs it: its local time and opening hours. */
export type CentreHours = { time: string; opening: string; closing: string };

export type ViewingBlock = 'offline' | 'notCheckedIn' | 'outsideHours';

/**
 * Why this person may not start watching the camera now, or null. Nobody watches a camera
 * that is switched off or that the health check found offline. A parent watches only within
 * opening hours and while one of their children in the camera's room is checked in today
 * and not checked out (the listing already limits them to their children's rooms).
 */
export function viewingBlock(
  camera: Pick<CameraRow, 'isActive' | 'online' | 'childHere'>,
  viewer: Pick<Viewer, 'role'>,
  hours: CentreHours,
): ViewingBlock | null {
  if (!camera.isActive || !camera.online) return 'offline';
  if (portalOf(viewer) !== 'parent') return null;
  if (!withinHours(hours)) return 'outsideHours';
  if (!camera.childHere) return 'notCheckedIn';
  return null;
}

const withinHours = (hours: CentreHours) =>
  hours.time >= hours.opening && hours.time < hours.closing;

/**
 * Whether a viewing under way may go on: the rule of starting, asked again while it lasts.
 * `camera` is as the viewer may see it (null: removed, or no longer in their children's
 * rooms). A blip of the health check does not end it; the picture itself says if it is gone.
 */
export function mayGoOnWatching(
  camera: Pick<CameraRow, 'isActive' | 'childHere'> | null,
  viewer: Pick<Viewer, 'role'>,
  hours: CentreHours,
): boolean {
  if (!camera?.isActive) return false;
  return portalOf(viewer) !== 'parent' || (withinHours(hours) && camera.childHere);
}

/** The answer for one camera: staff see how it is set up (never its secrets); parents not. */
export function cameraView(
  row: CameraRow,
  principal: Principal,
  hours: CentreHours,
  secrets: SecretBox,
  demo: boolean,
): Camera {
  const connection = openConnection(secrets, row);
  const common = {
    id: row.id,
    name: row.name,
    location: row.location,
    roomId: row.roomId,
    roomName: row.roomName,
    isActive: row.isActive,
    online: row.online,
    lastOnline: row.lastOnline?.toISOString() ?? null,
    hasStream: connection.streamUrl !== null || (demo && row.testPattern),
    frameWidth: row.frameWidth,
    frameHeight: row.frameHeight,
  };
  if (portalOf(principal) === 'parent') {
    return {
      ...common,
      viewingBlockedBy: viewingBlock(row, principal, hours),
      // The rule itself, so the card can say it before anyone presses View Camera.
      viewingHours: { opening: hours.opening, closing: hours.closing },
      childNames: row.childNames,
    };
  }
  return {
    ...common,
    ipAddress: row.ipAddress,
    port: row.port,
    streamAddress: displayAddress(connection.streamUrl),
    hasUsername: connection.username !== null,
    hasPassword: connection.password !== null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
  };
}
