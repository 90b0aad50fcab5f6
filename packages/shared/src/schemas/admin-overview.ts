import { z } from '../zod';

/*
 * GET /api/admin/overview (issue 16): the back office's first page. Money is integer US cents,
 * with its riel beside it; "today" and "this week" are the shop's, in Phnom Penh.
 */

/** Cambodia keeps UTC+7 all year (Asia/Phnom_Penh has no daylight saving). */
const PHNOM_PENH_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ShopPeriods {
  todayFrom: Date;
  /** Exclusive: the next midnight. */
  todayTo: Date;
  weekFrom: Date;
  /** Exclusive: the next Monday's midnight. */
  weekTo: Date;
}

/**
 * The shop's day and week around `now`: from midnight in Phnom Penh, and from the Monday
 * midnight of that week (a Monday's week starts that same midnight), each to its end.
 */
export function shopPeriods(now: Date): ShopPeriods {
  const local = now.getTime() + PHNOM_PENH_OFFSET_MS;
  const localMidnight = Math.floor(local / DAY_MS) * DAY_MS;
  // getUTCDay of the shifted time is the weekday in Phnom Penh; 0 is Sunday.
  const weekday = new Date(localMidnight).getUTCDay();
  const daysSinceMonday = (weekday + 6) % 7;
  const todayFrom = localMidnight - PHNOM_PENH_OFFSET_MS;
  const weekFrom = todayFrom - daysSinceMonday * DAY_MS;
  return {
    todayFrom: new Date(todayFrom),
    todayTo: new Date(todayFrom + DAY_MS),
    weekFrom: new Date(weekFrom),
    weekTo: new Date(weekFrom + 7 * DAY_MS),
  };
}

const Count = z.number().int().nonnegative();

/** Orders placed in the period, cancelled ones left out. */
export const OverviewPeriodSchema = z.object({
  /** The instant the period starts (ISO, UTC). */
  from: z.string(),
  /** The instant it ends, exclusive. */
  to: z.string(),
  orders: Count,
  revenue_cents: z.number().int(),
  /**
   * The same revenue in whole riel: an order paid in KHR counts what it was charged in riel, a
   * dollar order its total at the checkout's rate (D7, 4,000 riel to the dollar).
   */
  revenue_khr: z.number().int(),
});
export type OverviewPeriod = z.infer<typeof OverviewPeriodSchema>;

/** Orders waiting for staff: every order now in each of these statuses, whatever its date. */
export const OverviewWaitingSchema = z.object({
  pending: Count,
  processing: Count,
  shipped: Count,
});

export const LowStockVariantSchema = z.object({
  variant_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_name_km: z.string(),
  color_name: z.string(),
  color_name_km: z.string(),
  size: z.string(),
  size_km: z.string(),
  qty: z.number().int(),
});
export type LowStockVariant = z.infer<typeof LowStockVariantSchema>;

export const OVERVIEW_LOW_STOCK_LIMIT = 10;

export const AdminOverviewSchema = z.object({
  today: OverviewPeriodSchema,
  week: OverviewPeriodSchema,
  waiting: OverviewWaitingSchema,
  low_stock: z.object({
    /** The shop's "low stock" line (LOW_STOCK_MAX): variants at or under it are listed. */
    threshold: z.number().int(),
    /** Published products' variants, lowest stock first, at most OVERVIEW_LOW_STOCK_LIMIT. */
    variants: z.array(LowStockVariantSchema),
  }),
  unread_feedback: Count,
  unread_booking_requests: Count,
  /** KHQR payments the bank confirmed that became no order and are not refunded yet. */
  paid_no_order_open: Count,
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
