import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import {
  RESET_EXPIRY_CHECK_MS,
  RESET_EXPIRY_WARNING_MS,
  RESET_SUCCESS_REDIRECT_MS,
} from '@camtour/shared/constants';
import { ResetPasswordSchema } from '@camtour/shared/schemas/accounts';
import { buttonStyles } from '@/components/ui/button-styles';
import {
  Field,
  fieldAria,
  FieldError,
  FormAlert,
  readOnlyInputStyles,
} from '@/components/ui/form-controls';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useClearErrorsOnLanguageChange } from '@/lib/hooks/use-clear-errors-on-language-change';
import { useResetPassword, type ResetPasswordInput } from '../api/reset-password';
import { useValidateResetToken, type ResetLink } from '../api/validate-reset-token';
import { lockSeconds, useCountdown } from '../hooks/use-countdown';
import { usePasteBlock } from '../hooks/use-paste-block';
import { schemaResolver } from '../hooks/schema-resolver';
import { applyServerFieldErrors } from '../hooks/use-server-field-errors';
import { PasswordField } from './fields';
import { LockNotice } from './lock-notice';
import { PasswordStrength } from './password-strength';

const resolver = schemaResolver<ResetPasswordInput>(ResetPasswordSchema);
const LINK_KEYS = ['invalid-reset-token', 'reset-link-expired'];

/** What the link-expiry line shows, from the server's expires_at (document 1 §4). */
export function expiryState(expiresAt: string | null, now: number) {
  if (!expiresAt) return { expired: false, soon: false, minutesLeft: null };
  const left = Date.parse(expiresAt) - now;
  return {
    expired: left <= 0,
    soon: left > 0 && left <= RESET_EXPIRY_WARNING_MS,
    minutesLeft: Math.max(0, Math.ceil(left / 60_000)),
  };
}

