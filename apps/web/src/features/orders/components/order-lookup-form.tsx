import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { OrderLookupSchema } from '@camtour/shared/schemas/orders';
import { buttonStyles } from '@/components/ui/button-styles';
import { Field, FormAlert, fieldAria, inputStyles } from '@/components/ui/form-controls';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { currentLang } from '@/lib/i18n';
import { useLookupOrder } from '../api/lookup-order';

type FieldName = 'order_no' | 'email';
type Outcome = { kind: 'sent' } | { kind: 'failed'; error: unknown } | null;

/**
 * "Find my order" (D7, D13): order number and e-mail. The answer is the same
 * whether or not they match, so the page never reveals an order; when they do,
 * the order link is e-mailed again.
 */
export function OrderLookupForm({ initialOrderNo = '' }: { initialOrderNo?: string }) {
  const { t } = useTranslation('orders');
  const message = useErrorMessage();
  const lookup = useLookupOrder();
  const id = useId();
  const [values, setValues] = useState({ order_no: initialOrderNo, email: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  const change = (name: FieldName) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = OrderLookupSchema.safeParse({ ...values, lang: currentLang() });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'order_no' || field === 'email') && !next[field])
          next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    lookup.mutate(parsed.data, {
      onSuccess: () => setOutcome({ kind: 'sent' }),
      onError: (error) => {
        const fields = isApiError(error) ? error.fieldErrors : {};
        const placed = {
          order_no: fields.order_no?.[0],
          email: fields.email?.[0],
        };
        if (placed.order_no || placed.email) setErrors(placed);
        else setOutcome({ kind: 'failed', error });
      },
    });
  };

  const fieldError = (name: FieldName) => (errors[name] ? message(errors[name]) : undefined);
  const retryAfter =
    outcome?.kind === 'failed' && isApiError(outcome.error) && outcome.error.status === 429
      ? outcome.error.retryAfterSeconds
      : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="order-lookup">
      <Field
        id={`${id}-no`}
        label={t('lookup.order-no')}
        hint={t('lookup.order-no-hint')}
        error={fieldError('order_no')}
      >
        <input
          {...fieldAria(`${id}-no`, fieldError('order_no'), true)}
          className={`${inputStyles} font-mono uppercase`}
          value={values.order_no}
          onChange={change('order_no')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="CT-AB23CD45"
        />
      </Field>
      <Field id={`${id}-email`} label={t('lookup.email')} error={fieldError('email')}>
        <input
          {...fieldAria(`${id}-email`, fieldError('email'))}
          type="email"
          className={inputStyles}
          value={values.email}
          onChange={change('email')}
          autoComplete="email"
        />
      </Field>
      {outcome?.kind === 'sent' && (
        <FormAlert tone="success" testId="order-lookup-sent">
          {message('order-link-sent')}
        </FormAlert>
      )}
      {outcome?.kind === 'failed' && (
        <FormAlert tone="error" testId="order-lookup-error">
          <p>{message(outcome.error)}</p>
          {retryAfter !== null && retryAfter > 0 && (
            <p className="mt-1">
              {t('lookup.retry-after', { count: Math.max(1, Math.ceil(retryAfter / 60)) })}
            </p>
          )}
        </FormAlert>
      )}
      <button
        type="submit"
        className={`${buttonStyles.primary} self-start`}
        disabled={lookup.isPending}
      >
        {lookup.isPending ? t('lookup.sending') : t('lookup.submit')}
      </button>
    </form>
  );
}
