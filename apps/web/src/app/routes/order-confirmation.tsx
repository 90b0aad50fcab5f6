import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { normalizeOrderNo } from '@camtour/shared/domain/orders';
import { buttonStyles } from '@/components/ui/button-styles';
import { readLastOrder } from '@/entities/order/last-order';
import { loginPathFor } from '@/features/accounts/hooks/use-return-url';
import { OrderPage } from '@/features/orders/components/order-page';
import { RecommendedProducts } from '@/features/orders/components/recommended-products';
import { useSession } from '@/lib/session';
import { RoutePage } from '../route-page';

/**
 * /order-confirmation?order_id=<order_no> (document 2 §2): the order just
 * placed, then six popular products. Without an order number, the one this
 * tab placed last; with neither, home.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const session = useSession();
  const fromQuery = params.get('order_id')?.trim();
  const orderNo = fromQuery ? normalizeOrderNo(fromQuery) : (readLastOrder()?.order_no ?? null);
  if (!orderNo) return <Navigate to="/" replace />;

  return (
    <RoutePage intro={t('confirmation.intro')}>
      <OrderPage
        orderNo={orderNo}
        queryToken={null}
        cancellable={false}
        loginHref={
          session.status === 'anonymous'
            ? loginPathFor(`/order-confirmation?order_id=${encodeURIComponent(orderNo)}`)
            : undefined
        }
        header={(order) => (
          <section
            className="rounded-3xl border border-jungle-200 bg-jungle-50 p-6 sm:p-8"
            data-testid="confirmation-thanks"
          >
            <h2 className="text-2xl font-bold leading-display text-jungle-900">
              {t('confirmation.thanks', { name: order.first_name })}
            </h2>
            <p className="mt-2 text-ink-muted">
              {t('confirmation.email-sent', { email: order.email })}
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link to="/" className={buttonStyles.primary}>
                {t('action.home')}
              </Link>
              <Link to="/product" className={buttonStyles.secondary}>
                {t('action.continue-shopping')}
              </Link>
            </div>
          </section>
        )}
      />
      <RecommendedProducts />
    </RoutePage>
  );
}
