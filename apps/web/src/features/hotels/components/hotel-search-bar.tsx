import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { HOTEL_TYPES } from '@camtour/shared/domain/travel';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles } from '@/components/ui/form-controls';
import type { HotelListParams } from '../api/get-hotels';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import type { HotelFilterPatch } from '../hooks/use-hotel-filters';
import { HOTEL_SEARCH_DEBOUNCE_MS } from '../lib/hotel-constants';

const priceText = (value: number | null) => (value === null ? '' : String(value));
const parsePrice = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/**
 * A text typed here reaches the URL 500 ms after the last key, trimmed (document 3 §4, §5);
 * the prices likewise; the type at once. The URL is the truth: back and "clear" refill the boxes.
 */
export function HotelSearchBar({
  filters,
  onChange,
}: {
  filters: HotelListParams;
  onChange: (patch: HotelFilterPatch) => void;
}) {
  const { t } = useTranslation('travel');
  const common = useTranslation().t;
  const id = useId();
  // On a phone the type and prices fold away like every list's filters; the text box stays.
  const [open, setOpen] = useState(false);
  const activeCount = [filters.type, filters.minPrice, filters.maxPrice].filter(
    (value) => value !== null,
  ).length;
  const [search, setSearch] = useState(filters.search);
  const [minPrice, setMinPrice] = useState(priceText(filters.minPrice));
  const [maxPrice, setMaxPrice] = useState(priceText(filters.maxPrice));
  // Strings, so a debounced value changes only when the text does, never on a mere re-render.
  const typedSearch = useDebouncedValue(search, HOTEL_SEARCH_DEBOUNCE_MS);
  const typedMin = useDebouncedValue(minPrice, HOTEL_SEARCH_DEBOUNCE_MS);
  const typedMax = useDebouncedValue(maxPrice, HOTEL_SEARCH_DEBOUNCE_MS);

  // The URL changed from outside (back, clear filters, a planner link): show its values.
  useEffect(() => {
    setSearch((current) => (current.trim() === filters.search ? current : filters.search));
  }, [filters.search]);
  useEffect(() => {
    setMinPrice((current) =>
      parsePrice(current) === filters.minPrice ? current : priceText(filters.minPrice),
    );
  }, [filters.minPrice]);
  useEffect(() => {
    setMaxPrice((current) =>
      parsePrice(current) === filters.maxPrice ? current : priceText(filters.maxPrice),
    );
  }, [filters.maxPrice]);

  /*
   * A settled text goes to the URL. These run only when the settled text itself changes, so an
   * older text can never be sent again after the URL changed from outside.
   */
  useEffect(() => {
    if (typedSearch.trim() !== filters.search) onChange({ search: typedSearch.trim() });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typedSearch]);
  useEffect(() => {
    if (parsePrice(typedMin) !== filters.minPrice) onChange({ minPrice: parsePrice(typedMin) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typedMin]);
  useEffect(() => {
    if (parsePrice(typedMax) !== filters.maxPrice) onChange({ maxPrice: parsePrice(typedMax) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typedMax]);

  return (
    <form
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 rounded-3xl bg-white p-4 shadow-lg sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      data-testid="hotel-search"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-semibold text-ink">
          {t('hotels.search.label')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('hotels.search.placeholder')}
          className={inputStyles}
        />
      </div>
      <button
        type="button"
        className={`${buttonStyles.small} justify-self-start sm:hidden`}
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? common('filters.hide') : common('filters.show')}
        {!open && activeCount > 0 && (
          <span className="grid min-w-5 place-items-center rounded-full bg-jungle-700 px-1.5 text-xs text-white">
            {activeCount}
          </span>
        )}
      </button>
      <div
        id={`${id}-more`}
        className={`grid gap-3 sm:contents ${open ? '' : 'max-sm:hidden'}`}
        data-testid="hotel-more-filters"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-type`} className="text-sm font-semibold text-ink">
            {t('hotels.type.label')}
          </label>
          <select
            id={`${id}-type`}
            value={filters.type ?? ''}
            onChange={(event) => onChange({ type: event.target.value || null })}
            className={inputStyles}
          >
            <option value="">{t('hotels.type.all')}</option>
            {HOTEL_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`hotel.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-min`} className="text-sm font-semibold text-ink">
            {t('hotels.min-price')}
          </label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="decimal"
            min={0}
            step={1}
            value={minPrice}
            onChange={(event) => setMinPrice(event.target.value)}
            placeholder="0"
            className={inputStyles}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-max`} className="text-sm font-semibold text-ink">
            {t('hotels.max-price')}
          </label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="decimal"
            min={0}
            step={1}
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.target.value)}
            placeholder="500"
            className={inputStyles}
          />
        </div>
      </div>
    </form>
  );
}
