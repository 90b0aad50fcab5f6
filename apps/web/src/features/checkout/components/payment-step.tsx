import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { RIEL_PER_DOLLAR } from '@camtour/shared/constants';
import { CURRENCIES, paymentAllowed, type PaymentMethod } from '@camtour/shared/domain/checkout';
import type { Quote } from '@camtour/shared/schemas/orders';
import { FieldError } from '@/components/ui/form-controls';
import { useFormat } from '@/lib/format';
import type { BakongPayment } from '../hooks/use-bakong-payment';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { SUPPORTED_PAYMENT_METHODS } from '../lib/payment-methods';
import { BakongPanel, type PanelTerms } from './bakong-panel';
import { RadioCard } from './radio-card';

/** The flows of the methods that have one; the page runs them, so they outlive this step. */
export interface PaymentFlows {
  bakong: BakongPayment;
}

export interface PaymentPanelProps {
  quote: Quote | undefined;
  flows: PaymentFlows;
  terms: PanelTerms;
}

/** A method's own flow, shown under the methods while it is chosen. Cash on delivery has none. */
const PAYMENT_PANELS: Partial<Record<PaymentMethod, ComponentType<PaymentPanelProps>>> = {
  bakong: ({ quote, flows, terms }) => (
    <BakongPanel payment={flows.bakong} quote={quote} terms={terms} />
  ),
};

/** What each method means for the buyer; a method gets its line when it is supported. */
const ABOUT = {
  cash_on_delivery: 'payment.about.cash_on_delivery',
  bakong: 'payment.about.bakong',
} as const satisfies Partial<Record<PaymentMethod, string>>;

/** Step 3 (document 2 §2): how to pay (only what the delivery allows) and in which currency. */
export function PaymentStep({
  form,
  quote,
  flows,
  error,
  termsError,
}: {
  form: CheckoutForm;
  quote: Quote | undefined;
  flows: PaymentFlows;
  error?: string | undefined;
  /** A method whose payment places the order (a KHQR) asks for the terms in its panel. */
  termsError?: string | undefined;
}) {
  const { t } = useTranslation('checkout');
  const { t: tOrders } = useTranslation('orders');
  const format = useFormat();
  const { draft, update, progress } = form;
  const Panel = draft.payment ? PAYMENT_PANELS[draft.payment] : undefined;

  return (
    <div className="flex flex-col gap-8">
      <fieldset aria-describedby={error ? 'checkout-payment-error' : undefined}>
        <legend className="text-lg font-semibold text-jungle-900">{t('payment.title')}</legend>
        <div className="mt-3 grid gap-3">
          {SUPPORTED_PAYMENT_METHODS.map((method) => {
            const enabled = progress.delivery !== null && paymentAllowed(progress.delivery, method);
            const checked = draft.payment === method;
            return (
              <RadioCard
                key={method}
                name="checkout-payment"
                value={method}
                checked={checked}
                disabled={!enabled}
                onSelect={() => update({ type: 'payment', payment: method })}
              >
                <span className="flex flex-col gap-0.5">
                  <span className="font-semibold text-jungle-900">
                    {tOrders(`payment.${method}`)}
                  </span>
                  <span className="text-sm text-ink-muted">
                    {!enabled
                      ? t('payment.not-with-delivery')
                      : method in ABOUT
                        ? t(ABOUT[method as keyof typeof ABOUT])
                        : null}
                  </span>
                </span>
              </RadioCard>
            );
          })}
        </div>
        {error && (
          <div className="mt-2">
            <FieldError id="checkout-payment-error">{error}</FieldError>
          </div>
        )}
      </fieldset>

      {Panel && (
        <Panel
          quote={quote}
          flows={flows}
          terms={{
            checked: draft.terms,
            onChange: (value) => update({ type: 'terms', value }),
            error: termsError,
          }}
        />
      )}

      <fieldset>
        <legend className="text-lg font-semibold text-jungle-900">{t('currency.title')}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {CURRENCIES.map((currency) => {
            const checked = draft.currency === currency;
            return (
              <RadioCard
                key={currency}
                name="checkout-currency"
                value={currency}
                checked={checked}
                onSelect={() => update({ type: 'currency', currency })}
              >
                <span className="flex flex-col gap-0.5">
                  <span className="font-semibold text-jungle-900">
                    {tOrders(`currency.${currency}`)}
                  </span>
                  <span className="text-sm text-ink-muted">
                    {currency === 'KHR'
                      ? t('currency.khr-rate', { rate: format.number(RIEL_PER_DOLLAR) })
                      : t('currency.usd-about')}
                  </span>
                </span>
              </RadioCard>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
