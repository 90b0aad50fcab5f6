import { promoState } from '@camtour/shared/domain/promo-state';
import {
  PROMO_PAGE_SIZE,
  PROMO_USES_PAGE_SIZE,
  type PromoCode,
  type PromoCodeCreate,
  type PromoCodesPage,
  type PromoCodesQueryParsed,
  type PromoCodeUpdate,
  type PromoUsesPage,
} from '@camtour/shared/schemas/admin-content';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paginationOf } from '../../lib/pagination';
import { recordAudit, type AuditActor } from '../audit/audit';
import * as repo from './repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What the audit log keeps of a code: its terms and switch (the use count moves by itself). */
const snapshot = (row: repo.PromoRow) => ({
  code: row.code,
  percent: row.percent,
  active: row.active,
  starts_at: iso(row.starts_at),
  ends_at: iso(row.ends_at),
  max_uses: row.max_uses,
  max_uses_per_customer: row.max_uses_per_customer,
  uses: row.uses,
});

export function toPromoCode(row: repo.PromoRow, now = new Date()): PromoCode {
  return {
    id: row.id,
    ...snapshot(row),
    created_at: row.created_at.toISOString(),
    state: promoState(row, now),
  };
}

const notFound = () => new AppError('promo-code-not-found');

/** Staff's promo codes (issue 16): checkout reads the same row, so every change counts at once. */
export function createPromosService(db: Db) {
  async function setActive(id: number, active: boolean, staff: AuditActor): Promise<PromoCode> {
    return db.transaction(async (tx) => {
      const changed = await repo.setActive(tx, id, active);
      if (!changed) {
        // Already so (or gone): the staff member's wish holds, nothing to record.
        const row = await repo.findById(tx, id);
        if (!row) throw notFound();
        return toPromoCode(row);
      }
      await recordAudit(tx, {
        actor: staff,
        action: active ? 'promo.activate' : 'promo.deactivate',
        entity: 'promo_code',
        entityId: id,
        before: { ...snapshot(changed), active: !active },
        after: snapshot(changed),
      });
      return toPromoCode(changed);
    });
  }

  return {
    async list(query: PromoCodesQueryParsed): Promise<PromoCodesPage> {
      const { page, ...filter } = query;
      const { rows, total } = await repo.listPage(db, filter, page, PROMO_PAGE_SIZE);
      const now = new Date();
      return {
        promo_codes: rows.map((r) => toPromoCode(r, now)),
        pagination: paginationOf(total, page, PROMO_PAGE_SIZE),
      };
    },

    async get(id: number): Promise<PromoCode> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      return toPromoCode(row);
    },

    async create(input: PromoCodeCreate, staff: AuditActor): Promise<PromoCode> {
      return db.transaction(async (tx) => {
        const row = await repo.insert(tx, input);
        if (!row) {
          throw new AppError('promo-code-taken', { fieldErrors: { code: ['promo-code-taken'] } });
        }
        await recordAudit(tx, {
          actor: staff,
          action: 'promo.create',
          entity: 'promo_code',
          entityId: row.id,
          before: null,
          after: snapshot(row),
        });
        return toPromoCode(row);
      });
    },

    /**
     * New terms. The row is locked first only so the audit's "before" is exact; whether a lower
     * `max_uses` is allowed is decided by the conditional update itself.
     */
    async update(id: number, terms: PromoCodeUpdate, staff: AuditActor): Promise<PromoCode> {
      return db.transaction(async (tx) => {
        const before = await repo.findById(tx, id, true);
        if (!before) throw notFound();
        const after = await repo.updateTerms(tx, id, terms);
        if (!after) {
          throw new AppError('promo-max-uses-below-uses', {
            fieldErrors: { max_uses: ['promo-max-uses-below-uses'] },
            body: { data: { uses: before.uses } },
          });
        }
        await recordAudit(tx, {
          actor: staff,
          action: 'promo.update',
          entity: 'promo_code',
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        return toPromoCode(after);
      });
    },

    deactivate: (id: number, staff: AuditActor) => setActive(id, false, staff),
    activate: (id: number, staff: AuditActor) => setActive(id, true, staff),

    async uses(id: number, page: number): Promise<PromoUsesPage> {
      const promo = await repo.findById(db, id);
      if (!promo) throw notFound();
      const { rows, total } = await repo.usesPage(db, id, page, PROMO_USES_PAGE_SIZE);
      return {
        code: promo.code,
        uses: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        pagination: paginationOf(total, page, PROMO_USES_PAGE_SIZE),
      };
    },
  };
}
