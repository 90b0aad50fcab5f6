import type { FieldError, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RoomFormValues } from '../hooks/forms';
import { TextArea, TextInput } from './place-fields';

type RoomErrors = Partial<Record<keyof RoomFormValues, FieldError>> | undefined;

/**
 * A room type's fields: titles and descriptions in both languages, prices in dollars (turned
 * into exact cents before they are sent). Used alone (`prefix` '') and inside the new-hotel form
 * (`prefix` 'room.').
 */
export function RoomFields({
  register,
  errors,
  prefix,
  idPrefix,
}: {
  // The form is a room's or a hotel's; only these field names matter here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  register: UseFormRegister<any>;
  errors: RoomErrors;
  prefix: '' | 'room.';
  idPrefix: string;
}) {
  const { t } = useTranslation('admin-places');
  const pair = (base: 'title' | 'description', label: string, multiline = false) => (
    <fieldset className="grid gap-3 md:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">{label}</legend>
      {(['en', 'km'] as const).map((lang) => {
        const props = {
          id: `${idPrefix}-${base}-${lang}`,
          label: t(`lang.${lang}`),
          field: register(`${prefix}${base}_${lang}`),
          error: errors?.[`${base}_${lang}`],
          lang,
        };
        return multiline ? (
          <TextArea key={lang} rows={3} {...props} />
        ) : (
          <TextInput key={lang} {...props} />
        );
      })}
    </fieldset>
  );
  return (
    <>
      {pair('title', t('room.title'))}
      {pair('description', t('field.description'), true)}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextInput
          id={`${idPrefix}-price-min`}
          label={t('room.price-min')}
          field={register(`${prefix}price_min`)}
          error={errors?.price_min}
          inputMode="decimal"
          hint={t('field.usd-hint')}
        />
        <TextInput
          id={`${idPrefix}-price-max`}
          label={t('room.price-max')}
          field={register(`${prefix}price_max`)}
          error={errors?.price_max}
          inputMode="decimal"
        />
        <TextInput
          id={`${idPrefix}-order`}
          label={t('field.sort-order')}
          field={register(`${prefix}sort_order`, { valueAsNumber: true })}
          error={errors?.sort_order}
          type="number"
          inputMode="numeric"
        />
      </div>
    </>
  );
}
