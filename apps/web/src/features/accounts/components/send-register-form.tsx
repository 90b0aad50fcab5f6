import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { LINK_MAX_ATTEMPTS, SEND_REGISTER_WARNING_AT } from '@camtour/shared/constants';
import { stripEmailInput } from '@camtour/shared/domain/account-rules';
import { SendRegisterSchema } from '@camtour/shared/schemas/accounts';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-controls';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { currentLang } from '@/lib/i18n';
import { useClearErrorsOnLanguageChange } from '@/lib/hooks/use-clear-errors-on-language-change';
import type { Attempts } from '@camtour/shared/schemas/accounts';
import { useSendRegister } from '../api/send-register';
import { lockSeconds, useCountdown } from '../hooks/use-countdown';
import type { LinkProblem } from '../hooks/use-link-guard';
import { schemaResolver } from '../hooks/schema-resolver';
import { applyServerFieldErrors } from '../hooks/use-server-field-errors';
import { stripWhileTyping, TextField } from './fields';
import { LockNotice } from './lock-notice';
import { SocialSignIn } from './social-sign-in';

interface SendRegisterValues {
  to: string;
}

const resolver = schemaResolver<SendRegisterValues>(SendRegisterSchema);

/** /send-register: e-mail a registration link (document 1 §2, §4). */
export function SendRegisterForm({ linkProblem }: { linkProblem: LinkProblem | null }) {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  const send = useSendRegister();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [attempts, setAttempts] = useState<Attempts | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [problem, setProblem] = useState(linkProblem);
  const lock = useCountdown(useCallback(() => setAttempts(null), []));

  const { register, handleSubmit, formState, setError, clearErrors } = useForm<SendRegisterValues>({
    resolver,
    defaultValues: { to: '' },
  });

  useClearErrorsOnLanguageChange(
    useCallback(() => {
      clearErrors();
      setProblem(null);
    }, [clearErrors]),
  );

  const onValid = ({ to }: SendRegisterValues) => {
    setProblem(null);
    const address = to.trim().toLowerCase();
    send.mutate(
      { to: address, lang: currentLang() },
      {
        onSuccess: (data) => {
          setAttempts(data);
          setSentTo(address);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 429) {
            lock.start(lockSeconds(error.retryAfterSeconds));
            return;
          }
          const { placed } = applyServerFieldErrors(error, ['to'], setError);
          if (placed === 0) setFailure(error);
        },
      },
    );
  };

  const emailField = register('to');
  const locked = lock.running;
  const warn = !locked && attempts !== null && attempts.attempts >= SEND_REGISTER_WARNING_AT;

  return (
    <div className="flex flex-col gap-5">
      {problem && (
        <FormAlert tone="error" testId="link-problem">
          {t(`link-problem.${problem}`)}
        </FormAlert>
      )}
      {locked && <LockNotice message={message('too-many-email-attempts')} countdown={lock.label} />}
      {warn && attempts && (
        <FormAlert tone="warning" testId="attempt-warning">
          {attempts.attempts_remaining > 0
            ? t('send-register.warning', {
                used: attempts.attempts,
                max: LINK_MAX_ATTEMPTS,
                remaining: attempts.attempts_remaining,
              })
            : t('send-register.warning-last', { max: LINK_MAX_ATTEMPTS })}
        </FormAlert>
      )}
      <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
        <TextField
          id="register-email"
          label={t('field.email')}
          hint={t('send-register.hint')}
          errorKey={formState.errors.to?.message}
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
        <button
          type="submit"
          className={`${buttonStyles.primary} w-full`}
          disabled={locked || send.isPending}
        >
          {send.isPending ? t('send-register.submitting') : t('send-register.submit')}
        </button>
      </form>
      <SocialSignIn returnUrl="/dashboard" />
      <p className="text-center text-sm text-ink-muted">
        {t('send-register.have-account')}{' '}
        <Link to="/login" className="font-semibold text-jungle-700 hover:underline">
          {t('send-register.login')}
        </Link>
      </p>

      <Dialog
        open={sentTo !== null}
        onOpenChange={(open) => !open && setSentTo(null)}
        tone="success"
        title={t('send-register.sent.title')}
        description={t('send-register.sent.body', { email: sentTo ?? '' })}
        testId="send-register-success"
        actions={<DialogClose className={buttonStyles.primary}>{t('dialog.ok')}</DialogClose>}
      >
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink-muted">
          <li>{t('send-register.sent.tip-expiry')}</li>
          <li>{t('send-register.sent.tip-spam')}</li>
        </ul>
      </Dialog>

      <Dialog
        open={failure !== null}
        onOpenChange={(open) => !open && setFailure(null)}
        tone="error"
        role="alertdialog"
        title={t('send-register.failed.title')}
        description={failure !== null ? message(failure) : ''}
        testId="send-register-error"
        actions={
          <DialogClose className={buttonStyles.primary}>{t('dialog.try-again')}</DialogClose>
        }
      />
    </div>
  );
}
