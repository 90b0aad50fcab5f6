import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { dobError } from '@camtour/shared/domain/account-rules';
import { CompleteRegistrationFieldsSchema } from '@camtour/shared/schemas/accounts';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import {
  Field,
  fieldAria,
  FieldError,
  inputStyles,
  readOnlyInputStyles,
} from '@/components/ui/form-controls';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { currentLang } from '@/lib/i18n';
import { useClearErrorsOnLanguageChange } from '@/lib/hooks/use-clear-errors-on-language-change';
import { useCompleteRegistration } from '../api/complete-registration';
import type { RegistrationLink } from '../api/verify-registration';
import { lockSeconds, useCountdown } from '../hooks/use-countdown';
import { readRegistrationImage } from '../hooks/use-image-file';
import { schemaResolver } from '../hooks/schema-resolver';
import { applyServerFieldErrors } from '../hooks/use-server-field-errors';
import { ImageField } from './image-field';
import { LockNotice } from './lock-notice';
import { PasswordField, TextField } from './fields';
import { PasswordStrength } from './password-strength';
import { localIsoDate } from '@/lib/dates';

export interface RegistrationValues {
  registration_id: string;
  email: string;
  token: string;
  first_name: string;
  last_name: string;
  dob: string;
  gender: '' | '1' | '2';
  phone: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

const FIELDS = [
  'first_name',
  'last_name',
  'dob',
  'gender',
  'phone',
  'password',
  'password_confirmation',
  'terms',
] as const;

/** Link problems the server can still find at submit time: the page offers a new link. */
const LINK_KEYS = ['invalid-registration-link', 'registration-link-expired', 'invalid-token'];

// The shared schema checks every text field; date of birth needs today, as on the server.
const resolver = schemaResolver<RegistrationValues>(CompleteRegistrationFieldsSchema, (values) => ({
  dob: dobError(values.dob || undefined, localIsoDate()),
}));

function pageToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type Outcome =
  { kind: 'success' } | { kind: 'error'; cause: unknown; link: 'new' | 'login' | null } | null;

export function CompleteRegistrationForm({ link }: { link: RegistrationLink }) {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  const navigate = useNavigate();
  const complete = useCompleteRegistration();
  const formToken = useMemo(pageToken, []);
  const [image, setImage] = useState<{ file: File; preview: string } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const lock = useCountdown();

  const { register, handleSubmit, formState, setError, clearErrors, control } =
    useForm<RegistrationValues>({
      resolver,
      defaultValues: {
        registration_id: link.id,
        email: link.email,
        token: link.token,
        first_name: '',
        last_name: '',
        dob: '',
        gender: '',
        phone: '',
        password: '',
        password_confirmation: '',
        terms: false,
      },
    });
  const password = useWatch({ control, name: 'password' });
  const errors = formState.errors;

  useClearErrorsOnLanguageChange(
    useCallback(() => {
      clearErrors();
      setImageError(null);
    }, [clearErrors]),
  );

  const onImage = async (file: File | null) => {
    if (!file) {
      setImage(null);
      setImageError('image-required');
      return;
    }
    const read = await readRegistrationImage(file);
    if (read.error !== null) {
      setImage(null);
      setImageError(read.error);
    } else {
      setImage({ file, preview: read.preview });
      setImageError(null);
    }
  };

  // Every submission counts toward 3 per 15 minutes: nothing is sent until all of it is valid.
  const checkImage = () => {
    if (!image) setImageError((current) => current ?? 'image-required');
    return image !== null && imageError === null;
  };

  const onValid = (values: RegistrationValues) => {
    if (!checkImage() || !image) return;
    const form = new FormData();
    form.set('registration_id', values.registration_id);
    form.set('email', values.email);
    form.set('token', values.token);
    form.set('first_name', values.first_name.trim());
    form.set('last_name', values.last_name.trim());
    form.set('password', values.password);
    form.set('password_confirmation', values.password_confirmation);
    form.set('dob', values.dob);
    form.set('gender', values.gender);
    form.set('phone', values.phone.trim());
    form.set('terms', 'true');
    form.set('lang', currentLang());
    form.set('_token', formToken);
    form.set('image', image.file, image.file.name);
    complete.mutate(form, {
      onSuccess: () => setOutcome({ kind: 'success' }),
      onError: (error) => {
        if (isApiError(error) && error.status === 429) {
          lock.start(lockSeconds(error.retryAfterSeconds));
          setOutcome({ kind: 'error', cause: error, link: null });
          return;
        }
        if (isApiError(error) && error.key === 'email-already-registered') {
          setOutcome({ kind: 'error', cause: error, link: 'login' });
          return;
        }
        if (isApiError(error) && LINK_KEYS.includes(error.key)) {
          setOutcome({ kind: 'error', cause: error, link: 'new' });
          return;
        }
        const { placed, rest } = applyServerFieldErrors(error, FIELDS, setError);
        if (rest.image) setImageError(rest.image);
        const linkError = rest.registration_id ?? rest.token ?? rest.email;
        if (linkError) setOutcome({ kind: 'error', cause: linkError, link: 'new' });
        else if (placed === 0 && !rest.image)
          setOutcome({ kind: 'error', cause: error, link: null });
      },
    });
  };

  const locked = lock.running;

  return (
    <>
      {locked && (
        <div className="mb-5">
          <LockNotice
            message={message('registration-rate-limit-exceeded')}
            countdown={lock.label}
          />
        </div>
      )}
      <form
        noValidate
        onSubmit={handleSubmit(onValid, () => checkImage())}
        className="flex flex-col gap-5"
        data-testid="registration-form"
      >
        <Field id="reg-email" label={t('field.email')} hint={t('register.email-locked')}>
          <input
            className={readOnlyInputStyles}
            value={link.email}
            readOnly
            {...fieldAria('reg-email', undefined, true)}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="reg-first-name"
            label={t('field.first-name')}
            errorKey={errors.first_name?.message}
            inputProps={{ ...register('first_name'), autoComplete: 'given-name', maxLength: 250 }}
          />
          <TextField
            id="reg-last-name"
            label={t('field.last-name')}
            errorKey={errors.last_name?.message}
            inputProps={{ ...register('last_name'), autoComplete: 'family-name', maxLength: 250 }}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="reg-dob"
            label={t('field.dob')}
            optional
            errorKey={errors.dob?.message}
            inputProps={{
              ...register('dob'),
              type: 'date',
              autoComplete: 'bday',
              max: localIsoDate(),
            }}
          />
          <GenderSelect
            id="reg-gender"
            errorKey={errors.gender?.message}
            registration={register('gender')}
            options={['', '1', '2']}
          />
        </div>
        <TextField
          id="reg-phone"
          label={t('field.phone')}
          optional
          hint={t('register.phone-hint')}
          errorKey={errors.phone?.message}
          inputProps={{ ...register('phone'), type: 'tel', autoComplete: 'tel', maxLength: 20 }}
        />
        <div className="flex flex-col gap-3">
          <PasswordField
            id="reg-password"
            label={t('field.password')}
            errorKey={errors.password?.message}
            inputProps={{
              ...register('password'),
              autoComplete: 'new-password',
              maxLength: 128,
            }}
          />
          <PasswordStrength id="reg-password-strength" password={password} />
        </div>
        <PasswordField
          id="reg-password-confirmation"
          label={t('field.password-confirmation')}
          errorKey={errors.password_confirmation?.message}
          inputProps={{
            ...register('password_confirmation'),
            autoComplete: 'new-password',
            maxLength: 128,
          }}
        />
        <ImageField
          id="reg-image"
          label={t('field.photo')}
          hint={t('register.photo-hint')}
          accept="image/png,image/jpeg"
          preview={image?.preview ?? null}
          errorKey={imageError}
          required
          onSelect={(file) => void onImage(file)}
        />
        <div className="flex flex-col gap-1.5">
          <label className="flex items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              {...register('terms')}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'reg-terms-error' : undefined}
              className="mt-1 size-4 shrink-0 rounded border-sand-400 accent-jungle-700"
            />
            <span>
              {t('register.terms')}{' '}
              <Link to="/terms" target="_blank" className="font-semibold text-jungle-700 underline">
                {t('register.terms-link')}
              </Link>
            </span>
          </label>
          {errors.terms?.message && (
            <FieldError id="reg-terms-error">{message(errors.terms.message)}</FieldError>
          )}
        </div>
        <button
          type="submit"
          className={`${buttonStyles.primary} w-full`}
          disabled={complete.isPending || locked}
        >
          {complete.isPending ? t('register.submitting') : t('register.submit')}
        </button>
      </form>

      <Dialog
        open={outcome?.kind === 'success'}
        onOpenChange={(open) => {
          if (!open) void navigate('/login');
        }}
        tone="success"
        title={t('register.success.title')}
        description={message('registration-success')}
        testId="registration-success"
        hideClose
        actions={
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => void navigate('/login')}
          >
            {t('register.success.login')}
          </button>
        }
      />
      <Dialog
        open={outcome?.kind === 'error'}
        onOpenChange={(open) => !open && setOutcome(null)}
        tone="error"
        role="alertdialog"
        title={t('register.failed.title')}
        description={outcome?.kind === 'error' ? message(outcome.cause) : ''}
        testId="registration-error"
        actions={
          <>
            {outcome?.kind === 'error' && outcome.link === 'new' && (
              <Link to="/send-register" className={buttonStyles.secondary}>
                {t('register.new-link')}
              </Link>
            )}
            {outcome?.kind === 'error' && outcome.link === 'login' && (
              <Link to="/login" className={buttonStyles.secondary}>
                {t('register.go-login')}
              </Link>
            )}
            <button type="button" className={buttonStyles.primary} onClick={() => setOutcome(null)}>
              {t('dialog.try-again')}
            </button>
          </>
        }
      />
    </>
  );
}

export function GenderSelect({
  id,
  errorKey,
  registration,
  options,
}: {
  id: string;
  errorKey?: string | undefined;
  registration: React.SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: React.Ref<HTMLSelectElement>;
  };
  /** '' or '0' is "prefer not to say"; 1 male, 2 female (document 1 §3). */
  options: readonly string[];
}) {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  const error = errorKey ? message(errorKey) : undefined;
  return (
    <Field id={id} label={t('field.gender')} error={error}>
      <select className={inputStyles} {...registration} {...fieldAria(id, error)}>
        {options.map((value) => (
          <option key={value} value={value}>
            {t(value === '1' ? 'gender.male' : value === '2' ? 'gender.female' : 'gender.none')}
          </option>
        ))}
      </select>
    </Field>
  );
}
