import { useTranslation } from '@/lib/i18n-react';
import { stripEmailInput } from '@camtour/shared/domain/account-rules';
import {
  ADDRESS_LIMITS,
  CHECKOUT_COUNTRIES,
  NOTES_MAX_LENGTH,
} from '@camtour/shared/domain/checkout-steps';
import { Field, fieldAria, inputStyles } from '@/components/ui/form-controls';
import { useErrorMessage } from '@/lib/error-message';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import type { FormField } from '../lib/order-failure';
import { TextInput } from './text-input';

type TextField = Exclude<
  FormField,
  'delivery' | 'promo' | 'items' | 'payment' | 'currency' | 'terms' | 'country'
>;

/**
 * Who receives the order and where (document 2 §2, §3): a guest's e-mail, names and phone (a
 * signed-in buyer's e-mail is the account's, shown and not editable), the address, and notes.
 */
export function CustomerFields({ form }: { form: CheckoutForm }) {
  const { t } = useTranslation('checkout');
  const { t: tOrders } = useTranslation('orders');
  const message = useErrorMessage();
  const { draft, update, touch, errorKeyOf, profile } = form;

  const errorOf = (field: FormField) => {
    const key = errorKeyOf(field);
    return key ? message(key) : undefined;
  };

  const valueOf = (field: TextField): string => {
    if (field === 'notes') return draft.notes;
    if (field in draft.contact) return draft.contact[field as keyof typeof draft.contact];
    return draft.address[field as keyof typeof draft.address];
  };

  const change = (field: TextField, value: string) => {
    if (field === 'notes') update({ type: 'notes', value });
    else if (field in draft.contact)
      update({ type: 'contact', field: field as keyof typeof draft.contact, value });
    else update({ type: 'address', field: field as keyof typeof draft.address, value });
  };

  const input = (
    field: TextField,
    props: {
      autoComplete: string;
      maxLength: number;
      type?: string;
      inputMode?: 'email' | 'tel' | 'text';
      optional?: boolean;
      className?: string;
    },
  ) => (
    <TextInput
      id={`checkout-${field}`}
      label={t(`field.${field}`)}
      value={valueOf(field)}
      onChange={(value) => change(field, field === 'email' ? stripEmailInput(value) : value)}
      error={errorOf(field)}
      optional={props.optional ? t('field.optional') : undefined}
      className={props.className}
      inputProps={{
        autoComplete: props.autoComplete,
        maxLength: props.maxLength,
        type: props.type ?? 'text',
        inputMode: props.inputMode,
        onBlur: () => touch(field),
      }}
    />
  );

  return (
    <div className="flex flex-col gap-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-jungle-900">{t('contact.title')}</legend>
        {profile ? (
          <TextInput
            id="checkout-email"
            label={t('field.email')}
            value={profile.email}
            readOnly
            hint={t('contact.email-fixed')}
            className="sm:col-span-2"
          />
        ) : (
          input('email', {
            autoComplete: 'email',
            maxLength: 255,
            type: 'email',
            inputMode: 'email',
            className: 'sm:col-span-2',
          })
        )}
        {input('first_name', { autoComplete: 'given-name', maxLength: 100 })}
        {input('last_name', { autoComplete: 'family-name', maxLength: 100 })}
        {input('phone', { autoComplete: 'tel', maxLength: 30, type: 'tel', inputMode: 'tel' })}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-jungle-900">{t('address.title')}</legend>
        {input('street', {
          autoComplete: 'street-address',
          maxLength: ADDRESS_LIMITS.street,
          className: 'sm:col-span-2',
        })}
        {input('city', { autoComplete: 'address-level2', maxLength: ADDRESS_LIMITS.city })}
        {input('state', { autoComplete: 'address-level1', maxLength: ADDRESS_LIMITS.state })}
        {input('zip_code', {
          autoComplete: 'postal-code',
          maxLength: ADDRESS_LIMITS.zip_code,
          optional: true,
        })}
        <Field id="checkout-country" label={t('field.country')} error={errorOf('country')}>
          <select
            className={inputStyles}
            value={draft.address.country}
            autoComplete="country"
            onChange={(event) =>
              update({ type: 'address', field: 'country', value: event.target.value })
            }
            {...fieldAria('checkout-country', errorOf('country'))}
          >
            {/* Document 2 §5: only Cambodia is offered. */}
            {CHECKOUT_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {tOrders('order.country-kh')}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>

      <Field
        id="checkout-notes"
        label={t('field.notes')}
        optional={t('field.optional')}
        error={errorOf('notes')}
        hint={t('notes.hint')}
      >
        <textarea
          className={`${inputStyles} min-h-24`}
          value={draft.notes}
          maxLength={NOTES_MAX_LENGTH}
          onChange={(event) => update({ type: 'notes', value: event.target.value })}
          {...fieldAria('checkout-notes', errorOf('notes'), true)}
        />
      </Field>
    </div>
  );
}
