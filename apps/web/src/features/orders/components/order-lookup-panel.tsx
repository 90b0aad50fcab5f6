import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { panelCardClass } from '@/components/ui/panel';
import { OrderLookupForm } from './order-lookup-form';

/** "Find my order" as a card: title, what it does, and the form (optionally with a number typed). */
export function OrderLookupPanel({
  orderNo,
  titleClassName = 'text-xl',
}: {
  orderNo?: string;
  titleClassName?: string;
}) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={panelCardClass}>
      <h2
        id={titleId}
        className={`${titleClassName} font-semibold leading-display text-jungle-900`}
      >
        {t('lookup.title')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-ink-muted">{t('lookup.intro')}</p>
      <OrderLookupForm {...(orderNo ? { initialOrderNo: orderNo } : {})} />
    </section>
  );
}
