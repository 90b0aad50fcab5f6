import type { NoOrderPayment } from '@camtour/shared/schemas/admin-payments';

/** A "paid, no order" payment as GET /api/admin/payments/no-order lists it. */
export function testNoOrderPayment(overrides: Partial<NoOrderPayment> = {}): NoOrderPayment {
  return {
    md5: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    bill_number: 'CT7K2M9Q',
    amount: 10.35,
    amount_minor: 1035,
    currency: 'USD',
    paid_at: '2026-03-04T05:00:00.000Z',
    no_order_at: '2026-03-04T05:01:00.000Z',
    reason: 'product-unavailable',
    transaction_hash: '8f1c2d3e',
    from_account: 'sreyleak@aclb',
    buyer: {
      first_name: 'Sreyleak',
      last_name: 'Sok',
      email: 'sreyleak@example.com',
      phone: '012 345 678',
      lang: 'km',
    },
    refund: null,
    ...overrides,
  };
}
