import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import { PROFILE_STATUS_MS } from '@camtour/shared/constants';
import { PasswordChangeSchema } from '@camtour/shared/schemas/accounts';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-controls';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useClearErrorsOnLanguageChange } from '@/lib/hooks/use-clear-errors-on-language-change';
import { useChangePassword, type PasswordChangeInput } from '../api/change-password';
import { schemaResolver } from '../hooks/schema-resolver';
import { applyServerFieldErrors } from '../hooks/use-server-field-errors';
import { useTimedStatus } from '../hooks/use-timed-status';
import { PasswordField } from './fields';
import { ProfilePasswordMeter } from './profile-password-meter';

const resolver = schemaResolver<PasswordChangeInput>(PasswordChangeSchema);
const EMPTY: PasswordChangeInput = {
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
};

/** The password sub-form of the profile, shown on demand. */
export function PasswordChangeForm({
  onCancel,
  onSaved,
}: {
  onCancel: () => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  const change = useChangePassword();
  const status = useTimedStatus(PROFILE_STATUS_MS);
  const { register, handleSubmit, formState, setError, clearErrors, reset, control } =
    useForm<PasswordChangeInput>({ resolver, mode: 'onChange', defaultValues: EMPTY });
  const password = useWatch({ control, name: 'new_password' });
  const errors = formState.errors;

  useClearErrorsOnLanguageChange(
    useCallback(() => {
      clearErrors();
      status.clear();
    }, [clearErrors, status]),
  );

  const onValid = (values: PasswordChangeInput) => {
    status.clear();
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        status.show({ tone: 'success', key: 'password-update-success' });
        onSaved?.();
      },
      onError: (error) => {
        const { placed } = applyServerFieldErrors(
          error,
          ['current_password', 'new_password', 'new_password_confirmation'],
          setError,
        );
        if (placed > 0) return;
        const generic =
          !isApiError(error) || error.status >= 500 || error.key === 'validation-failed';
        status.show({ tone: 'error', key: generic ? 'password-update-failed' : error.key });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
      data-testid="password-change-form"
    >
      <PasswordField
        id="profile-current-password"
        label={t('field.current-password')}
        errorKey={errors.current_password?.message}
        inputProps={{
          ...register('current_password'),
          autoComplete: 'current-password',
          maxLength: 128,
        }}
      />
      <div className="flex flex-col gap-2">
        <PasswordField
          id="profile-new-password"
          label={t('field.new-password')}
          hint={t('profile.password-hint')}
          errorKey={errors.new_password?.message}
          inputProps={{
            ...register('new_password'),
            autoComplete: 'new-password',
            maxLength: 128,
          }}
        />
        <ProfilePasswordMeter id="profile-password-meter" password={password} />
      </div>
      <PasswordField
        id="profile-new-password-confirmation"
        label={t('field.password-confirmation')}
        errorKey={errors.new_password_confirmation?.message}
        inputProps={{
          ...register('new_password_confirmation'),
          autoComplete: 'new-password',
          maxLength: 128,
        }}
      />
      {status.status && (
        <FormAlert tone={status.status.tone} testId="password-status">
          {message(status.status.key)}
        </FormAlert>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {t('profile.password.cancel')}
        </button>
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={!formState.isValid || change.isPending}
        >
          {change.isPending ? t('profile.saving') : t('profile.password.submit')}
        </button>
      </div>
    </form>
  );
}
