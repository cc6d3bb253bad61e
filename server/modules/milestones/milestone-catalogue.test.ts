import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChildMilestonesResponse } from '../../../contract/child-milestones.ts';
import {
  catalogueResponse,
  type CatalogueResponse,
  editableCatalogueResponse,
  type EditableCatalogueResponse,
  type TemplateRequest,
} from '../../../contract/milestones.ts';
import { auditLog, staff } from '../../db/schema/index.ts';
import { childIdByName, enrolChild } from '../../../test/api/fixtures.ts';
import { testApp } from '../../../test/api/test-app.ts';

// The test clock: Wednesday 2026-11-18, 10:00 in New York.
const t = testApp();
const { cookie } = t;
type Who = keyof typeof cookie;
let tom = 0;
beforeAll(async () => {
  tom = (
    await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.firstName, 'Tom'))
  )[0]!.id;
});

const get = (url: string, who?: Who) =>
  t.request({ method: 'GET', url, cookie: who && cookie[who] });
const send = (method: 'POST' | 'PUT', url: string, payload: object, who: Who = 'director') =>
  t.request({ method, url, payload, cookie: cookie[who] });
const catalogue = async (query = '') => {
  const res = await get(`/api/milestones/catalogue${query}`, 'parent');
  expect(res.statusCode).toBe(200);
  expect(catalogueResponse.safeParse(res.json()).success).toBe(true);
  return res.json() as CatalogueResponse;
};
const editable = async () => {
  const res = await get('/api/milestones/catalogue/editable', 'director');
  expect(res.statusCode).toBe(200);
  expect(editableCatalogueResponse.safeParse(res.json()).success).toBe(true);
  return res.json() as EditableCatalogueResponse;
};
const template = (categoryId: number, more: Partial<TemplateRequest> = {}): TemplateRequest => ({
  categoryId,
  title: 'Builds a tower of six blocks',
  ageRangeMin: 18,
  ageRangeMax: 24,
  skillType: 'fine-motor',
  difficultyLevel: 'medium',
  stickerDesign: 'rocket',
  celebrationMessage: 'Up, up and away!',
  parentTip: 'Build towers together with cups or boxes.',
  translations: { es: { title: 'Construye una torre de seis bloques' } },
  ...more,
});

describe('the catalogue every centre starts with', () => {
  it('holds the CDC checklists’ four areas, 2 months to 5 years, in order', async () => {
    const areas = await catalogue();
    expect(areas.map((c) => c.name)).toEqual([
      'Social and emotional',
      'Language and communication',
      'Learning, thinking and problem-solving',
      'Movement and physical development',
    ]);
    const all = areas.flatMap((c) => c.templates);
    expect(all.length).toBeGreaterThan(150);
    expect(new Set(all.map((m) => m.ageRangeMax))).toEqual(
      new Set([2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60]),
    );
    for (const m of all) {
      expect(m.ageRangeMin).toBeLessThan(m.ageRangeMax);
      expect(m.celebrationMessage).not.toBe('');
      expect(m.parentTip).not.toBe('');
    }
  });

  it('reads in each of the four languages (the reader’s setting, or ?language=)', async () => {
    const english = await catalogue();
    for (const [language, name] of [
      ['es', 'Lenguaje y comunicación'],
      ['fr', 'Langage et communication'],
      ['de', 'Sprache und Kommunikation'],
    ]) {
      const read = await catalogue(`?language=${language}`);
      expect(read[1]!.name).toBe(name);
      const titles = read.flatMap((c) => c.templates.map((m) => m.title));
      const englishTitles = english.flatMap((c) => c.templates.map((m) => m.title));
      // Every milestone has its own words in each language.
      expect(titles.filter((title, i) => title === englishTitles[i])).toEqual([]);
    }
    await send('PUT', '/api/settings', { language: 'de' }, 'parent');
    expect((await catalogue())[0]!.name).toBe('Sozial und emotional');
    await send('PUT', '/api/settings', { language: 'en' }, 'parent');
    expect((await get('/api/milestones/catalogue?language=xx', 'parent')).statusCode).toBe(400);
  });
});

