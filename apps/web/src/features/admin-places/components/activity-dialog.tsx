import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import {
  ACTIVITY_DIFFICULTIES,
  type AdminActivity,
  type AdminActivityInput,
} from '@camtour/shared/schemas/admin-places';
import { BilingualField } from '@/components/admin/bilingual-field';
import { FormError } from '@/components/admin/form-error';
import { SelectInput, TextInput } from '@/components/admin/form-fields';
import { Dialog } from '@/components/ui/dialog';
import { useSaveActivity } from '../api/admin-places-mutations';
import { ACTIVITY_FORM, activityValues, type ActivityFormValues } from '../hooks/forms';
import { numberOrNull, placeResolver, placeServerErrors } from '../hooks/place-form';
import { ChildDialogButtons } from './child-items';
import { LangPair } from './place-fields';

const resolver = placeResolver(ACTIVITY_FORM);

/** Adds or edits one activity of a place, in a dialog; a refusal keeps what was typed. */
export function ActivityDialog({
  locationId,
  activity,
  open,
  onOpenChange,
}: {
  locationId: number;
  /** Null adds a new one. */
  activity: AdminActivity | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin-places');
  const save = useSaveActivity(locationId, activity?.id ?? null);
  const { register, handleSubmit, formState, setError } = useForm<ActivityFormValues>({
    resolver,
    defaultValues: activityValues(activity),
  });
  const errors = formState.errors;

  const onSubmit = async (values: ActivityFormValues) => {
    try {
      await save.mutateAsync(ACTIVITY_FORM.toInput(values) as AdminActivityInput);
      onOpenChange(false);
    } catch (error) {
      placeServerErrors(error, setError, ACTIVITY_FORM);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={activity ? t('activities.edit-title') : t('activities.add-title')}
    >
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="flex flex-col gap-5"
        data-testid="activity-form"
      >
        <FormError error={save.error} />
        <BilingualField name="name" label={t('field.name')} register={register} errors={errors} />
        <BilingualField
          name="description"
          label={t('field.description')}
          register={register}
          errors={errors}
          multiline
          rows={3}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput
            id="activity-difficulty"
            label={t('activities.difficulty')}
            field={register('difficulty')}
            error={errors.difficulty}
            options={ACTIVITY_DIFFICULTIES.map((d) => ({
              value: d,
              label: t(`difficulty.${d}`),
            }))}
          />
          <TextInput
            id="activity-duration"
            label={t('activities.duration')}
            field={register('duration_hours', { valueAsNumber: true })}
            error={errors.duration_hours}
            type="number"
            step="0.25"
            inputMode="decimal"
          />
          <TextInput
            id="activity-price"
            label={t('activities.price')}
            field={register('price')}
            error={errors.price}
            inputMode="decimal"
            hint={t('field.usd-hint')}
          />
          <TextInput
            id="activity-max"
            label={t('activities.max-participants')}
            field={register('max_participants', { setValueAs: numberOrNull })}
            error={errors.max_participants}
            type="number"
            inputMode="numeric"
            optional={t('field.optional')}
          />
          <TextInput
            id="activity-order"
            label={t('field.sort-order')}
            field={register('sort_order', { valueAsNumber: true })}
            error={errors.sort_order}
            type="number"
            inputMode="numeric"
          />
          <label className="flex items-center gap-2 self-end pb-3 text-sm font-semibold">
            <input type="checkbox" {...register('is_active')} />
            {t('activities.active')}
          </label>
        </div>
        {(['included', 'requirements'] as const).map((list) => (
          <LangPair
            key={list}
            id={`activity-${list}`}
            legend={t(`activities.${list}`)}
            field={(lang) => register(`${list}.${lang}`)}
            error={(lang) => errors[list]?.[lang]}
            rows={3}
            hint={t('field.one-per-line')}
          />
        ))}
        <ChildDialogButtons onCancel={() => onOpenChange(false)} saving={save.isPending} />
      </form>
    </Dialog>
  );
}
