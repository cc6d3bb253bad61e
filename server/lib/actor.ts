import type { Principal } from '../types.ts';
import { type AuditEntry, writeAudit } from './audit.ts';

/**
 * Who is making a change, as an action function (`<area>-actions.ts`) gets it: the signed-in
 * principal, and the address the request came from, which the change's audit row keeps.
 * Actions take this rather than the request, so they run without HTTP (plugins/access's
 * `actorOf` makes it).
 */
export type Actor = Principal & { ip: string };

/**
 * The change's audit row, in its transaction: the same row `audit(tx, request, …)` writes,
 * with the moment given by the action's clock.
 */
export async function auditBy(
  tx: Parameters<typeof writeAudit>[0],
  actor: Actor,
  entry: AuditEntry & { at: Date },
): Promise<void> {
  await writeAudit(tx, {
    ...entry,
    actorUserId: entry.actorUserId === undefined ? actor.userId : entry.actorUserId,
    ipAddress: actor.ip,
  });
}
