import {
  checkoutEmailError,
  checkoutNameError,
  checkoutPhoneError,
  paymentAfterDeliveryChange,
  paymentAllowed,
  type DeliveryType,
  type PaymentMethod,
} from './checkout';

/**
 * The checkout's four steps (document 2 §2, §4, §5): which are open, what each still misses,
 * and when the order may be placed. Pure, so the page and its tests share one reading.
 *
 * Steps unlock in order: a step opens when every step before it is complete. The account step is
 * complete for a logged-in user, or for a guest who chose to continue as a guest; the customer
 * step needs the contact details, the address and a delivery; the payment step a method the
 * delivery allows, whose own sub-flow (a bank payment) is done.
 */
export const CHECKOUT_STEPS = ['account', 'details', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The shipping address's limits, as the order route checks them. */
export const ADDRESS_LIMITS = { street: 255, city: 100, state: 100, zip_code: 10 } as const;
export const NOTES_MAX_LENGTH = 500;
/** Document 2 §3: city and state default to Phnom Penh; only Cambodia is offered. */
export const DEFAULT_CITY = 'Phnom Penh';
export const DEFAULT_STATE = 'Phnom Penh';
export const CHECKOUT_COUNTRIES = ['KH'] as const;

export interface CheckoutContact {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
}

export interface CheckoutAddress {
  street: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
}

export interface CheckoutProgress {
  signedIn: boolean;
  /** The visitor chose "continue as guest". */
  guest: boolean;
  /** A signed-in user's e-mail is the account's (the server uses it): not checked here. */
  contact: CheckoutContact;
  address: CheckoutAddress;
  delivery: DeliveryType | null;
  payment: PaymentMethod | null;
  /** The payment methods the page can take (a method without its sub-flow is not offered). */
  supportedPayments: readonly PaymentMethod[];
  /** The chosen method's own flow is done (cash on delivery: always; a bank QR: paid). */
  paymentReady: boolean;
  terms: boolean;
}

/** A form field, or a choice, that a step can miss. */
export type CheckoutField =
  'account' | keyof CheckoutContact | keyof CheckoutAddress | 'delivery' | 'payment' | 'terms';

/** What a step still misses: each field with the error key to show (errors namespace). */
export type CheckoutProblems = Partial<Record<CheckoutField, string>>;

function requiredText(value: string, max: number): string | null {
  const v = value.trim();
  if (!v) return 'field-required';
  return v.length > max ? 'field-too-large' : null;
}

/** The contact fields' errors; a signed-in user's e-mail is the account's and is not asked. */
export function contactProblems(contact: CheckoutContact, signedIn: boolean): CheckoutProblems {
  const problems: CheckoutProblems = {};
  const email = signedIn ? null : checkoutEmailError(contact.email);
  if (email) problems.email = email;
  const first = checkoutNameError(contact.first_name);
  if (first) problems.first_name = first;
  const last = checkoutNameError(contact.last_name);
  if (last) problems.last_name = last;
  const phone = checkoutPhoneError(contact.phone);
  if (phone) problems.phone = phone;
  return problems;
}

/** Street, city and state are needed (document 2 §5); the zip code is optional; Cambodia only. */
export function addressProblems(address: CheckoutAddress): CheckoutProblems {
  const problems: CheckoutProblems = {};
  const street = requiredText(address.street, ADDRESS_LIMITS.street);
  if (street) problems.street = street;
  const city = requiredText(address.city, ADDRESS_LIMITS.city);
  if (city) problems.city = city;
  const state = requiredText(address.state, ADDRESS_LIMITS.state);
  if (state) problems.state = state;
  if (address.zip_code.trim().length > ADDRESS_LIMITS.zip_code)
    problems.zip_code = 'field-too-large';
  if (!(CHECKOUT_COUNTRIES as readonly string[]).includes(address.country))
    problems.country = 'country-not-supported';
  return problems;
}

/** Why the chosen payment cannot be used yet, or null. */
function paymentProblem(p: CheckoutProgress): string | null {
  if (!p.payment || !p.supportedPayments.includes(p.payment)) return 'payment-method-required';
  if (p.delivery && !paymentAllowed(p.delivery, p.payment)) return 'payment-method-not-allowed';
  return p.paymentReady ? null : 'payment-required';
}

/** What one step still misses (empty when the step is complete). */
export function stepProblems(step: CheckoutStep, p: CheckoutProgress): CheckoutProblems {
  switch (step) {
    case 'account':
      return p.signedIn || p.guest ? {} : { account: 'account-choice-required' };
    case 'details':
      return {
        ...contactProblems(p.contact, p.signedIn),
        ...addressProblems(p.address),
        ...(p.delivery ? {} : { delivery: 'delivery-type-required' }),
      };
    case 'payment': {
      const problem = paymentProblem(p);
      return problem ? { payment: problem } : {};
    }
    case 'review':
      return p.terms ? {} : { terms: 'terms-required' };
  }
}

export const isStepComplete = (step: CheckoutStep, p: CheckoutProgress): boolean =>
  Object.keys(stepProblems(step, p)).length === 0;

/** The furthest step that may be opened: each one needs every step before it complete. */
export function furthestStep(p: CheckoutProgress): CheckoutStep {
  for (let i = 0; i < CHECKOUT_STEPS.length - 1; i++) {
    const step = CHECKOUT_STEPS[i]!;
    if (!isStepComplete(step, p)) return step;
  }
  return 'review';
}

export const stepIndex = (step: CheckoutStep): number => CHECKOUT_STEPS.indexOf(step);

export const canOpenStep = (step: CheckoutStep, p: CheckoutProgress): boolean =>
  stepIndex(step) <= stepIndex(furthestStep(p));

/**
 * The step the page shows on arrival or after a reload: the one it was on, if it may still be
 * opened, else the furthest open one. Document 2 §4: step 2 is the active one for a logged-in
 * user, or for a guest whose guest details are complete (a draft kept from earlier).
 */
export function arrivalStep(p: CheckoutProgress, saved: CheckoutStep | null): CheckoutStep {
  const furthest = furthestStep(p);
  const guestDetailsDone = p.guest && Object.keys(contactProblems(p.contact, false)).length === 0;
  const floor: CheckoutStep = p.signedIn || guestDetailsDone ? 'details' : 'account';
  const wanted = saved ?? floor;
  const step = stepIndex(wanted) < stepIndex(floor) ? floor : wanted;
  return stepIndex(step) <= stepIndex(furthest) ? step : furthest;
}

/** Whether the order lines may be bought: lines there, each with a variant, none short. */
export interface CartReadiness {
  lines: number;
  missingVariant: boolean;
  stockProblem: boolean;
}

export type PlaceOrderBlock =
  'empty-cart' | 'missing-variant' | 'stock-problem' | 'incomplete' | 'terms' | 'placing';

/**
 * Why Place Order is disabled (document 2 §5: terms ticked, no order processing, and every
 * earlier step ready), the first reason only; null when the order may be placed.
 */
export function placeOrderBlock(
  p: CheckoutProgress,
  cart: CartReadiness,
  placing: boolean,
): PlaceOrderBlock | null {
  if (placing) return 'placing';
  if (cart.lines === 0) return 'empty-cart';
  if (cart.missingVariant) return 'missing-variant';
  if (cart.stockProblem) return 'stock-problem';
  if (furthestStep(p) !== 'review') return 'incomplete';
  return p.terms ? null : 'terms';
}

/**
 * The delivery options the page can offer: those that accept a payment method it supports
 * (a delivery paid only by a method not built yet could not be completed).
 */
export function offeredDeliveries<T extends { paymentMethods: readonly string[] }>(
  options: readonly T[],
  supported: readonly PaymentMethod[],
): T[] {
  return options.filter((option) =>
    option.paymentMethods.some((method) => (supported as readonly string[]).includes(method)),
  );
}

/**
 * The payment method after a delivery is chosen: reset, or the one method that delivery allows
 * when the page supports it (document 2 §4).
 */
export function paymentAfterDeliveryChoice(
  delivery: DeliveryType,
  supported: readonly PaymentMethod[],
): PaymentMethod | null {
  const only = paymentAfterDeliveryChange(delivery);
  return only && supported.includes(only) ? only : null;
}
