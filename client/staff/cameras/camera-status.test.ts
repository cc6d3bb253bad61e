import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format.ts';
import { cameraAddressText, cameraStatus, lastOnlineText } from './camera-status.ts';

const words = (camera: { isActive: boolean; online: boolean }) => {
  const status = cameraStatus(camera);
  return [status.live, t(status.badge), t(status.picture), t(status.activity)];
};

describe('a camera card’s status words', () => {
  it('says Online, Live Stream and Active only for an active camera the check reached', () => {
    expect(words({ isActive: true, online: true })).toEqual([
      true,
      'Online',
      'Live Stream',
      'Active',
    ]);
  });

  it('says Offline and Camera Offline otherwise, and Active or Inactive as the director set', () => {
    expect(words({ isActive: true, online: false })).toEqual([
      false,
      'Offline',
      'Camera Offline',
      'Active',
    ]);
    expect(words({ isActive: false, online: false })).toEqual([
      false,
      'Offline',
      'Camera Offline',
      'Inactive',
    ]);
    // A switched-off camera is not live even if it still answers the health check.
    expect(words({ isActive: false, online: true })).toEqual([
      false,
      'Offline',
      'Camera Offline',
      'Inactive',
    ]);
  });

  it('gives the last time it was online, or Never', () => {
    expect(lastOnlineText(null)).toBe('Never');
    const at = '2026-03-04T15:20:00.000Z';
    expect(lastOnlineText(at)).toBe(formatDateTime(at));
  });
});

describe('a camera’s address', () => {
  it('is ip:port, or the address and the default port when none is stored', () => {
    expect(cameraAddressText('192.168.1.20', 8080)).toBe('192.168.1.20:8080');
    expect(cameraAddressText('cam-1.local', null)).toBe('cam-1.local (default port)');
    expect(cameraAddressText('cam-1.local', undefined)).toBe('cam-1.local (default port)');
  });

  it('puts an IPv6 address in brackets before its port', () => {
    expect(cameraAddressText('fe80::1', 554)).toBe('[fe80::1]:554');
    expect(cameraAddressText('fe80::1', null)).toBe('fe80::1 (default port)');
  });
});
