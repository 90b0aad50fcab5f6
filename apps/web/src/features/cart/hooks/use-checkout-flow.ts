import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECKOUT_REDIRECT_MS } from '@camtour/shared/domain/cart';
import type { Cart } from '@camtour/shared/schemas/shop';

export type CheckoutStart = 'empty' | 'blocked' | 'proceeding';

interface CheckoutFlowOptions {
  /** The 'cart-is-empty' notice. */
  onEmpty: () => void;
  /** Lines the server flagged (out of stock, gone): checkout would refuse them. */
  onBlocked: () => void;
  closeDrawer: () => void;
  goToCheckout: () => void;
}

/**
 * The drawer's checkout button (document 2 §2): an empty cart gives a notice; otherwise the
 * drawer closes, a "proceeding" modal shows for 1.5 s and the app goes to /checkout. Guests go
 * too: DECISIONS D7 allows guest checkout, so no login is asked for here.
 */
export function useCheckoutFlow({
  onEmpty,
  onBlocked,
  closeDrawer,
  goToCheckout,
}: CheckoutFlowOptions) {
  const [proceeding, setProceeding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(
    (cart: Cart | undefined): CheckoutStart => {
      if (!cart || cart.items.length === 0) {
        onEmpty();
        return 'empty';
      }
      if (cart.has_issues) {
        onBlocked();
        return 'blocked';
      }
      closeDrawer();
      setProceeding(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setProceeding(false);
        goToCheckout();
      }, CHECKOUT_REDIRECT_MS);
      return 'proceeding';
    },
    [onEmpty, onBlocked, closeDrawer, goToCheckout],
  );

  return { proceeding, start };
}
