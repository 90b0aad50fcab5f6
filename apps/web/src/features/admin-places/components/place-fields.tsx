import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import { CAMBODIA_BOUNDS } from '@camtour/shared/schemas/admin-places';
import { TextArea, TextInput } from '@/components/admin/form-fields';

type Registered = UseFormRegisterReturn;
type Lang = 'en' | 'km';

/**
 * The English and the Khmer text of one thing under one legend, each labelled by its language.
 * The controls' ids are `${id}-en` and `${id}-km`.
 */
export function LangPair({
  id,
  legend,
  field,
  error,
  rows,
  hint,
}: {
  id: string;
  legend: ReactNode;
  field: (lang: Lang) => Registered;
  error: (lang: Lang) => FieldError | undefined;
  /** A text box of this many lines; a one-line input when absent. */
  rows?: number;
  hint?: ReactNode;
}) {
  const { t } = useTranslation('admin-places');
  return (
    <fieldset className="grid gap-3 md:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {(['en', 'km'] as const).map((lang) => {
        const props = {
          id: `${id}-${lang}`,
          label: t(`lang.${lang}`),
          field: field(lang),
          error: error(lang),
          lang,
          hint,
        };
        return rows === undefined ? (
          <TextInput key={lang} {...props} />
        ) : (
          <TextArea key={lang} rows={rows} {...props} />
        );
      })}
    </fieldset>
  );
}

/** Latitude and longitude side by side, with the box a place in Cambodia lies in. */
export function CoordinateFields({
  idPrefix,
  lat,
  lng,
  errors,
}: {
  idPrefix: string;
  lat: Registered;
  lng: Registered;
  errors: { lat?: FieldError | undefined; lng?: FieldError | undefined };
}) {
  const { t } = useTranslation('admin-places');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{t('field.coordinates')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['lat', 'lng'] as const).map((axis) => (
          <TextInput
            key={axis}
            id={`${idPrefix}-${axis}`}
            label={t(axis === 'lat' ? 'field.lat' : 'field.lng')}
            field={axis === 'lat' ? lat : lng}
            error={errors[axis]}
            type="number"
            step="any"
            inputMode="decimal"
          />
        ))}
      </div>
      <p className="text-xs text-ink-muted">{t('field.coordinates-hint', CAMBODIA_BOUNDS)}</p>
    </fieldset>
  );
}
