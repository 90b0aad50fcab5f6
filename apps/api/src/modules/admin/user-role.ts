import { isRole, ROLES, type Role } from '@camtour/shared/domain/roles';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { CLI_ACTOR, recordAudit, type AuditActor } from '../audit/audit';

export type SetRoleResult =
  | { ok: true; email: string; userId: number; before: Role; after: Role; changed: boolean }
  | { ok: false; error: string };

/**
 * Gives an account a role (D15): the only way a role changes, since no request body ever sets one.
 * The change and its audit entry are one transaction; setting the role it already has writes nothing.
 */
export async function setUserRole(
  db: DbOrTx,
  input: { email: string; role: string },
  actor: AuditActor = CLI_ACTOR,
): Promise<SetRoleResult> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email))
    return { ok: false, error: `not an e-mail: "${input.email}"` };
  if (!isRole(input.role)) {
    return { ok: false, error: `unknown role "${input.role}": use one of ${ROLES.join(', ')}` };
  }
  const role = input.role;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, email))
      .for('update')
      .limit(1);
    if (!user) return { ok: false, error: `no account with the e-mail ${email}` } as const;
    const before = isRole(user.role) ? user.role : 'customer';
    if (before === role) {
      return { ok: true, email, userId: user.id, before, after: role, changed: false } as const;
    }
    await tx.update(users).set({ role, updated_at: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actor,
      action: 'user.role',
      entity: 'user',
      entityId: user.id,
      before: { role: before },
      after: { role },
    });
    return { ok: true, email, userId: user.id, before, after: role, changed: true } as const;
  });
}
