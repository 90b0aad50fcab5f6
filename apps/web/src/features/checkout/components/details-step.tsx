import { useTranslation } from '@/lib/i18n-react';
import type { DeliveryOption } from '@camtour/shared/schemas/orders';
import type { Cart } from '@camtour/shared/schemas/shop';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { OrderLines } from '@/entities/order/order-lines';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { cartDisplayLines, type LineProblem } from '../lib/cart-lines';
import { CustomerFields } from './customer-fields';
import { DeliveryChoice } from './delivery-choice';
import { LineProblems } from './line-problems';
import { PromoField } from './promo-field';

/**
 * Step 2 (document 2 §2): the order's lines (read only: the cart changes them), the delivery,
 * the promo code, and who receives the order where.
 */
export function DetailsStep({
  form,
  cart,
  problems,
  onOpenCart,
  deliveries,
  deliveryError,
  promo,
}: {
  form: CheckoutForm;
  cart: Cart;
  problems: readonly LineProblem[];
  onOpenCart: () => void;
  deliveries: {
    options: readonly DeliveryOption[] | undefined;
    error: string | null;
    retry: () => void;
    retrying: boolean;
  };
  deliveryError?: string | undefined;
  promo: {
    applying: boolean;
    error: string | undefined;
    apply: () => void;
    remove: () => void;
    input: (value: string) => void;
  };
}) {
  const { t } = useTranslation('checkout');
  const { draft, update, progress } = form;

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="checkout-lines" className="flex flex-col gap-3">
        <h3 id="checkout-lines" className="text-lg font-semibold text-jungle-900">
          {t('lines.title')}
        </h3>
        <LineProblems problems={problems} onOpenCart={onOpenCart} />
        <OrderLines lines={cartDisplayLines(cart)} />
        <p className="text-sm text-ink-muted">
          {t('lines.change')}{' '}
          <button
            type="button"
            onClick={onOpenCart}
            className="font-semibold text-jungle-700 hover:underline"
          >
            {t('lines.open-cart')}
          </button>
        </p>
      </section>

      {deliveries.options ? (
        <DeliveryChoice
          options={deliveries.options}
          value={progress.delivery}
          onChange={(delivery) => update({ type: 'delivery', delivery })}
          error={deliveryError}
        />
      ) : deliveries.error ? (
        <ErrorState
          message={deliveries.error}
          onRetry={deliveries.retry}
          retrying={deliveries.retrying}
        />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t('delivery.loading')}</span>
          <Skeleton className="h-24" />
        </div>
      )}

      <PromoField
        value={draft.promoInput}
        onInput={promo.input}
        applied={draft.promo}
        applying={promo.applying}
        error={promo.error}
        onApply={promo.apply}
        onRemove={promo.remove}
      />

      <CustomerFields form={form} />
    </div>
  );
}
