import { describe, expect, it } from 'vitest';
import type { ChildMilestonesResponse } from '../../../contract/child-milestones.ts';
import type { ChildResponse } from '../../../contract/children.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { seedDemoMedia } from '../../db/seed/seed-media.ts';
import { seedDemoMilestones } from './demo-milestones.ts';

const t = testApp();

describe('the demo centre’s milestones', () => {
  it('are recorded as staff record them: progress, badges, the gallery photo as evidence', async () => {
    await seedDemoMedia(t.database.db, t.app.files, t.clock.now());
    await seedDemoMilestones(t.database.db, t.clock.now());
    const get = async <T>(who: keyof typeof t.cookie, url: string) =>
      (await t.request({ method: 'GET', url, cookie: t.cookie[who] })).json() as T;
    const children = await get<ChildResponse[]>('director', '/api/children');
    const aarav = children.find((c) => c.firstName === 'Aarav' && c.lastName === 'Patel')!;
    const view = await get<ChildMilestonesResponse>(
      'director',
      `/api/children/${aarav.id}/milestones`,
    );
    expect(view.achieved.length).toBeGreaterThan(0);
    expect(view.achieved.flatMap((m) => m.photos.map((p) => p.title))).toEqual([
      'Painting with our hands',
    ]);
    expect(view.achieved.every((m) => m.staffName === 'Tom Alvarez')).toBe(true);
    expect(view.achieved.every((m) => m.achievedDate < t.clock.now().toISOString())).toBe(true);
    const achieved = view.categories.reduce((n, c) => n + c.progress.achievedMilestones, 0);
    expect(achieved).toBe(view.achieved.length);
    expect(view.badges.map((b) => b.badgeType)).toContain('first-milestone');
    // Aarav's family sees them too, with the photo their child is in.
    const family = await get<ChildMilestonesResponse>(
      'parent',
      `/api/children/${aarav.id}/milestones`,
    );
    expect(family.achieved.map((m) => m.id)).toEqual(view.achieved.map((m) => m.id));

    // A few children, not all: the rest start empty.
    let withMilestones = 0;
    for (const child of children) {
      const one = await get<ChildMilestonesResponse>(
        'director',
        `/api/children/${child.id}/milestones`,
      );
      if (one.achieved.length > 0) withMilestones += 1;
    }
    expect(withMilestones).toBeGreaterThan(1);
    expect(withMilestones).toBeLessThanOrEqual(6);
  });
});
