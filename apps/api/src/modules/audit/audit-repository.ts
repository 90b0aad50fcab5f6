import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** A staff member, or a pseudo actor with no account (the `user:role` command: CLI_ACTOR). */
export interface AuditActor {
  id: number | null;
  email: string;
}

/** Changes made from the command line by whoever runs it on the server (docs/decisions/022). */
export const CLI_ACTOR: AuditActor = { id: null, email: 'cli@localhost' };

export interface AuditEntry {
  actor: AuditActor;
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit entry (D15). Call it with the transaction that makes the change, so the entry
 * exists exactly when the change does.
 */
export async function recordAudit(tx: DbOrTx, e: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor_id: e.actor.id,
    actor_email: e.actor.email,
    action: e.action,
    entity: e.entity,
    entity_id: String(e.entityId),
    before: e.before ?? null,
    after: e.after ?? null,
  });
}

export interface AuditFilter {
  actorId?: number | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function conditions(f: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.actorId !== undefined) where.push(eq(auditLog.actor_id, f.actorId));
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.entity) where.push(eq(auditLog.entity, f.entity));
  if (f.entityId) where.push(eq(auditLog.entity_id, f.entityId));
  if (f.from) where.push(gte(auditLog.created_at, f.from));
  if (f.to) where.push(lt(auditLog.created_at, f.to));
  return where.length ? and(...where) : undefined;
}

/** Newest first, a page at a time (audit_created_idx, or the filter's own index). */
export function listAuditQuery(db: DbOrTx, f: AuditFilter, limit: number, offset: number) {
  return (
    db
      .select()
      .from(auditLog)
      .where(conditions(f))
      // The indexes of migration 0014 are `desc nulls last`; a plain `desc` means nulls first, which
      // they cannot give in order. The columns are not null, so both orders are the same rows.
      .orderBy(sql`${auditLog.created_at} desc nulls last`, sql`${auditLog.id} desc nulls last`)
      .limit(limit)
      .offset(offset)
  );
}

/** How many entries the filter matches: the same conditions, so the same index serves it. */
export function countAuditQuery(db: DbOrTx, f: AuditFilter) {
  return db.select({ total: count() }).from(auditLog).where(conditions(f));
}
