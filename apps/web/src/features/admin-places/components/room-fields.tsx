import type { FieldError, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import { TextInput } from '@/components/admin/form-fields';
import type { RoomFormValues } from '../hooks/forms';
import { LangPair } from './place-fields';

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
  const pair = (base: 'title' | 'description', label: string, rows?: number) => (
    <LangPair
      id={`${idPrefix}-${base}`}
      legend={label}
      field={(lang) => register(`${prefix}${base}_${lang}`)}
      error={(lang) => errors?.[`${base}_${lang}`]}
      rows={rows}
    />
  );
  return (
    <>
      {pair('title', t('room.title'))}
      {pair('description', t('field.description'), 3)}
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
