import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const name = useId();
  const hintId = `${name}-hint`;
  const presets: readonly number[] =
    value !== null && value > 0 && !(MIN_VIEWS_PRESETS as readonly number[]).includes(value)
      ? [...MIN_VIEWS_PRESETS, value].sort((a, b) => a - b)
      : MIN_VIEWS_PRESETS;
  const chip =
    'flex cursor-pointer items-center rounded-full border px-3 py-1.5 text-sm font-medium tabular-nums transition has-[:checked]:border-jungle-700 has-[:checked]:bg-jungle-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sand-400 border-sand-300 bg-white text-jungle-900 hover:border-jungle-500';
  const current = value === null || value <= 0 ? null : value;
  return (
    <fieldset
      className="flex flex-col gap-2"
      data-testid="min-views-filter"
      aria-describedby={hintId}
    >
      <legend className="mb-1.5 text-sm font-semibold text-jungle-900">
        {t('filter.min-views')}
      </legend>
      <div className="flex flex-wrap gap-2">
        <label className={chip}>
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={current === null}
            onChange={() => onChange(null)}
          />
          {t('filter.min-views.any')}
        </label>
        {presets.map((views) => (
          <label key={views} className={chip}>
            <input
              type="radio"
              name={name}
              value={views}
              className="sr-only"
              checked={current === views}
              onChange={() => onChange(views)}
            />
            {t('filter.min-views.at-least', { views: format.number(views) })}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-xs text-ink-muted">
        {t('filter.min-views.hint')}
      </p>
    </fieldset>
  );
}
