import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_PAYMENT_METHODS,
  DELIVERY_RULES,
  DELIVERY_TYPES,
  PAYMENT_METHOD_IDS,
  TAX_PERCENT,
  centsToKhr,
  deliveryFeeCents,
  discountCents,
  isDeliveryType,
  lineTotalCents,
  orderTotals,
  paymentAfterDeliveryChange,
  paymentAllowed,
  subtotalCents,
  taxCents,
  totalsInKhr,
  type DeliveryType,
} from './checkout';

/** A small deterministic generator, so the property checks below are the same on every run. */
function numbers(seed: number) {
  let s = seed;
  return (max: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % max;
  };
}

describe('subtotal', () => {
  it('is the sum of unit price times quantity, in cents', () => {
    expect(lineTotalCents({ unit_cents: 1999, qty: 3 })).toBe(5997);
    expect(
      subtotalCents([
        { unit_cents: 1999, qty: 3 },
        { unit_cents: 12900, qty: 1 },
        { unit_cents: 5, qty: 7 },
      ]),
    ).toBe(5997 + 12900 + 35);
    expect(subtotalCents([])).toBe(0);
  });
});

describe('tax', () => {
  it('is 5 %', () => {
    expect(TAX_PERCENT).toBe(5);
    expect(taxCents(10000)).toBe(500);
    expect(taxCents(0)).toBe(0);
  });

  it.each([
    [1, 0], // 0.05 cent
    [9, 0], // 0.45 cent
    [10, 1], // 0.5 cent rounds up
    [11, 1], // 0.55
    [29, 1], // 1.45
    [30, 2], // 1.5 rounds up
    [31, 2], // 1.55
    [49, 2], // 2.45
    [50, 3], // 2.5 rounds up
    [1990, 100], // 99.5
    [1989, 99], // 99.45
    [4990, 250], // 249.5
    [12900, 645],
    [123456789, 6172839], // 6172839.45
    [123456790, 6172840], // 6172839.5
  ])('of %i cents is %i cents (half up to the cent)', (subtotal, tax) => {
    expect(taxCents(subtotal)).toBe(tax);
  });
});

describe('discount', () => {
  it.each([
    [1000, 10, 100],
    [995, 10, 100], // 99.5 rounds up
    [994, 10, 99], // 99.4
    [10, 15, 2], // 1.5 rounds up
    [3, 15, 0], // 0.45
    [4990, 15, 749], // 748.5 rounds up
    [12345, 100, 12345],
    [0, 100, 0],
  ])('of %i cents at %i %% is %i cents', (subtotal, percent, discount) => {
    expect(discountCents(subtotal, percent)).toBe(discount);
  });

  it('is nothing without a percentage, and never more than the subtotal', () => {
    expect(discountCents(5000, 0)).toBe(0);
    expect(discountCents(5000, -10)).toBe(0);
    expect(discountCents(5000, 150)).toBe(5000);
    expect(discountCents(5000, 100.4)).toBe(5000);
  });
});

describe('order totals', () => {
  it('add subtotal, tax and delivery fee and take the discount off', () => {
    const totals = orderTotals({
      lines: [
        { unit_cents: 3990, qty: 2 },
        { unit_cents: 1250, qty: 1 },
      ],
      deliveryFeeCents: 100,
      promoPercent: 10,
    });
    // 9230 subtotal, 461.5 → 462 tax, 923 discount.
    expect(totals).toEqual({
      subtotal: 9230,
      tax: 462,
      delivery_fee: 100,
      discount: 923,
      total: 9230 + 462 + 100 - 923,
    });
  });

  it('take the tax of the whole subtotal, not of the discounted one', () => {
    const totals = orderTotals({
      lines: [{ unit_cents: 10000, qty: 1 }],
      deliveryFeeCents: 200,
      promoPercent: 15,
    });
    expect(totals).toEqual({
      subtotal: 10000,
      tax: 500,
      delivery_fee: 200,
      discount: 1500,
      total: 9200,
    });
  });

  it('with STAFF100 come to the tax and the delivery fee only', () => {
    const totals = orderTotals({
      lines: [
        { unit_cents: 12900, qty: 1 },
        { unit_cents: 2990, qty: 3 },
      ],
      deliveryFeeCents: 100,
      promoPercent: 100,
    });
    expect(totals.discount).toBe(totals.subtotal);
    expect(totals.total).toBe(totals.tax + totals.delivery_fee);
    expect(totals.total).toBe(Math.round((21870 * 5) / 100) + 100);
  });

  it('never come below 0', () => {
    expect(orderTotals({ lines: [], deliveryFeeCents: 0, promoPercent: 100 }).total).toBe(0);
    expect(
      orderTotals({
        lines: [{ unit_cents: 100, qty: 1 }],
        deliveryFeeCents: -500,
        promoPercent: 100,
      }).total,
    ).toBe(0);
    const next = numbers(7);
    for (let i = 0; i < 2000; i++) {
      const lines = Array.from({ length: 1 + next(4) }, () => ({
        unit_cents: next(50000),
        qty: 1 + next(5),
      }));
      const t = orderTotals({ lines, deliveryFeeCents: next(300), promoPercent: next(101) });
      expect(t.total).toBeGreaterThanOrEqual(0);
      expect(t.discount).toBeLessThanOrEqual(t.subtotal);
      expect(t.total).toBe(t.subtotal + t.tax + t.delivery_fee - t.discount);
    }
  });
});

