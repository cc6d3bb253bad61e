import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BackupResponse, SystemInfoResponse } from '../../../contract/system.ts';
import { centreSettings } from '../../db/schema/index.ts';
import { testApp } from '../../../test/api/test-app.ts';

const t = testApp();
const { cookie } = t;

const systemInfo = async () => {
  const res = await t.request({ method: 'GET', url: '/api/system', cookie: cookie.director });
  expect(res.statusCode).toBe(200);
  return res.json() as SystemInfoResponse;
};

describe('system information (directors’ settings)', () => {
  it('is for directors only', async () => {
    for (const who of ['teacher', 'parent'] as const) {
      const res = await t.request({ method: 'GET', url: '/api/system', cookie: cookie[who] });
      expect(res.statusCode).toBe(403);
    }
  });

  it('says the centre’s time zone, as the centre settings hold it', async () => {
    expect((await systemInfo()).timeZone).toBe('America/New_York');
    await t.database.db
      .update(centreSettings)
      .set({ timeZone: 'Europe/Berlin' })
      .where(eq(centreSettings.id, 1));
    try {
      expect((await systemInfo()).timeZone).toBe('Europe/Berlin');
    } finally {
      await t.database.db
        .update(centreSettings)
        .set({ timeZone: 'America/New_York' })
        .where(eq(centreSettings.id, 1));
    }
  });

  it('says no backup before the first, then the newest one’s time and size', async () => {
    const before = await systemInfo();
    expect(before.backups).toEqual({ time: null, keep: 3, latest: null });
    expect(before).toMatchObject({ version: expect.any(String), mail: 'outbox', files: 'local' });

    const asked = await t.request({
      method: 'POST',
      url: '/api/system/backups',
      cookie: cookie.director,
    });
    expect(asked.statusCode).toBe(202);
    await t.drainJobs();
    const [made] = (
      await t.request({ method: 'GET', url: '/api/system/backups', cookie: cookie.director })
    ).json() as BackupResponse[];
    const after = await systemInfo();
    expect(after.backups.latest).toEqual(made);
    expect(after.backups.latest!.size).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(after.backups.latest!.createdAt))).toBe(false);
  });
});
