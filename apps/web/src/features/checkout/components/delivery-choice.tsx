import { useTranslation } from '@/lib/i18n-react';
import type { DeliveryType } from '@camtour/shared/domain/checkout';
import { localized } from '@camtour/shared/domain/localize';
import type { DeliveryOption } from '@camtour/shared/schemas/orders';
import { FieldError } from '@/components/ui/form-controls';
import { useFormat } from '@/lib/format';
import { SUPPORTED_PAYMENT_METHODS } from '../lib/payment-methods';
import { RadioCard } from './radio-card';

/** The delivery options as radio cards: name, time, what it costs and how it can be paid. */
export function DeliveryChoice({
  options,
  value,
  onChange,
  error,
}: {
  options: readonly DeliveryOption[];
  value: DeliveryType | null;
  onChange: (delivery: DeliveryType) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation('checkout');
  const { t: tOrders } = useTranslation('orders');
  const format = useFormat();
  const lang = i18n.language;
  return (
    <fieldset aria-describedby={error ? 'checkout-delivery-error' : undefined}>
      <legend className="text-lg font-semibold text-jungle-900">{t('delivery.title')}</legend>
      <div className="mt-3 grid gap-3" data-testid="delivery-options">
        {options.map((option) => {
          const checked = value === option.id;
          return (
            <RadioCard
              key={option.id}
              name="checkout-delivery"
              value={option.id}
              checked={checked}
              onSelect={() => onChange(option.id)}
            >
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-jungle-900">
                    {localized(lang, option.name, option.name_km)}
                  </span>
                  <span className="font-semibold text-ink">{format.usd(option.fee)}</span>
                </span>
                <span className="text-sm text-ink-muted">
                  {localized(lang, option.description, option.description_km)}
                </span>
                <span className="text-sm text-ink-muted">
                  {t('delivery.time', {
                    time: localized(lang, option.estimatedTime, option.estimated_time_km),
                  })}
                  {' · '}
                  {t('delivery.pays-with', {
                    methods: option.paymentMethods
                      .filter((m) => SUPPORTED_PAYMENT_METHODS.includes(m))
                      .map((m) => tOrders(`payment.${m}`))
                      .join(', '),
                  })}
                </span>
              </span>
            </RadioCard>
          );
        })}
      </div>
      {error && (
        <div className="mt-2">
          <FieldError id="checkout-delivery-error">{error}</FieldError>
        </div>
      )}
    </fieldset>
  );
}
