import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { OrderLookupPanel } from './order-lookup-panel';

/**
 * "My orders" for a visitor (document 2 §6: only customers see their list):
 * log in for the account's orders, or find a guest order by number and e-mail.
 */
export function OrdersVisitor({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation('orders');
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="orders-visitor">
      <section
        aria-labelledby="orders-login-title"
        className="rounded-3xl border border-jungle-200 bg-jungle-50 p-6 sm:p-8"
      >
        <h2
          id="orders-login-title"
          className="text-xl font-semibold leading-display text-jungle-900"
        >
          {t('visitor.login-title')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('visitor.login-body')}</p>
        <Link to={loginHref} className={`${buttonStyles.primary} mt-5`}>
          {t('action.login')}
        </Link>
      </section>
      <OrderLookupPanel />
    </div>
  );
}