describe('riel', () => {
  it('are 40 to the cent, 4,000 to the dollar, always whole', () => {
    expect(centsToKhr(1)).toBe(40);
    expect(centsToKhr(100)).toBe(4000);
    expect(centsToKhr(0)).toBe(0);
    expect(centsToKhr(12345)).toBe(493800);
    const next = numbers(11);
    for (let i = 0; i < 1000; i++) {
      const cents = next(10_000_000);
      expect(centsToKhr(cents)).toBe(cents * 40);
      expect(Number.isInteger(centsToKhr(cents))).toBe(true);
    }
  });

  it('parts add up to the riel total exactly', () => {
    const next = numbers(23);
    for (let i = 0; i < 2000; i++) {
      const cents = orderTotals({
        lines: Array.from({ length: 1 + next(3) }, () => ({
          unit_cents: 1 + next(30000),
          qty: 1 + next(4),
        })),
        deliveryFeeCents: [100, 200][next(2)]!,
        promoPercent: [0, 10, 15, 100][next(4)]!,
      });
      const khr = totalsInKhr(cents);
      expect(khr.subtotal + khr.tax + khr.delivery_fee - khr.discount).toBe(khr.total);
      expect(khr).toEqual({
        subtotal: cents.subtotal * 40,
        tax: cents.tax * 40,
        delivery_fee: cents.delivery_fee * 40,
        discount: cents.discount * 40,
        total: cents.total * 40,
      });
    }
  });
});

describe('delivery and payment', () => {
  it('has the three options of document 2 §9 with their fees', () => {
    expect(DELIVERY_TYPES).toEqual(['phnom_penh_delivery', 'jnt_express', 'virak_buntham_express']);
    expect(DELIVERY_TYPES.map(deliveryFeeCents)).toEqual([100, 200, 200]);
    for (const id of DELIVERY_TYPES) expect(DELIVERY_RULES[id].id).toBe(id);
  });

  it('knows its delivery ids only', () => {
    expect(isDeliveryType('jnt_express')).toBe(true);
    expect(isDeliveryType('JNT_EXPRESS')).toBe(false);
    expect(isDeliveryType('pickup')).toBe(false);
    expect(isDeliveryType(undefined)).toBe(false);
    expect(isDeliveryType(1)).toBe(false);
  });

  it('offers only cash on delivery and bakong at checkout', () => {
    expect(CHECKOUT_PAYMENT_METHODS).toEqual(['cash_on_delivery', 'bakong']);
    expect(PAYMENT_METHOD_IDS).toEqual([
      'cash_on_delivery',
      'bakong',
      'credit_card',
      'paypal',
      'bank_transfer',
    ]);
  });

  const allowed: Record<DeliveryType, string[]> = {
    phnom_penh_delivery: ['cash_on_delivery'],
    jnt_express: ['bakong'],
    virak_buntham_express: ['bakong'],
  };
  it.each(DELIVERY_TYPES.flatMap((d) => [...PAYMENT_METHOD_IDS, 'cash', ''].map((m) => [d, m])))(
    '%s with %j',
    (delivery, method) => {
      const d = delivery as DeliveryType;
      expect(paymentAllowed(d, method!)).toBe(allowed[d].includes(method!));
    },
  );

  it('picks the only payment a delivery allows when the delivery changes', () => {
    expect(paymentAfterDeliveryChange('phnom_penh_delivery')).toBe('cash_on_delivery');
    expect(paymentAfterDeliveryChange('jnt_express')).toBe('bakong');
    expect(paymentAfterDeliveryChange('virak_buntham_express')).toBe('bakong');
  });
});
