import {
  REVIEWS_PAGE_SIZE,
  type AdminReview,
  type AdminReviewsPage,
  type ReviewKind,
  type ReviewsQueryParsed,
} from '@camtour/shared/schemas/admin-content';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paginationOf } from '../../lib/pagination';
import { recordAudit, type AuditActor } from '../audit/audit';
import * as repo from './repository';

function toReview(kind: ReviewKind, r: repo.ReviewListRow): AdminReview {
  return {
    id: r.id,
    kind,
    target_id: r.target_id,
    target_name_en: r.target_name_en,
    target_name_km: r.target_name_km,
    star: r.star,
    comment: r.comment,
    rater_name: `${r.first_name} ${r.last_name}`.trim(),
    rater_email: r.email,
    created_at: r.created_at.toISOString(),
    hidden_at: r.hidden_at?.toISOString() ?? null,
  };
}

/** Review moderation (issue 16): a hidden review leaves the public lists and the averages. */
export function createReviewsService(db: Db) {
  /**
   * One conditional update decides (the row is locked first only so the audit's "before" is
   * exact); the rating moves only when it changed something, in the
   * same transaction, so ten simultaneous hides take the star out once. Hiding a hidden review
   * (or showing a shown one) answers 200 with the review as it is and records nothing: the
   * state the staff member asked for holds.
   */
  async function setHidden(
    kind: ReviewKind,
    id: number,
    hide: boolean,
    staff: AuditActor,
  ): Promise<AdminReview> {
    await db.transaction(async (tx) => {
      const before = await repo.lockReview(tx, kind, id);
      if (!before) throw new AppError('review-not-found');
      const changed = await repo.setHidden(tx, kind, id, hide);
      if (!changed) return;
      await repo.moveRating(tx, kind, changed.target_id, changed.star, hide ? -1 : 1);
      await recordAudit(tx, {
        actor: staff,
        action: hide ? 'review.hide' : 'review.show',
        entity: `${kind}_review`,
        entityId: id,
        before: { hidden_at: before.hidden_at?.toISOString() ?? null, star: changed.star },
        after: { hidden_at: changed.hidden_at?.toISOString() ?? null, star: changed.star },
      });
    });
    const row = await repo.findOne(db, kind, id);
    if (!row) throw new AppError('review-not-found');
    return toReview(kind, row);
  }

  return {
    async list(query: ReviewsQueryParsed): Promise<AdminReviewsPage> {
      const { kind, page, ...filter } = query;
      const { rows, total } = await repo.listPage(db, kind, filter, page, REVIEWS_PAGE_SIZE);
      return {
        reviews: rows.map((r) => toReview(kind, r)),
        pagination: paginationOf(total, page, REVIEWS_PAGE_SIZE),
      };
    },
    hide: (kind: ReviewKind, id: number, staff: AuditActor) => setHidden(kind, id, true, staff),
    show: (kind: ReviewKind, id: number, staff: AuditActor) => setHidden(kind, id, false, staff),
  };
}
