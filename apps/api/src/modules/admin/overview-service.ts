import { LOW_STOCK_MAX } from '@camtour/shared/domain/catalog';
import {
  OVERVIEW_LOW_STOCK_LIMIT,
  shopPeriods,
  type AdminOverview,
} from '@camtour/shared/schemas/admin-overview';
import type { DbOrTx } from '../../db/client';
import {
  lowStockVariants,
  periodTotals,
  unreadBookingRequestsQuery,
  unreadFeedbackQuery,
  openNoOrderPaymentsQuery,
  waitingCounts,
} from './overview-repository';

/** The overview at `now` (a parameter so the day and week boundaries can be tested). */
export async function getOverview(db: DbOrTx, now: Date = new Date()): Promise<AdminOverview> {
  const { todayFrom, todayTo, weekFrom, weekTo } = shopPeriods(now);
  const [today, week, waiting, lowStock, [feedback], [bookings], [noOrder]] = await Promise.all([
    periodTotals(db, todayFrom, todayTo),
    periodTotals(db, weekFrom, weekTo),
    waitingCounts(db),
    lowStockVariants(db, LOW_STOCK_MAX, OVERVIEW_LOW_STOCK_LIMIT),
    unreadFeedbackQuery(db),
    unreadBookingRequestsQuery(db),
    openNoOrderPaymentsQuery(db),
  ]);
  const waitingOf = (status: string) => waiting.find((row) => row.status === status)?.n ?? 0;
  return {
    today: { from: todayFrom.toISOString(), to: todayTo.toISOString(), ...today },
    week: { from: weekFrom.toISOString(), to: weekTo.toISOString(), ...week },
    waiting: {
      pending: waitingOf('pending'),
      processing: waitingOf('processing'),
      shipped: waitingOf('shipped'),
    },
    low_stock: { threshold: LOW_STOCK_MAX, variants: lowStock },
    unread_feedback: feedback?.n ?? 0,
    unread_booking_requests: bookings?.n ?? 0,
    paid_no_order_open: noOrder?.n ?? 0,
  };
}
