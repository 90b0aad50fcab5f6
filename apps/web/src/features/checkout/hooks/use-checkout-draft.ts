import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Currency, DeliveryType, PaymentMethod } from '@camtour/shared/domain/checkout';
import {
  paymentAfterDeliveryChoice,
  type CheckoutAddress,
  type CheckoutContact,
  type CheckoutStep,
} from '@camtour/shared/domain/checkout-steps';
import type { SessionProfile } from '@/lib/session';
import { clearDraft, readDraft, writeDraft, type CheckoutDraft } from '../lib/checkout-draft';
import { SUPPORTED_PAYMENT_METHODS } from '../lib/payment-methods';

export type DraftAction =
  | { type: 'contact'; field: keyof CheckoutContact; value: string }
  | { type: 'address'; field: keyof CheckoutAddress; value: string }
  | { type: 'notes'; value: string }
  | { type: 'login-email'; value: string }
  | { type: 'guest' }
  | { type: 'delivery'; delivery: DeliveryType | null }
  | { type: 'payment'; payment: PaymentMethod }
  | { type: 'currency'; currency: Currency }
  | { type: 'terms'; value: boolean }
  | { type: 'promo-input'; value: string }
  | { type: 'promo'; promo: CheckoutDraft['promo'] }
  | { type: 'step'; step: CheckoutStep }
  | { type: 'attempt-key'; key: string | null }
  | { type: 'prefill'; profile: SessionProfile };

export function draftReducer(draft: CheckoutDraft, action: DraftAction): CheckoutDraft {
  switch (action.type) {
    case 'contact':
      return { ...draft, contact: { ...draft.contact, [action.field]: action.value } };
    case 'address':
      return { ...draft, address: { ...draft.address, [action.field]: action.value } };
    case 'notes':
      return { ...draft, notes: action.value };
    case 'login-email':
      return { ...draft, loginEmail: action.value };
    case 'guest':
      return { ...draft, guest: true, step: 'details' };
    case 'delivery':
      // Document 2 §4: a new delivery resets the method, or picks the only one it allows.
      return {
        ...draft,
        delivery: action.delivery,
        payment: action.delivery
          ? paymentAfterDeliveryChoice(action.delivery, SUPPORTED_PAYMENT_METHODS)
          : null,
      };
    case 'payment':
      return { ...draft, payment: action.payment };
    case 'currency':
      return { ...draft, currency: action.currency };
    case 'terms':
      return { ...draft, terms: action.value };
    case 'promo-input':
      return { ...draft, promoInput: action.value };
    case 'promo':
      return { ...draft, promo: action.promo };
    case 'step':
      return { ...draft, step: action.step };
    case 'attempt-key':
      return { ...draft, attemptKey: action.key };
    case 'prefill': {
      // What the user typed wins over the profile; the e-mail is the account's (the server's).
      const { profile } = action;
      const keep = (typed: string, known: string | null) => (typed.trim() ? typed : (known ?? ''));
      return {
        ...draft,
        contact: {
          email: profile.email,
          first_name: keep(draft.contact.first_name, profile.first_name),
          last_name: keep(draft.contact.last_name, profile.last_name),
          phone: keep(draft.contact.phone, profile.phone),
        },
      };
    }
  }
}

/**
 * The checkout's draft: restored from sessionStorage, saved on every change, and forgotten once
 * the order is placed (`finish`), after which nothing is saved again.
 */
export function useCheckoutDraft() {
  const [draft, dispatch] = useReducer(draftReducer, undefined, readDraft);
  const finished = useRef(false);

  useEffect(() => {
    if (!finished.current) writeDraft(draft);
  }, [draft]);

  const finish = useCallback(() => {
    finished.current = true;
    clearDraft();
  }, []);

  return { draft, dispatch, finish };
}
