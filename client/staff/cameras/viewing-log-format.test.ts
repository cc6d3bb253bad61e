import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format.ts';
import { endedOf, viewerRoleLabels } from './viewing-log-format.ts';

describe('the viewing log’s Ended column', () => {
  const at = '2026-03-04T15:50:00.000Z';

  it('says Watching now while the session is open', () => {
    expect(endedOf({ status: 'viewing', endedAt: null })).toEqual({ watching: true });
  });

  it('gives the end, marked Expired when the timer ended it', () => {
    expect(endedOf({ status: 'ended', endedAt: at })).toEqual({
      watching: false,
      at: formatDateTime(at),
      expired: false,
    });
    expect(endedOf({ status: 'expired', endedAt: at })).toEqual({
      watching: false,
      at: formatDateTime(at),
      expired: true,
    });
    expect(endedOf({ status: 'ended', endedAt: null })).toMatchObject({ at: null });
  });

  it('names each role', () => {
    expect(Object.values(viewerRoleLabels).map((id) => t(id))).toEqual([
      'Director',
      'Staff',
      'Parent',
    ]);
  });
});
