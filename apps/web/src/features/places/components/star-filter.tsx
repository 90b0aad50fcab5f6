import { ChipRadioGroup } from '@/components/ui/chip-radio-group';
import { useTranslation } from '@/lib/i18n-react';

interface StarFilterProps {
  /** The choices (adventure 2 to 5, the guide 1 to 5); always shown from 5 stars down. */
  options: readonly number[];
  value: number | null;
  onChange: (star: number | null) => void;
}

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

const starIcon = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-sand-500">
    <path d={STAR} fill="currentColor" />
  </svg>
);

/** "At least N stars", as radio buttons styled as chips; "any" clears it. */
export function StarFilter({ options, value, onChange }: StarFilterProps) {
  const { t } = useTranslation('discovery');
  return (
    <ChipRadioGroup
      testId="star-filter"
      legend={t('filter.star')}
      anyLabel={t('filter.star.any')}
      options={[...options]
        .sort((a, b) => b - a)
        .map((star) => ({
          value: star,
          icon: starIcon,
          label: star === 5 ? t('filter.star.five') : t('filter.star.at-least', { count: star }),
        }))}
      value={value}
      onChange={onChange}
    />
  );
}