describe('directors edit the catalogue', () => {
  it('adds a category last and a milestone in it, each with their translations, audited', async () => {
    const res = await send('POST', '/api/milestones/categories', {
      name: 'Creative arts',
      description: 'Music, painting and making things.',
      ageGroup: '2 to 5 years',
      iconName: 'palette',
      colorTheme: 'violet',
      translations: { fr: { name: 'Arts créatifs', description: '' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const category = res.json();
    const all = await editable();
    expect(all.at(-1)).toMatchObject({
      id: category.id,
      sortOrder: all.length,
      // An empty translation is not kept: it reads as English.
      translations: { fr: { name: 'Arts créatifs' } },
    });
    const added = await send('POST', '/api/milestones/templates', template(category.id));
    expect(added.statusCode, added.body).toBe(201);
    const french = await catalogue('?language=fr');
    expect(french.at(-1)).toMatchObject({
      name: 'Arts créatifs',
      description: 'Music, painting and making things.',
    });
    const spanish = await catalogue('?language=es');
    expect(spanish.at(-1)!.templates.map((m) => m.title)).toEqual([
      'Construye una torre de seis bloques',
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, 'milestone_template'));
    expect(audit.map((a) => a.action)).toEqual(['milestoneTemplate.create']);
  });

  it('refuses what a form must not send, in the field’s words', async () => {
    const [first] = await editable();
    const bad = await send(
      'POST',
      '/api/milestones/templates',
      template(first!.id, {
        title: ' ',
        ageRangeMin: 30,
        ageRangeMax: 24,
        stickerDesign: 'skull' as never,
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      title: 'Milestone title is required',
      stickerDesign: 'Please choose one of the options',
    });
    const order = await send(
      'POST',
      '/api/milestones/templates',
      template(first!.id, { ageRangeMin: 30 }),
    );
    expect(order.json().fieldErrors).toEqual({
      ageRangeMax: 'The age range cannot end before it starts',
    });
    const noCategory = await send('POST', '/api/milestones/templates', template(2_000_000));
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().fieldCodes.categoryId.code).toBe('errors.milestoneCategoryNotFound');
    const missing = await send('PUT', '/api/milestones/categories/2000000', {
      name: 'X',
      iconName: 'heart',
      colorTheme: 'rose',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('moves a category to another place, the others keeping their order', async () => {
    const before = (await editable()).map((c) => c.id);
    const move = (id: number, position: number) =>
      send('PUT', `/api/milestones/categories/${id}/position`, { position });
    const res = await move(before.at(-1)!, 1);
    expect(res.statusCode, res.body).toBe(200);
    const moved = [before.at(-1)!, ...before.slice(0, -1)];
    expect((res.json() as EditableCatalogueResponse).map((c) => [c.id, c.sortOrder])).toEqual(
      moved.map((id, i) => [id, i + 1]),
    );
    expect((await catalogue()).map((c) => c.id)).toEqual(moved);
    // Past the end is last: back where it was.
    expect((await move(before.at(-1)!, 99)).statusCode).toBe(200);
    expect((await editable()).map((c) => c.id)).toEqual(before);
    expect((await move(2_000_000, 1)).statusCode).toBe(404);
    const zero = await move(before[0]!, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().code).toBe('errors.categoryPosition');
  });

  it('recounts every child’s progress when a milestone is retired or comes back', async () => {
    const child = await enrolChild(t, cookie.director, {
      firstName: 'Cleo',
      lastName: 'Marsh',
      dateOfBirth: '2024-11-02',
    });
    const overview = async () =>
      (await get(`/api/children/${child}/milestones`, 'teacher')).json() as ChildMilestonesResponse;
    const shown = (await overview()).next[0]!;
    const recorded = await send(
      'POST',
      `/api/children/${child}/milestones`,
      { templateId: shown.id, staffId: tom, achievedDate: '2026-11-18' },
      'teacher',
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
    const progress = async () =>
      (await overview()).categories.find((c) => c.id === shown.categoryId)!.progress;
    const start = await progress();
    expect(start.achievedMilestones).toBe(1);

    const editableShown = (await editable())
      .flatMap((c) => c.templates)
      .find((m) => m.id === shown.id)!;
    const { id: _id, createdAt: _createdAt, ...fields } = editableShown;
    const retire = await send('PUT', `/api/milestones/templates/${shown.id}`, {
      ...fields,
      isActive: false,
    });
    expect(retire.statusCode, retire.body).toBe(200);
    expect(await progress()).toMatchObject({
      totalMilestones: start.totalMilestones - 1,
      achievedMilestones: 0,
      progressPercentage: 0,
    });
    // Still among what the child achieved; no longer in the catalogue nor recordable.
    expect((await overview()).achieved.map((m) => m.templateId)).toEqual([shown.id]);
    expect((await catalogue()).flatMap((c) => c.templates).map((m) => m.id)).not.toContain(
      shown.id,
    );

    await send('PUT', `/api/milestones/templates/${shown.id}`, { ...fields, isActive: true });
    expect(await progress()).toMatchObject({
      totalMilestones: start.totalMilestones,
      achievedMilestones: 1,
    });
  });
});

describe('who may do what', () => {
  it('answers each kind of principal as the permission table says', async () => {
    const anika = await childIdByName(t, 'Anika', 'Patel');
    const rooms = (await get('/api/rooms', 'director')).json() as { id: number }[];
    const cases: [string, Who | undefined, number][] = [
      ['/api/milestones/catalogue', undefined, 401],
      ['/api/milestones/catalogue/editable', 'teacher', 403],
      ['/api/milestones/catalogue/editable', 'parent', 403],
      [`/api/children/${anika}/milestones`, 'parent', 200],
      [`/api/children/${anika}/milestones`, 'parent2', 404],
      [`/api/children/${anika}/milestones`, 'teacher', 200],
      [`/api/children/${anika}/milestone-photos`, 'parent', 403],
      [`/api/milestones/rooms/${rooms[0]!.id}`, 'parent', 403],
      [`/api/milestones/rooms/${rooms[0]!.id}`, 'teacher', 200],
      ['/api/milestones/rooms/2000000', 'teacher', 404],
    ];
    for (const [url, who, status] of cases)
      expect(`${who} ${url}: ${(await get(url, who)).statusCode}`).toBe(`${who} ${url}: ${status}`);
    const parentRecords = await send(
      'POST',
      `/api/children/${anika}/milestones`,
      { templateId: 1, staffId: tom, achievedDate: '2026-11-18' },
      'parent',
    );
    expect(parentRecords.statusCode).toBe(403);
    const teacherEdits = await send(
      'POST',
      '/api/milestones/categories',
      { name: 'X', iconName: 'heart', colorTheme: 'rose' },
      'teacher',
    );
    expect(teacherEdits.statusCode).toBe(403);
  });
});

describe('the room view', () => {
  it('lists what each child of the room has not shown yet of their age’s milestones', async () => {
    const rooms = (await get('/api/rooms', 'director')).json() as { id: number; name: string }[];
    const toddlers = rooms.find((r) => r.name === 'Toddler Room')!;
    const child = await enrolChild(t, cookie.director, {
      firstName: 'Dara',
      lastName: 'Vale',
      dateOfBirth: '2024-11-02',
      room: 'Toddler Room',
    });
    const view = async () => {
      const res = await get(`/api/milestones/rooms/${toddlers.id}?language=en`, 'teacher');
      expect(res.statusCode).toBe(200);
      return res.json() as {
        room: { name: string };
        children: {
          id: number;
          ageMonths: number;
          expectedCount: number;
          notYet: { templateId: number }[];
        }[];
        milestones: { template: { id: number; ageRangeMax: number }; childIds: number[] }[];
      };
    };
    const before = await view();
    expect(before.room.name).toBe('Toddler Room');
    const dara = before.children.find((c) => c.id === child)!;
    expect(dara.ageMonths).toBe(24);
    // Two years old: the 15-, 18- and 24-month checklists (the last year) are expected.
    const expectedAges = new Set(
      before.milestones
        .filter((m) => m.childIds.includes(child))
        .map((m) => m.template.ageRangeMax),
    );
    expect(expectedAges).toEqual(new Set([15, 18, 24]));
    expect(dara.notYet.length).toBe(dara.expectedCount);
    const first = dara.notYet[0]!.templateId;
    await send(
      'POST',
      `/api/children/${child}/milestones`,
      { templateId: first, staffId: tom, achievedDate: '2026-11-18', notifyFamily: false },
      'teacher',
    );
    const after = (await view()).children.find((c) => c.id === child)!;
    expect(after.notYet.map((m) => m.templateId)).not.toContain(first);
    expect(after.notYet.length).toBe(dara.notYet.length - 1);
  });
});
