import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import type {
  AdminHotel,
  AdminHotelCreate,
  AdminHotelInput,
} from '@camtour/shared/schemas/admin-places';
import { HOTEL_TYPES } from '@camtour/shared/schemas/travel';
import { AdminLoading } from '@/components/admin/admin-loading';
import { BilingualField } from '@/components/admin/bilingual-field';
import { FormError } from '@/components/admin/form-error';
import { SelectInput, TextInput } from '@/components/admin/form-fields';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-controls';
import { usePlacesOptions } from '../api/admin-places-queries';
import {
  HOTEL_CREATE_FORM,
  HOTEL_UPDATE_FORM,
  hotelValues,
  type HotelFormValues,
} from '../hooks/forms';
import { numberOrNull, placeResolver, placeServerErrors } from '../hooks/place-form';
import { useLocalChoices } from '../hooks/use-local-name';
import { CoordinateFields } from './place-fields';
import { RoomFields } from './room-fields';

const createResolver = placeResolver(HOTEL_CREATE_FORM);
const updateResolver = placeResolver(HOTEL_UPDATE_FORM);
const asId = { setValueAs: numberOrNull };

interface Save<I> {
  mutateAsync: (input: I) => Promise<AdminHotel>;
  isPending: boolean;
  error: unknown;
  isSuccess: boolean;
}

/** A hotel's own fields; a new hotel also gets its first room type (it always has one). */
export function HotelForm(
  props:
    | { hotel: null; save: Save<AdminHotelCreate>; saved: (h: AdminHotel) => void }
    | { hotel: AdminHotel; save: Save<AdminHotelInput>; saved?: undefined },
) {
  const { t } = useTranslation('admin-places');
  const choices = useLocalChoices();
  const shape = props.hotel ? HOTEL_UPDATE_FORM : HOTEL_CREATE_FORM;
  const form = useForm<HotelFormValues>({
    resolver: props.hotel ? updateResolver : createResolver,
    defaultValues: hotelValues(props.hotel),
  });
  const { register, handleSubmit, formState, setError, control, watch, setValue, reset } = form;
  const errors = formState.errors;
  const services = useFieldArray({ control, name: 'services' });
  const meals = useFieldArray({ control, name: 'meals' });
  const provinceId = watch('province_id');
  const options = usePlacesOptions({ province_id: provinceId }).data;

  const onSubmit = async (values: HotelFormValues) => {
    try {
      const input = shape.toInput(values);
      const next = props.hotel
        ? await props.save.mutateAsync(input as AdminHotelInput)
        : await props.save.mutateAsync(input as AdminHotelCreate);
      reset(hotelValues(next));
      props.saved?.(next);
    } catch (error) {
      placeServerErrors(error, setError, shape);
    }
  };

  const lists = [
    { name: 'services' as const, array: services, label: t('hotel.services') },
    { name: 'meals' as const, array: meals, label: t('hotel.meals') },
  ];

  // The selects take their saved value when they mount: wait for their choices first.
  if (!options) return <AdminLoading />;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <FormError error={props.save.error} />
      {props.save.isSuccess && !formState.isDirty && (
        <FormAlert tone="success">{t('form.saved')}</FormAlert>
      )}
      <BilingualField name="name" label={t('field.name')} register={register} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectInput
          id="hotel-type"
          label={t('hotel.type')}
          field={register('type')}
          error={errors.type}
          options={HOTEL_TYPES.map((type) => ({ value: type, label: t(`hotel-type.${type}`) }))}
        />
        <SelectInput
          id="hotel-stars"
          label={t('hotel.stars')}
          field={register('stars', { valueAsNumber: true })}
          error={errors.stars}
          options={[1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }))}
        />
        <TextInput
          id="hotel-slug"
          label={t('field.slug')}
          field={register('slug')}
          error={errors.slug}
          hint={t('field.slug-hint')}
          optional={t('field.optional')}
        />
      </div>
      <BilingualField
        name="description"
        label={t('field.description')}
        register={register}
        errors={errors}
        multiline
        rows={5}
      />
      <BilingualField
        name="address"
        label={t('hotel.address')}
        register={register}
        errors={errors}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          id="hotel-province"
          label={t('field.province')}
          field={register('province_id', {
            ...asId,
            onChange: () => setValue('district_id', null),
          })}
          error={errors.province_id}
          blank={t('field.choose')}
          options={choices(options.provinces)}
        />
        <SelectInput
          id="hotel-district"
          label={t('field.district')}
          field={register('district_id', asId)}
          error={errors.district_id}
          blank={t('field.none')}
          disabled={!provinceId}
          options={choices(options.districts)}
        />
      </div>
      <p className="-mt-3 text-xs text-ink-muted">{t('hotel.public-hint')}</p>
      <CoordinateFields
        idPrefix="hotel"
        lat={register('lat', { valueAsNumber: true })}
        lng={register('lng', { valueAsNumber: true })}
        errors={errors}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="hotel-email"
          label={t('hotel.email')}
          field={register('email')}
          error={errors.email}
          type="email"
          inputMode="email"
        />
        <TextInput
          id="hotel-phone"
          label={t('hotel.phone')}
          field={register('phone')}
          error={errors.phone}
          type="tel"
          inputMode="tel"
        />
      </div>
      {lists.map(({ name, array, label }) => (
        <fieldset key={name} className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{label}</legend>
          {array.fields.map((item, i) => (
            <div key={item.id} className="grid items-end gap-2 md:grid-cols-[1fr_1fr_auto]">
              {(['en', 'km'] as const).map((lang) => (
                <TextInput
                  key={lang}
                  id={`hotel-${name}-${i}-${lang}`}
                  label={t(`lang.${lang}`)}
                  field={register(`${name}.${i}.${lang}`)}
                  error={errors[name]?.[i]?.[lang]}
                  lang={lang}
                />
              ))}
              <button
                type="button"
                className={`${buttonStyles.ghost} mb-0.5`}
                onClick={() => array.remove(i)}
              >
                {t('hotel.remove-item')}
              </button>
            </div>
          ))}
          <div>
            <button
              type="button"
              className={buttonStyles.small}
              onClick={() => array.append({ en: '', km: '' })}
            >
              {t('hotel.add-item')}
            </button>
          </div>
        </fieldset>
      ))}
      {!props.hotel && (
        <fieldset className="flex flex-col gap-4 rounded-2xl border border-sand-200 bg-sand-50 p-4">
          <legend className="px-1 text-sm font-semibold">{t('hotel.first-room')}</legend>
          <RoomFields register={register} errors={errors.room} prefix="room." idPrefix="new-room" />
        </fieldset>
      )}
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={props.save.isPending}>
          {props.save.isPending
            ? t('form.saving')
            : props.hotel
              ? t('form.save')
              : t('form.create')}
        </button>
      </div>
    </form>
  );
}
