import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-controls';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useVerifyRegistration, type RegistrationLink } from '../api/verify-registration';
import { CompleteRegistrationForm } from './complete-registration-form';

/** Why a link cannot be used, as the error modal explains it. */
function linkFailureKey(error: unknown): string {
  if (!isApiError(error)) return 'registration-failed';
  if (error.status === 400 && error.key === 'validation-failed') return 'invalid-registration-link';
  return error.key;
}

function LinkFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  const [open, setOpen] = useState(true);
  const key = linkFailureKey(error);
  const registered = key === 'email-already-registered';
  // A lost connection is worth a retry; a bad or used link is not.
  const retryable = isApiError(error) && (error.status === 0 || error.status >= 500);
  const actions = (
    <>
      {retryable && (
        <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
          {t('dialog.try-again')}
        </button>
      )}
      {registered ? (
        <Link to="/login" className={buttonStyles.primary}>
          {t('register.go-login')}
        </Link>
      ) : (
        <Link to="/send-register" className={buttonStyles.primary}>
          {t('register.new-link')}
        </Link>
      )}
    </>
  );
  return (
    <>
      <div className="flex flex-col gap-4" data-testid="registration-link-invalid">
        <FormAlert tone="error">{message(key)}</FormAlert>
        <div className="flex flex-wrap gap-3">{actions}</div>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        tone="error"
        role="alertdialog"
        title={t('register.link-failed.title')}
        description={message(key)}
        testId="registration-link-error"
        actions={actions}
      />
    </>
  );
}

/** The e-mailed link is checked on entry, behind a spinner (document 1 §4), then the form. */
export function CompleteRegistration({ link }: { link: RegistrationLink }) {
  const { t } = useTranslation('accounts');
  const verify = useVerifyRegistration(link);
  if (verify.isPending) {
    return (
      <div className="grid place-items-center py-10">
        <Spinner label={t('register.checking')} showLabel />
      </div>
    );
  }
  if (verify.isError)
    return <LinkFailure error={verify.error} onRetry={() => void verify.refetch()} />;
  return <CompleteRegistrationForm link={link} />;
}
