import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import type { AdminGuide, AdminGuideInput } from '@camtour/shared/schemas/admin-places';
import { FormError } from '@/components/admin/form-error';
import { TextArea, TextInput } from '@/components/admin/form-fields';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-controls';
import { useUpdateGuide } from '../api/admin-places-mutations';
import { GUIDE_FORM, guideValues, type GuideFormValues } from '../hooks/forms';
import { placeResolver, placeServerErrors } from '../hooks/place-form';

const resolver = placeResolver(GUIDE_FORM);

type Lang = 'en' | 'km';
/** The tips' fields in the order of the public guide, each a line or a text box. */
const ROWS: { path: string; label: string; multiline?: boolean; lines?: boolean }[] = [
  { path: 'best_time_to_visit', label: 'guide.best-time', multiline: true },
  { path: 'local_contacts', label: 'guide.contacts', multiline: true, lines: true },
  { path: 'currency_and_budget.currency', label: 'guide.currency' },
  { path: 'currency_and_budget.notes', label: 'guide.money-notes', multiline: true },
  { path: 'currency_and_budget.ATMs', label: 'guide.atms', multiline: true },
  { path: 'currency_and_budget.budget', label: 'guide.budget', multiline: true },
  { path: 'local_transportation.shortDistances', label: 'guide.short', multiline: true },
  { path: 'local_transportation.longDistances', label: 'guide.long', multiline: true },
  { path: 'local_transportation.tip', label: 'guide.transport-tip', multiline: true },
  { path: 'what_to_pack', label: 'guide.pack', multiline: true, lines: true },
  { path: 'local_etiquette.greeting', label: 'guide.greeting', multiline: true },
  { path: 'local_etiquette.customs', label: 'guide.customs', multiline: true, lines: true },
  { path: 'what_on_sale', label: 'guide.on-sale', multiline: true, lines: true },
];

function errorAt(errors: unknown, path: string): FieldError | undefined {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      errors,
    ) as FieldError | undefined;
}

/** The travel tips of a place in English and Khmer: what the public guide tab shows. */
export function GuideForm({ locationId, guide }: { locationId: number; guide: AdminGuide | null }) {
  const { t } = useTranslation('admin-places');
  const save = useUpdateGuide(locationId);
  const { register, handleSubmit, formState, setError, reset } = useForm<GuideFormValues>({
    resolver,
    defaultValues: guideValues(guide),
  });

  const onSubmit = async (values: GuideFormValues) => {
    try {
      reset(guideValues(await save.mutateAsync(GUIDE_FORM.toInput(values) as AdminGuideInput)));
    } catch (error) {
      placeServerErrors(error, setError, GUIDE_FORM);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <p className="text-sm text-ink-muted">{t('guide.intro')}</p>
      <FormError error={save.error} />
      {save.isSuccess && !formState.isDirty && (
        <FormAlert tone="success">{t('form.saved')}</FormAlert>
      )}
      {ROWS.map((row) => (
        <fieldset key={row.path} className="grid gap-3 md:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{t(row.label as 'guide.pack')}</legend>
          {(['en', 'km'] as Lang[]).map((lang) => {
            const name = `tips_${lang}.${row.path}` as const;
            const id = `guide-${lang}-${row.path.replace('.', '-')}`;
            const props = {
              id,
              label: t(`lang.${lang}`),
              field: register(name as 'tips_en.best_time_to_visit'),
              error: errorAt(formState.errors, name),
              lang,
              ...(row.lines
                ? {
                    hint: t(
                      row.path === 'local_contacts' ? 'guide.contacts-hint' : 'field.one-per-line',
                    ),
                  }
                : {}),
            };
            return row.multiline ? (
              <TextArea key={lang} rows={row.lines ? 4 : 2} {...props} />
            ) : (
              <TextInput key={lang} {...props} />
            );
          })}
        </fieldset>
      ))}
      <p className="text-xs text-ink-muted">{t('guide.blank-hint')}</p>
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('guide.save')}
        </button>
      </div>
    </form>
  );
}
