import { RIEL_PER_DOLLAR } from '../constants';
import { emailError } from './account-rules';
import { disguisedEmailError } from './promo';
import { percentOf } from './money';

/**
 * Checkout money rules (document 2 §9, DECISIONS D7 and D13). Every amount is
 * integer US cents; the server is the authority and the page only shows what
 * the server quoted, but both call these functions.
 *
 * The one rounding rule: a percentage (tax, promo discount) is taken of the
 * subtotal and rounded half up to the whole cent, once, before anything is
 * added. Riel are converted from those cents at 4,000 riel per dollar; one cent
 * is exactly 40 riel, so a riel amount is always whole and the riel parts add
 * up to the riel total.
 */
export const TAX_PERCENT = 5;
export const CURRENCIES = ['USD', 'KHR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Every payment method id of document 2 §3; only the first two are offered at checkout. */
export const PAYMENT_METHOD_IDS = [
  'cash_on_delivery',
  'bakong',
  'credit_card',
  'paypal',
  'bank_transfer',
] as const;
export const CHECKOUT_PAYMENT_METHODS = ['cash_on_delivery', 'bakong'] as const;
export type PaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

export const DELIVERY_TYPES = [
  'phnom_penh_delivery',
  'jnt_express',
  'virak_buntham_express',
] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export interface DeliveryRule {
  id: DeliveryType;
  fee_cents: number;
  paymentMethods: readonly PaymentMethod[];
  icon: string;
}

/** The three options of document 2 §9: fee, and the payment each allows. */
export const DELIVERY_RULES: Record<DeliveryType, DeliveryRule> = {
  phnom_penh_delivery: {
    id: 'phnom_penh_delivery',
    fee_cents: 100,
    paymentMethods: ['cash_on_delivery'],
    icon: 'scooter',
  },
  jnt_express: { id: 'jnt_express', fee_cents: 200, paymentMethods: ['bakong'], icon: 'truck' },
  virak_buntham_express: {
    id: 'virak_buntham_express',
    fee_cents: 200,
    paymentMethods: ['bakong'],
    icon: 'bus',
  },
};

export function isDeliveryType(value: unknown): value is DeliveryType {
  return typeof value === 'string' && (DELIVERY_TYPES as readonly string[]).includes(value);
}

/** Whether a delivery option accepts a payment method (an order that breaks this is refused). */
export function paymentAllowed(delivery: DeliveryType, method: string): boolean {
  return (DELIVERY_RULES[delivery].paymentMethods as readonly string[]).includes(method);
}

/**
 * Choosing a delivery resets the payment method, and selects it when the
 * option allows exactly one (document 2 §4).
 */
export function paymentAfterDeliveryChange(delivery: DeliveryType): PaymentMethod | null {
  const allowed = DELIVERY_RULES[delivery].paymentMethods;
  return allowed.length === 1 ? allowed[0]! : null;
}

export interface PricedLine {
  unit_cents: number;
  qty: number;
}

export const lineTotalCents = (line: PricedLine): number => line.unit_cents * line.qty;

export const subtotalCents = (lines: readonly PricedLine[]): number =>
  lines.reduce((sum, line) => sum + lineTotalCents(line), 0);

/** 5 % of the subtotal, rounded half up to the cent. */
export const taxCents = (subtotal: number): number => percentOf(subtotal, TAX_PERCENT);

/** A promo's percentage of the subtotal, rounded half up to the cent, never more than the subtotal. */
export function discountCents(subtotal: number, percent: number): number {
  if (percent <= 0) return 0;
  return Math.min(subtotal, percentOf(subtotal, Math.min(percent, 100)));
}

export const deliveryFeeCents = (delivery: DeliveryType): number =>
  DELIVERY_RULES[delivery].fee_cents;

/** Cents to riel at 4,000 riel per dollar: 40 riel a cent, always whole (rounded for safety). */
export const centsToKhr = (cents: number): number => Math.round((cents * RIEL_PER_DOLLAR) / 100);

export interface TotalsCents {
  subtotal: number;
  tax: number;
  delivery_fee: number;
  discount: number;
  total: number;
}

/** Total = subtotal + tax + delivery fee - discount, never below 0. */
export function orderTotals(input: {
  lines: readonly PricedLine[];
  deliveryFeeCents: number;
  promoPercent: number;
}): TotalsCents {
  const subtotal = subtotalCents(input.lines);
  const tax = taxCents(subtotal);
  const discount = discountCents(subtotal, input.promoPercent);
  const total = Math.max(0, subtotal + tax + input.deliveryFeeCents - discount);
  return { subtotal, tax, delivery_fee: input.deliveryFeeCents, discount, total };
}

/** Each amount in riel, for an order placed in KHR. */
export function totalsInKhr(totals: TotalsCents): TotalsCents {
  return {
    subtotal: centsToKhr(totals.subtotal),
    tax: centsToKhr(totals.tax),
    delivery_fee: centsToKhr(totals.delivery_fee),
    discount: centsToKhr(totals.discount),
    total: centsToKhr(totals.total),
  };
}

/* Checkout fields: the form and the route check them with these same functions. */

/** Checkout names: any script, apostrophes and hyphens included (couriers read them aloud). */
export function checkoutNameError(value: string): string | null {
  const v = value.trim();
  if (!v) return 'field-required';
  if (v.length > 100) return 'field-too-large';
  return null;
}

/** A Cambodian or international number: 8 to 15 digits after spaces, dashes, dots and brackets go. */
export function checkoutPhoneError(value: string): string | null {
  const v = value.trim();
  if (!v) return 'phone-required';
  if (v.length > 30) return 'checkout-phone-invalid';
  return /^\+?\d{8,15}$/.test(v.replace(/[\s\-().]/g, '')) ? null : 'checkout-phone-invalid';
}

export function checkoutEmailError(value: string): string | null {
  // The form refuses what the server refuses: disguised addresses beat "once per customer" codes.
  return emailError(value.trim()) ?? disguisedEmailError(value);
}
