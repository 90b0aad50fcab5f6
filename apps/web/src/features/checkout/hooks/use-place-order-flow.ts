import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ORDER_SUCCESS_REDIRECT_MS } from '@camtour/shared/domain/orders';
import type { PlacedOrder, PlaceOrderInput } from '@camtour/shared/schemas/orders';
import { SHOP_QUERY_ROOT } from '@/entities/product/query-keys';
import { CART_QUERY_KEY } from '@/entities/cart/get-cart';
import { saveLastOrder } from '@/entities/order/last-order';
import { usePlaceOrder } from '../api/place-order';
import { newAttemptKey } from '../lib/attempt-key';
import { dropsAttemptKey, orderFailure, type OrderFailure } from '../lib/order-failure';
import type { CheckoutForm } from './use-checkout-form';

export const confirmationPath = (orderNo: string) =>
  `/order-confirmation?order_id=${encodeURIComponent(orderNo)}`;

/**
 * Placing the order (document 2 §4 "Placing an order", D13). The attempt's Idempotency-Key is
 * saved with the draft before the request, so a retry after a lost answer reuses it. On success
 * the server has taken the lines out of the cart: the cart is fetched again, the draft forgotten,
 * the order's number and token kept for the confirmation, and the page moves on after 3 s. A KHQR
 * order is asked for by the payment's own flow (use-bakong-payment), which hands it to `succeed`.
 */
export function usePlaceOrderFlow(form: CheckoutForm, onFailure: (failure: OrderFailure) => void) {
  const mutation = usePlaceOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const { draft, dispatch, finish } = form;

  const goToConfirmation = useCallback(() => {
    if (placed) void navigate(confirmationPath(placed.order_no));
  }, [placed, navigate]);

  useEffect(() => {
    if (!placed) return;
    const timer = setTimeout(goToConfirmation, ORDER_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [placed, goToConfirmation]);

  /** The order exists: the cart and the stock shown are read again, the confirmation follows. */
  const succeed = useCallback(
    (order: PlacedOrder) => {
      finish();
      saveLastOrder(order);
      setPlaced(order);
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      // The stock shown on product pages and lists just went down.
      void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_ROOT });
    },
    [finish, queryClient],
  );

  const place = useCallback(
    (body: PlaceOrderInput) => {
      const key = draft.attemptKey ?? newAttemptKey();
      if (key !== draft.attemptKey) dispatch({ type: 'attempt-key', key });
      mutation.mutate(
        { body, idempotencyKey: key },
        {
          onSuccess: succeed,
          onError: (error) => {
            if (dropsAttemptKey(error)) dispatch({ type: 'attempt-key', key: null });
            onFailure(orderFailure(error));
          },
        },
      );
    },
    [draft.attemptKey, dispatch, mutation, succeed, onFailure],
  );

  return {
    place,
    placing: mutation.isPending,
    placed,
    goToConfirmation,
    /** Shows an order placed another way (a KHQR payment's, asked for by its own flow). */
    succeed,
  };
}
