import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface StarFilterProps {
  /** The choices (adventure 2 to 5, the guide 1 to 5); always shown from 5 stars down. */
  options: readonly number[];
  value: number | null;
  onChange: (star: number | null) => void;
}

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** "At least N stars", as radio buttons styled as chips; "any" clears it. */
export function StarFilter({ options, value, onChange }: StarFilterProps) {
  const { t } = useTranslation('discovery');
  const name = useId();
  const chip =
    'flex cursor-pointer items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-medium transition has-[:checked]:border-jungle-700 has-[:checked]:bg-jungle-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sand-400 border-sand-300 bg-white text-jungle-900 hover:border-jungle-500';
  return (
    <fieldset className="flex flex-col gap-2" data-testid="star-filter">
      <legend className="mb-1.5 text-sm font-semibold text-jungle-900">{t('filter.star')}</legend>
      <div className="flex flex-wrap gap-2">
        <label className={chip}>
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={value === null}
            onChange={() => onChange(null)}
          />
          {t('filter.star.any')}
        </label>
        {[...options]
          .sort((a, b) => b - a)
          .map((star) => (
            <label key={star} className={chip}>
              <input
                type="radio"
                name={name}
                value={star}
                className="sr-only"
                checked={value === star}
                onChange={() => onChange(star)}
              />
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-sand-500">
                <path d={STAR} fill="currentColor" />
              </svg>
              {star === 5 ? t('filter.star.five') : t('filter.star.at-least', { count: star })}
            </label>
          ))}
      </div>
    </fieldset>
  );
}
