import { describe, expect, it } from 'vitest';
import { AdminOverviewSchema, shopPeriods } from './admin-overview';

const at = (iso: string) => shopPeriods(new Date(iso));
const iso = (p: ReturnType<typeof shopPeriods>) => ({
  today: p.todayFrom.toISOString(),
  week: p.weekFrom.toISOString(),
});

describe('shopPeriods (Phnom Penh, UTC+7, weeks from Monday)', () => {
  it('starts the day at midnight in Phnom Penh, 17:00 UTC the day before', () => {
    // Wednesday 2026-03-04 10:00 in Phnom Penh.
    expect(iso(at('2026-03-04T03:00:00Z'))).toEqual({
      today: '2026-03-03T17:00:00.000Z',
      week: '2026-03-01T17:00:00.000Z',
    });
  });

  it('is already the next day in Phnom Penh after 17:00 UTC', () => {
    // 2026-03-04 17:30 UTC is Thursday 00:30 in Phnom Penh.
    expect(iso(at('2026-03-04T17:30:00Z')).today).toBe('2026-03-04T17:00:00.000Z');
    // One millisecond before is still Wednesday.
    expect(iso(at('2026-03-04T16:59:59.999Z')).today).toBe('2026-03-03T17:00:00.000Z');
  });

  it('a Monday starts its own week, a Sunday belongs to the week before', () => {
    // Monday 2026-03-02 00:00 in Phnom Penh.
    expect(iso(at('2026-03-01T17:00:00Z'))).toEqual({
      today: '2026-03-01T17:00:00.000Z',
      week: '2026-03-01T17:00:00.000Z',
    });
    // Sunday 2026-03-01 23:59 in Phnom Penh (16:59 UTC): the week of Monday 2026-02-23.
    expect(iso(at('2026-03-01T16:59:00Z'))).toEqual({
      today: '2026-02-28T17:00:00.000Z',
      week: '2026-02-22T17:00:00.000Z',
    });
  });

  it('ends the day at the next midnight and the week at the next Monday midnight', () => {
    const p = at('2026-03-04T03:00:00Z');
    expect(p.todayTo.toISOString()).toBe('2026-03-04T17:00:00.000Z');
    expect(p.weekTo.toISOString()).toBe('2026-03-08T17:00:00.000Z');
  });

  it('crosses a month and a year', () => {
    // Thursday 2026-01-01 08:00 in Phnom Penh: the week began Monday 2025-12-29.
    expect(iso(at('2026-01-01T01:00:00Z')).week).toBe('2025-12-28T17:00:00.000Z');
  });
});

describe('AdminOverviewSchema', () => {
  it('refuses a negative count', () => {
    const period = { from: 'x', to: 'y', orders: -1, revenue_cents: 0, revenue_khr: 0 };
    const parsed = AdminOverviewSchema.safeParse({
      today: period,
      week: period,
      waiting: { pending: 0, processing: 0, shipped: 0 },
      low_stock: { threshold: 4, variants: [] },
      unread_feedback: 0,
      unread_booking_requests: 0,
      paid_no_order_open: 0,
    });
    expect(parsed.success).toBe(false);
  });
});
