import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
  /** Defaults to the app's clock now. */
  at?: Date;
  /** Defaults to the signed-in principal; given where the actor has just been created. */
  actorUserId?: number | null;
};

/**
 * Every change to a child's record, a document or an account is written here, in the
 * change's own transaction (`tx`): if the audit row cannot be written, the change is not
 * saved either. Who, from where and when come from the request.
 */
export async function audit(tx: DbOrTx, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await writeAudit(tx, {
    ...entry,
    at: entry.at ?? request.server.clock.now(),
    actorUserId:
      entry.actorUserId === undefined ? (request.principal?.userId ?? null) : entry.actorUserId,
    ipAddress: request.ip,
  });
}

/** The audit row itself, for changes made outside a request (the command line). */
export async function writeAudit(
  tx: DbOrTx,
  entry: AuditEntry & { at: Date; actorUserId: number | null; ipAddress: string | null },
): Promise<void> {
  await tx.insert(auditLog).values({
    at: entry.at,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? null,
    ipAddress: entry.ipAddress,
  });
}
