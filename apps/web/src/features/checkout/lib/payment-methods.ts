import type { PaymentMethod } from '@camtour/shared/domain/checkout';
import type { PlaceOrderInput } from '@camtour/shared/schemas/orders';

/**
 * The payment methods this page can take, in the order it lists them. A method is added here
 * together with its own flow (issue 13 adds 'bakong' and its QR panel); a delivery that only a
 * missing method could pay is not offered (checkout-steps `offeredDeliveries`).
 */
export const SUPPORTED_PAYMENT_METHODS: readonly PaymentMethod[] = ['cash_on_delivery'];

/**
 * Where a method's own flow stands: whether the order may be placed with it, and what the order
 * needs from it (a bank payment's md5). Cash on delivery has no flow: always ready.
 */
export interface PaymentFlowState {
  ready: boolean;
  order: Pick<PlaceOrderInput, 'md5'>;
}

export const NO_PAYMENT_FLOW: PaymentFlowState = { ready: true, order: {} };
