import { CURRENCIES, isDeliveryType, type Currency } from '@camtour/shared/domain/checkout';
import type { DeliveryType, PaymentMethod } from '@camtour/shared/domain/checkout';
import {
  CHECKOUT_STEPS,
  DEFAULT_CITY,
  DEFAULT_STATE,
  type CheckoutAddress,
  type CheckoutContact,
  type CheckoutStep,
} from '@camtour/shared/domain/checkout-steps';
import { SUPPORTED_PAYMENT_METHODS } from './payment-methods';

/**
 * Everything typed at checkout except the password, kept in sessionStorage so that an error, a
 * visit to the cart or a reload loses nothing (document 2 §4), until the order is placed.
 */
export interface CheckoutDraft {
  step: CheckoutStep;
  /** "Continue as guest" was chosen. */
  guest: boolean;
  loginEmail: string;
  contact: CheckoutContact;
  address: CheckoutAddress;
  notes: string;
  delivery: DeliveryType | null;
  promoInput: string;
  /** The code the server accepted, sent with every quote and the order. */
  promo: { code: string; percent: number } | null;
  payment: PaymentMethod | null;
  currency: Currency;
  terms: boolean;
  /**
   * The Idempotency-Key of the order attempt under way, reused by a retry (DECISIONS D13). A KHQR
   * payment keeps its own with the payment (entities/payment/pending-payment.ts).
   */
  attemptKey: string | null;
}

export const CHECKOUT_DRAFT_KEY = 'camtour_checkout';

export function emptyDraft(): CheckoutDraft {
  return {
    step: 'account',
    guest: false,
    loginEmail: '',
    contact: { email: '', first_name: '', last_name: '', phone: '' },
    address: { street: '', city: DEFAULT_CITY, state: DEFAULT_STATE, zip_code: '', country: 'KH' },
    notes: '',
    delivery: null,
    promoInput: '',
    promo: null,
    payment: null,
    currency: 'USD',
    terms: false,
    attemptKey: null,
  };
}

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value.slice(0, 500) : fallback;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** A stored draft, field by field: anything unreadable falls back to the empty draft's value. */
export function parseDraft(raw: string | null): CheckoutDraft {
  const draft = emptyDraft();
  if (!raw) return draft;
  let value: Record<string, unknown>;
  try {
    value = record(JSON.parse(raw));
  } catch (_error) {
    return draft;
  }
  const contact = record(value.contact);
  const address = record(value.address);
  const promo = record(value.promo);
  const step = value.step;
  const payment = value.payment;
  return {
    step: (CHECKOUT_STEPS as readonly unknown[]).includes(step)
      ? (step as CheckoutStep)
      : draft.step,
    guest: value.guest === true,
    loginEmail: text(value.loginEmail),
    contact: {
      email: text(contact.email),
      first_name: text(contact.first_name),
      last_name: text(contact.last_name),
      phone: text(contact.phone),
    },
    address: {
      street: text(address.street),
      city: text(address.city, DEFAULT_CITY),
      state: text(address.state, DEFAULT_STATE),
      zip_code: text(address.zip_code),
      country: 'KH',
    },
    notes: text(value.notes),
    delivery: isDeliveryType(value.delivery) ? value.delivery : null,
    promoInput: text(value.promoInput),
    promo:
      typeof promo.code === 'string' && typeof promo.percent === 'number'
        ? { code: promo.code, percent: promo.percent }
        : null,
    payment: (SUPPORTED_PAYMENT_METHODS as readonly unknown[]).includes(payment)
      ? (payment as PaymentMethod)
      : null,
    currency: (CURRENCIES as readonly unknown[]).includes(value.currency)
      ? (value.currency as Currency)
      : draft.currency,
    terms: value.terms === true,
    attemptKey: typeof value.attemptKey === 'string' ? value.attemptKey.slice(0, 100) : null,
  };
}

export function readDraft(): CheckoutDraft {
  try {
    return parseDraft(window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY));
  } catch (_error) {
    // Storage can be blocked (private mode): the checkout still works for this visit.
    return emptyDraft();
  }
}

export function writeDraft(draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch (_error) {
    // Not persisting only costs the restore after a reload.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch (_error) {
    // Nothing kept, nothing to clear.
  }
}
