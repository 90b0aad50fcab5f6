import { useCallback, useEffect, useState } from 'react';
import { normalizePromoCode } from '@camtour/shared/domain/promo';
import type { Quote, QuoteRequest } from '@camtour/shared/schemas/orders';
import { checkoutEmailError } from '@camtour/shared/domain/checkout';
import { isApiError } from '@/lib/api-client';
import { useCheckPromo } from '../api/check-promo';
import type { CheckoutForm } from './use-checkout-form';

/**
 * The promo code (document 2 §4, D7): applying asks the server; a usable code is sent with every
 * quote, which carries the discount; a refused one gives the "Invalid Promo Code" dialog and no
 * discount. A code the latest quote refuses (used up meanwhile) is dropped with its reason shown.
 */
export function usePromo(
  form: CheckoutForm,
  quote: { data: Quote | undefined; input: QuoteRequest | null; current: boolean },
  onRefused: (error: unknown) => void,
) {
  const check = useCheckPromo();
  // Why the code typed or applied cannot be used: an errors key or the failed call.
  const [problem, setProblem] = useState<unknown>(null);
  const { draft, update } = form;

  const { current, data, input } = quote;
  useEffect(() => {
    const refused = current ? data?.promo_error : null;
    if (refused && draft.promo && input?.promo_code === draft.promo.code) {
      update({ type: 'promo', promo: null });
      setProblem(refused);
    }
  }, [current, data, input, draft.promo, update]);

  const apply = useCallback(() => {
    const code = normalizePromoCode(draft.promoInput);
    if (!code) {
      setProblem('promo-code-required');
      return;
    }
    setProblem(null);
    const email = form.profile ? null : draft.contact.email.trim();
    check.mutate(
      { code, ...(email && !checkoutEmailError(email) ? { email } : {}) },
      {
        onSuccess: (promo) => update({ type: 'promo', promo }),
        onError: (error) => {
          update({ type: 'promo', promo: null });
          setProblem(error);
          // A code the server refused; a failed call (network) only says so under the field.
          if (
            isApiError(error) &&
            error.status >= 400 &&
            error.status < 500 &&
            error.status !== 429
          )
            onRefused(error);
        },
      },
    );
  }, [draft.promoInput, draft.contact.email, form.profile, check, update, onRefused]);

  const remove = useCallback(() => {
    setProblem(null);
    update({ type: 'promo', promo: null });
    update({ type: 'promo-input', value: '' });
  }, [update]);

  /** The order was refused for its code: drop it and say why. */
  const refusedByOrder = useCallback(
    (error: unknown) => {
      update({ type: 'promo', promo: null });
      setProblem(error);
    },
    [update],
  );

  return {
    applying: check.isPending,
    problem,
    apply,
    remove,
    refusedByOrder,
    input: (value: string) => {
      setProblem(null);
      update({ type: 'promo-input', value });
    },
  };
}
