import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { CheckoutStep, PlaceOrderBlock } from '@camtour/shared/domain/checkout-steps';
import { localized } from '@camtour/shared/domain/localize';
import type { DeliveryOption } from '@camtour/shared/schemas/orders';
import { buttonStyles } from '@/components/ui/button-styles';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { TermsCheckbox } from './terms-checkbox';

function Block({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: CheckoutStep;
  onEdit: (step: CheckoutStep) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className="rounded-2xl border border-sand-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-jungle-900">{title}</h3>
        <button
          type="button"
          onClick={() => onEdit(step)}
          className="text-sm font-semibold text-jungle-700 hover:underline"
          aria-label={t('review.edit-named', { section: title })}
        >
          {t('review.edit')}
        </button>
      </div>
      <div className="mt-1 text-sm text-ink-muted">{children}</div>
    </div>
  );
}

/**
 * Step 4 (document 2 §2, §5): everything entered, the terms, and Place Order, which stays
 * disabled until the terms are ticked, no order is being placed and every earlier step is ready.
 */
export function ReviewStep({
  form,
  notice,
  paymentNote,
  delivery,
  block,
  placing,
  termsError,
  onPlace,
}: {
  form: CheckoutForm;
  /** What stops the order, above everything else (lines that cannot be bought). */
  notice?: ReactNode;
  /** The chosen method's own word (a KHQR paid, and with which transaction). */
  paymentNote?: ReactNode;
  delivery: DeliveryOption | undefined;
  block: PlaceOrderBlock | null;
  placing: boolean;
  termsError?: string | undefined;
  onPlace: () => void;
}) {
  const { t, i18n } = useTranslation('checkout');
  const { t: tOrders } = useTranslation('orders');
  const { draft, update, goTo, profile } = form;
  const { contact, address } = draft;
  const lang = i18n.language;
  const email = profile?.email ?? contact.email;

  return (
    <div className="flex flex-col gap-4">
      {notice}
      <div className="grid gap-3 sm:grid-cols-2">
        <Block title={t('review.contact')} step="details" onEdit={goTo}>
          <p className="text-ink">{`${contact.first_name} ${contact.last_name}`.trim()}</p>
          <p>{email}</p>
          <p dir="ltr" className="text-left rtl:text-right">
            {contact.phone}
          </p>
        </Block>
        <Block title={t('review.address')} step="details" onEdit={goTo}>
          <p className="text-ink">{address.street}</p>
          <p>
            {[address.city, address.state, address.zip_code]
              .filter((part) => part.trim())
              .join(', ')}
          </p>
          <p>{tOrders('order.country-kh')}</p>
        </Block>
        <Block title={t('review.delivery')} step="details" onEdit={goTo}>
          {delivery && (
            <>
              <p className="text-ink">{localized(lang, delivery.name, delivery.name_km)}</p>
              <p>{localized(lang, delivery.estimatedTime, delivery.estimated_time_km)}</p>
            </>
          )}
          {draft.promo && <p>{t('review.promo', { code: draft.promo.code })}</p>}
        </Block>
        <Block title={t('review.payment')} step="payment" onEdit={goTo}>
          {draft.payment && <p className="text-ink">{tOrders(`payment.${draft.payment}`)}</p>}
          <p>{tOrders(`currency.${draft.currency}`)}</p>
          {paymentNote}
        </Block>
      </div>
      {draft.notes.trim() && (
        <Block title={t('field.notes')} step="details" onEdit={goTo}>
          <p className="whitespace-pre-line">{draft.notes}</p>
        </Block>
      )}

      <TermsCheckbox
        checked={draft.terms}
        onChange={(value) => update({ type: 'terms', value })}
        error={termsError}
      />

      <div className="flex flex-col gap-2 border-t border-sand-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted" data-testid="place-order-hint" aria-live="polite">
          {block && block !== 'placing' ? t(`place.blocked.${block}`) : null}
          {placing ? t('place.placing-note') : null}
        </p>
        <button
          type="button"
          className={`${buttonStyles.primary} sm:min-w-48`}
          disabled={block !== null}
          onClick={onPlace}
          data-testid="place-order"
        >
          {placing && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {placing ? t('place.placing') : t('place.button')}
        </button>
      </div>
    </div>
  );
}
