import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import { Field, fieldAria, inputStyles } from '@/components/ui/form-controls';
import { fieldMessage } from './form-error';

interface BilingualFieldProps {
  /** The pair's base: `name` edits `name_en` and `name_km`. */
  name: string;
  label: string;
  // The form's own value type is the caller's; this block only needs the two field names.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  register: UseFormRegister<any>;
  errors: FieldErrors;
  multiline?: boolean;
  rows?: number;
}

/**
 * The English and the Khmer text of one thing side by side (stacked on phones), so staff see
 * at a glance when a translation is missing.
 */
export function BilingualField({
  name,
  label,
  register,
  errors,
  multiline = false,
  rows = 4,
}: BilingualFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{label}</legend>
      <div className="grid gap-3 md:grid-cols-2">
        {(['en', 'km'] as const).map((lang) => {
          const field = `${name}_${lang}`;
          const id = `bilingual-${field}`;
          const error = fieldMessage(errors[field]?.message);
          const props = {
            ...fieldAria(id, error),
            ...register(field),
            lang,
            className: inputStyles,
          };
          return (
            <Field
              key={lang}
              id={id}
              label={
                <>
                  <span className="sr-only">{label} </span>
                  {t(lang === 'en' ? 'bilingual.en' : 'bilingual.km')}
                </>
              }
              error={error}
            >
              {multiline ? <textarea rows={rows} {...props} /> : <input type="text" {...props} />}
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
