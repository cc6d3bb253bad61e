import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../db/schema/index.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function userIdOf(email: string): Promise<number> {
  const [u] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return u!.id;
}

const unread = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/messages/unread-count', cookie })).json()
    .count as number;

describe('unread count and recent messages', () => {
  it('counts only the signed-in person’s own unread messages', async () => {
    const director = await t.login(demo.director);
    const parent2 = await t.login(demo.parent2);
    const before = { director: await unread(director), parent2: await unread(parent2) };

    await t.database.db.insert(messages).values({
      senderId: await userIdOf(demo.parent2),
      senderType: 'parent',
      receiverId: await userIdOf(demo.director),
      receiverType: 'staff',
      subject: 'Pick-up time tomorrow',
      content: 'Grandpa will pick up at 4 pm.',
      priority: 'high',
      createdAt: t.clock.now(),
    });

    expect(await unread(director)).toBe(before.director + 1);
    expect(await unread(parent2)).toBe(before.parent2);

    const recent = await t.request({
      method: 'GET',
      url: '/api/messages/recent',
      cookie: director,
    });
    expect(recent.statusCode).toBe(200);
    expect(recent.json()[0]).toMatchObject({
      subject: 'Pick-up time tomorrow',
      senderName: 'Marcus Johnson',
      priority: 'high',
      isRead: false,
    });
    expect(recent.json().length).toBeLessThanOrEqual(5);
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/messages/unread-count' })).statusCode).toBe(
      401,
    );
  });
});
