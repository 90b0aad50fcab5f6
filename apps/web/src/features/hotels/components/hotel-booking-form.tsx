import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import { nextDay, nightsBetween } from '@camtour/shared/domain/hotel-booking';
import { cambodiaToday } from '@camtour/shared/domain/travel';
import type { HotelDetail } from '@camtour/shared/schemas/travel';
import { buttonStyles } from '@/components/ui/button-styles';
import { DateSelect } from '@/components/ui/date-select';
import { Field, fieldAria, FormAlert } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import { useRequestForm } from '@/lib/hooks/use-request-form';
import { useSession } from '@/lib/session';
import { useCreateHotelBooking } from '../api/create-hotel-booking';
import { HOTEL_BOOKING_FIELDS } from '../lib/hotel-booking-fields';

// The form's checks, with zod and the travel schemas: loaded as the form is first used.
const loadRules = () => import('../lib/hotel-booking-rules');

/**
 * Request to book (decision 029): dates, room, guests and how to answer. The hotel replies by
 * e-mail; nothing is reserved or charged here, and the form says so.
 */
export function HotelBookingForm({ hotel }: { hotel: HotelDetail }) {
  const { t, i18n } = useTranslation('travel');
  const format = useFormat();
  const message = useErrorMessage();
  const session = useSession();
  const create = useCreateHotelBooking(hotel.id);
  const profile = session.status === 'authenticated' ? session.profile : null;
  const lang = i18n.language;
  const [formError, setFormError] = useState<unknown>(null);
  const checks = useLazyModule(loadRules, setFormError);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The chosen room's guest limit, read when an error is worded (the room is chosen below).
  const maxGuests = useRef(1);
  const errorText = (key: string | undefined) =>
    key ? i18n.t(key as 'success', { ns: 'errors', max: maxGuests.current }) : undefined;
  const { id, values, setValues, errors, setErrors, set, control, showServerErrors } =
    useRequestForm(
      HOTEL_BOOKING_FIELDS,
      () => ({
        check_in: '',
        check_out: '',
        room_type_id: hotel.room_types[0] ? String(hotel.room_types[0].id) : '',
        guests: '2',
        name: profile ? `${profile.first_name} ${profile.last_name}`.trim() : '',
        email: profile?.email ?? '',
        phone: '',
        note: '',
      }),
      errorText,
      () => setSentTo(null),
    );
  // Each sent request starts a new round: the date selects (which keep a half-chosen date of
  // their own) are drawn afresh, empty.
  const [round, setRound] = useState(0);
  const today = cambodiaToday();
  const room = hotel.room_types.find((r) => String(r.id) === values.room_type_id);
  const guestLimit = room?.max_guests ?? 1;
  maxGuests.current = guestLimit;
  const nights =
    values.check_in && values.check_out ? nightsBetween(values.check_in, values.check_out) : NaN;
  if (!hotel.is_active) {
    return (
      <p
        className="rounded-2xl bg-sand-100 p-4 text-sm text-ink"
        data-testid="hotel-booking-closed"
      >
        {t('hotel.booking.closed')}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const rules = await checks();
    if (!rules) return;
    const found = rules.validateHotelBooking(values, today, hotel.room_types);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    create.mutate(
      {
        check_in: values.check_in,
        check_out: values.check_out,
        room_type_id: Number(values.room_type_id),
        guests: Number(values.guests),
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        note: values.note.trim(),
        lang: lang === 'km' ? 'km' : 'en',
      },
      {
        onSuccess: () => {
          toast.success(i18n.t('hotel-booking-sent', { ns: 'errors' }));
          setSentTo(values.email.trim());
          // The stay is sent; who is asking stays filled for a request to another hotel.
          setValues((current) => ({ ...current, check_in: '', check_out: '', note: '' }));
          setRound((n) => n + 1);
        },
        onError: (error) => {
          // What the person typed stays as it is; only the messages change.
          if (showServerErrors(error)) return;
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
      data-testid="hotel-booking-form"
      aria-busy={create.isPending}
      lang={lang}
    >
      {formError !== null && <FormAlert tone="error">{message(formError)}</FormAlert>}
      {sentTo && <FormAlert tone="success">{t('hotel.booking.sent', { email: sentTo })}</FormAlert>}
      <p className="text-sm text-ink-muted">{t('hotel.booking.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-check_in`}
          label={t('hotel.booking.check-in')}
          error={errorText(errors.check_in)}
        >
          <DateSelect
            key={`in-${round}`}
            {...fieldAria(`${id}-check_in`, errorText(errors.check_in))}
            label={t('hotel.booking.check-in')}
            value={values.check_in}
            onChange={set('check_in')}
            min={today}
          />
        </Field>
        <Field
          id={`${id}-check_out`}
          label={t('hotel.booking.check-out')}
          error={errorText(errors.check_out)}
        >
          {/* Three years, so a stay that starts late in the last offered year can end. */}
          <DateSelect
            key={`out-${round}`}
            {...fieldAria(`${id}-check_out`, errorText(errors.check_out))}
            label={t('hotel.booking.check-out')}
            value={values.check_out}
            onChange={set('check_out')}
            min={nextDay(today)}
            years={3}
          />
        </Field>
      </div>
      {nights > 0 && (
        <p className="text-sm font-semibold text-jungle-900" data-testid="hotel-booking-nights">
          {t('hotel.booking.nights', { count: nights, n: format.number(nights) })}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Field
          id={`${id}-room_type_id`}
          label={t('hotel.booking.room')}
          error={errorText(errors.room_type_id)}
        >
          <select {...control('room_type_id')}>
            {hotel.room_types.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {t('hotel.booking.room-option', {
                  room: localized(lang, r.title, r.title_km),
                  count: r.max_guests,
                  n: format.number(r.max_guests),
                })}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-guests`}
          label={t('hotel.booking.guests')}
          error={errorText(errors.guests)}
          hint={t('hotel.booking.guests-max', { count: guestLimit, n: format.number(guestLimit) })}
        >
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={guestLimit}
            {...control('guests', true)}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t('booking.name')} error={errorText(errors.name)}>
          <input type="text" autoComplete="name" maxLength={100} {...control('name')} />
        </Field>
        <Field id={`${id}-email`} label={t('booking.email')} error={errorText(errors.email)}>
          <input type="email" autoComplete="email" maxLength={255} {...control('email')} />
        </Field>
        <Field
          id={`${id}-phone`}
          label={t('hotel.booking.phone')}
          optional={t('booking.optional')}
          error={errorText(errors.phone)}
        >
          <input type="tel" autoComplete="tel" maxLength={30} {...control('phone')} />
        </Field>
      </div>
      <Field
        id={`${id}-note`}
        label={t('booking.note')}
        optional={t('booking.optional')}
        error={errorText(errors.note)}
      >
        <textarea
          rows={3}
          maxLength={1000}
          placeholder={t('hotel.booking.note-placeholder')}
          {...control('note')}
        />
      </Field>
      <button
        type="submit"
        className={`${buttonStyles.primary} self-start`}
        disabled={create.isPending}
      >
        {create.isPending ? t('booking.sending') : t('hotel.booking.submit')}
      </button>
    </form>
  );
}
