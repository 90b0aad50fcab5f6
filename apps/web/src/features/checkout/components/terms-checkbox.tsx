import { Link } from 'react-router';
import { Trans, useTranslation } from '@/lib/i18n-react';
import { FieldError } from '@/components/ui/form-controls';

/**
 * "I agree to the terms of use and the privacy policy": asked before the order is placed, and
 * before a KHQR is made (paying it places the order). One state, the draft's `terms`.
 */
export function TermsCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'checkout-terms-error' : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-sand-400 accent-jungle-700"
        />
        <span>
          <Trans
            t={t}
            i18nKey="review.terms"
            components={{
              terms: <Link to="/terms" className="font-semibold text-jungle-700 underline" />,
              privacy: <Link to="/privacy" className="font-semibold text-jungle-700 underline" />,
            }}
          />
        </span>
      </label>
      {error && <FieldError id="checkout-terms-error">{error}</FieldError>}
    </div>
  );
}
