import { describe, expect, it } from 'vitest';
import { DELIVERY_RULES } from './checkout';
import {
  addressProblems,
  arrivalStep,
  canOpenStep,
  contactProblems,
  furthestStep,
  offeredDeliveries,
  paymentAfterDeliveryChoice,
  placeOrderBlock,
  stepProblems,
  type CartReadiness,
  type CheckoutProgress,
} from './checkout-steps';

const blank: CheckoutProgress = {
  signedIn: false,
  guest: false,
  contact: { email: '', first_name: '', last_name: '', phone: '' },
  address: { street: '', city: 'Phnom Penh', state: 'Phnom Penh', zip_code: '', country: 'KH' },
  delivery: null,
  payment: null,
  supportedPayments: ['cash_on_delivery'],
  paymentReady: true,
  terms: false,
};

const complete: CheckoutProgress = {
  ...blank,
  guest: true,
  contact: {
    email: 'sokha@example.com',
    first_name: 'Sokha',
    last_name: "O'Neil-Chan",
    phone: '+855 12 345 678',
  },
  address: { ...blank.address, street: 'Street 240, house 12' },
  delivery: 'phnom_penh_delivery',
  payment: 'cash_on_delivery',
  terms: true,
};

const cartOk: CartReadiness = { lines: 2, missingVariant: false, stockProblem: false };

describe('contact and address rules', () => {
  it('names each missing guest field with the key the server uses', () => {
    expect(contactProblems(blank.contact, false)).toEqual({
      email: 'email-required',
      first_name: 'field-required',
      last_name: 'field-required',
      phone: 'phone-required',
    });
    expect(contactProblems({ ...complete.contact, phone: '12-34' }, false)).toEqual({
      phone: 'checkout-phone-invalid',
    });
    expect(contactProblems({ ...complete.contact, email: 'not-an-email' }, false)).toEqual({
      email: 'email-invalid',
    });
  });

  it("does not ask a signed-in user's e-mail (the account's is used)", () => {
    expect(contactProblems({ ...complete.contact, email: '' }, true)).toEqual({});
  });

  it('needs street, city and state; the zip code is optional; Cambodia only', () => {
    expect(addressProblems(blank.address)).toEqual({ street: 'field-required' });
    expect(addressProblems({ ...complete.address, city: '  ', state: '' })).toEqual({
      city: 'field-required',
      state: 'field-required',
    });
    expect(addressProblems({ ...complete.address, zip_code: '12345678901' })).toEqual({
      zip_code: 'field-too-large',
    });
    expect(addressProblems({ ...complete.address, country: 'TH' })).toEqual({
      country: 'country-not-supported',
    });
    expect(addressProblems({ ...complete.address, street: 'x'.repeat(256) })).toEqual({
      street: 'field-too-large',
    });
  });
});

describe('steps unlock in order', () => {
  it('opens only the account step for a visitor who has not chosen', () => {
    expect(furthestStep(blank)).toBe('account');
    expect(stepProblems('account', blank)).toEqual({ account: 'account-choice-required' });
    expect(canOpenStep('details', blank)).toBe(false);
  });

  it('opens the customer step for a guest or a signed-in user', () => {
    expect(furthestStep({ ...blank, guest: true })).toBe('details');
    expect(furthestStep({ ...blank, signedIn: true })).toBe('details');
  });

  it('needs a delivery before the payment step', () => {
    const noDelivery = { ...complete, delivery: null, payment: null };
    expect(furthestStep(noDelivery)).toBe('details');
    expect(stepProblems('details', noDelivery)).toEqual({ delivery: 'delivery-type-required' });
  });

  it('needs a supported method the delivery allows, with its own flow done, before review', () => {
    expect(furthestStep({ ...complete, payment: null })).toBe('payment');
    expect(stepProblems('payment', { ...complete, payment: null })).toEqual({
      payment: 'payment-method-required',
    });
    // bakong is not offered until its flow exists
    expect(stepProblems('payment', { ...complete, payment: 'bakong' })).toEqual({
      payment: 'payment-method-required',
    });
    const withBakong = { ...complete, supportedPayments: ['cash_on_delivery', 'bakong'] as const };
    expect(stepProblems('payment', { ...withBakong, payment: 'bakong' })).toEqual({
      payment: 'payment-method-not-allowed',
    });
    expect(
      stepProblems('payment', {
        ...withBakong,
        delivery: 'jnt_express',
        payment: 'bakong',
        paymentReady: false,
      }),
    ).toEqual({ payment: 'payment-required' });
    expect(furthestStep(complete)).toBe('review');
  });

  it('a later step closes again when an earlier one becomes incomplete', () => {
    expect(canOpenStep('review', complete)).toBe(true);
    const edited = { ...complete, contact: { ...complete.contact, last_name: ' ' } };
    expect(canOpenStep('payment', edited)).toBe(false);
    expect(furthestStep(edited)).toBe('details');
  });
});

