import type { PaymentMethod } from '@camtour/shared/domain/checkout';
import type { PlaceOrderInput } from '@camtour/shared/schemas/orders';
import type { PendingPayment } from '@/entities/payment/pending-payment';

/**
 * The payment methods this page can take, in the order it lists them. A method is added here
 * together with its own flow (the KHQR panel for 'bakong'); a delivery that only a missing
 * method could pay is not offered (checkout-steps `offeredDeliveries`).
 */
export const SUPPORTED_PAYMENT_METHODS: readonly PaymentMethod[] = ['cash_on_delivery', 'bakong'];

/**
 * Where a method's own flow stands: whether the order may be placed with it, and what the order
 * needs from it (a bank payment's md5). Cash on delivery has no flow: always ready.
 */
export interface PaymentFlowState {
  ready: boolean;
  order: Pick<PlaceOrderInput, 'md5'>;
}

export const NO_PAYMENT_FLOW: PaymentFlowState = { ready: true, order: {} };

const FLOW_NOT_STARTED: PaymentFlowState = { ready: false, order: {} };

/**
 * A method's flow before it reports: a KHQR is ready only when paid. The remembered payment
 * counts at once, so a reload on the review step stays there while the check runs.
 */
export function initialFlow(method: PaymentMethod, bank: PendingPayment | null): PaymentFlowState {
  if (method !== 'bakong') return NO_PAYMENT_FLOW;
  return bank?.paid ? { ready: true, order: { md5: bank.md5 } } : FLOW_NOT_STARTED;
}
