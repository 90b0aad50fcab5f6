import { ChipRadioGroup } from '@/components/ui/chip-radio-group';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/format';

/**
 * The choices of "minimum views" (decision 031): steps that split the catalogue's views
 * (hundreds to tens of thousands) into a few meaningful groups, instead of a bare number box.
 */
export const MIN_VIEWS_PRESETS = [1000, 5000, 10000, 25000] as const;

interface MinViewsFilterProps {
  value: number | null;
  onChange: (minViews: number | null) => void;
}

/** "Seen at least N times" as chips; a value from an old link that is no preset is kept as a chip of its own. */
export function MinViewsFilter({ value, onChange }: MinViewsFilterProps) {
  const { t } = useTranslation('discovery');
  const format = useFormat();
  const presets: readonly number[] =
    value !== null && value > 0 && !(MIN_VIEWS_PRESETS as readonly number[]).includes(value)
      ? [...MIN_VIEWS_PRESETS, value].sort((a, b) => a - b)
      : MIN_VIEWS_PRESETS;
  const current = value === null || value <= 0 ? null : value;
  return (
    <ChipRadioGroup
      testId="min-views-filter"
      numeric
      legend={t('filter.min-views')}
      anyLabel={t('filter.min-views.any')}
      hint={t('filter.min-views.hint')}
      options={presets.map((views) => ({
        value: views,
        label: t('filter.min-views.at-least', { views: format.number(views) }),
      }))}
      value={current}
      onChange={onChange}
    />
  );
}
