import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { FORGOT_RESEND_COOLDOWN_S } from '@camtour/shared/constants';
import { emailError, stripEmailInput } from '@camtour/shared/domain/account-rules';
import { ForgotPasswordSchema } from '@camtour/shared/schemas/accounts';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-controls';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { currentLang } from '@/lib/i18n';
import { useClearErrorsOnLanguageChange } from '@/lib/hooks/use-clear-errors-on-language-change';
import { useForgotPassword } from '../api/forgot-password';
import type { Attempts } from '@camtour/shared/schemas/accounts';
import { lockSeconds, useCountdown } from '../hooks/use-countdown';
import type { LinkProblem } from '../hooks/use-link-guard';
import { schemaResolver } from '../hooks/schema-resolver';
import { applyServerFieldErrors } from '../hooks/use-server-field-errors';
import { stripWhileTyping, TextField } from './fields';
import { LockNotice } from './lock-notice';

interface ForgotValues {
  email: string;
}

const resolver = schemaResolver<ForgotValues>(ForgotPasswordSchema);

type Stage = 'form' | 'sent' | 'locked';

const TIPS = ['tip-wait', 'tip-spam', 'tip-address', 'tip-login'] as const;

/** /forgot-pass: form → check-your-email (60 s resend cooldown) → too-many-attempts (document 1 §2, §4). */
export function ForgotPassword({
  initialEmail,
  linkProblem,
}: {
  initialEmail: string | null;
  linkProblem: LinkProblem | null;
}) {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  const forgot = useForgotPassword();
  const [stage, setStage] = useState<Stage>('form');
  const [sentTo, setSentTo] = useState('');
  const [attempts, setAttempts] = useState<Attempts | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [resent, setResent] = useState(false);
  const [problem, setProblem] = useState(linkProblem);
  const cooldown = useCountdown();
  const lock = useCountdown(useCallback(() => setStage('form'), []));

  const { register, handleSubmit, formState, setError, clearErrors } = useForm<ForgotValues>({
    resolver,
    defaultValues: {
      email: initialEmail && emailError(initialEmail) === null ? initialEmail : '',
    },
  });

  useClearErrorsOnLanguageChange(
    useCallback(() => {
      clearErrors();
      setFailure(null);
      setProblem(null);
    }, [clearErrors]),
  );

  const request = (email: string, again: boolean) => {
    setFailure(null);
    setProblem(null);
    forgot.mutate(
      { email, lang: currentLang() },
      {
        onSuccess: (data) => {
          setAttempts(data);
          setSentTo(email);
          setResent(again);
          setStage('sent');
          cooldown.start(FORGOT_RESEND_COOLDOWN_S);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 429) {
            lock.start(lockSeconds(error.retryAfterSeconds));
            setStage('locked');
            return;
          }
          const { placed } = applyServerFieldErrors(error, ['email'], setError);
          if (placed > 0) setStage('form');
          else setFailure(error);
        },
      },
    );
  };

  if (stage === 'locked') {
    return (
      <div className="flex flex-col gap-5" data-testid="forgot-locked">
        <h2 className="text-xl font-semibold leading-display text-jungle-900">
          {t('forgot.locked.title')}
        </h2>
        <LockNotice message={message('too-many-forgot-attempts')} countdown={lock.label} />
        <div>
          <p className="font-semibold text-ink">{t('forgot.tips.title')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
            {TIPS.map((tip) => (
              <li key={tip}>{t(`forgot.${tip}`)}</li>
            ))}
          </ul>
        </div>
        <Link to="/login" className={`${buttonStyles.secondary} w-full`}>
          {t('forgot.back-login')}
        </Link>
      </div>
    );
  }

  if (stage === 'sent') {
    return (
      <div className="flex flex-col gap-5" data-testid="forgot-sent">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-full bg-jungle-100 text-jungle-700"
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none">
              <rect
                x="3"
                y="5.5"
                width="18"
                height="13"
                rx="2"
                stroke="currentColor"
                strokeWidth="1.8"
              />
              <path
                d="m4 7.5 8 6 8-6"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <div>
            <h2 className="text-xl font-semibold leading-display text-jungle-900">
              {t('forgot.sent.title')}
            </h2>
            <p className="mt-1 text-ink-muted">{t('forgot.sent.body', { email: sentTo })}</p>
          </div>
        </div>
        {resent && <FormAlert tone="success">{t('forgot.sent.again')}</FormAlert>}
        {failure !== null && <FormAlert tone="error">{message(failure)}</FormAlert>}
        {attempts && attempts.attempts_remaining <= 1 && (
          <FormAlert tone="warning">
            {t('forgot.attempts-left', { remaining: attempts.attempts_remaining })}
          </FormAlert>
        )}
        <button
          type="button"
          className={`${buttonStyles.primary} w-full`}
          disabled={cooldown.running || forgot.isPending}
          onClick={() => request(sentTo, true)}
          data-testid="forgot-resend"
        >
          {cooldown.running
            ? t('forgot.resend-in', { time: cooldown.label })
            : forgot.isPending
              ? t('forgot.submitting')
              : t('forgot.resend')}
        </button>
        <div className="flex flex-wrap justify-between gap-3 text-sm">
          <button
            type="button"
            className="font-semibold text-jungle-700 hover:underline"
            onClick={() => {
              setResent(false);
              setStage('form');
            }}
          >
            {t('forgot.other-address')}
          </button>
          <Link to="/login" className="font-semibold text-jungle-700 hover:underline">
            {t('forgot.back-login')}
          </Link>
        </div>
      </div>
    );
  }

  const emailField = register('email');
  return (
    <div className="flex flex-col gap-5">
      {problem && (
        <FormAlert tone="error" testId="link-problem">
          {t(`link-problem.${problem}`)}
        </FormAlert>
      )}
      {failure !== null && <FormAlert tone="error">{message(failure)}</FormAlert>}
      <form
        noValidate
        onSubmit={handleSubmit(({ email }) => request(email.trim().toLowerCase(), false))}
        className="flex flex-col gap-4"
      >
        <TextField
          id="forgot-email"
          label={t('field.email')}
          hint={t('forgot.hint')}
          errorKey={formState.errors.email?.message}
          inputProps={{
            ...emailField,
            onChange: stripWhileTyping(stripEmailInput, emailField.onChange),
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            maxLength: 255,
          }}
        />
        <button
          type="submit"
          className={`${buttonStyles.primary} w-full`}
          disabled={forgot.isPending}
        >
          {forgot.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </button>
      </form>
      <p className="text-center text-sm text-ink-muted">
        {t('forgot.remembered')}{' '}
        <Link to="/login" className="font-semibold text-jungle-700 hover:underline">
          {t('forgot.back-login')}
        </Link>
      </p>
    </div>
  );
}
