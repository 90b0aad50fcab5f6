import { checkoutEmailError } from '@camtour/shared/domain/checkout';
import type { PlaceOrderInput, QuoteRequest } from '@camtour/shared/schemas/orders';
import type { Cart } from '@camtour/shared/schemas/shop';
import type { CheckoutDraft } from './checkout-draft';
import type { PaymentFlowState } from './payment-methods';

/** The cart's lines as the order and the quote name them; a line without a variant cannot go. */
export function orderItems(cart: Cart): { variant_id: number; qty: number; product_id: number }[] {
  return cart.items.flatMap((item) =>
    item.variantId === null
      ? []
      : [{ variant_id: item.variantId, qty: item.qty, product_id: item.product_id }],
  );
}

/** Product ids of lines that have no variant (document 2 §5 "Missing Product Information"). */
export function linesWithoutVariant(cart: Cart): number[] {
  return cart.items.filter((item) => item.variantId === null).map((item) => item.product_id);
}

/** The e-mail the order goes under: the account's when signed in, else the guest's. */
export function buyerEmail(draft: CheckoutDraft, accountEmail: string | null): string {
  return accountEmail ?? draft.contact.email.trim();
}

/**
 * What to quote, or null before a delivery is chosen (no fee to quote yet). A guest's valid
 * e-mail goes along so that a promo code's "once per customer" is judged for them.
 */
export function quoteRequest(
  draft: Pick<CheckoutDraft, 'delivery' | 'promo' | 'currency'>,
  cart: Cart | undefined,
  guestEmail: string | null,
): QuoteRequest | null {
  const items = cart ? orderItems(cart).map(({ variant_id, qty }) => ({ variant_id, qty })) : [];
  if (!draft.delivery || items.length === 0) return null;
  const email = guestEmail?.trim();
  return {
    items,
    delivery_type: draft.delivery,
    currency: draft.currency,
    ...(draft.promo ? { promo_code: draft.promo.code } : {}),
    ...(email && !checkoutEmailError(email) ? { email } : {}),
  };
}

/** The order payload of document 2 §3 plus promo code, terms and language (DECISIONS D13). */
export function placeOrderBody(
  draft: CheckoutDraft,
  cart: Cart,
  options: { accountEmail: string | null; lang: 'en' | 'km'; flow: PaymentFlowState },
): PlaceOrderInput {
  const { contact, address } = draft;
  return {
    first_name: contact.first_name.trim(),
    last_name: contact.last_name.trim(),
    email: buyerEmail(draft, options.accountEmail),
    phone: contact.phone.trim(),
    address_to_receive: address.street.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zip_code: address.zip_code.trim(),
    country: 'KH',
    // The page enables Place Order only with both chosen (checkout-steps).
    payment_method: draft.payment!,
    delivery_type: draft.delivery!,
    items: orderItems(cart),
    currency: draft.currency,
    notes: draft.notes.trim(),
    ...(draft.promo ? { promo_code: draft.promo.code } : {}),
    ...options.flow.order,
    terms_accepted: true,
    lang: options.lang,
  };
}
