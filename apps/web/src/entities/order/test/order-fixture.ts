import type { MyOrders, Order, Totals } from '@camtour/shared/schemas/orders';

/** A server's totals for one $139 tent on Phnom Penh delivery, in USD unless told. */
export function testTotals(overrides: Partial<Totals> = {}): Totals {
  return {
    currency: 'USD',
    subtotal: 139,
    subtotal_cents: 13900,
    tax: 6.95,
    tax_cents: 695,
    tax_percent: 5,
    delivery_fee: 1,
    delivery_fee_cents: 100,
    discount: 0,
    discount_cents: 0,
    total: 146.95,
    total_cents: 14695,
    subtotal_khr: null,
    tax_khr: null,
    delivery_fee_khr: null,
    discount_khr: null,
    total_khr: null,
    promo_code: null,
    promo_percent: 0,
    ...overrides,
  };
}

export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    order_id: 7,
    order_no: 'CT-AB23CD45',
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'cash_on_delivery',
    delivery_type: 'phnom_penh_delivery',
    currency: 'USD',
    first_name: 'Sok',
    last_name: 'Dara',
    email: 'sok@example.com',
    phone: '012345678',
    address: {
      street: '12 Street 240',
      city: 'Phnom Penh',
      state: 'Phnom Penh',
      zip_code: '12207',
      country: 'KH',
    },
    notes: '',
    lang: 'en',
    totals: testTotals(),
    items: [
      {
        id: 1,
        product_id: 2,
        variant_id: 4,
        product_name: 'Kulen Family Dome Tent',
        product_name_km: 'តង់គ្រួសារ Kulen',
        image: '/img.svg',
        color_name: 'Forest green',
        color_name_km: 'ពណ៌បៃតង',
        size: '4-person',
        size_km: '៤ នាក់',
        price: 139,
        price_cents: 13900,
        qty: 1,
        line_total: 139,
        line_total_cents: 13900,
      },
    ],
    can_cancel: true,
    created_at: '2026-11-22T10:00:00Z',
    cancelled_at: null,
    ...overrides,
  };
}

export function testMyOrders(
  orders: Order[],
  pagination: Partial<MyOrders[number]['pagination']> = {},
): MyOrders {
  return [
    {
      first_name: 'Sok',
      last_name: 'Dara',
      email: 'sok@example.com',
      orders,
      pagination: {
        current_page: 1,
        last_page: 1,
        per_page: 10,
        total: orders.length,
        ...pagination,
      },
      summary: {
        total_orders: orders.length,
        pending: orders.filter((o) => ['pending', 'processing', 'shipped'].includes(o.status))
          .length,
        completed: orders.filter((o) => ['delivered', 'completed'].includes(o.status)).length,
        cancelled: orders.filter((o) => o.status === 'cancelled').length,
        total_spent_cents: 14695 * orders.length,
        total_spent: 146.95 * orders.length,
      },
    },
  ];
}