describe('arrival step', () => {
  it('is the account step for a new visitor and the customer step for a signed-in user', () => {
    expect(arrivalStep(blank, null)).toBe('account');
    expect(arrivalStep({ ...blank, signedIn: true }, null)).toBe('details');
    expect(arrivalStep({ ...blank, signedIn: true }, 'account')).toBe('details');
  });

  it('is the customer step for a guest whose guest details are complete', () => {
    const guest = { ...blank, guest: true, contact: complete.contact };
    expect(arrivalStep(guest, null)).toBe('details');
    expect(arrivalStep({ ...blank, guest: true }, null)).toBe('account');
  });

  it('keeps the saved step when it may still be opened, else the furthest open one', () => {
    expect(arrivalStep(complete, 'payment')).toBe('payment');
    expect(arrivalStep(complete, 'review')).toBe('review');
    expect(arrivalStep({ ...complete, delivery: null }, 'review')).toBe('details');
  });
});

describe('place order', () => {
  it('is allowed when every step is ready, the cart is fine and nothing is being placed', () => {
    expect(placeOrderBlock(complete, cartOk, false)).toBeNull();
  });

  it('says the first reason it is disabled', () => {
    expect(placeOrderBlock(complete, cartOk, true)).toBe('placing');
    expect(placeOrderBlock(complete, { ...cartOk, lines: 0 }, false)).toBe('empty-cart');
    expect(placeOrderBlock(complete, { ...cartOk, missingVariant: true }, false)).toBe(
      'missing-variant',
    );
    expect(placeOrderBlock(complete, { ...cartOk, stockProblem: true }, false)).toBe(
      'stock-problem',
    );
    expect(placeOrderBlock({ ...complete, payment: null }, cartOk, false)).toBe('incomplete');
    expect(placeOrderBlock({ ...complete, terms: false }, cartOk, false)).toBe('terms');
  });
});

describe('delivery and payment choice', () => {
  const options = Object.values(DELIVERY_RULES);

  it('offers only the deliveries a supported method can pay', () => {
    expect(offeredDeliveries(options, ['cash_on_delivery']).map((o) => o.id)).toEqual([
      'phnom_penh_delivery',
    ]);
    expect(offeredDeliveries(options, ['cash_on_delivery', 'bakong'])).toHaveLength(3);
    expect(offeredDeliveries(options, [])).toEqual([]);
  });

  it('selects the one method a delivery allows when the page supports it', () => {
    expect(paymentAfterDeliveryChoice('phnom_penh_delivery', ['cash_on_delivery'])).toBe(
      'cash_on_delivery',
    );
    expect(paymentAfterDeliveryChoice('jnt_express', ['cash_on_delivery'])).toBeNull();
    expect(paymentAfterDeliveryChoice('jnt_express', ['cash_on_delivery', 'bakong'])).toBe(
      'bakong',
    );
  });
});
