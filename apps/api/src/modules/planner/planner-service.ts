import type { Lang } from '@camtour/shared/constants';
import { centsToDollars, dollarsToCents } from '@camtour/shared/domain/money';
import { generateRecommendation } from '@camtour/shared/domain/planner/generate';
import { cambodiaToday } from '@camtour/shared/domain/travel';
import type { IdResult } from '@camtour/shared/schemas/common';
import {
  SAVED_PLANS_MAX,
  SAVED_PLANS_PAGE_SIZE,
  type BudgetStatus,
  planPdfFileName,
  type PlanCreate,
  type PlanExport,
  type PlannerInput,
  type SavedPlan,
  type SavedPlanList,
  type SavedPlanSummary,
} from '@camtour/shared/schemas/planner';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Limit, Limiter } from '../../plugins/rate-limit';
import { renderPlanPdf } from './pdf/plan-pdf';
import * as repo from './planner-repository';
import type { TripPlanRow } from './planner-repository';

/** Drawing a PDF costs real CPU: 30 in 10 minutes from one client is plenty for a person. */
export const EXPORT_LIMIT: Limit = {
  action: 'plan-export:ip',
  max: 30,
  windowMs: 10 * 60 * 1000,
  errorKey: 'too-many-requests-try-later',
};

function toSummary(row: TripPlanRow): SavedPlanSummary {
  return {
    id: row.id,
    title: row.title,
    budget: centsToDollars(row.budget_cents),
    total_cost: centsToDollars(row.total_cost_cents),
    budget_status: row.budget_status as BudgetStatus,
    days: row.days,
    nights: row.nights,
    party_size: row.party_size,
    created_at: row.created_at.toISOString(),
  };
}

/** The planner input of a request body: everything but the fields that are not the plan's. */
function plannerInput(body: PlanCreate | PlanExport): PlannerInput {
  return {
    budget: body.budget,
    answers: body.answers,
    ...(body.dayTransport ? { dayTransport: body.dayTransport } : {}),
  };
}

export function createPlannerService(db: Db, limiter: Limiter) {
  return {
    /**
     * Saves a plan (D9). The recommendation is recomputed here from the validated input; only
     * that input and a few numbers for the list are stored. The count and the insert happen
     * under a lock on the account's row, so concurrent saves cannot pass SAVED_PLANS_MAX.
     */
    async save(userId: number, body: PlanCreate, lang: Lang): Promise<SavedPlan> {
      const input = plannerInput(body);
      const recommendation = generateRecommendation(input, { lang });
      const { days, nights, partySize } = recommendation.travelerInfo;
      const row = await db.transaction(async (tx) => {
        if (!(await repo.lockUser(tx, userId))) throw new AppError('no-authorization');
        if ((await repo.countPlans(tx, userId)) >= SAVED_PLANS_MAX) {
          throw new AppError('plan-limit-reached');
        }
        return repo.insertPlan(tx, {
          user_id: userId,
          title: body.title ?? null,
          input,
          budget_cents: dollarsToCents(recommendation.budget),
          total_cost_cents: dollarsToCents(recommendation.totalCost),
          budget_status: recommendation.budgetStatus,
          days,
          nights,
          party_size: partySize,
        });
      });
      return { ...toSummary(row), input, recommendation };
    },

    /** The account's plans, newest first, SAVED_PLANS_PAGE_SIZE a page. */
    async list(userId: number, page: number): Promise<SavedPlanList> {
      const perPage = SAVED_PLANS_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        repo.listPlans(db, userId, perPage, (page - 1) * perPage),
        repo.countPlans(db, userId),
      ]);
      return {
        plans: rows.map(toSummary),
        pagination: {
          total,
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
        },
      };
    },

    /**
     * One plan with its recommendation recomputed in `lang` from the stored input. The summary
     * figures are those of the day it was saved, so a page can tell when prices have changed.
     */
    async get(userId: number, id: number, lang: Lang): Promise<SavedPlan> {
      const row = await repo.findPlan(db, userId, id);
      if (!row) throw new AppError('plan-not-found');
      const recommendation = generateRecommendation(row.input, { lang });
      return { ...toSummary(row), input: row.input, recommendation };
    },

    async remove(userId: number, id: number): Promise<IdResult> {
      if (!(await repo.deletePlan(db, userId, id))) throw new AppError('plan-not-found');
      return { id };
    },

    /** A PDF of a plan for anyone, visitors included, limited per client IP. */
    async exportPdf(body: PlanExport, ip: string): Promise<{ bytes: Buffer; fileName: string }> {
      await limiter.take([{ limit: EXPORT_LIMIT, key: ip }]);
      const recommendation = generateRecommendation(plannerInput(body), { lang: body.lang });
      const date = body.date ?? cambodiaToday();
      const bytes = await renderPlanPdf({
        recommendation,
        title: body.title,
        lang: body.lang,
        date,
      });
      return { bytes, fileName: planPdfFileName(date) };
    },
  };
}

export type PlannerService = ReturnType<typeof createPlannerService>;
