import { useTranslation } from '@/lib/i18n-react';
import { DEFAULT_SLIDER_MAX_DOLLARS } from '@camtour/shared/domain/catalog';
import { localized } from '@camtour/shared/domain/localize';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocalBrands } from '../api/get-brands';
import { useShopCategories } from '../api/get-categories';
import type { ShopFilters as Filters } from '../hooks/use-shop-filters';
import { PriceSlider } from './price-slider';

interface ShopFiltersProps {
  filters: Filters;
  /** The categories shown as chosen (a category page's own, when none is in the URL). */
  categoryIds: number[];
  sliderMax: number | null;
  onChange: (patch: Partial<Filters>) => void;
}

function toggle(ids: readonly number[], id: number, on: boolean): number[] {
  return on ? [...ids, id] : ids.filter((value) => value !== id);
}

function CheckList({
  legend,
  items,
  checked,
  onToggle,
  loading,
  name,
  testId,
}: {
  legend: string;
  /** The form name of the boxes (browsers flag fields with neither id nor name). */
  name: string;
  items: { id: number; label: string }[];
  checked: readonly number[];
  onToggle: (id: number, on: boolean) => void;
  loading: boolean;
  testId: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1" data-testid={testId}>
      <legend className="mb-2 text-sm font-semibold text-jungle-900">{legend}</legend>
      {loading
        ? [0, 1, 2, 3].map((key) => <Skeleton key={key} className="my-1 h-5 w-3/4" />)
        : items.map((item) => (
            <label
              key={item.id}
              className="flex cursor-pointer items-start gap-2.5 rounded-lg px-1 py-1 text-sm text-ink hover:bg-sand-50"
            >
              <input
                type="checkbox"
                name={name}
                value={item.id}
                className="mt-0.5 size-4 shrink-0 accent-jungle-700"
                checked={checked.includes(item.id)}
                onChange={(event) => onToggle(item.id, event.target.checked)}
              />
              <span>{item.label}</span>
            </label>
          ))}
    </fieldset>
  );
}

/** Category, brand (local brands only, document 2 §2) and price filters. */
export function ShopFilters({ filters, categoryIds, sliderMax, onChange }: ShopFiltersProps) {
  const { t, i18n } = useTranslation('shop');
  const categories = useShopCategories();
  const brands = useLocalBrands();
  const lang = i18n.language;

  return (
    <div className="flex flex-col gap-6">
      <CheckList
        legend={t('filters.category')}
        name="category"
        testId="filter-categories"
        loading={categories.isPending}
        checked={categoryIds}
        items={(categories.data ?? []).map((category) => ({
          id: category.id,
          label: localized(lang, category.name, category.name_km),
        }))}
        onToggle={(id, on) => onChange({ categoryIds: toggle(categoryIds, id, on) })}
      />
      <CheckList
        legend={t('filters.brand')}
        name="brand"
        testId="filter-brands"
        loading={brands.isPending}
        checked={filters.brandIds}
        items={(brands.data ?? []).map((brand) => ({
          id: brand.id,
          label: localized(lang, brand.name, brand.name_km),
        }))}
        onToggle={(id, on) => onChange({ brandIds: toggle(filters.brandIds, id, on) })}
      />
      <fieldset data-testid="filter-price">
        <legend className="mb-2 text-sm font-semibold text-jungle-900">{t('filters.price')}</legend>
        <PriceSlider
          max={sliderMax ?? DEFAULT_SLIDER_MAX_DOLLARS}
          min={filters.minPrice}
          selectedMax={filters.maxPrice}
          onCommit={onChange}
        />
      </fieldset>
    </div>
  );
}
