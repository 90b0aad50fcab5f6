import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { stripEmailInput } from '@camtour/shared/domain/account-rules';
import { buttonStyles } from '@/components/ui/button-styles';
import { Field, fieldAria, inputStyles } from '@/components/ui/form-controls';
import type { SessionProfile } from '@/lib/session';
import { TextInput } from './text-input';

interface AccountStepProps {
  profile: SessionProfile | null;
  loginEmail: string;
  onLoginEmail: (value: string) => void;
  /** Both fields filled: logs in; the page shows what went wrong. */
  onLogin: (email: string, password: string) => void;
  loggingIn: boolean;
  onGuest: () => void;
  onContinue: () => void;
}

/** Step 1 (document 2 §2): continue as a guest, or log in here without leaving the checkout. */
export function AccountStep({
  profile,
  loginEmail,
  onLoginEmail,
  onLogin,
  loggingIn,
  onGuest,
  onContinue,
}: AccountStepProps) {
  const { t } = useTranslation('checkout');
  // The password is never saved with the draft.
  const [password, setPassword] = useState('');

  if (profile) {
    return (
      <div className="flex flex-col gap-4">
        <p data-testid="signed-in-as">
          {t('account.signed-in', {
            name: profile.full_name || profile.first_name,
            email: profile.email,
          })}
        </p>
        <div>
          <button type="button" className={buttonStyles.primary} onClick={onContinue}>
            {t('nav.continue')}
          </button>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onLogin(loginEmail.trim(), password);
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section
        aria-labelledby="checkout-guest"
        className="flex flex-col gap-3 rounded-2xl bg-sand-50 p-5"
      >
        <h3 id="checkout-guest" className="text-lg font-semibold text-jungle-900">
          {t('account.guest.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('account.guest.body')}</p>
        <div className="mt-auto">
          <button type="button" className={buttonStyles.primary} onClick={onGuest}>
            {t('account.guest.continue')}
          </button>
        </div>
      </section>
      <section aria-labelledby="checkout-login" className="rounded-2xl border border-sand-200 p-5">
        <h3 id="checkout-login" className="text-lg font-semibold text-jungle-900">
          {t('account.login.title')}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{t('account.login.body')}</p>
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <TextInput
            id="checkout-login-email"
            label={t('account.login.email')}
            value={loginEmail}
            onChange={(value) => onLoginEmail(stripEmailInput(value))}
            inputProps={{
              type: 'email',
              autoComplete: 'email',
              inputMode: 'email',
              maxLength: 255,
            }}
          />
          <Field id="checkout-login-password" label={t('account.login.password')}>
            <input
              className={inputStyles}
              type="password"
              autoComplete="current-password"
              maxLength={128}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              {...fieldAria('checkout-login-password')}
            />
          </Field>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <button type="submit" className={buttonStyles.secondary} disabled={loggingIn}>
              {loggingIn ? t('account.login.submitting') : t('account.login.submit')}
            </button>
            <Link
              to="/forgot-pass"
              className="text-sm font-semibold text-jungle-700 hover:underline"
            >
              {t('account.login.forgot')}
            </Link>
          </div>
        </form>
      </section>
    </div>
  );
}
