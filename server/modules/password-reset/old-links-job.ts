import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResets } from '../../db/schema/index.ts';

export const oldPasswordLinksJobKind = 'accounts.oldPasswordLinks';

/** How long a used or expired link's row is kept: "who sent me this?" is asked within days. */
const keptForDays = 30;

/**
 * Password links are asked for and used all the time; a row that can never open anything
 * again (used, made void by a newer password, or expired) is removed a month later. The
 * audit log keeps who asked and who sent them.
 */
export function handleOldPasswordLinks(app: FastifyInstance): void {
  app.jobs.handle(oldPasswordLinksJobKind, async () => {
    const before = new Date(app.clock.now().getTime() - keptForDays * 86_400_000);
    await app.db
      .delete(passwordResets)
      .where(lt(sql`coalesce(${passwordResets.usedAt}, ${passwordResets.expiresAt})`, before));
  });
  app.jobs.recur({
    kind: oldPasswordLinksJobKind,
    label: 'Remove old password links',
    at: '03:15',
  });
}