function InvalidLink({
  errorKey,
  email,
  onRetry,
}: {
  errorKey: string;
  email: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  return (
    <div className="flex flex-col gap-5" data-testid="reset-invalid">
      <h2 className="text-xl font-semibold leading-display text-jungle-900">
        {t('reset.invalid.title')}
      </h2>
      <FormAlert tone="error">{message(errorKey)}</FormAlert>
      <p className="text-ink-muted">{t('reset.invalid.body')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {onRetry && (
          <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
            {t('dialog.try-again')}
          </button>
        )}
        <Link
          to={`/forgot-pass?email=${encodeURIComponent(email)}`}
          className={`${buttonStyles.primary} flex-1`}
        >
          {t('reset.new-link')}
        </Link>
        <Link to="/login" className={`${buttonStyles.secondary} flex-1`}>
          {t('forgot.back-login')}
        </Link>
      </div>
    </div>
  );
}

function ResetSuccess() {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  const navigate = useNavigate();
  const redirect = useCountdown(useCallback(() => void navigate('/login'), [navigate]));
  const { start } = redirect;
  useEffect(() => start(RESET_SUCCESS_REDIRECT_MS / 1000), [start]);
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="reset-success">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-jungle-100 text-3xl text-jungle-700"
      >
        ✓
      </span>
      <h2 className="text-xl font-semibold leading-display text-jungle-900">
        {t('reset.success.title')}
      </h2>
      <p role="status" className="text-ink-muted">
        {message('password-reset-success')}{' '}
        {t('reset.success.redirect', { seconds: redirect.secondsLeft })}
      </p>
      <Link to="/login" className={`${buttonStyles.primary} w-full`}>
        {t('reset.success.login')}
      </Link>
    </div>
  );
}

function ResetForm({ link, expiresAt }: { link: ResetLink; expiresAt: string | null }) {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  const reset = useResetPassword();
  const paste = usePasteBlock();
  const [now, setNow] = useState(() => Date.now());
  const [phase, setPhase] = useState<'form' | 'success' | 'locked' | { invalid: string }>('form');
  const [failure, setFailure] = useState<unknown>(null);
  const lock = useCountdown();

  // The link's expiry is checked every 30 s (document 1 §4).
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), RESET_EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  const { register, handleSubmit, formState, setError, clearErrors, control } =
    useForm<ResetPasswordInput>({
      resolver,
      defaultValues: {
        email: link.email,
        token: link.token,
        new_pass: '',
        new_pass_confirmation: '',
      },
    });
  const password = useWatch({ control, name: 'new_pass' });

  useClearErrorsOnLanguageChange(
    useCallback(() => {
      clearErrors();
      setFailure(null);
    }, [clearErrors]),
  );

  const expiry = expiryState(expiresAt, now);
  if (phase === 'success') return <ResetSuccess />;
  if (expiry.expired) return <InvalidLink errorKey="reset-link-expired" email={link.email} />;
  if (typeof phase === 'object') return <InvalidLink errorKey={phase.invalid} email={link.email} />;
  if (phase === 'locked') {
    return (
      <div className="flex flex-col gap-5" data-testid="reset-locked">
        <LockNotice message={message('too-many-reset-attempts')} countdown={lock.label} />
        <Link
          to={`/forgot-pass?email=${encodeURIComponent(link.email)}`}
          className={`${buttonStyles.primary} w-full`}
        >
          {t('reset.new-link')}
        </Link>
      </div>
    );
  }

  const onValid = (values: ResetPasswordInput) => {
    setFailure(null);
    reset.mutate(values, {
      onSuccess: () => setPhase('success'),
      onError: (error) => {
        if (isApiError(error) && error.status === 429) {
          lock.start(lockSeconds(error.retryAfterSeconds));
          setPhase('locked');
          return;
        }
        if (isApiError(error) && LINK_KEYS.includes(error.key)) {
          setPhase({ invalid: error.key });
          return;
        }
        const { placed, rest } = applyServerFieldErrors(
          error,
          ['new_pass', 'new_pass_confirmation'],
          setError,
        );
        if (rest.token || rest.email) setPhase({ invalid: 'invalid-reset-token' });
        else if (placed === 0) setFailure(error);
      },
    });
  };

  const pasteNotice = paste.message ? <FieldError>{message(paste.message)}</FieldError> : null;

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
      {expiry.minutesLeft !== null && (
        <FormAlert tone={expiry.soon ? 'warning' : 'info'} testId="reset-expiry">
          {expiry.soon && <strong className="block">{message('reset-link-expiring-soon')}</strong>}
          {t('reset.expires-in', { minutes: expiry.minutesLeft })}
        </FormAlert>
      )}
      {failure !== null && <FormAlert tone="error">{message(failure)}</FormAlert>}
      <Field id="reset-email" label={t('field.email')}>
        <input
          className={readOnlyInputStyles}
          value={link.email}
          readOnly
          autoComplete="username"
          {...fieldAria('reset-email')}
        />
      </Field>
      <div className="flex flex-col gap-3">
        <PasswordField
          id="reset-new-pass"
          label={t('field.new-password')}
          errorKey={formState.errors.new_pass?.message}
          notice={pasteNotice}
          inputProps={{
            ...register('new_pass'),
            ...paste.inputProps,
            autoComplete: 'new-password',
            maxLength: 128,
          }}
        />
        <PasswordStrength id="reset-strength" password={password} requireAll />
      </div>
      <PasswordField
        id="reset-new-pass-confirmation"
        label={t('field.password-confirmation')}
        errorKey={formState.errors.new_pass_confirmation?.message}
        notice={pasteNotice}
        inputProps={{
          ...register('new_pass_confirmation'),
          ...paste.inputProps,
          autoComplete: 'new-password',
          maxLength: 128,
        }}
      />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={reset.isPending}>
        {reset.isPending ? t('reset.submitting') : t('reset.submit')}
      </button>
    </form>
  );
}

/** /reset-password: the link is validated behind a spinner, then the form or the invalid panel. */
export function ResetPassword({ link }: { link: ResetLink }) {
  const { t } = useTranslation('accounts');
  const check = useValidateResetToken(link);
  if (check.isPending) {
    return (
      <div className="grid place-items-center py-10">
        <Spinner label={t('reset.checking')} showLabel />
      </div>
    );
  }
  if (check.isError) {
    const error = check.error;
    const known = isApiError(error) && LINK_KEYS.includes(error.key);
    const retryable = isApiError(error) && (error.status === 0 || error.status >= 500);
    return (
      <InvalidLink
        errorKey={known ? error.key : retryable ? 'token-validation-failed' : 'invalid-reset-token'}
        email={link.email}
        onRetry={retryable ? () => void check.refetch() : undefined}
      />
    );
  }
  return <ResetForm link={link} expiresAt={check.data.expires_at} />;
}
