import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import type { AdminLocation, AdminLocationInput } from '@camtour/shared/schemas/admin-places';
import { AdminLoading } from '@/components/admin/admin-loading';
import { BilingualField } from '@/components/admin/bilingual-field';
import { FormError } from '@/components/admin/form-error';
import { SelectInput, TextInput } from '@/components/admin/form-fields';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-controls';
import { useFormat } from '@/lib/format';
import { usePlacesOptions } from '../api/admin-places-queries';
import {
  emptyLocation,
  LOCATION_FORM,
  locationValues,
  type LocationFormValues,
} from '../hooks/forms';
import { numberOrNull, placeResolver, placeServerErrors } from '../hooks/place-form';
import { useLocalChoices, useLocalName } from '../hooks/use-local-name';
import { CoordinateFields } from './place-fields';

const resolver = placeResolver(LOCATION_FORM);
const asId = { setValueAs: numberOrNull };

/** Every field of a place, English and Khmer side by side; a new place or an edit. */
export function LocationForm({
  location,
  save,
  saved,
}: {
  location: AdminLocation | null;
  save: {
    mutateAsync: (input: AdminLocationInput) => Promise<AdminLocation>;
    isPending: boolean;
    error: unknown;
    isSuccess: boolean;
  };
  saved?: (l: AdminLocation) => void;
}) {
  const { t } = useTranslation('admin-places');
  const format = useFormat();
  const named = useLocalName();
  const choices = useLocalChoices();
  const form = useForm<LocationFormValues>({
    resolver,
    defaultValues: location ? locationValues(location) : emptyLocation(),
  });
  const { register, handleSubmit, formState, setError, watch, setValue, reset } = form;
  const errors = formState.errors;
  const [provinceId, districtId, communeId, tagIds, minRiel, maxRiel] = watch([
    'province_id',
    'district_id',
    'commune_id',
    'tag_ids',
    'min_money_riel',
    'max_money_riel',
  ]);
  const options = usePlacesOptions({
    province_id: provinceId,
    district_id: districtId,
    commune_id: communeId,
  }).data;

  const onSubmit = async (values: LocationFormValues) => {
    try {
      const next = await save.mutateAsync(LOCATION_FORM.toInput(values) as AdminLocationInput);
      reset(locationValues(next));
      saved?.(next);
    } catch (error) {
      // What was typed stays; the server's reasons show on their fields.
      placeServerErrors(error, setError, LOCATION_FORM);
    }
  };

  const unit = (name: 'district_id' | 'commune_id' | 'village_id', clears: string[]) =>
    register(name, {
      ...asId,
      // A new parent empties the levels below it, as the public filters do.
      onChange: () => clears.forEach((f) => setValue(f as 'commune_id', null)),
    });

  const toggleTag = (id: number, on: boolean) =>
    setValue('tag_ids', on ? [...tagIds, id] : tagIds.filter((x) => x !== id), {
      shouldDirty: true,
    });

  // The selects take their saved value when they mount: wait for their choices first.
  if (!options) return <AdminLoading />;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <FormError error={save.error} />
      {save.isSuccess && !formState.isDirty && (
        <FormAlert tone="success">{t('form.saved')}</FormAlert>
      )}
      <BilingualField name="name" label={t('field.name')} register={register} errors={errors} />
      <BilingualField
        name="short_description"
        label={t('field.short-description')}
        register={register}
        errors={errors}
        multiline
        rows={2}
      />
      <BilingualField
        name="description"
        label={t('field.description')}
        register={register}
        errors={errors}
        multiline
        rows={6}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectInput
          id="location-category"
          label={t('field.category')}
          field={register('category_id', asId)}
          error={errors.category_id}
          blank={t('field.choose')}
          options={choices(options.categories)}
        />
        <TextInput
          id="location-slug"
          label={t('field.slug')}
          field={register('slug')}
          error={errors.slug}
          hint={t('field.slug-hint')}
          optional={t('field.optional')}
        />
      </div>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('field.where')}</legend>
        <SelectInput
          id="location-province"
          label={t('field.province')}
          field={register('province_id', {
            ...asId,
            onChange: () =>
              ['district_id', 'commune_id', 'village_id'].forEach((f) =>
                setValue(f as 'district_id', null),
              ),
          })}
          error={errors.province_id}
          blank={t('field.choose')}
          options={choices(options.provinces)}
        />
        <SelectInput
          id="location-district"
          label={t('field.district')}
          field={unit('district_id', ['commune_id', 'village_id'])}
          error={errors.district_id}
          blank={t('field.none')}
          disabled={!provinceId}
          options={choices(options.districts)}
        />
        <SelectInput
          id="location-commune"
          label={t('field.commune')}
          field={unit('commune_id', ['village_id'])}
          error={errors.commune_id}
          blank={t('field.none')}
          disabled={!districtId}
          options={choices(options.communes)}
        />
        <SelectInput
          id="location-village"
          label={t('field.village')}
          field={unit('village_id', [])}
          error={errors.village_id}
          blank={t('field.none')}
          disabled={!communeId}
          options={choices(options.villages)}
        />
      </fieldset>
      <CoordinateFields
        idPrefix="location"
        lat={register('lat', { valueAsNumber: true })}
        lng={register('lng', { valueAsNumber: true })}
        errors={errors}
      />
      <TextInput
        id="location-map"
        label={t('field.map-link')}
        field={register('url_location')}
        error={errors.url_location}
        type="url"
        inputMode="url"
        hint={t('field.map-link-hint')}
        optional={t('field.optional')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('field.money')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput
            id="location-min-riel"
            label={t('field.min-riel')}
            field={register('min_money_riel', { valueAsNumber: true })}
            error={errors.min_money_riel}
            type="number"
            step="100"
            inputMode="numeric"
            hint={Number.isFinite(minRiel) ? format.khr(minRiel) : undefined}
          />
          <TextInput
            id="location-max-riel"
            label={t('field.max-riel')}
            field={register('max_money_riel', { valueAsNumber: true })}
            error={errors.max_money_riel}
            type="number"
            step="100"
            inputMode="numeric"
            hint={Number.isFinite(maxRiel) ? format.khr(maxRiel) : undefined}
          />
        </div>
        <p className="text-xs text-ink-muted">{t('field.money-hint')}</p>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('field.tags')}</legend>
        <div className="flex flex-wrap gap-2">
          {(options?.tags ?? []).map((tag) => {
            const on = tagIds.includes(tag.id);
            return (
              <label
                key={tag.id}
                className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${on ? 'border-jungle-600 bg-jungle-50' : 'border-sand-300 bg-white'}`}
              >
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(event) => toggleTag(tag.id, event.target.checked)}
                />
                {named(tag)}
              </label>
            );
          })}
        </div>
        {errors.tag_ids && <p className="mt-2 text-sm text-red-700">{t('field.tags-invalid')}</p>}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? t('form.saving') : location ? t('form.save') : t('form.create')}
        </button>
      </div>
    </form>
  );
}
