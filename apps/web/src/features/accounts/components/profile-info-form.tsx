import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import { PROFILE_STATUS_MS } from '@camtour/shared/constants';
import type { UserProfile } from '@camtour/shared/schemas/accounts';
import { ProfileUpdateFieldsSchema } from '@camtour/shared/schemas/accounts';
import { Avatar } from '@/components/ui/avatar';
import { buttonStyles } from '@/components/ui/button-styles';
import { Field, fieldAria, FormAlert, inputStyles } from '@/components/ui/form-controls';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { initialsOf } from '@/lib/session';
import { useClearErrorsOnLanguageChange } from '@/lib/hooks/use-clear-errors-on-language-change';
import { useUpdateProfile } from '../api/update-profile';
import { readProfileImage } from '../hooks/use-image-file';
import { schemaResolver } from '../hooks/schema-resolver';
import { applyServerFieldErrors } from '../hooks/use-server-field-errors';
import { useTimedStatus } from '../hooks/use-timed-status';
import { GenderSelect } from './complete-registration-form';
import { TextField } from './fields';
import { ImageField } from './image-field';

interface ProfileValues {
  first_name: string;
  last_name: string;
  phone: string;
  gender: '0' | '1' | '2';
}

const resolver = schemaResolver<ProfileValues>(ProfileUpdateFieldsSchema);

function valuesOf(profile: UserProfile): ProfileValues {
  const gender = String(profile.gender);
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone ?? '',
    // Anything else is reset to "prefer not to say" (document 1 §5).
    gender: gender === '1' || gender === '2' ? gender : '0',
  };
}

/** Personal info of the profile page and modal (document 1 §2). */
export function ProfileInfoForm({
  profile,
  onSaved,
}: {
  profile: UserProfile;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  const update = useUpdateProfile();
  const status = useTimedStatus(PROFILE_STATUS_MS);
  const [image, setImage] = useState<{ file: File; preview: string } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);

  const { register, handleSubmit, formState, setError, clearErrors, reset } =
    useForm<ProfileValues>({ resolver, mode: 'onChange', defaultValues: valuesOf(profile) });

  const setPreview = useCallback((next: { file: File; preview: string } | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next?.preview ?? null;
    setImage(next);
  }, []);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  useClearErrorsOnLanguageChange(
    useCallback(() => {
      clearErrors();
      setImageError(null);
      status.clear();
    }, [clearErrors, status]),
  );

  const onImage = async (file: File | null) => {
    if (!file) {
      setPreview(null);
      setImageError(null);
      return;
    }
    const read = await readProfileImage(file);
    if (read.error !== null) {
      setPreview(null);
      setImageError(read.error);
    } else {
      setPreview({ file, preview: read.preview });
      setImageError(null);
    }
  };

  const onValid = (values: ProfileValues) => {
    status.clear();
    update.mutate(
      { ...values, image: image?.file ?? null },
      {
        onSuccess: (next) => {
          reset(valuesOf(next));
          setPreview(null);
          status.show({ tone: 'success', key: 'profile-update-success' });
          onSaved?.();
        },
        onError: (error) => {
          const { placed, rest } = applyServerFieldErrors(
            error,
            ['first_name', 'last_name', 'phone', 'gender'],
            setError,
          );
          if (rest.image) setImageError(rest.image);
          if (placed === 0 && !rest.image) {
            const generic =
              !isApiError(error) || error.status >= 500 || error.key === 'validation-failed';
            status.show({ tone: 'error', key: generic ? 'update-failed' : error.key });
          }
        },
      },
    );
  };

  const changed = formState.isDirty || image !== null;
  const canSubmit = formState.isValid && changed && imageError === null && !update.isPending;
  const errors = formState.errors;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-5"
      data-testid="profile-info-form"
    >
      <ImageField
        id="profile-image"
        label={t('field.photo')}
        hint={t('profile.photo-hint')}
        accept="image/jpeg,image/png,image/webp"
        preview={image?.preview ?? profile.image}
        placeholder={<Avatar initials={initialsOf(profile)} size="lg" />}
        errorKey={imageError}
        onSelect={(file) => void onImage(file)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="profile-first-name"
          label={t('field.first-name')}
          errorKey={errors.first_name?.message}
          inputProps={{ ...register('first_name'), autoComplete: 'given-name', maxLength: 50 }}
        />
        <TextField
          id="profile-last-name"
          label={t('field.last-name')}
          errorKey={errors.last_name?.message}
          inputProps={{ ...register('last_name'), autoComplete: 'family-name', maxLength: 50 }}
        />
      </div>
      <Field id="profile-email" label={t('field.email')} hint={message('email-cannot-be-changed')}>
        <input
          className={inputStyles}
          value={profile.email}
          disabled
          maxLength={254}
          {...fieldAria('profile-email', undefined, true)}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="profile-phone"
          label={t('field.phone')}
          optional
          hint={t('profile.phone-hint')}
          errorKey={errors.phone?.message}
          inputProps={{ ...register('phone'), type: 'tel', autoComplete: 'tel', maxLength: 20 }}
        />
        <GenderSelect
          id="profile-gender"
          errorKey={errors.gender?.message}
          registration={register('gender')}
          options={['0', '1', '2']}
        />
      </div>
      {status.status && (
        <FormAlert tone={status.status.tone} testId="profile-status">
          {message(status.status.key)}
        </FormAlert>
      )}
      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={!canSubmit}>
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </button>
      </div>
    </form>
  );
}
