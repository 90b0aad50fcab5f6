import { AUDIT_PAGE_SIZE, type AuditPage } from '@camtour/shared/schemas/admin';
import type { DbOrTx } from '../../db/client';
import { countAuditQuery, listAuditQuery, type AuditFilter } from './audit-repository';

/** One page of the audit log, newest first, with the total the filter matches. */
export async function listAudit(db: DbOrTx, filter: AuditFilter, page: number): Promise<AuditPage> {
  const [rows, [counted]] = await Promise.all([
    listAuditQuery(db, filter, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE),
    countAuditQuery(db, filter),
  ]);
  const total = counted?.total ?? 0;
  return {
    entries: rows.map((r) => ({
      id: r.id,
      actor_id: r.actor_id,
      actor_email: r.actor_email,
      action: r.action,
      entity: r.entity,
      entity_id: r.entity_id,
      before: r.before,
      after: r.after,
      created_at: r.created_at.toISOString(),
    })),
    pagination: {
      total,
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
      per_page: AUDIT_PAGE_SIZE,
    },
  };
}
