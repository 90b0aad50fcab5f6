import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { OrderLookupPanel } from './order-lookup-panel';

/**
 * The order is not there for this visitor: a wrong number, or an order of
 * someone else, or a link without its token (the server answers 404 to all
 * alike). The way on is the find-my-order form, which e-mails the link.
 */
export function OrderNotFound({
  orderNo,
  loginHref,
}: {
  orderNo: string;
  /** For a visitor: logging in shows the orders of their account. */
  loginHref?: string;
}) {
  const { t } = useTranslation('orders');
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="order-not-found">
      <section className="rounded-3xl border border-sand-300 bg-sand-100/70 p-6 sm:p-8">
        <h2 className="text-xl font-semibold leading-display text-jungle-900">
          {t('not-found.title')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('not-found.body', { number: orderNo })}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/product" className={buttonStyles.primary}>
            {t('action.shop')}
          </Link>
          {loginHref && (
            <Link to={loginHref} className={buttonStyles.secondary}>
              {t('action.login')}
            </Link>
          )}
        </div>
      </section>
      <OrderLookupPanel orderNo={orderNo} titleClassName="text-lg" />
    </div>
  );
}
