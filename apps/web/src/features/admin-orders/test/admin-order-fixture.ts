import type { AdminOrder, AdminOrderRow } from '@camtour/shared/schemas/admin';
import { testOrder } from '@/entities/order/test/order-fixture';

/** A back-office order as GET /api/admin/orders/{order_no} returns it. */
export function testAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...testOrder({ order_no: 'CT-ABCD1234', status: 'pending' }),
    user_id: null,
    updated_at: '2026-03-04T05:00:00.000Z',
    refund_reference: null,
    refunded_at: null,
    khqr_payment: null,
    events: [
      {
        from_status: null,
        to_status: 'pending',
        actor: 'customer',
        created_at: '2026-03-04T05:00:00.000Z',
      },
    ],
    allowed_transitions: ['processing', 'cancelled'],
    can_refund: false,
    ...overrides,
  };
}

export function testOrderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    order_no: 'CT-ABCD1234',
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'cash_on_delivery',
    delivery_type: 'phnom_penh_delivery',
    currency: 'USD',
    total: 10.35,
    total_cents: 1035,
    total_khr: null,
    customer_name: 'Sreyleak Sok',
    email: 'sreyleak@example.com',
    phone: '012 345 678',
    item_count: 1,
    created_at: '2026-03-04T05:00:00.000Z',
    ...overrides,
  };
}
