import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { Activity } from '@camtour/shared/schemas/travel';
import { buttonStyles } from '@/components/ui/button-styles';
import { DateSelect } from '@/components/ui/date-select';
import { Field, fieldAria, FormAlert } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import { useRequestForm } from '@/lib/hooks/use-request-form';
import { useSession } from '@/lib/session';
import { useCreateBooking } from '../api/create-booking';
import { cambodiaToday } from '@camtour/shared/domain/travel';
import { BOOKING_FIELDS } from '../lib/booking-fields';

// The form's checks, with zod and the travel schemas: loaded as the form is first used.
const loadRules = () => import('../lib/booking-rules');

/** D12: name, e-mail, date, party size and a note, sent to the operator as a request. */
export function BookingForm({ activity, onDone }: { activity: Activity; onDone: () => void }) {
  const { t, i18n } = useTranslation('travel');
  const message = useErrorMessage();
  const session = useSession();
  const create = useCreateBooking(activity.id);
  const profile = session.status === 'authenticated' ? session.profile : null;
  const errorText = (key: string | undefined) =>
    key ? i18n.t(key as 'success', { ns: 'errors' }) : undefined;
  const { id, values, errors, setErrors, set, control, showServerErrors } = useRequestForm(
    BOOKING_FIELDS,
    () => ({
      name: profile ? `${profile.first_name} ${profile.last_name}`.trim() : '',
      email: profile?.email ?? '',
      date: '',
      party_size: '1',
      note: '',
    }),
    errorText,
  );
  const [formError, setFormError] = useState<unknown>(null);
  const checks = useLazyModule(loadRules, setFormError);
  const today = cambodiaToday();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const rules = await checks();
    if (!rules) return;
    const found = rules.validateBooking(values, today, activity.max_participants);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    create.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        date: values.date,
        party_size: Number(values.party_size),
        note: values.note.trim(),
        lang: i18n.language,
      },
      {
        onSuccess: () => {
          toast.success(t('booking.initiated'));
          onDone();
        },
        onError: (error) => {
          if (showServerErrors(error)) return;
          if (isApiError(error) && error.key === 'activity-not-available') {
            toast.error(message(error));
          }
          setFormError(error);
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      // The first field a visitor enters starts loading the checks, long before they submit.
      onFocus={() => void loadRules().catch(() => undefined)}
      noValidate
      className="flex flex-col gap-4"
      data-testid="booking-form"
      aria-busy={create.isPending}
    >
      {formError !== null && <FormAlert tone="error">{message(formError)}</FormAlert>}
      <p className="text-sm text-ink-muted">{t('booking.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t('booking.name')} error={errorText(errors.name)}>
          <input type="text" autoComplete="name" maxLength={100} {...control('name')} />
        </Field>
        <Field id={`${id}-email`} label={t('booking.email')} error={errorText(errors.email)}>
          <input type="email" autoComplete="email" maxLength={255} {...control('email')} />
        </Field>
        <Field id={`${id}-date`} label={t('booking.date')} error={errorText(errors.date)}>
          <DateSelect
            {...fieldAria(`${id}-date`, errorText(errors.date))}
            label={t('booking.date')}
            value={values.date}
            onChange={set('date')}
            min={today}
          />
        </Field>
        <Field
          id={`${id}-party_size`}
          label={t('booking.party-size')}
          error={errorText(errors.party_size)}
          hint={
            activity.max_participants !== null
              ? t('activity.max', { count: activity.max_participants })
              : undefined
          }
        >
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={activity.max_participants ?? 50}
            {...control('party_size')}
          />
        </Field>
      </div>
      <Field
        id={`${id}-note`}
        label={t('booking.note')}
        optional={t('booking.optional')}
        error={errorText(errors.note)}
      >
        <textarea rows={3} maxLength={1000} {...control('note')} />
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={onDone}
          disabled={create.isPending}
        >
          {t('booking.cancel')}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={create.isPending}>
          {create.isPending ? t('booking.sending') : t('booking.submit')}
        </button>
      </div>
    </form>
  );
}
