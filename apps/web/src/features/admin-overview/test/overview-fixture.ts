import type { AdminOverview } from '@camtour/shared/schemas/admin-overview';

/** GET /api/admin/overview on a Wednesday with a few orders and one empty variant. */
export function testOverview(): AdminOverview {
  return {
    today: {
      from: '2026-03-03T17:00:00.000Z',
      to: '2026-03-04T17:00:00.000Z',
      orders: 3,
      revenue_cents: 12_345,
      revenue_khr: 493_800,
    },
    week: {
      from: '2026-03-01T17:00:00.000Z',
      to: '2026-03-08T17:00:00.000Z',
      orders: 11,
      revenue_cents: 98_700,
      revenue_khr: 3_948_000,
    },
    waiting: { pending: 4, processing: 2, shipped: 1 },
    low_stock: {
      threshold: 4,
      variants: [
        {
          variant_id: 31,
          product_id: 7,
          product_name: 'Kulen Family Dome Tent',
          product_name_km: 'តង់គ្រួសារ Kulen',
          color_name: 'Sky blue',
          color_name_km: 'ខៀវផ្ទៃមេឃ',
          size: '4-person',
          size_km: '៤ នាក់',
          qty: 0,
        },
      ],
    },
    unread_feedback: 5,
    unread_booking_requests: 2,
    paid_no_order_open: 3,
  };
}
