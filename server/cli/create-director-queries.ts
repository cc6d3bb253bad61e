import type { DbOrTx } from '../db/client.ts';
import { ensureCentreDefaults } from '../db/centre-defaults.ts';
import { staff, users } from '../db/schema/index.ts';
import { writeAudit } from '../lib/audit.ts';
import { isCommonPassword } from '../lib/common-passwords.ts';
import { hashPassword } from '../lib/passwords.ts';
import { findUserByEmail } from '../modules/auth/auth-queries.ts';

export async function createDirector(
  db: DbOrTx,
  d: { email: string; firstName: string; lastName: string; phone: string; password: string },
): Promise<number> {
  // The account that reaches every family's records: the same rules as any new password.
  if (d.password.length < 10) throw new Error('The password must be at least 10 characters.');
  if (isCommonPassword(d.password))
    throw new Error('This password is one of the most common ones. Please choose another.');
  if (await findUserByEmail(db, d.email))
    throw new Error(`An account for ${d.email} already exists.`);
  const passwordHash = await hashPassword(d.password);
  await ensureCentreDefaults(db);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: d.email.toLowerCase(), passwordHash, role: 'director' })
      .returning({ id: users.id });
    await tx.insert(staff).values({
      userId: user!.id,
      firstName: d.firstName,
      lastName: d.lastName,
      role: 'Director',
      room: 'Main Office',
      phone: d.phone,
      email: d.email.toLowerCase(),
    });
    await writeAudit(tx, {
      actorUserId: null,
      ipAddress: null,
      action: 'user.createDirector',
      entityType: 'user',
      entityId: user!.id,
      at: new Date(),
    });
    return user!.id;
  });
}
