import { useTranslation } from '@/lib/i18n-react';
import { TAX_PERCENT } from '@camtour/shared/domain/checkout';
import { centsToDollars } from '@camtour/shared/domain/money';
import type { Quote } from '@camtour/shared/schemas/orders';
import type { Cart } from '@camtour/shared/schemas/shop';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SupportContact } from '@/components/ui/support-contact';
import { OrderLines } from '@/entities/order/order-lines';
import { OrderTotals } from '@/entities/order/order-totals';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { cartDisplayLines } from '../lib/cart-lines';

export interface QuoteView {
  data: Quote | undefined;
  /** A delivery is chosen, so there is something to quote. */
  wanted: boolean;
  fetching: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * The summary beside the steps (below them on a phone): the lines and the server's totals
 * (DECISIONS D13: the quote's numbers, never sums of the page's own). Before a delivery is
 * chosen there is no quote: the cart's subtotal, and the fee waits for the choice.
 */
export function OrderSummary({ cart, quote }: { cart: Cart; quote: QuoteView }) {
  const { t } = useTranslation('checkout');
  const { t: tOrders } = useTranslation('orders');
  const format = useFormat();
  const message = useErrorMessage();
  const lines = quote.wanted && quote.data ? quote.data.lines : cartDisplayLines(cart);

  return (
    <aside
      aria-labelledby="checkout-summary"
      className="flex flex-col gap-5 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
      data-testid="order-summary"
    >
      <h2 id="checkout-summary" className="text-xl font-bold leading-display text-jungle-900">
        {t('summary.title')}
      </h2>
      <OrderLines lines={lines} compact />

      <div className="border-t border-sand-200 pt-4" aria-busy={quote.fetching || undefined}>
        {!quote.wanted ? (
          <div data-testid="summary-before-delivery">
            <dl className="flex flex-col gap-1.5 text-sm">
              <div className="flex items-baseline justify-between gap-3 text-ink-muted">
                <dt>{tOrders('totals.subtotal')}</dt>
                <dd className="text-ink" data-testid="totals-subtotal">
                  {format.usd(centsToDollars(cart.subtotal_cents))}
                </dd>
              </div>
              <div className="flex items-baseline justify-between gap-3 text-ink-muted">
                <dt>{tOrders('totals.delivery-fee')}</dt>
                <dd>{t('summary.choose-delivery')}</dd>
              </div>
            </dl>
            {/* A note, not a term: a <dl> holds only its dt and dd pairs. */}
            <p className="mt-2.5 text-xs text-ink-muted">
              {t('summary.before-delivery', { percent: format.number(TAX_PERCENT) })}
            </p>
          </div>
        ) : quote.data ? (
          <>
            <OrderTotals totals={quote.data} />
            {quote.fetching && (
              <p role="status" className="mt-2 text-xs text-ink-muted">
                {t('summary.updating')}
              </p>
            )}
          </>
        ) : quote.error ? (
          <ErrorState
            message={t('summary.failed', { reason: message(quote.error) })}
            onRetry={quote.retry}
            retrying={quote.fetching}
          />
        ) : (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span className="sr-only">{t('summary.updating')}</span>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-5" />
            ))}
          </div>
        )}
      </div>

      <div className="rounded-2xl bg-sand-50 p-4 text-sm">
        <p className="font-semibold text-jungle-900">{t('support.title')}</p>
        <p className="mt-1 text-ink-muted">{t('support.body')}</p>
        <SupportContact className="mt-2 flex flex-col gap-1" />
      </div>
    </aside>
  );
}
