import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { LOGIN_REDIRECT_DELAY_MS, LOGIN_WARNING_AT } from '@camtour/shared/constants';
import { stripEmailInput } from '@camtour/shared/domain/account-rules';
import { LoginRequestSchema } from '@camtour/shared/schemas/accounts';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-controls';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { sessionStore } from '@/lib/session';
import { useClearErrorsOnLanguageChange } from '@/lib/hooks/use-clear-errors-on-language-change';
import { useLogin } from '../api/login';
import { lockSeconds, useCountdown } from '../hooks/use-countdown';
import { schemaResolver } from '../hooks/schema-resolver';
import { applyServerFieldErrors } from '../hooks/use-server-field-errors';
import { PasswordField, stripWhileTyping, TextField } from './fields';
import { LockNotice } from './lock-notice';
import { SocialSignIn } from './social-sign-in';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

const resolver = schemaResolver<LoginValues>(LoginRequestSchema);

/** Failed attempts as the server counts them (X-Login-Attempts headers of a 401). */
export function readLoginAttempts(headers: Headers): { used: number; remaining: number } | null {
  const used = Number(headers.get('X-Login-Attempts'));
  const remaining = Number(headers.get('X-Login-Attempts-Remaining'));
  if (!headers.has('X-Login-Attempts') || !Number.isFinite(used)) return null;
  return { used, remaining: Number.isFinite(remaining) ? Math.max(0, remaining) : 0 };
}

interface LoginFormProps {
  /** Where to go after success (already sanitised). */
  returnUrl: string;
  /** ?error= from a failed social sign-in. */
  socialError: string | null;
}

export function LoginForm({ returnUrl, socialError }: LoginFormProps) {
  const { t, i18n } = useTranslation('accounts');
  const message = useErrorMessage();
  const navigate = useNavigate();
  const login = useLogin();
  // The alert holds a key or an ApiError, translated when shown, so a language switch follows.
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; cause: unknown } | null>(null);
  const [attempts, setAttempts] = useState<{ used: number; remaining: number } | null>(null);
  const [social, setSocial] = useState(socialError);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lock = useCountdown(
    useCallback(() => {
      // The server's window has passed: the count starts again (document 1 §4).
      setAttempts(null);
      setAlert(null);
    }, []),
  );

  const { register, handleSubmit, formState, setError, clearErrors, getValues } =
    useForm<LoginValues>({
      resolver,
      defaultValues: { email: '', password: '', remember: false },
    });

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  useClearErrorsOnLanguageChange(
    useCallback(() => {
      clearErrors();
      setAlert(null);
      setSocial(null);
    }, [clearErrors]),
  );

  const onValid = (values: LoginValues) => {
    setAlert(null);
    setSocial(null);
    login.mutate(values, {
      onSuccess: (data) => {
        setAttempts(null);
        setAlert({ tone: 'success', cause: 'login-success' });
        redirectTimer.current = setTimeout(() => {
          sessionStore.signIn(data.user);
          void navigate(returnUrl, { replace: true });
        }, LOGIN_REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 429) {
          setAlert(null);
          lock.start(lockSeconds(error.retryAfterSeconds));
          return;
        }
        if (isApiError(error) && error.status === 401) {
          setAttempts(readLoginAttempts(error.headers));
          setAlert({ tone: 'error', cause: error });
          return;
        }
        const { placed } = applyServerFieldErrors(error, ['email', 'password'], setError);
        if (placed === 0 || (isApiError(error) && error.key !== 'validation-failed')) {
          setAlert({ tone: 'error', cause: error });
        }
      },
    });
  };

  const onInvalid = () => {
    const { email, password } = getValues();
    if (!email && !password) setAlert({ tone: 'error', cause: 'please-enter-email-password' });
  };

  const emailField = register('email');
  const locked = lock.running;
  const busy = login.isPending || alert?.tone === 'success';
  const showWarning = !locked && attempts !== null && attempts.used >= LOGIN_WARNING_AT;
  const socialKey =
    social && i18n.exists(social, { ns: 'errors' })
      ? social
      : social
        ? 'social-login-failed'
        : null;

  return (
    <div className="flex flex-col gap-5">
      {socialKey && <FormAlert tone="error">{message(socialKey)}</FormAlert>}
      {locked && <LockNotice message={message('too-many-login-attempts')} countdown={lock.label} />}
      {alert && !locked && (
        <FormAlert tone={alert.tone} testId="login-alert">
          {message(alert.cause)}
        </FormAlert>
      )}
      {showWarning && (
        <FormAlert tone="warning" testId="login-warning">
          {attempts.remaining > 0
            ? t('login.warning', { used: attempts.used, remaining: attempts.remaining })
            : t('login.warning-last', { used: attempts.used })}
        </FormAlert>
      )}
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
        <TextField
          id="login-email"
          label={t('field.email')}
          errorKey={formState.errors.email?.message}
          inputProps={{
            ...emailField,
            onChange: stripWhileTyping(stripEmailInput, emailField.onChange),
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            maxLength: 255,
            disabled: locked,
          }}
        />
        <PasswordField
          id="login-password"
          label={t('field.password')}
          errorKey={formState.errors.password?.message}
          inputProps={{
            ...register('password'),
            autoComplete: 'current-password',
            maxLength: 128,
            disabled: locked,
          }}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              {...register('remember')}
              disabled={locked}
              className="size-4 rounded border-sand-400 accent-jungle-700"
            />
            {t('login.remember')}
          </label>
          <Link to="/forgot-pass" className="text-sm font-semibold text-jungle-700 hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
        <button
          type="submit"
          className={`${buttonStyles.primary} w-full`}
          disabled={locked || busy}
        >
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <SocialSignIn returnUrl={returnUrl} />
      <p className="text-center text-sm text-ink-muted">
        {t('login.no-account')}{' '}
        <Link to="/send-register" className="font-semibold text-jungle-700 hover:underline">
          {t('login.create-account')}
        </Link>
      </p>
    </div>
  );
}
