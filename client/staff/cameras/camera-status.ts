import type { Camera } from '../../../contract/cameras.ts';
import { msg, t } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format.ts';

/** What a camera card says about the camera, as message ids. */
export type CameraStatus = {
  /** Active and reached by the last health check: the card reads Online and Live Stream. */
  live: boolean;
  badge: string;
  picture: string;
  activity: string;
};

/**
 * The spec's card words. 'Online' and 'Live Stream' need both the director's switch
 * (isActive) and the minute's health check (online): an active camera that cannot be reached
 * is Offline too, and still says Active, because that is what the director set.
 */
export function cameraStatus(camera: Pick<Camera, 'isActive' | 'online'>): CameraStatus {
  const live = camera.isActive && camera.online;
  return {
    live,
    badge: live ? msg('cameraMonitoring.status.online') : msg('cameraMonitoring.status.offline'),
    picture: live ? msg('cameraMonitoring.liveStream') : msg('cameraMonitoring.cameraOffline'),
    activity: camera.isActive
      ? msg('cameraMonitoring.status.active')
      : msg('cameraMonitoring.status.inactive'),
  };
}

/** When the health check last reached the camera, or 'Never'. */
export function lastOnlineText(lastOnline: string | null): string {
  return lastOnline ? formatDateTime(lastOnline) : t('cameraMonitoring.never');
}

/**
 * Where the camera is on the network: 'ip:port', an IPv6 address in brackets before its port,
 * or the address and 'default port' when none is stored (the protocol's own is used).
 */
export function cameraAddressText(ipAddress: string, port: number | null | undefined): string {
  if (port === null || port === undefined)
    return t('cameraMonitoring.addressDefaultPort', { address: ipAddress });
  const host = ipAddress.includes(':') ? `[${ipAddress}]` : ipAddress;
  return `${host}:${port}`;
}
